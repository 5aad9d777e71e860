/**
 * Nextcloud 1 against the loopback WebDAV and OCS fake (test-fake/nextcloud-fake.mjs), in workflows
 * as n8n stores them: uploads (text and binary), downloads as binary, folder listings from PROPFIND,
 * copy/move with a Destination URL, shares and users from OCS XML, refusals and continue-on-fail.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { PASSWORD, start, USER, type NextCloudFake } from './test-fake/nextcloud-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: NextCloudFake;

beforeEach(async () => {
  await server?.close();
  server = await start({
    files: [{ path: 'Docs/' }, { path: 'Docs/a.txt', content: 'A' }, { path: 'b.md', content: 'B' }],
    users: [{ id: 'admin' }, { id: 'ada', email: 'ada@weft.example' }],
  });
  fake = server.fake;
  process.env.WEFT_NEXTCLOUD_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_NEXTCLOUD_API_URL;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; password?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'n1',
    name: 'Nextcloud',
    type: 'n8n-nodes-base.nextCloud',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { nextCloudApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'nextcloud test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Nextcloud',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async () => ({
        webDavUrl: 'https://cloud.example.com/remote.php/webdav',
        user: USER,
        password: options.password ?? PASSWORD,
      }),
    },
  });
  const items = result.data.resultData.runData.Nextcloud?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;

describe('Nextcloud', () => {
  it('registers 1, its tool variant and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.nextCloud')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.nextCloudTool')).toEqual([1]);
    for (const name of ['nextCloudApi', 'nextCloudOAuth2Api'])
      expect(builtinCredentialTypes.some((c) => c.name === name)).toBe(true);
  });

  it('lists a folder from PROPFIND, without the folder itself', async () => {
    const { json } = await run({ resource: 'folder', operation: 'list', path: 'Docs' });
    expect(json).toEqual([
      {
        path: 'Docs/a.txt',
        lastModified: 'Mon, 06 Jan 2025 09:00:00 GMT',
        contentLength: '1',
        contentType: 'text/plain',
        type: 'file',
        eTag: expect.any(String),
      },
    ]);
    expect(calls()[0]!.method).toBe('PROPFIND');
  });

  it('uploads text and downloads it as binary', async () => {
    await run({ resource: 'file', operation: 'upload', path: 'Docs/new file.txt', fileContent: 'hi' });
    expect(calls()[0]).toMatchObject({ method: 'PUT', path: '/remote.php/webdav/Docs/new%20file.txt', body: 'hi' });
    const { items } = await run(
      { resource: 'file', operation: 'download', path: 'Docs/new file.txt' },
      { items: [{ json: { keep: 1 } }] },
    );
    expect(items[0]!.json).toEqual({ keep: 1 });
    expect(Buffer.from(items[0]!.binary!.data!.data, 'base64').toString()).toBe('hi');
  });

  it('moves with a Destination URL under the credential’s WebDAV URL', async () => {
    await run({ resource: 'file', operation: 'move', path: 'b.md', toPath: 'Docs/b.md' });
    expect(calls()[0]!.headers.destination).toBe('https://cloud.example.com/remote.php/webdav/Docs/b.md');
    expect(fake.state.nodes.has('Docs/b.md')).toBe(true);
  });

  it('creates a user through OCS, and shares a file', async () => {
    const created = await run({ resource: 'user', operation: 'create', userId: 'linus', email: 'l@weft.example' });
    expect(created.json).toEqual([{ id: 'linus' }]);
    expect(calls()[0]).toMatchObject({
      method: 'POST',
      path: '/ocs/v1.php/cloud/users',
      body: 'userid=linus&email=l@weft.example',
    });
    const shared = await run({ resource: 'file', operation: 'share', path: '/b.md', shareType: 0, user: 'ada' });
    expect(shared.json[0]).toMatchObject({ share_type: '0', share_with: 'ada', path: '/b.md', item_type: 'file' });
  });

  it('sends user reads under the WebDAV URL, as n8n does, so a server answers 404', async () => {
    const { json } = await run(
      { resource: 'user', operation: 'get', userId: 'ada' },
      { onError: 'continueRegularOutput' },
    );
    expect(json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
    expect(calls()[0]!.path).toBe('/remote.php/webdav/ocs/v1.php/cloud/users/ada');
  });

  it('fails with n8n’s message for a refused sign-in', async () => {
    const { error } = await run({ resource: 'folder', operation: 'list', path: '' }, { password: 'wrong' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
  });
});
