/**
 * WordPress 1 against the loopback REST API fake (test-fake/wordpress-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, body, Basic auth) and the items it
 * answers, paging by `X-WP-TotalPages`, the query shared between items, WordPress's errors as node
 * errors, continue-on-fail, retries, the site URL override and the editor's look-ups.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { wordpressSite } from './api.js';
import { wordpressMethods } from './methods.js';
import { PASSWORD, start, USERNAME, type WordpressFake, type WordpressSeed } from './test-fake/wordpress-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>>;
let fake: WordpressFake;

const SEED: WordpressSeed = {
  users: [
    { username: 'editor', name: 'Eddie Editor', email: 'eddie@example.com', roles: ['editor'] },
    { username: 'reader', name: 'Rita Reader', email: 'rita@example.com' },
  ],
  posts: Array.from({ length: 12 }, (_, i) => ({
    title: `Post ${i + 1}`,
    content: `Body ${i + 1}`,
    status: i === 11 ? 'draft' : 'publish',
    categories: i % 2 ? [1] : [3],
  })),
  categories: [{ name: 'News' }],
  pages: [{ title: 'About', content: 'Us', status: 'publish' }],
};

async function fresh(seed: WordpressSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
}
beforeAll(() => fresh());
afterAll(() => server.close());
beforeEach(() => fresh());

const credentials = () => ({ url: server.url, username: USERNAME, password: PASSWORD, allowUnauthorizedCerts: false });

/** Runs one WordPress node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; creds?: Record<string, unknown> } = {},
) {
  const node: Record<string, unknown> = {
    id: 'w1',
    name: 'Wordpress',
    type: 'n8n-nodes-base.wordpress',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { wordpressApi: { id: '1', name: 'WP' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'wp test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Wordpress',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.creds ?? credentials() },
  });
  const items = result.data.resultData.runData.Wordpress?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('WordPress registration', () => {
  it('registers version 1, wordpressTool at 1 and the wordpressApi credential with Basic auth', () => {
    expect(registry.versions?.('n8n-nodes-base.wordpress')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.wordpressTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'wordpressApi')!;
    expect(credential.properties.map((p) => p.name)).toEqual(['username', 'password', 'url', 'allowUnauthorizedCerts']);
    expect(credential.authenticate?.({ username: 'a', password: 'b' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
    });
  });
});

describe('WordPress posts', () => {
  it("creates a post with n8n's field names turned into WordPress's, one request per item", async () => {
    const { json } = await run(
      {
        title: '={{ $json.t }}',
        additionalFields: {
          content: 'Hello',
          status: 'publish',
          slug: 'hello',
          commentStatus: 'closed',
          pingStatus: 'closed',
          sticky: true,
          categories: [3],
          tags: [],
          format: 'aside',
          authorId: 2,
          postTemplate: { values: { elementor: false, template: 'wide.php' } },
        },
      },
      { items: [{ json: { t: 'First' } }, { json: { t: 'Second' } }] },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /wp-json/wp/v2/posts',
      'POST /wp-json/wp/v2/posts',
    ]);
    expect(calls()[0]!.body).toEqual({
      title: 'First',
      author: 2,
      content: 'Hello',
      slug: 'hello',
      status: 'publish',
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: true,
      template: 'wide.php',
      categories: [3],
      tags: [],
      format: 'aside',
    });
    expect(calls()[0]!.authorization).toBe(`Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`);
    expect(json.map((p) => [p.id, p.title.raw, p.slug, p.status])).toEqual([
      [14, 'First', 'hello', 'publish'],
      [15, 'Second', 'hello-2', 'publish'],
    ]);
  });

  it('gets a post; a query option set for one item is sent for the next too, as in n8n', async () => {
    await run(
      { operation: 'get', postId: '={{ $json.id }}', options: { context: '={{ $json.context }}' } },
      { items: [{ json: { id: 1, context: 'edit' } }, { json: { id: 2, context: '' } }] },
    );
    expect(calls().map((c) => [c.path, c.rawQuery])).toEqual([
      ['/wp-json/wp/v2/posts/1', 'context=edit'],
      ['/wp-json/wp/v2/posts/2', 'context=edit'],
    ]);
  });

  it('gets many posts: a page of `limit`, or every page of 10 until X-WP-TotalPages', async () => {
    const some = await run({ operation: 'getAll', limit: 3, options: {} });
    expect(last().rawQuery).toBe('per_page=3');
    expect(some.json.map((p) => p.id)).toEqual([11, 10, 9]);
    const every = await run({
      operation: 'getAll',
      returnAll: true,
      options: { orderBy: 'id', order: 'asc', categories: [1, 3] },
    });
    expect(
      calls()
        .slice(-2)
        .map((c) => c.rawQuery),
    ).toEqual([
      'orderby=id&order=asc&categories%5B%5D=1&categories%5B%5D=3&per_page=10&page=1',
      'orderby=id&order=asc&categories%5B%5D=1&categories%5B%5D=3&per_page=10&page=2',
    ]);
    expect(every.json.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('updates a post by id (the id also in the body, as a number)', async () => {
    const { json } = await run({
      operation: 'update',
      postId: '4',
      updateFields: { title: 'Renamed', status: 'private' },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/wp-json/wp/v2/posts/4',
      body: { id: 4, title: 'Renamed', status: 'private' },
    });
    expect(json[0]).toMatchObject({ id: 4, status: 'private', title: { raw: 'Renamed' } });
  });

  it('deletes a post: to the trash, or for good with Force', async () => {
    const trashed = await run({ operation: 'delete', postId: '2', options: {} });
    expect(trashed.json[0]).toMatchObject({ id: 2, status: 'trash' });
    const gone = await run({ operation: 'delete', postId: '3', options: { force: true } });
    expect(last().rawQuery).toBe('force=true');
    expect(gone.json[0]).toMatchObject({ deleted: true, previous: { id: 3 } });
  });
});

describe('WordPress pages and users', () => {
  it('creates and lists pages with their own fields', async () => {
    await run({
      resource: 'page',
      title: 'Pricing',
      additionalFields: {
        parent: 13,
        menuOrder: 3,
        featuredMediaId: 0,
        pageTemplate: { values: { elementor: true, template: 'elementor_canvas' } },
      },
    });
    expect(last().body).toEqual({ title: 'Pricing', template: 'elementor_canvas', menu_order: 3, parent: 13 });
    const { json } = await run({
      resource: 'page',
      operation: 'getAll',
      returnAll: true,
      options: { status: 'draft' },
    });
    expect(json.map((p) => p.title.rendered)).toEqual(['Pricing']);
  });

  it('creates, updates, reads and lists users', async () => {
    const created = await run({
      resource: 'user',
      name: 'Ada L',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      password: 'pw',
      additionalFields: { nickname: 'ada' },
    });
    expect(last().body).toEqual({
      name: 'Ada L',
      username: 'ada',
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@example.com',
      password: 'pw',
      nickname: 'ada',
    });
    expect(created.json[0]).toMatchObject({ id: 4, username: 'ada', roles: ['subscriber'] });
    await run({ resource: 'user', operation: 'update', userId: '4', updateFields: { description: 'Maths' } });
    expect(last().body).toEqual({ id: '4', description: 'Maths' });
    const read = await run({ resource: 'user', operation: 'get', userId: '4', options: { context: 'edit' } });
    expect(read.json[0]).toMatchObject({ email: 'ada@example.com', description: 'Maths' });
    const authors = await run({ resource: 'user', operation: 'getAll', returnAll: true, options: { who: 'authors' } });
    expect(authors.json.map((u) => u.id)).toEqual([2, 1]);
  });

  it('deletes the signed-in user (/users/me), handing their content to Reassign', async () => {
    const { json } = await run({ resource: 'user', operation: 'delete', reassign: '2' });
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: '/wp-json/wp/v2/users/me',
      query: { reassign: '2', force: 'true' },
    });
    expect(json[0]).toMatchObject({ deleted: true, previous: { id: 1 } });
  });
});

describe('WordPress errors', () => {
  it("stops with n8n's message and WordPress's description", async () => {
    const { error } = await run({ operation: 'get', postId: '999', options: {} });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect((error as { description?: string }).description).toBe('Invalid post ID.');
  });

  it('continues on fail with `{ error }` items (no paired item, as in n8n)', async () => {
    const { items } = await run(
      { resource: 'page', operation: 'get', pageId: '={{ $json.id }}', options: {} },
      { items: [{ json: { id: 13 } }, { json: { id: 404 } }], onError: 'continueRegularOutput' },
    );
    expect(items[1]!.json).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(items[0]!.json).toMatchObject({ id: 13 });
  });

  it('names a refused password', async () => {
    const { error } = await run(
      { operation: 'getAll', limit: 1, options: {} },
      { creds: { ...credentials(), password: 'wrong' } },
    );
    expect(error?.message).toBe('Authorization failed - please check your credentials');
  });
});

describe('WordPress site URL and look-ups', () => {
  it('WEFT_WORDPRESS_API_URL replaces the origin of the site URL, keeping its path', () => {
    process.env.WEFT_WORDPRESS_API_URL = 'http://127.0.0.1:9';
    try {
      expect(wordpressSite('https://example.com/blog/')).toBe('http://127.0.0.1:9/blog');
    } finally {
      delete process.env.WEFT_WORDPRESS_API_URL;
    }
    expect(wordpressSite('https://example.com/')).toBe('https://example.com');
  });

  it('loads categories, tags and authors', async () => {
    const { createHttpClient } = await import('@weft/engine');
    const http = createHttpClient();
    const ctx = {
      getNode: () => ({ name: 'Wordpress', type: 'weft.wordpress', typeVersion: 1, parameters: {} }),
      getCredentials: async () => credentials(),
      getNodeParameter: () => undefined,
      getCurrentNodeParameter: () => undefined,
      helpers: { httpRequest: http, httpRequestWithAuthentication: http },
    } as unknown as NodeMethodContext;
    expect(await wordpressMethods.loadOptions!.getCategories!.call(ctx, ctx)).toEqual([
      { name: 'News', value: 3 },
      { name: 'Uncategorized', value: 1 },
    ]);
    expect(await wordpressMethods.loadOptions!.getAuthors!.call(ctx, ctx)).toEqual([
      { name: 'Eddie Editor', value: 2 },
      { name: 'Site Admin', value: 1 },
    ]);
    expect(calls().at(-1)!.query).toMatchObject({ who: 'authors' });
  });
});
