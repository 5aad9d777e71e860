/**
 * Google Drive 1–3 through the real engine against the loopback Drive of `test-fake/drive-fake.mjs`:
 * each operation's request (method, path, query, body) and output items, uploads (multipart and
 * resumable in chunks), downloads and Google file exports into binary data, errors, retries,
 * continue-on-fail, service-account tokens and the editor's pickers.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { forgetServiceAccountTokens } from '../shared/google/index.js';
import { googleDriveMethods } from './methods.js';
// @ts-expect-error -- a plain ES module without types
import { createDocsFake } from '../google-docs/test-fake/docs-fake.mjs';
// @ts-expect-error -- a plain ES module without types
import { createDriveFake, start } from './test-fake/drive-fake.mjs';

interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  raw: Buffer;
  body?: Record<string, unknown>;
}
interface FakeFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  trashed: boolean;
  content?: Buffer;
  [k: string]: unknown;
}
interface FakeState {
  files: Map<string, FakeFile>;
  drives: Map<string, Record<string, unknown>>;
  requests: FakeRequest[];
  failures: Array<{ path?: string; status: number; body?: unknown }>;
  tokens: Array<{ token: string; claims: Record<string, unknown> }>;
  addFile(props: Omit<Partial<FakeFile>, 'content'> & { content?: string | Buffer }): FakeFile;
  addDrive(props: Record<string, unknown>): Record<string, unknown>;
}

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let state: FakeState;
let docsRequests: Array<{ method: string; path: string; body?: unknown }>;

beforeAll(async () => {
  const fake = createDriveFake({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }) });
  const docs = createDocsFake({ driveState: fake.state });
  docsRequests = docs.state.requests;
  const started = await start(fake, docs);
  server = started.server;
  state = fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  state.files.clear();
  state.drives.clear();
  state.requests.length = 0;
  state.failures.length = 0;
  state.tokens.length = 0;
  docsRequests.length = 0;
  forgetServiceAccountTokens();
});

const rl = (value: string, mode = 'id', extra: Record<string, unknown> = {}) => ({ __rl: true, value, mode, ...extra });
const bin = (content: string | Buffer, fileName: string, mimeType: string) => ({
  data: Buffer.from(content).toString('base64'),
  mimeType,
  fileName,
});

interface RunOptions {
  items?: Item[];
  version?: number;
  onError?: string;
  credentials?: Record<string, unknown>;
  authentication?: string;
}

async function run(parameters: Record<string, unknown>, extra: RunOptions = {}) {
  const version = extra.version ?? 3;
  const serviceAccount =
    (parameters.authentication ?? (version === 1 ? 'serviceAccount' : 'oAuth2')) === 'serviceAccount';
  const workflow = importN8nWorkflow({
    name: 'drive test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Drive',
        type: 'n8n-nodes-base.googleDrive',
        typeVersion: version,
        position: [400, 0],
        parameters,
        credentials: serviceAccount
          ? { googleApi: { id: 'sa', name: 'sa' } }
          : { googleDriveOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Drive', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const credentials =
    extra.credentials ??
    (serviceAccount
      ? { email: 'robot@weft.iam.gserviceaccount.com', privateKey: pem }
      : { oauthTokenData: { access_token: 'tok' } });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const items = result.data.resultData.runData.Drive?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { itemIndex?: number; node?: { name: string } }) | undefined,
  };
}

const calls = () => state.requests.map((r) => `${r.method} ${r.path}`);
const last = (path: string, method?: string) =>
  [...state.requests].reverse().find((r) => r.path === path && (!method || r.method === method))!;

describe('Google Drive 3: files', () => {
  it('uploads a small file with one multipart request, then sets name, parent and properties, answering every field', async () => {
    const folder = state.addFile({ name: 'Reports', mimeType: 'application/vnd.google-apps.folder' });
    const { json, error } = await run(
      {
        resource: 'file',
        operation: 'upload',
        name: '={{ $json.n }}',
        folderId: rl(folder.id, 'list', { cachedResultName: 'Reports' }),
        driveId: rl('My Drive', 'list'),
        options: { propertiesUi: { propertyValues: [{ key: 'team', value: 'ops' }] } },
      },
      { items: [{ json: { n: 'q1.csv' }, binary: { data: bin('a,b\n1,2\n', 'orig.csv', 'text/csv') } }] },
    );
    expect(error).toBeUndefined();
    expect(calls()).toEqual(['POST /upload/drive/v3/files', `PATCH /drive/v3/files/${json[0]!.id}`]);
    const up = state.requests[0]!;
    expect(up.query).toEqual({ uploadType: 'multipart', supportsAllDrives: 'true' });
    expect(up.headers['content-type']).toMatch(/^multipart\/related; boundary=/);
    expect(up.headers.authorization).toBe('Bearer tok');
    const text = up.raw.toString('utf8');
    expect(text).toContain(JSON.stringify({ name: 'q1.csv', parents: [folder.id] }));
    expect(text).toContain('Content-Type: text/csv\r\n\r\na,b\n1,2\n');
    const patch = state.requests[1]!;
    expect(patch.query).toEqual({
      addParents: folder.id,
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
      spaces: 'appDataFolder, drive',
      corpora: 'allDrives',
      fields: '*',
    });
    expect(patch.body).toEqual({
      mimeType: 'text/csv',
      name: 'q1.csv',
      originalFilename: 'orig.csv',
      properties: { team: 'ops' },
    });
    expect(json[0]).toMatchObject({
      kind: 'drive#file',
      name: 'q1.csv',
      mimeType: 'text/csv',
      parents: [folder.id],
      properties: { team: 'ops' },
      trashed: false,
    });
    expect(state.files.get(String(json[0]!.id))!.content!.toString()).toBe('a,b\n1,2\n');
  });

  it('with Simplify Output answers the default fields, and the binary file name when no name is given', async () => {
    const { json } = await run(
      {
        resource: 'file',
        operation: 'upload',
        driveId: rl('My Drive', 'list'),
        folderId: rl('root', 'list'),
        options: { simplifyOutput: true },
      },
      { items: [{ json: {}, binary: { data: bin('x', 'note.txt', 'text/plain') } }] },
    );
    expect(last(`/drive/v3/files/${json[0]!.id}`).query.fields).toBeUndefined();
    expect(json).toEqual([{ kind: 'drive#file', id: json[0]!.id, name: 'note.txt', mimeType: 'text/plain' }]);
  });

  it('uploads a file over 5 MiB with a resumable session in 2 MiB chunks', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1000);
    for (let i = 0; i < big.length; i++) big[i] = i % 251;
    const { json, error } = await run(
      {
        resource: 'file',
        operation: 'upload',
        name: 'big.bin',
        driveId: rl('My Drive', 'list'),
        folderId: rl('root', 'list'),
      },
      { items: [{ json: {}, binary: { data: bin(big, 'big.bin', 'application/octet-stream') } }] },
    );
    expect(error).toBeUndefined();
    const puts = state.requests.filter((r) => r.method === 'PUT');
    expect(state.requests[0]!.query).toEqual({ uploadType: 'resumable', supportsAllDrives: 'true' });
    expect(state.requests[0]!.body).toEqual({ name: 'big.bin', parents: ['root'] });
    expect(state.requests[0]!.headers['x-upload-content-type']).toBe('application/octet-stream');
    expect(puts.map((p) => p.headers['content-range'])).toEqual([
      `bytes 0-2097151/${big.length}`,
      `bytes 2097152-4194303/${big.length}`,
      `bytes 4194304-${big.length - 1}/${big.length}`,
    ]);
    expect(state.files.get(String(json[0]!.id))!.content!.equals(big)).toBe(true);
  });

  it('refuses an item without the binary field, naming the node and the item', async () => {
    const { error } = await run(
      {
        resource: 'file',
        operation: 'upload',
        inputDataFieldName: 'file',
        driveId: rl('My Drive', 'list'),
        folderId: rl('root', 'list'),
      },
      { items: [{ json: {} }] },
    );
    expect(error?.message).toMatch(/no binary field "file"/);
    expect(error?.node?.name).toBe('Drive');
    expect(state.requests).toEqual([]);
  });

  it('downloads a file into the binary field with its name and type, keeping other binary fields', async () => {
    const f = state.addFile({
      name: 'photo.png',
      mimeType: 'image/png',
      content: Buffer.from([137, 80, 78, 71, 1, 2, 3]),
    });
    const { items } = await run(
      {
        resource: 'file',
        operation: 'download',
        fileId: rl(`https://drive.google.com/file/d/${f.id}/view?usp=sharing`, 'url'),
        options: { binaryPropertyName: 'img' },
      },
      { items: [{ json: { keep: 1 }, binary: { other: bin('o', 'o.txt', 'text/plain') } }] },
    );
    expect(state.requests.map((r) => [r.path, r.query])).toEqual([
      [`/drive/v3/files/${f.id}`, { fields: 'mimeType,name', supportsTeamDrives: 'true', supportsAllDrives: 'true' }],
      [`/drive/v3/files/${f.id}`, { alt: 'media', supportsAllDrives: 'true' }],
    ]);
    expect(items[0]!.json).toEqual({ keep: 1 });
    expect(Object.keys(items[0]!.binary!).sort()).toEqual(['img', 'other']);
    expect(items[0]!.binary!.img).toMatchObject({ fileName: 'photo.png', mimeType: 'image/png' });
    expect(Buffer.from(items[0]!.binary!.img!.data, 'base64')).toEqual(Buffer.from([137, 80, 78, 71, 1, 2, 3]));
  });

  it("exports Google Docs in the chosen format and Sheets in n8n's default when none is chosen", async () => {
    const doc = state.addFile({ name: 'Plan', mimeType: 'application/vnd.google-apps.document', content: 'hello' });
    const sheet = state.addFile({ name: 'Budget', mimeType: 'application/vnd.google-apps.spreadsheet' });
    const a = await run({
      resource: 'file',
      operation: 'download',
      fileId: rl(doc.id),
      options: { googleFileConversion: { conversion: { docsToFormat: 'text/plain' } }, fileName: 'plan.txt' },
    });
    expect(last(`/drive/v3/files/${doc.id}/export`).query).toEqual({
      mimeType: 'text/plain',
      supportsAllDrives: 'true',
    });
    expect(a.items[0]!.binary!.data).toMatchObject({ fileName: 'plan.txt', mimeType: 'text/plain' });
    expect(Buffer.from(a.items[0]!.binary!.data!.data, 'base64').toString()).toBe('Plan as text/plain\nhello');
    await run({ resource: 'file', operation: 'download', fileId: rl(sheet.id) });
    expect(last(`/drive/v3/files/${sheet.id}/export`).query.mimeType).toBe(
      'application/x-vnd.oasis.opendocument.spreadsheet',
    );
  });

  it('copies beside the original ("Copy of" its name) or into another folder', async () => {
    const f = state.addFile({ name: 'a.txt', mimeType: 'text/plain', parents: ['p1'], content: 'x' });
    const same = await run({
      resource: 'file',
      operation: 'copy',
      fileId: rl(f.id, 'list', { cachedResultName: 'a.txt' }),
      sameFolder: true,
    });
    expect(last(`/drive/v3/files/${f.id}/copy`).body).toEqual({
      copyRequiresWriterPermission: false,
      parents: [],
      name: 'Copy of a.txt',
    });
    expect(last(`/drive/v3/files/${f.id}/copy`).query).toEqual({
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
      spaces: 'appDataFolder, drive',
      corpora: 'allDrives',
    });
    expect(same.json[0]).toMatchObject({ kind: 'drive#file', name: 'Copy of a.txt', mimeType: 'text/plain' });
    expect(state.files.get(String(same.json[0]!.id))!.parents).toEqual(['p1']);
    const other = await run({
      resource: 'file',
      operation: 'copy',
      fileId: rl(f.id),
      name: 'b.txt',
      sameFolder: false,
      driveId: rl('0Ashared'),
      folderId: rl('root', 'list'),
      options: { description: 'copied' },
    });
    expect(last(`/drive/v3/files/${f.id}/copy`).body).toEqual({
      copyRequiresWriterPermission: false,
      parents: ['0Ashared'],
      name: 'b.txt',
      description: 'copied',
    });
    expect(other.json[0]!.name).toBe('b.txt');
  });

  it('moves a file out of its parents into the folder', async () => {
    const f = state.addFile({ name: 'm.txt', parents: ['old1', 'old2'] });
    const { json } = await run({
      resource: 'file',
      operation: 'move',
      fileId: rl(f.id),
      driveId: rl('My Drive', 'list'),
      folderId: rl('https://drive.google.com/drive/folders/newFolder1', 'url'),
    });
    expect(state.requests[0]!.query).toMatchObject({ fields: 'parents' });
    expect(state.requests[1]!.method).toBe('PATCH');
    expect(state.requests[1]!.query).toMatchObject({ addParents: 'newFolder1', removeParents: 'old1,old2' });
    expect(state.files.get(f.id)!.parents).toEqual(['newFolder1']);
    expect(json).toEqual([{ kind: 'drive#file', id: f.id, name: 'm.txt', mimeType: 'application/octet-stream' }]);
  });

  it('deletes to the trash, or for good with Delete Permanently', async () => {
    const a = state.addFile({ name: 'a' });
    const b = state.addFile({ name: 'b' });
    expect((await run({ resource: 'file', operation: 'deleteFile', fileId: rl(a.id) })).json).toEqual([
      { id: a.id, success: true },
    ]);
    expect(last(`/drive/v3/files/${a.id}`).body).toEqual({ trashed: true });
    expect(state.files.get(a.id)!.trashed).toBe(true);
    await run({ resource: 'file', operation: 'deleteFile', fileId: rl(b.id), options: { deletePermanently: true } });
    expect(last(`/drive/v3/files/${b.id}`).method).toBe('DELETE');
    expect(state.files.has(b.id)).toBe(false);
  });

  it('shares with a permission and the options as query parameters', async () => {
    const f = state.addFile({ name: 's' });
    const { json } = await run({
      resource: 'file',
      operation: 'share',
      fileId: rl(f.id),
      permissionsUi: { permissionsValues: { role: 'writer', type: 'user', emailAddress: 'ann@example.com' } },
      options: { sendNotificationEmail: true, emailMessage: 'hi' },
    });
    const req = last(`/drive/v3/files/${f.id}/permissions`);
    expect(req.body).toEqual({ role: 'writer', type: 'user', emailAddress: 'ann@example.com' });
    expect(req.query).toEqual({ supportsAllDrives: 'true', sendNotificationEmail: 'true', emailMessage: 'hi' });
    expect(json[0]).toMatchObject({ kind: 'drive#permission', type: 'user', role: 'writer' });
  });

  it('updates content, name and trash state, answering the fields asked for', async () => {
    const f = state.addFile({ name: 'old.txt', mimeType: 'text/plain', content: 'old' });
    const { json } = await run(
      {
        resource: 'file',
        operation: 'update',
        fileId: rl(f.id),
        changeFileContent: true,
        newUpdatedFileName: 'new.md',
        options: { fields: ['name', 'mimeType', 'trashed'], keepRevisionForever: true },
      },
      { items: [{ json: {}, binary: { data: bin('# new', 'x.md', 'text/markdown') } }] },
    );
    const media = last(`/upload/drive/v3/files/${f.id}`);
    expect(media.query).toEqual({ uploadType: 'media', supportsAllDrives: 'true' });
    expect(media.raw.toString()).toBe('# new');
    const meta = last(`/drive/v3/files/${f.id}`, 'PATCH');
    expect(meta.query).toEqual({
      supportsAllDrives: 'true',
      keepRevisionForever: 'true',
      fields: 'name, mimeType, trashed',
    });
    expect(meta.body).toEqual({ name: 'new.md', mimeType: 'text/markdown' });
    expect(json).toEqual([{ name: 'new.md', mimeType: 'text/markdown', trashed: false }]);
  });

  it('creates a text file from text, or a Google Docs document filled through the Docs API', async () => {
    const plain = await run({
      resource: 'file',
      operation: 'createFromText',
      content: 'line 1',
      name: 'notes.txt',
      driveId: rl('My Drive', 'list'),
      folderId: rl('fold1'),
    });
    expect(calls()).toEqual(['POST /upload/drive/v3/files', `PATCH /drive/v3/files/${plain.json[0]!.id}`]);
    expect(state.requests[0]!.raw.toString()).toContain(
      JSON.stringify({ name: 'notes.txt', parents: ['fold1'], mimeType: 'text/plain' }),
    );
    expect(state.requests[1]!.query.addParents).toBe('fold1');
    expect(state.requests[1]!.body).toEqual({ name: 'notes.txt', mimeType: 'text/plain' });
    expect(plain.json).toEqual([{ id: plain.json[0]!.id }]);
    state.requests.length = 0;
    const doc = await run({
      resource: 'file',
      operation: 'createFromText',
      content: 'Dear team',
      name: 'Letter',
      driveId: rl('My Drive', 'list'),
      folderId: rl('root', 'list'),
      options: { convertToGoogleDocument: true },
    });
    expect(calls()).toEqual(['POST /drive/v3/files']);
    expect(state.requests[0]!.body).toEqual({
      name: 'Letter',
      parents: ['root'],
      mimeType: 'application/vnd.google-apps.document',
    });
    expect(docsRequests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        `/v1/documents/${doc.json[0]!.id}:batchUpdate`,
        { requests: [{ insertText: { text: 'Dear team', endOfSegmentLocation: { segmentId: '' } } }] },
      ],
    ]);
    expect(state.files.get(String(doc.json[0]!.id))!.content!.toString()).toBe('Dear team\n');
  });
});

describe('Google Drive 3: search, folders and shared drives', () => {
  it('searches names with filters, answering the chosen fields', async () => {
    state.addFile({ id: 'a1', name: 'Invoice 1.pdf', mimeType: 'application/pdf', parents: ['F'] });
    state.addFile({ id: 'a2', name: 'Invoice 2', mimeType: 'application/vnd.google-apps.document', parents: ['F'] });
    state.addFile({ id: 'a3', name: 'Invoices', mimeType: 'application/vnd.google-apps.folder', parents: ['F'] });
    state.addFile({ id: 'a4', name: 'Invoice old', mimeType: 'application/pdf', parents: ['F'], trashed: true });
    state.addFile({ id: 'a5', name: 'Invoice elsewhere', mimeType: 'application/pdf', parents: ['G'] });
    const { json } = await run({
      resource: 'fileFolder',
      operation: 'search',
      searchMethod: 'name',
      queryString: 'invoice',
      limit: 10,
      filter: { folderId: rl('F', 'id'), whatToSearch: 'files' },
      options: { fields: ['id', 'name', 'mimeType'] },
    });
    const req = state.requests[0]!;
    expect(req.query).toEqual({
      fields: 'nextPageToken, files(id, name, mimeType)',
      q: "name contains 'invoice' and 'F' in parents and mimeType != 'application/vnd.google-apps.folder' and trashed = false",
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
      spaces: 'appDataFolder, drive',
      corpora: 'allDrives',
      pageSize: '10',
    });
    expect(json).toEqual([
      { id: 'a1', name: 'Invoice 1.pdf', mimeType: 'application/pdf' },
      { id: 'a2', name: 'Invoice 2', mimeType: 'application/vnd.google-apps.document' },
    ]);
  });

  it('Return All follows pages; a query string is sent as written; My Drive narrows to the user corpus', async () => {
    for (let i = 0; i < 130; i++)
      state.addFile({ id: `n${String(i).padStart(3, '0')}`, name: `n${i}`, mimeType: 'text/plain' });
    const { json } = await run({
      resource: 'fileFolder',
      operation: 'search',
      searchMethod: 'query',
      queryString: "mimeType = 'text/plain'",
      returnAll: true,
      filter: { driveId: rl('My Drive', 'list') },
    });
    expect(json).toHaveLength(130);
    expect(json[0]).toEqual({ id: 'n000', name: 'n0' });
    expect(state.requests.map((r) => r.query.pageToken)).toEqual([undefined, '100']);
    expect(state.requests[0]!.query).toMatchObject({
      q: "mimeType = 'text/plain' and trashed = false",
      corpora: 'user',
      includeItemsFromAllDrives: 'false',
      supportsAllDrives: 'false',
    });
  });

  it("answers Google's refusal of a bad query as an error naming the node, or an error item with Continue", async () => {
    const failed = await run({
      resource: 'fileFolder',
      operation: 'search',
      searchMethod: 'query',
      queryString: "name contains 'x",
    });
    expect(failed.error?.message).toBe('Bad request - please check your parameters');
    expect((failed.error as { description?: string }).description).toMatch(/Google answered 400.*Invalid Value/);
    expect(failed.error?.node?.name).toBe('Drive');
    const kept = await run(
      { resource: 'fileFolder', operation: 'search', searchMethod: 'query', queryString: "name contains 'x" },
      { onError: 'continueRegularOutput' },
    );
    expect(kept.error).toBeUndefined();
    expect(kept.json).toEqual([{ error: 'Bad request - please check your parameters' }]);
  });

  it('creates, shares and deletes folders', async () => {
    const made = await run({
      resource: 'folder',
      operation: 'create',
      name: 'Q3',
      driveId: rl('My Drive', 'list'),
      folderId: rl('root', 'list'),
      options: { folderColorRgb: '#ff0000' },
    });
    expect(state.requests[0]!.body).toEqual({
      name: 'Q3',
      mimeType: 'application/vnd.google-apps.folder',
      parents: ['root'],
      folderColorRgb: '#ff0000',
    });
    expect(state.requests[0]!.query.fields).toBeUndefined();
    expect(made.json).toEqual([
      { kind: 'drive#file', id: made.json[0]!.id, name: 'Q3', mimeType: 'application/vnd.google-apps.folder' },
    ]);
    const id = String(made.json[0]!.id);
    const full = await run({
      resource: 'folder',
      operation: 'create',
      name: '',
      driveId: rl('0Adrive', 'id'),
      folderId: rl('root', 'list'),
      options: { simplifyOutput: false },
    });
    expect(last('/drive/v3/files', 'POST').query.fields).toBe('*');
    expect(full.json[0]).toMatchObject({
      name: 'Untitled',
      parents: ['0Adrive'],
      trashed: false,
      webViewLink: expect.stringContaining('/folders/'),
    });
    const shared = await run({
      resource: 'folder',
      operation: 'share',
      folderNoRootId: rl(id),
      permissionsUi: { permissionsValues: { role: 'reader', type: 'anyone', allowFileDiscovery: false } },
    });
    expect(shared.json).toEqual([
      { kind: 'drive#permission', id: 'anyoneWithLink', type: 'anyone', role: 'reader', allowFileDiscovery: false },
    ]);
    const gone = await run({
      resource: 'folder',
      operation: 'deleteFolder',
      folderNoRootId: rl(`https://drive.google.com/drive/folders/${id}`, 'url'),
      options: { deletePermanently: true },
    });
    expect(gone.json).toEqual([{ fileId: id, success: true }]);
    expect(state.files.has(id)).toBe(false);
  });

  it('creates, gets, lists, updates and deletes shared drives', async () => {
    const made = await run({
      resource: 'drive',
      operation: 'create',
      name: 'Team',
      options: { hidden: true, restrictions: { domainUsersOnly: true } },
    });
    const create = state.requests[0]!;
    expect(create.query.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(create.body).toEqual({ name: 'Team', hidden: true, restrictions: { domainUsersOnly: true } });
    const id = String(made.json[0]!.id);
    expect(made.json[0]).toMatchObject({ kind: 'drive#drive', name: 'Team', hidden: true });
    state.addDrive({ name: 'Other' });
    const got = await run({
      resource: 'drive',
      operation: 'get',
      driveId: rl(id, 'list'),
      options: { useDomainAdminAccess: true },
    });
    expect(last(`/drive/v3/drives/${id}`).query).toEqual({ useDomainAdminAccess: 'true' });
    expect(got.json[0]).toMatchObject({ id, name: 'Team' });
    const listed = await run({ resource: 'drive', operation: 'list', limit: 1 });
    expect(last('/drive/v3/drives').query).toEqual({ pageSize: '1' });
    expect(listed.json).toEqual([{ kind: 'drive#drive', id, name: 'Team' }]);
    expect((await run({ resource: 'drive', operation: 'list', returnAll: true })).json).toHaveLength(2);
    const updated = await run({
      resource: 'drive',
      operation: 'update',
      driveId: rl(id),
      options: { name: 'Team 2', colorRgb: '#00ff00' },
    });
    expect(last(`/drive/v3/drives/${id}`, 'PATCH').body).toEqual({ name: 'Team 2', colorRgb: '#00ff00' });
    expect(updated.json[0]).toMatchObject({ name: 'Team 2', colorRgb: '#00ff00' });
    expect((await run({ resource: 'drive', operation: 'deleteDrive', driveId: rl(id) })).json).toEqual([
      { success: true },
    ]);
    expect(state.drives.has(id)).toBe(false);
  });
});

describe('Google Drive: errors, retries and authentication', () => {
  it('a missing file is a clear error naming the node and the item; Continue keeps the failed download item', async () => {
    const f = state.addFile({ name: 'ok.txt', mimeType: 'text/plain', content: 'ok' });
    const { error } = await run(
      { resource: 'file', operation: 'download', fileId: '={{ $json.id }}' },
      { items: [{ json: { id: f.id } }, { json: { id: 'nope' } }] },
    );
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect((error as { description?: string }).description).toBe('Google answered 404: File not found: nope.');
    expect(error?.itemIndex ?? (error as { context?: { itemIndex?: number } })?.context?.itemIndex).toBe(1);
    const kept = await run(
      { resource: 'file', operation: 'download', fileId: '={{ $json.id }}' },
      { items: [{ json: { id: f.id } }, { json: { id: 'nope' } }], onError: 'continueRegularOutput' },
    );
    expect(kept.items).toHaveLength(2);
    expect(kept.items[0]!.binary?.data).toBeDefined();
    expect(kept.items[1]!.json).toEqual({ error: 'The resource you are requesting could not be found' });
  });

  it('retries 503 and 429 answers with backoff, then succeeds', async () => {
    state.failures.push({ path: '/drive/v3/drives', status: 503 }, { path: '/drive/v3/drives', status: 429 });
    const { json, error } = await run({ resource: 'drive', operation: 'list', limit: 5 });
    expect(error).toBeUndefined();
    expect(json).toEqual([]);
    expect(state.requests.filter((r) => r.path === '/drive/v3/drives')).toHaveLength(3);
  });

  it('an expired OAuth2 token is refused with advice to reconnect', async () => {
    const { error } = await run(
      { resource: 'drive', operation: 'list' },
      { credentials: { oauthTokenData: { access_token: 'expired' } } },
    );
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect((error as { description?: string }).description).toMatch(/Reconnect/);
  });

  it("a service account signs a JWT for Drive's scopes and uses the token it gets", async () => {
    const { error } = await run({ authentication: 'serviceAccount', resource: 'drive', operation: 'list' });
    expect(error).toBeUndefined();
    expect(state.tokens[0]!.claims).toMatchObject({
      iss: 'robot@weft.iam.gserviceaccount.com',
      scope:
        'https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/drive.appdata https://www.googleapis.com/auth/drive.photos.readonly',
    });
    expect(last('/drive/v3/drives').headers.authorization).toBe(`Bearer ${state.tokens[0]!.token}`);
    forgetServiceAccountTokens();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const refused = await run(
      { authentication: 'serviceAccount', resource: 'drive', operation: 'list' },
      { credentials: { email: 'robot@weft.iam.gserviceaccount.com', privateKey: other } },
    );
    expect(refused.error?.message).toMatch(/Google refused the service account .*Invalid JWT Signature/);
  });
});

describe('Google Drive 1–2', () => {
  it('1 defaults to a service account and lists files with name and MIME type filters, for the first item only', async () => {
    state.addFile({ id: 'x1', name: 'report', mimeType: 'application/vnd.google-apps.spreadsheet' });
    state.addFile({ id: 'x2', name: 'report', mimeType: 'text/plain' });
    const { json } = await run(
      {
        resource: 'file',
        operation: 'list',
        queryFilters: {
          name: [{ operation: 'is', value: 'report' }],
          mimeType: [{ mimeType: 'application/vnd.google-apps.spreadsheet' }],
        },
        options: { fields: ['id', 'mimeType'] },
      },
      { version: 1, items: [{ json: {} }, { json: {} }] },
    );
    expect(state.tokens).toHaveLength(1);
    const req = last('/drive/v3/files');
    expect(req.query).toEqual({
      pageSize: '50',
      orderBy: 'modifiedTime',
      fields: 'nextPageToken, files(id, mimeType)',
      spaces: '',
      q: "name = 'report' and mimeType = 'application/vnd.google-apps.spreadsheet'",
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
    });
    expect(json).toEqual([{ id: 'x1', mimeType: 'application/vnd.google-apps.spreadsheet' }]);
    expect(state.requests.filter((r) => r.path === '/drive/v3/files')).toHaveLength(1);
  });

  it('2 uploads text content as a media upload, then names and places it, resolving every field', async () => {
    const { json } = await run(
      {
        resource: 'file',
        operation: 'upload',
        name: 'hello.txt',
        fileContent: 'hello',
        parents: ['P1'],
        resolveData: true,
      },
      { version: 2 },
    );
    expect(state.requests[0]!.query).toEqual({ fields: 'id, name', uploadType: 'media' });
    expect(state.requests[0]!.headers['content-type']).toBe('text/plain');
    expect(state.requests[1]!.query).toEqual({ addParents: 'P1', supportsAllDrives: 'true' });
    expect(state.requests[1]!.body).toEqual({ mimeType: 'text/plain', name: 'hello.txt' });
    expect(state.requests[2]!.query).toEqual({ fields: '*' });
    expect(json[0]).toMatchObject({ name: 'hello.txt', mimeType: 'text/plain', parents: ['root', 'P1'] });
  });

  it('2 copies, updates, shares, deletes and creates folders with the old parameters', async () => {
    const f = state.addFile({ id: 'c1', name: 'c.txt', mimeType: 'text/plain' });
    const copied = await run(
      { resource: 'file', operation: 'copy', fileId: rl(f.id), options: { name: 'c2.txt', parents: ['P'] } },
      { version: 2 },
    );
    expect(last('/drive/v3/files/c1/copy').body).toEqual({ fields: 'id, name', name: 'c2.txt', parents: ['P'] });
    expect(copied.json[0]).toMatchObject({ name: 'c2.txt' });
    await run(
      { resource: 'file', operation: 'update', fileId: rl(f.id), updateFields: { fileName: 'd.txt', parentId: 'Q' } },
      { version: 2 },
    );
    expect(last('/drive/v3/files/c1', 'PATCH').query).toEqual({
      supportsAllDrives: 'true',
      fields: 'id, name',
      addParents: 'Q',
    });
    expect(state.files.get('c1')).toMatchObject({ name: 'd.txt', parents: ['root', 'Q'] });
    const shared = await run(
      {
        resource: 'file',
        operation: 'share',
        fileId: rl(f.id),
        permissionsUi: { permissionsValues: { role: 'reader', type: 'domain', domain: 'example.com' } },
      },
      { version: 2 },
    );
    expect(last('/drive/v3/files/c1/permissions').query).toEqual({ supportsTeamDrives: 'true' });
    expect(shared.json[0]).toMatchObject({ type: 'domain', role: 'reader' });
    const folder = await run(
      { resource: 'folder', operation: 'create', name: 'Old style', options: { parents: ['P'] } },
      { version: 2 },
    );
    expect(last('/drive/v3/files', 'POST').body).toEqual({
      name: 'Old style',
      mimeType: 'application/vnd.google-apps.folder',
      parents: ['P'],
    });
    expect(folder.json).toEqual([{ id: folder.json[0]!.id, name: 'Old style' }]);
    expect((await run({ resource: 'file', operation: 'delete', fileId: rl(f.id) }, { version: 2 })).json).toEqual([
      { fileId: 'c1', success: true },
    ]);
    expect(last('/drive/v3/files/c1', 'DELETE').query).toEqual({ supportsTeamDrives: 'true' });
  });
});

describe('Google Drive pickers', () => {
  function methodContext(parameters: Record<string, unknown>): NodeMethodContext {
    const node = {
      id: 'n',
      name: 'Drive',
      type: 'n8n-nodes-base.googleDrive',
      typeVersion: 3,
      position: [0, 0],
      parameters,
    } as WorkflowNode;
    const ctx = {
      getCurrentNodeParameter: (path: string) => parameters[path],
      getCurrentNodeParameters: () => parameters,
      getNodeParameter: (path: string, fallback?: unknown) => parameters[path] ?? fallback,
      getNode: () => node,
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: {
        httpRequest: defaultHttpRequest(),
        httpRequestWithAuthentication: async () => {
          throw new Error('unused');
        },
      },
    };
    return ctx as unknown as NodeMethodContext;
  }

  it('lists files, folders (root first) and drives (My Drive first) by name', async () => {
    state.addFile({ id: 'f1', name: 'Budget.xlsx', mimeType: 'application/vnd.ms-excel' });
    state.addFile({ id: 'd1', name: 'Budgets', mimeType: 'application/vnd.google-apps.folder', driveId: '0AT' });
    state.addDrive({ id: '0AT', name: 'Team' });
    const ctx = methodContext({ driveId: rl('0AT', 'list') });
    const search = googleDriveMethods.listSearch!;
    const files = await search.fileSearch!.call(ctx, ctx, 'budget');
    expect(files.results).toEqual([
      { name: 'Budget.xlsx', value: 'f1', url: 'https://drive.google.com/file/d/f1/view?usp=drivesdk' },
    ]);
    expect(last('/drive/v3/files').query.q).toBe(
      "trashed = false and name contains 'budget' and mimeType != 'application/vnd.google-apps.folder'",
    );
    const folders = await search.folderSearchWithDefault!.call(ctx, ctx);
    expect(folders.results.map((r) => r.value)).toEqual(['root', 'd1']);
    expect(last('/drive/v3/files').query).toMatchObject({ driveId: '0AT', corpora: 'drive' });
    const drives = await search.driveSearchWithDefault!.call(ctx, ctx, 'tea');
    expect(drives.results).toEqual([{ name: 'Team', value: '0AT', url: 'https://drive.google.com/drive/folders/0AT' }]);
    expect((await search.driveSearchWithDefault!.call(ctx, ctx)).results.map((r) => r.value)).toEqual([
      'My Drive',
      '0AT',
    ]);
  });
});

describe('registration', () => {
  it('offers Google Drive 3 and Google Docs 1–2 to agents as tools, and no other version', () => {
    const tools = builtinNodeTypes
      .filter((t) => t.description.name === 'weft.googleDriveTool' || t.description.name === 'weft.googleDocsTool')
      .map((t) => [t.description.name, [t.description.version].flat(), t.description.outputs]);
    expect(tools).toEqual([
      ['weft.googleDriveTool', [3], ['ai_tool']],
      ['weft.googleDocsTool', [1, 2], ['ai_tool']],
    ]);
  });
});
