/**
 * Google Drive Trigger 1 against the loopback Drive of `../google-drive/test-fake/drive-fake.mjs`:
 * the query each event sends, the cursor kept in the node's static data, the file/folder filters,
 * and "Fetch test event" through the real engine.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type PollContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { googleDriveTriggerNode, pollGoogleDrive } from './index.js';
// @ts-expect-error -- a plain ES module without types
import { createDriveFake, start } from '../google-drive/test-fake/drive-fake.mjs';

interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}
interface FakeState {
  files: Map<string, Record<string, unknown>>;
  requests: FakeRequest[];
  addFile(props: Record<string, unknown>): { id: string };
}

let server: Server;
let state: FakeState;
const http = createHttpClient();

beforeAll(async () => {
  const started = await start(createDriveFake());
  server = started.server;
  state = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  state.files.clear();
  state.requests.length = 0;
});

const FOLDER = 'application/vnd.google-apps.folder';
const rl = (value: string, mode = 'list') => ({ __rl: true, value, mode });

function poll(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  mode: 'trigger' | 'manual' = 'trigger',
) {
  const node = {
    id: 't',
    name: 'Drive Trigger',
    type: 'weft.googleDriveTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  const ctx: PollContext = {
    getNodeParameter: (name, fallback) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ nodes: [], connections: {} }) as never,
    getMode: () => mode,
    getTimezone: () => 'UTC',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
    now: () => {
      throw new Error('unused');
    },
    helpers: {
      httpRequest: (o) => http(o),
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return pollGoogleDrive(ctx);
}

describe('Google Drive Trigger', () => {
  it("describes pollTimes first and n8n's parameters", () => {
    const d = googleDriveTriggerNode[0]!.description;
    expect(d.polling).toBe(true);
    expect(d.properties.map((p) => p.name)).toEqual([
      'pollTimes',
      'authentication',
      'triggerOn',
      'fileToWatch',
      'event',
      'folderToWatch',
      'event',
      'asas',
      'driveToWatch',
      'event',
      'options',
    ]);
  });

  it('fires files created in the folder since the cursor, once, and moves the cursor', async () => {
    state.addFile({
      id: 'old',
      name: 'old.txt',
      mimeType: 'text/plain',
      parents: ['F1'],
      createdTime: '2026-01-01T00:00:00.000Z',
    });
    state.addFile({
      id: 'new',
      name: 'new.txt',
      mimeType: 'text/plain',
      parents: ['F1'],
      createdTime: '2026-01-01T00:00:10.000Z',
    });
    state.addFile({
      id: 'sub',
      name: 'Sub',
      mimeType: FOLDER,
      parents: ['F1'],
      createdTime: '2026-01-01T00:00:10.000Z',
    });
    state.addFile({
      id: 'else',
      name: 'else.txt',
      mimeType: 'text/plain',
      parents: ['F2'],
      createdTime: '2026-01-01T00:00:10.000Z',
    });
    const data: Record<string, unknown> = { lastTimeChecked: '2026-01-01T00:00:05Z' };
    const params = {
      triggerOn: 'specificFolder',
      folderToWatch: rl('https://drive.google.com/drive/folders/F1', 'url'),
      event: 'fileCreated',
    };
    const out = await poll(params, data);
    expect(state.requests[0]!.query).toEqual({
      includeItemsFromAllDrives: 'true',
      supportsAllDrives: 'true',
      spaces: 'appDataFolder, drive',
      corpora: 'allDrives',
      q: "trashed = false AND 'F1' in parents AND mimeType != 'application/vnd.google-apps.folder' AND createdTime > '2026-01-01T00:00:05Z'",
      fields: 'nextPageToken, files(*)',
      pageSize: '100',
    });
    expect(out![0]!.map((i) => i.json.id)).toEqual(['new']);
    expect(out![0]![0]!.json).toMatchObject({
      kind: 'drive#file',
      name: 'new.txt',
      parents: ['F1'],
      webViewLink: expect.any(String),
    });
    expect(String(data.lastTimeChecked)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(String(data.lastTimeChecked))).toBeGreaterThan(Date.parse('2026-01-01T00:00:10Z'));
    expect(await poll(params, data)).toBeNull();
  });

  it('counts from now on the first poll, so what exists already does not fire', async () => {
    state.addFile({
      name: 'a',
      mimeType: FOLDER,
      parents: ['F1'],
      createdTime: new Date(Date.now() - 60_000).toISOString(),
    });
    const data: Record<string, unknown> = {};
    expect(
      await poll({ triggerOn: 'specificFolder', folderToWatch: rl('F1'), event: 'folderCreated' }, data),
    ).toBeNull();
    expect(state.requests[0]!.query.q).toMatch(
      /^trashed = false AND 'F1' in parents AND mimeType = 'application\/vnd.google-apps.folder' AND createdTime > '/,
    );
    expect(data.lastTimeChecked).toBeDefined();
  });

  it("watches one file's changes, the watched folder itself, and one Google file type", async () => {
    state.addFile({
      id: 'doc1',
      name: 'Doc',
      mimeType: 'application/vnd.google-apps.document',
      parents: ['F1'],
      modifiedTime: '2026-02-01T00:00:10.000Z',
    });
    state.addFile({
      id: 'doc2',
      name: 'Doc 2',
      mimeType: 'application/vnd.google-apps.document',
      parents: ['F1'],
      modifiedTime: '2026-02-01T00:00:10.000Z',
    });
    state.addFile({
      id: 'pdf',
      name: 'P',
      mimeType: 'application/pdf',
      parents: ['F1'],
      modifiedTime: '2026-02-01T00:00:10.000Z',
    });
    state.addFile({
      id: 'F1',
      name: 'Watched',
      mimeType: FOLDER,
      parents: ['root'],
      modifiedTime: '2026-02-01T00:00:10.000Z',
    });
    const since = () => ({ lastTimeChecked: '2026-02-01T00:00:00Z' });
    const file = await poll(
      {
        triggerOn: 'specificFile',
        fileToWatch: rl('https://docs.google.com/document/d/doc2/edit', 'url'),
        event: 'fileUpdated',
      },
      since(),
    );
    expect(state.requests.at(-1)!.query.q).toBe(
      "trashed = false AND mimeType != 'application/vnd.google-apps.folder' AND modifiedTime > '2026-02-01T00:00:00Z'",
    );
    expect(file![0]!.map((i) => i.json.id)).toEqual(['doc2']);
    const folder = await poll(
      { triggerOn: 'specificFolder', folderToWatch: rl('F1', 'id'), event: 'watchFolderUpdated' },
      since(),
    );
    expect(state.requests.at(-1)!.query.q).toBe(
      "trashed = false AND mimeType = 'application/vnd.google-apps.folder' AND modifiedTime > '2026-02-01T00:00:00Z'",
    );
    expect(folder![0]!.map((i) => i.json.id)).toEqual(['F1']);
    const docs = await poll(
      {
        triggerOn: 'specificFolder',
        folderToWatch: rl('F1'),
        event: 'fileUpdated',
        options: { fileType: 'application/vnd.google-apps.document' },
      },
      since(),
    );
    expect(docs![0]!.map((i) => i.json.id).sort()).toEqual(['doc1', 'doc2']);
  });

  it('run by hand answers the newest match whatever the cursor, and fails clearly when there is none', async () => {
    state.addFile({
      id: 'x',
      name: 'x',
      mimeType: 'text/plain',
      parents: ['F1'],
      createdTime: '2020-01-01T00:00:00.000Z',
    });
    const out = await poll(
      { triggerOn: 'specificFolder', folderToWatch: rl('F1'), event: 'fileCreated' },
      { lastTimeChecked: '2030-01-01T00:00:00Z' },
      'manual',
    );
    expect(state.requests[0]!.query).toMatchObject({
      pageSize: '1',
      q: "trashed = false AND 'F1' in parents AND mimeType != 'application/vnd.google-apps.folder'",
    });
    expect(out![0]!.map((i) => i.json.id)).toEqual(['x']);
    await expect(
      poll({ triggerOn: 'specificFolder', folderToWatch: rl('F9'), event: 'fileCreated' }, {}, 'manual'),
    ).rejects.toThrow('No data with the current filter could be found');
  });

  it('"Fetch test event" through the engine passes the newest file on', async () => {
    state.addFile({ id: 'y', name: 'y.csv', mimeType: 'text/csv', parents: ['F1'] });
    const workflow = importN8nWorkflow({
      nodes: [
        {
          id: 'a',
          name: 'Google Drive Trigger',
          type: 'n8n-nodes-base.googleDriveTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {
            pollTimes: { item: [{ mode: 'everyMinute' }] },
            triggerOn: 'specificFolder',
            folderToWatch: { __rl: true, value: 'F1', mode: 'list', cachedResultName: 'Inbox' },
            event: 'fileCreated',
            options: {},
          },
          credentials: { googleDriveOAuth2Api: { id: '1', name: 'Drive' } },
        },
      ],
      connections: {},
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
    });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData['Google Drive Trigger']![0]!.data!.main![0]!.map((i) => i.json.name)).toEqual(
      ['y.csv'],
    );
    expect(state.requests[0]!.query.q).toBe(
      "trashed = false AND 'F1' in parents AND mimeType != 'application/vnd.google-apps.folder'",
    );
  });
});

describe('Google Drive Trigger cursor', () => {
  it('does not fire twice an item changed in the second the previous poll started', async () => {
    const data: Record<string, unknown> = { lastTimeChecked: '2026-03-01T00:00:00Z' };
    const params = { triggerOn: 'specificFolder', folderToWatch: rl('F1'), event: 'fileUpdated' };
    const soon = new Date(Date.now() + 5_000).toISOString();
    state.addFile({ id: 'edge', name: 'edge', mimeType: 'text/plain', parents: ['F1'], modifiedTime: soon });
    expect((await poll(params, data))![0]!.map((i) => i.json.id)).toEqual(['edge']);
    expect(data.firedAfterCursor).toEqual([`edge@${soon}`]);
    expect(await poll(params, data)).toBeNull();
    const later = new Date(Date.now() + 6_000).toISOString();
    state.files.get('edge')!.modifiedTime = later;
    expect((await poll(params, data))![0]!.map((i) => i.json.id)).toEqual(['edge']);
  });
});
