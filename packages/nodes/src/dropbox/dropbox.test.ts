/**
 * Dropbox 1 against the loopback API v2 fake (test-fake/dropbox-fake.mjs), in workflows as n8n
 * stores them: each operation's request (endpoint, argument, body, token, path root) and items,
 * uploads and downloads of binary data, cursor paging, search simplification, Dropbox's refusals
 * as node errors, continue-on-fail, 429 retries, OAuth2 renewal and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { simplifyMatches } from './execute.js';
import { OAUTH_TOKEN, ROOT_NAMESPACE, start, TOKEN } from './test-fake/dropbox-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
type Fake = Awaited<ReturnType<typeof start>>['fake'];
let fake: Fake;

const SEED = {
  entries: [
    { path: '/Reports/a.csv', body: 'a' },
    { path: '/Reports/b.csv', body: 'bb' },
    { path: '/Reports/2025/q4.csv', body: 'q4' },
    { path: '/readme.txt', body: 'hi' },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_DROPBOX_API_URL = server.url;
  process.env.WEFT_DROPBOX_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_DROPBOX_API_URL;
  delete process.env.WEFT_DROPBOX_RETRY_BASE_MS;
  await server?.close();
});

interface RunOptions {
  items?: Item[];
  onError?: string;
  credentials?: Record<string, unknown>;
  refresh?: () => Promise<Record<string, unknown>>;
}

async function run(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const type = parameters.authentication === 'oAuth2' ? 'dropboxOAuth2Api' : 'dropboxApi';
  const node: Record<string, unknown> = {
    id: 'd1',
    name: 'Dropbox',
    type: 'n8n-nodes-base.dropbox',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { [type]: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'dropbox test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Dropbox',
    startItems: options.items ?? [{ json: {} }],
    services: {
      // The engine asks again with `refresh` to renew an OAuth2 token.
      getCredentials: async (_node: unknown, _type: string, _workflow: unknown, asked?: { refresh?: boolean }) =>
        asked?.refresh && options.refresh
          ? options.refresh()
          : (options.credentials ?? { accessToken: TOKEN, accessType: 'full' }),
    },
  });
  const items = result.data.resultData.runData.Dropbox?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Dropbox registration', () => {
  it('registers Dropbox 1, dropboxTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.dropbox')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.dropboxTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'dropboxApi')!;
    expect(cred.authenticate?.({ accessToken: 't' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer t' });
    expect(builtinCredentialTypes.find((c) => c.name === 'dropboxOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });
});

describe('Dropbox files', () => {
  it("uploads text and binary data (overwrite), rooted at the account's namespace, and downloads a file", async () => {
    const text = await run({ path: '/Notes/a.txt', fileContent: 'note' });
    expect(calls().map((c) => c.path)).toEqual(['/2/users/get_current_account', '/2/files/upload']);
    expect(calls()[1]).toMatchObject({ arg: { mode: 'overwrite', path: '/Notes/a.txt' }, body: 'note' });
    expect(calls()[1]!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/octet-stream',
      'dropbox-api-path-root': JSON.stringify({ '.tag': 'root', root: ROOT_NAMESPACE }),
    });
    expect(text.json[0]).toMatchObject({ name: 'a.txt', path_display: '/Notes/a.txt', size: 4 });
    const items: Item[] = [
      {
        json: {},
        binary: { data: { data: Buffer.from('bin').toString('base64'), mimeType: 'text/plain', fileName: 'x.txt' } },
      },
    ];
    await run({ path: '/readme.txt', binaryData: true }, { items });
    const down = await run(
      { operation: 'download', path: '/readme.txt', binaryPropertyName: 'file' },
      { items: [{ json: { keep: 1 } }] },
    );
    expect(down.json).toEqual([{ keep: 1 }]);
    expect(down.items[0]!.binary!.file).toMatchObject({ fileName: 'readme.txt' });
    expect(Buffer.from(down.items[0]!.binary!.file!.data, 'base64').toString()).toBe('bin');
  });

  it("copies, moves and deletes, answering Dropbox's metadata", async () => {
    const copied = await run({ operation: 'copy', path: '/readme.txt', toPath: '/Copy/readme.txt' });
    expect(copied.json[0]).toMatchObject({ metadata: { name: 'readme.txt', path_display: '/Copy/readme.txt' } });
    await run({ operation: 'move', path: '/Copy/readme.txt', toPath: '/Moved.txt' });
    expect(calls().at(-1)).toMatchObject({
      path: '/2/files/move_v2',
      arg: { from_path: '/Copy/readme.txt', to_path: '/Moved.txt' },
    });
    const deleted = await run({ resource: 'folder', operation: 'delete', path: '/Reports' });
    expect(deleted.json[0]).toMatchObject({ metadata: { '.tag': 'folder', name: 'Reports' } });
  });

  it('an app-folder credential sends no path root', async () => {
    await run(
      { resource: 'folder', operation: 'create', path: '/New' },
      { credentials: { accessToken: TOKEN, accessType: 'folder' } },
    );
    expect(calls().map((c) => c.path)).toEqual(['/2/files/create_folder_v2']);
    expect(calls()[0]!.headers['dropbox-api-path-root']).toBeUndefined();
  });
});

describe('Dropbox lists and search', () => {
  it("lists a folder under n8n's names, all pages with the cursor", async () => {
    await server!.close();
    server = await start({ ...SEED, pageSize: 1 });
    fake = server.fake;
    process.env.WEFT_DROPBOX_API_URL = server.url;
    const { json } = await run({
      resource: 'folder',
      operation: 'list',
      path: '/Reports',
      returnAll: true,
      filters: { recursive: true },
    });
    expect(json.map((e) => [e.type, e.pathDisplay])).toEqual([
      ['folder', '/Reports/2025'],
      ['file', '/Reports/2025/q4.csv'],
      ['file', '/Reports/a.csv'],
      ['file', '/Reports/b.csv'],
    ]);
    expect(Object.keys(json[1]!)).toEqual([
      'id',
      'name',
      'lastModifiedClient',
      'lastModifiedServer',
      'rev',
      'contentSize',
      'type',
      'contentHash',
      'pathLower',
      'pathDisplay',
      'isDownloadable',
    ]);
    expect(calls().filter((c) => c.path === '/2/files/list_folder/continue')).toHaveLength(3);
    expect(calls()[1]!.arg).toEqual({ path: '/Reports', limit: 1000, recursive: true });
  });

  it('searches with extensions and a limit, simplified or raw', async () => {
    const simple = await run({ resource: 'search', query: 'csv', limit: 2, filters: { file_extensions: 'csv' } });
    expect(calls().at(-1)!.arg).toEqual({
      query: 'csv',
      options: { filename_only: true, file_extensions: ['csv'], max_results: 2 },
    });
    expect(simple.json.map((m) => [m.match_type, m.path_display])).toEqual([
      ['filename', '/Reports/2025/q4.csv'],
      ['filename', '/Reports/a.csv'],
    ]);
    const raw = await run({ resource: 'search', query: 'readme', simple: false, filters: {} });
    expect(raw.json[0]).toMatchObject({
      match_type: { '.tag': 'filename' },
      metadata: { '.tag': 'metadata', metadata: { name: 'readme.txt' } },
    });
    expect(
      simplifyMatches([
        { match_type: { '.tag': 'content' }, metadata: { '.tag': 'metadata', metadata: { name: 'x' } } },
      ]),
    ).toEqual([{ match_type: 'content', name: 'x' }]);
  });
});

describe('Dropbox errors, retries and OAuth2', () => {
  it("stops on a missing path with n8n's wording, continues on fail with the error per item", async () => {
    expect((await run({ operation: 'delete', path: '/nope' })).error?.message).toBe(
      'Your request is invalid or could not be processed by the service',
    );
    const items = [{ json: { p: '/nope' } }, { json: { p: '/readme.txt' } }];
    const down = await run(
      { operation: 'download', path: '={{ $json.p }}' },
      { items, onError: 'continueRegularOutput' },
    );
    expect(down.json).toEqual([
      { error: 'Your request is invalid or could not be processed by the service' },
      { p: '/readme.txt' },
    ]);
    expect(down.items[1]!.binary!.data).toBeDefined();
  });

  it('refuses a wrong token, and waits out a 429', async () => {
    expect(
      (
        await run(
          { resource: 'folder', operation: 'create', path: '/X' },
          { credentials: { accessToken: 'bad', accessType: 'folder' } },
        )
      ).error?.message,
    ).toBe('Authorization failed - please check your credentials');
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json, error } = await run(
      { resource: 'folder', operation: 'create', path: '/X' },
      { credentials: { accessToken: TOKEN, accessType: 'folder' } },
    );
    expect(error).toBeUndefined();
    expect(json[0]).toMatchObject({ metadata: { path_display: '/X' } });
  });

  it('sends the OAuth2 token and renews it once when Dropbox refuses it', async () => {
    let renewed = 0;
    const credentials = { accessType: 'folder', oauthTokenData: { access_token: 'expired' } };
    const refresh = async () => {
      renewed++;
      return { accessType: 'folder', oauthTokenData: { access_token: OAUTH_TOKEN } };
    };
    const { json, error } = await run(
      { authentication: 'oAuth2', resource: 'folder', operation: 'create', path: '/O' },
      { credentials, refresh },
    );
    expect(error).toBeUndefined();
    expect(renewed).toBe(1);
    expect(json[0]).toMatchObject({ metadata: { path_display: '/O' } });
    expect(calls().map((c) => c.headers.authorization)).toEqual(['Bearer expired', `Bearer ${OAUTH_TOKEN}`]);
  });
});
