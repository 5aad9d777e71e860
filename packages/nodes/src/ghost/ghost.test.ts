/**
 * Ghost 1 against the loopback Ghost fake (test-fake/ghost-fake.mjs), in workflows as n8n stores
 * them: the Admin API token made from the key (HS256, the key's id, the v2 admin audience, five
 * minutes), the Content API key in the query, the requests each operation sends and the posts it
 * answers, every page of a list, publication times read in the workflow's timezone, the update
 * that carries the post's `updated_at`, refusals as node errors, 429 retries, continue-on-fail, the
 * look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { ghostSiteUrl } from './api.js';
import { ghostAdminAuthorization } from './credentials.js';
import { ghostUtcTime } from './execute.js';
import { ghostMethods } from './methods.js';
import { ADMIN_KEY, CONTENT_KEY, start, type GhostFake } from './test-fake/ghost-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GhostFake;

const SEED = {
  tags: [{ id: 't1', name: 'Looms' }],
  posts: [
    { id: 'p1', title: 'Welcome', html: '<p>Hello</p>', tags: ['Looms'], created_at: '2024-03-01T08:00:00.000Z' },
    { id: 'p2', title: 'Dyes', status: 'draft', html: '<p>Indigo</p>', created_at: '2024-03-02T08:00:00.000Z' },
  ],
};

async function restart(seed: Record<string, unknown> = {}) {
  await server?.close();
  server = await start({ ...SEED, ...seed });
  fake = server.fake;
  process.env.WEFT_GHOST_API_URL = server.url;
}
beforeEach(async () => {
  await restart();
  process.env.WEFT_GHOST_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_GHOST_API_URL;
  delete process.env.WEFT_GHOST_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; apiKey?: string; timezone?: string } = {},
) {
  const admin = parameters.source === 'adminApi';
  const node: Record<string, unknown> = {
    id: 'g1',
    name: 'Ghost',
    type: 'n8n-nodes-base.ghost',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { [admin ? 'ghostAdminApi' : 'ghostContentApi']: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  fake.state.calls.length = 0;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'ghost test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: options.timezone ?? 'UTC',
    startNode: 'Ghost',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async () => ({
        url: 'https://blog.weft.example',
        apiKey: options.apiKey ?? (admin ? ADMIN_KEY : CONTENT_KEY),
      }),
    },
  });
  const items = result.data.resultData.runData.Ghost?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error as any };
}

const admin = { source: 'adminApi' };
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('Ghost', () => {
  it('registers Ghost 1, its tool and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.ghost')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.ghostTool')).toEqual([1]);
    const content = builtinCredentialTypes.find((c) => c.name === 'ghostContentApi')!;
    expect(content.authenticate?.({ apiKey: 'k' }, { url: 'x', qs: { a: 1 } }).qs).toEqual({ a: 1, key: 'k' });
    const adminCred = builtinCredentialTypes.find((c) => c.name === 'ghostAdminApi')!;
    expect(adminCred.authenticate?.({ apiKey: ADMIN_KEY }, { url: 'x' }).headers?.Authorization).toMatch(/^Ghost /);
  });

  it("signs Admin API requests with a five-minute HS256 token for the key's id", () => {
    const [kind, token] = ghostAdminAuthorization(ADMIN_KEY, 1_700_000_000).split(' ');
    expect(kind).toBe('Ghost');
    const [head, payload] = token!.split('.');
    expect(decode(head!)).toEqual({ alg: 'HS256', typ: 'JWT', kid: ADMIN_KEY.split(':')[0] });
    expect(decode(payload!)).toEqual({ iat: 1_700_000_000, exp: 1_700_000_300, aud: '/v2/admin/' });
    expect(() => ghostAdminAuthorization('no-secret')).toThrow(/hex secret/);
  });

  it("replaces only the site's origin for tests, and reads times in the workflow's timezone", () => {
    process.env.WEFT_GHOST_API_URL = 'http://127.0.0.1:9';
    expect(ghostSiteUrl('https://weft.example/blog')).toBe('http://127.0.0.1:9/blog');
    process.env.WEFT_GHOST_API_URL = server!.url;
    expect(ghostUtcTime('2024-03-05T10:00:00', 'Europe/Paris')).toBe('2024-03-05T09:00:00Z');
    expect(ghostUtcTime('2024-03-05T10:00:00.000Z', 'Europe/Paris')).toBe('2024-03-05T10:00:00Z');
    expect(ghostUtcTime('soon', 'UTC')).toBe('Invalid date');
  });

  it('reads published posts through the Content API, by id or slug, with the key in the query', async () => {
    const { json } = await run(
      { by: '={{ $json.by }}', identifier: '={{ $json.key }}', options: { formats: ['plaintext'] } },
      { items: [{ json: { by: 'id', key: 'p1' } }, { json: { by: 'slug', key: 'welcome' } }] },
    );
    expect(json.map((p) => [p.id, p.plaintext])).toEqual([
      ['p1', 'Hello'],
      ['p1', 'Hello'],
    ]);
    expect(fake.state.calls[0]!.path).toBe('/ghost/api/v3/content/posts/p1');
    expect(fake.state.calls[1]!.path).toBe('/ghost/api/v3/content/posts/slug/welcome');
    expect(fake.state.calls[0]!.query).toEqual([
      ['formats[]', 'plaintext'],
      ['key', CONTENT_KEY],
    ]);
    const draft = await run({ by: 'slug', identifier: 'dyes' });
    expect(draft.error?.message).toBe('The resource you are requesting could not be found');
    expect(draft.error?.description).toBe('Post not found.');
  });

  it('lists every page, 50 at a time, or the first Limit', async () => {
    await restart({ generatedPosts: 60 });
    const all = await run({ operation: 'getAll', returnAll: true, options: { fields: 'id' } });
    expect(all.json).toHaveLength(61);
    expect(fake.state.calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { fields: 'id', limit: '50', page: '1', key: CONTENT_KEY },
      { fields: 'id', limit: '50', page: '2', key: CONTENT_KEY },
    ]);
    const some = await run({ ...admin, operation: 'getAll', limit: 3 });
    expect(some.json.map((p) => p.status)).toEqual(['draft', 'published', 'published']);
  });

  it('creates a post from HTML with tags, authors and a time in the workflow timezone', async () => {
    const { json } = await run(
      {
        ...admin,
        operation: 'create',
        title: 'Spinning',
        content: '<p>Treadle</p>',
        additionalFields: { status: 'published', published_at: '2024-03-05T10:00:00', tags: ['Looms', 'New'] },
      },
      { timezone: 'Europe/Paris' },
    );
    const call = fake.state.calls[0]!;
    expect(call).toMatchObject({ method: 'POST', path: '/ghost/api/v2/admin/posts', query: [['source', 'html']] });
    expect(call.body).toEqual({
      posts: [
        {
          title: 'Spinning',
          html: '<p>Treadle</p>',
          status: 'published',
          published_at: '2024-03-05T09:00:00Z',
          tags: ['Looms', 'New'],
        },
      ],
    });
    const [kind, token] = call.authorization.split(' ');
    expect(kind).toBe('Ghost');
    expect(decode(token!.split('.')[1]!).aud).toBe('/v2/admin/');
    expect(json[0]).toMatchObject({ title: 'Spinning', status: 'published', published_at: '2024-03-05T09:00:00.000Z' });
    expect(json[0]!.tags.map((t: any) => t.name)).toEqual(['Looms', 'New']);
  });

  it('refuses JSON content that is not JSON and a scheduled post without a time', async () => {
    const { items } = await run(
      {
        ...admin,
        operation: 'create',
        title: 'x',
        contentFormat: 'lexical',
        content: '={{ $json.doc }}',
        additionalFields: { status: '={{ $json.status }}' },
      },
      {
        onError: 'continueRegularOutput',
        items: [{ json: { doc: 'nope', status: 'draft' } }, { json: { doc: '{}', status: 'scheduled' } }],
      },
    );
    expect(items).toEqual([
      { json: { error: 'Content must be a valid JSON' }, pairedItem: { item: 0 } },
      { json: { error: 'Published at must be define when status is scheduled' }, pairedItem: { item: 1 } },
    ]);
    expect(fake.state.calls).toEqual([]);
  });

  it('updates a post with its current updated_at, and deletes one', async () => {
    const { json } = await run({
      ...admin,
      operation: 'update',
      postId: 'p2',
      updateFields: { title: 'Dyes, revised', content: '<p>Madder</p>' },
    });
    expect(fake.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /ghost/api/v2/admin/posts/p2',
      'PUT /ghost/api/v2/admin/posts/p2',
    ]);
    expect(fake.state.calls[0]!.query).toEqual([['fields', 'id, updated_at']]);
    expect(fake.state.calls[1]!.body).toEqual({
      posts: [{ html: '<p>Madder</p>', title: 'Dyes, revised', updated_at: '2024-03-02T08:00:00.000Z' }],
    });
    expect(json[0]).toMatchObject({ id: 'p2', title: 'Dyes, revised' });
    const deleted = await run({ ...admin, operation: 'delete', postId: 'p1' });
    expect(deleted.items).toHaveLength(1);
    expect(fake.state.posts.map((p) => p.id)).toEqual(['p2']);
  });

  it('stops on a wrong key, or continues with { error }', async () => {
    const denied = await run(
      { ...admin, operation: 'getAll', limit: 1 },
      { apiKey: `${ADMIN_KEY.split(':')[0]}:00ff` },
    );
    expect(denied.error?.message).toContain('Authorization failed');
    expect(denied.error?.description).toBe('Invalid token: invalid signature');
    const continued = await run(
      { operation: 'getAll', limit: 1 },
      { apiKey: 'wrong', onError: 'continueRegularOutput' },
    );
    expect(continued.items).toEqual([
      { json: { error: 'Authorization failed - please check your credentials' }, pairedItem: { item: 0 } },
    ]);
  });

  it('waits out a 429 and sends again', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ operation: 'getAll', limit: 5 });
    expect(json).toHaveLength(1);
    expect(fake.state.calls).toHaveLength(2);
  });

  it('offers the staff users and tags in the editor', async () => {
    const ctx = {
      getNode: () => ({ name: 'Ghost' }),
      getCurrentNodeParameter: (name: string) => (name === 'source' ? 'adminApi' : undefined),
      getCredentials: async () => ({ url: 'https://blog.weft.example', apiKey: ADMIN_KEY }),
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: {}, body: await res.text() };
        },
      },
    } as unknown as NodeMethodContext;
    const lo = ghostMethods.loadOptions!;
    expect(await lo.getAuthors!.call(ctx, ctx)).toEqual([{ name: 'Ada Lovelace', value: '1' }]);
    expect(await lo.getTags!.call(ctx, ctx)).toEqual([{ name: 'Looms', value: 'Looms' }]);
  });
});
