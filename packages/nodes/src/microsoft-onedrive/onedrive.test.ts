/**
 * Microsoft OneDrive 1 and OneDrive Trigger 1 against the loopback Graph with its OneDrive routes:
 * each operation's request and output, uploads by path, downloads as binary data, nested folder
 * creation, the delta cursor of the trigger, and errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Item, PollContext } from '@weft/workflow';
import type { GraphFakeState } from '../shared/microsoft/test-fake/graph-fake.mjs';
import { installOneDrive, type FakeDrive } from '../shared/microsoft/test-fake/onedrive-routes.mjs';
import { runNode, startGraphFake } from '../shared/microsoft/test-run.js';
import { microsoftOneDriveTriggerNode } from '../microsoft-onedrive-trigger/index.js';

let server: Awaited<ReturnType<typeof startGraphFake>>;
let state: GraphFakeState;
let drive: FakeDrive;

beforeAll(async () => {
  server = await startGraphFake();
  state = server.fake.state;
  drive = installOneDrive(server.fake);
});
afterAll(async () => {
  delete process.env.WEFT_MICROSOFT_GRAPH_URL;
  await server.close();
});
beforeEach(() => state.reset());

const run = (parameters: Record<string, unknown>, options: Parameters<typeof runNode>[2] = {}) =>
  runNode('microsoftOneDrive', parameters, { typeVersion: 1, ...options });
const calls = (method: string, path: string | RegExp) =>
  state.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
const json = (items: Item[]) => items.map((i) => i.json);

describe('OneDrive files', () => {
  it('uploads binary data and text by path, then gets, downloads and deletes the file', async () => {
    const folder = drive.add('Docs', { folder: true });
    const items: Item[] = [
      {
        json: { n: 1 },
        binary: {
          data: { data: Buffer.from('%PDF').toString('base64'), mimeType: 'application/pdf', fileName: 'report.pdf' },
        },
      },
    ];
    const up = await run(
      {
        resource: 'file',
        operation: 'upload',
        parentId: folder.id,
        binaryData: true,
        binaryPropertyName: 'data',
        fileName: 'ignored.pdf',
      },
      { items },
    );
    const put = calls('PUT', `me/drive/items/${folder.id}:/report.pdf:/content`)[0]!;
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(put.body).toString()).toBe('%PDF');
    const fileId = up.items[0]!.json.id as string;
    expect(up.items[0]!.json).toMatchObject({ name: 'report.pdf', file: { mimeType: 'application/pdf' }, size: 4 });
    await run({
      resource: 'file',
      operation: 'upload',
      parentId: folder.id,
      binaryData: false,
      fileName: 'notes v2.txt',
      fileContent: 'hello',
    });
    expect(Buffer.from(calls('PUT', `me/drive/items/${folder.id}:/notes v2.txt:/content`)[0]!.body).toString()).toBe(
      'hello',
    );
    const noName = await run({
      resource: 'file',
      operation: 'upload',
      parentId: folder.id,
      binaryData: false,
      fileName: '',
      fileContent: 'x',
    });
    expect(noName.error?.message).toBe('File name must be set!');
    expect((await run({ resource: 'file', operation: 'get', fileId })).items[0]!.json).toMatchObject({
      id: fileId,
      name: 'report.pdf',
    });
    const dl = await run(
      { resource: 'file', operation: 'download', fileId, binaryPropertyName: 'file' },
      { items: [{ json: { keep: true } }] },
    );
    expect(dl.items[0]!.json).toEqual({ keep: true });
    expect(dl.items[0]!.binary!.file).toMatchObject({ fileName: 'report.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(dl.items[0]!.binary!.file!.data, 'base64').toString()).toBe('%PDF');
    const notFile = await run({
      resource: 'file',
      operation: 'download',
      fileId: folder.id,
      binaryPropertyName: 'data',
    });
    expect(notFile.error?.message).toBe('The ID you provided does not belong to a file.');
    expect(json((await run({ resource: 'file', operation: 'delete', fileId })).items)).toEqual([{ success: true }]);
    expect(drive.items.has(fileId)).toBe(false);
  });

  it('copies (answering the monitor location), renames, shares and searches files', async () => {
    const f = drive.add('a.txt', { content: 'A' });
    const copied = await run({
      resource: 'file',
      operation: 'copy',
      fileId: f.id,
      parentReference: { id: 'ROOT' },
      additionalFields: { name: 'b.txt' },
    });
    expect(calls('POST', `me/drive/items/${f.id}/copy`)[0]!.body).toEqual({
      parentReference: { id: 'ROOT' },
      name: 'b.txt',
    });
    expect(copied.items[0]!.json.location).toMatch(/\/monitor\//);
    const renamed = await run({ resource: 'file', operation: 'rename', itemId: f.id, newName: 'c.txt' });
    expect(calls('PATCH', `me/drive/items/${f.id}`)[0]!.body).toEqual({ name: 'c.txt' });
    expect(renamed.items[0]!.json).toMatchObject({ name: 'c.txt' });
    const shared = await run({ resource: 'file', operation: 'share', fileId: f.id, type: 'view', scope: 'anonymous' });
    expect(calls('POST', `me/drive/items/${f.id}/createLink`)[0]!.body).toEqual({ type: 'view', scope: 'anonymous' });
    expect(shared.items[0]!.json).toMatchObject({ link: { type: 'view', scope: 'anonymous' } });
    drive.add('txt folder', { folder: true });
    const found = await run({ resource: 'file', operation: 'search', query: 'txt' });
    expect(found.items.map((i) => i.json.name).sort()).toEqual(['b.txt', 'c.txt']);
    expect(calls('GET', "me/drive/root/search(q='txt')")[0]!.query).toEqual({ $top: '100' });
  });
});

describe('OneDrive folders', () => {
  it('creates nested folders one level at a time, lists children, searches, shares, deletes', async () => {
    const created = await run({ resource: 'folder', operation: 'create', name: 'Projects/2026/Q1', options: {} });
    const posts = state.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([
      'me/drive/root/children',
      `me/drive/items/${posts[0] && [...drive.items.values()].find((i) => i.name === 'Projects')!.id}/children`,
      `me/drive/items/${[...drive.items.values()].find((i) => i.name === '2026')!.id}/children`,
    ]);
    expect(posts[0]!.body).toEqual({ name: 'Projects', folder: {} });
    expect(created.items[0]!.json).toMatchObject({ name: 'Q1', folder: {} });
    const projects = [...drive.items.values()].find((i) => i.name === 'Projects')!;
    const children = await run({ resource: 'folder', operation: 'getChildren', folderId: projects.id });
    expect(children.items.map((i) => i.json.name)).toEqual(['2026']);
    expect((await run({ resource: 'folder', operation: 'search', query: '20' })).items.map((i) => i.json.name)).toEqual(
      ['2026'],
    );
    expect(
      (
        await run({
          resource: 'folder',
          operation: 'share',
          folderId: projects.id,
          type: 'edit',
          scope: 'organization',
        })
      ).items[0]!.json,
    ).toMatchObject({ roles: ['write'] });
    expect(json((await run({ resource: 'folder', operation: 'delete', folderId: projects.id })).items)).toEqual([
      { success: true },
    ]);
  });

  it("answers Graph's conflict for an existing folder, naming the item, and continues on fail", async () => {
    drive.add('Taken', { folder: true });
    const failed = await run({ resource: 'folder', operation: 'create', name: 'Taken', options: {} });
    expect(failed.error?.message).toBe('Your request is invalid or could not be processed by the service');
    expect(failed.error?.description).toBe('The specified item name already exists.');
    const soft = await run(
      { resource: 'folder', operation: 'create', name: '={{ $json.n }}', options: {} },
      { items: [{ json: { n: 'Taken' } }, { json: { n: 'Free' } }], onError: 'continueRegularOutput' },
    );
    expect(soft.items[0]!.json.error).toBe('Your request is invalid or could not be processed by the service');
    expect(soft.items[1]!.json).toMatchObject({ name: 'Free' });
  });
});

function pollContext(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
): PollContext {
  return {
    getNodeParameter: (name: string, fallback?: unknown) => {
      const value = name
        .split('.')
        .reduce<unknown>(
          (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
          parameters,
        );
      return value === undefined ? fallback : value;
    },
    getNode: () => ({
      id: 't',
      name: 'OneDrive Trigger',
      type: 'weft.microsoftOneDriveTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters,
    }),
    getWorkflow: () => ({ id: 'w' }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    now: () => DateTime.now(),
    helpers: {
      httpRequest: async (o) => {
        const res = await fetch(`${o.url}${o.qs ? `?${new URLSearchParams(o.qs as Record<string, string>)}` : ''}`, {
          method: o.method,
          headers: o.headers,
        });
        const text = await res.text();
        return {
          statusCode: res.status,
          statusMessage: res.statusText,
          headers: Object.fromEntries(res.headers),
          body: text ? JSON.parse(text) : '',
        };
      },
      returnJsonArray: (data: unknown) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })),
    },
  } as PollContext;
}

describe('OneDrive Trigger', () => {
  const poll = microsoftOneDriveTriggerNode[0]!.poll!;

  it('starts from the latest delta, then outputs files created since, simplified, following delta pages', async () => {
    const data: Record<string, unknown> = {};
    drive.add('before.txt', { content: 'x', created: '2020-01-01T00:00:00Z' });
    expect(
      await poll(pollContext({ event: 'fileCreated', watch: 'anyFile', simple: true, options: {} }, data)),
    ).toBeNull();
    expect(state.requests[0]!.query).toEqual({ token: 'latest' });
    expect(String(data.LastLink)).toMatch(/token=1$/);
    state.pageSize = 1;
    const folder = drive.add('Inbox', { folder: true });
    const a = drive.add('a.csv', { content: 'a,b', parentId: folder.id, mimeType: 'text/csv' });
    drive.add('b.csv', { content: 'c', mimeType: 'text/csv' });
    const result = await poll(pollContext({ event: 'fileCreated', watch: 'anyFile', simple: true, options: {} }, data));
    expect(result![0]!.map((i) => i.json.name)).toEqual(['a.csv', 'b.csv']);
    expect(result![0]![0]!.json).toEqual({
      id: a.id,
      createdDateTime: a.fileSystemInfo.createdDateTime,
      lastModifiedDateTime: a.fileSystemInfo.lastModifiedDateTime,
      name: 'a.csv',
      webUrl: a.webUrl,
      size: 3,
      path: '/drive/root:/Inbox',
      mimeType: 'text/csv',
    });
    expect(state.requests.filter((r) => r.path === 'me/drive/root/delta').length).toBe(4);
    expect(String(data.LastLink)).toMatch(/token=4$/);
    expect(
      await poll(pollContext({ event: 'fileCreated', watch: 'anyFile', simple: true, options: {} }, data)),
    ).toBeNull();
  });

  it('reports updates of older files only, within the watched folder', async () => {
    const data: Record<string, unknown> = {};
    const folder = drive.add('Watched', { folder: true, created: '2020-01-01T00:00:00Z' });
    const old = drive.add('old.txt', { parentId: folder.id, content: 'x', created: '2020-01-01T00:00:00Z' });
    const elsewhere = drive.add('elsewhere.txt', { content: 'x', created: '2020-01-01T00:00:00Z' });
    await poll(
      pollContext(
        {
          event: 'fileUpdated',
          watch: 'selectedFolder',
          folderId: { __rl: true, mode: 'id', value: folder.id },
          simple: false,
          options: {},
        },
        data,
      ),
    );
    drive.touch(old);
    drive.touch(elsewhere);
    drive.add('new.txt', { parentId: folder.id, content: 'n' });
    const result = await poll(
      pollContext(
        {
          event: 'fileUpdated',
          watch: 'selectedFolder',
          folderId: { __rl: true, mode: 'id', value: folder.id },
          simple: false,
          options: {},
        },
        data,
      ),
    );
    expect(result![0]!.map((i) => i.json.name)).toEqual(['old.txt']);
    expect(result![0]![0]!.json).toMatchObject({ id: old.id, file: { mimeType: 'text/plain' } });
  });

  it("answers the drive's delta by hand", async () => {
    drive.add('f.txt', { content: 'x' });
    const result = await poll(
      pollContext({ event: 'fileCreated', watch: 'anyFile', simple: true, options: {} }, {}, 'manual'),
    );
    expect(state.requests[0]!.query).toEqual({});
    expect(result![0]!.map((i) => i.json.name)).toEqual(['f.txt']);
  });
});
