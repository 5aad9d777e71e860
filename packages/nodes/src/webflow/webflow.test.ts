/**
 * Webflow 1 and 2 against the loopback Data API fake (test-fake/webflow-fake.mjs), in workflows as n8n
 * stores them: each operation's request (API generation, method, path, query, body, the bearer token
 * of the credential the version uses, v1's `accept-version`) and the items it answers, reading
 * every page, refusals as node errors, each version's continue-on-fail shape, the editor's look-ups
 * and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { webflowMethods } from './methods.js';
import { API_TOKEN, OAUTH_TOKEN, start, type WebflowFake, type WebflowSeed } from './test-fake/webflow-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: WebflowFake;

const SITE = 'site00000000000000000001';
const POSTS = 'coll00000000000000000001';
const FIRST = 'item00000000000000000001';
const SECOND = 'item00000000000000000002';
const SEED: WebflowSeed = {
  sites: [
    {
      id: SITE,
      name: 'Weft Studio',
      collections: [
        {
          id: POSTS,
          name: 'Posts',
          fields: [{ slug: 'summary', name: 'Summary' }],
          items: [
            { id: FIRST, fieldData: { name: 'Hello', slug: 'hello', summary: 'One' } },
            { id: SECOND, fieldData: { name: 'World', slug: 'world' }, isDraft: true },
            ...Array.from({ length: 101 }, (_, n) => ({ fieldData: { name: `Bulk ${n}`, slug: `bulk-${n}` } })),
          ],
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_WEBFLOW_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_WEBFLOW_API_URL;
  await server?.close();
});

async function run(
  version: 1 | 2,
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; oauth?: boolean } = {},
) {
  const oauth = version === 2 || options.oauth;
  const node: Record<string, unknown> = {
    id: 'w1',
    name: 'Webflow',
    type: 'n8n-nodes-base.webflow',
    typeVersion: version,
    position: [0, 0],
    parameters: version === 1 && oauth ? { authentication: 'oAuth2', ...parameters } : parameters,
    credentials: oauth ? { webflowOAuth2Api: { id: 'o', name: 'o' } } : { webflowApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'webflow test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Webflow',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        type === 'webflowOAuth2Api' ? { oauthTokenData: { access_token: OAUTH_TOKEN } } : { accessToken: API_TOKEN },
    },
  });
  const items = result.data.resultData.runData.Webflow?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const item = (operation: string, extra: Record<string, unknown> = {}) => ({
  resource: 'item',
  operation,
  siteId: SITE,
  collectionId: POSTS,
  ...extra,
});
const fields = (values: Record<string, string>) => ({
  fieldsUi: { fieldValues: Object.entries(values).map(([fieldId, fieldValue]) => ({ fieldId, fieldValue })) },
});

describe('Webflow registration', () => {
  it('registers Webflow 1 and 2, webflowTool 2 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.webflow')).toEqual([1, 2]);
    expect(registry.versions?.('n8n-nodes-base.webflowTool')).toEqual([2]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'webflowApi')!;
    expect(cred.authenticate?.({ accessToken: 't' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: 'Bearer t',
    });
    expect(builtinCredentialTypes.find((c) => c.name === 'webflowOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });
});

describe('Webflow 1 (v1 API)', () => {
  it('gets an item as the item list of the answer, with the API token and accept-version', async () => {
    const { json, items } = await run(1, item('get', { itemId: FIRST }));
    expect(last()).toMatchObject({
      method: 'GET',
      path: `/collections/${POSTS}/items/${FIRST}`,
      authorization: `Bearer ${API_TOKEN}`,
      acceptVersion: '1.0.0',
    });
    expect(json).toEqual([expect.objectContaining({ _id: FIRST, name: 'Hello', summary: 'One', _draft: false })]);
    expect(items[0]!.pairedItem).toEqual({ item: 0 });
  });

  it('signs with OAuth2 when the node says so', async () => {
    await run(1, item('get', { itemId: FIRST }), { oauth: true });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
  });

  it('reads a limit, or every page of 100 until the total is in', async () => {
    expect((await run(1, item('getAll', { limit: 2 }))).json.map((i) => i._id)).toEqual([FIRST, SECOND]);
    expect(last().query).toEqual({ limit: '2' });
    const { json } = await run(1, item('getAll', { returnAll: true }));
    expect(json).toHaveLength(103);
    expect(calls().map((c) => c.query)).toEqual([
      { limit: '2' },
      { limit: '100', offset: '0' },
      { limit: '100', offset: '100' },
    ]);
  });

  it('creates with POST and replaces with PUT, live in the query; deletes answer Webflow’s count', async () => {
    const created = await run(
      1,
      item('create', { live: true, ...fields({ name: '={{ $json.t }}', slug: 'spin', _draft: 'false' }) }),
      { items: [{ json: { t: 'Spinning' } }] },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/collections/${POSTS}/items`,
      query: { live: 'true' },
      body: { fields: { name: 'Spinning', slug: 'spin', _draft: 'false' } },
    });
    const id = created.json[0]!._id as string;
    expect(created.json[0]).toMatchObject({ name: 'Spinning', _cid: POSTS });
    const replaced = await run(1, item('update', { itemId: FIRST, live: false, ...fields({ name: 'A', slug: 'a' }) }));
    expect(last()).toMatchObject({
      method: 'PUT',
      query: { live: 'false' },
      body: { fields: { name: 'A', slug: 'a' } },
    });
    expect(replaced.json[0]).not.toHaveProperty('summary');
    expect((await run(1, item('delete', { itemId: FIRST }))).json).toEqual([{ deleted: 1 }]);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('fails on a refusal, or answers { error } when continuing', async () => {
    const failed = await run(1, item('get', { itemId: 'nope' }));
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    const continued = await run(1, item('get', { itemId: 'nope' }), { onError: 'continueRegularOutput' });
    // The node gives no paired item; the engine, as n8n's, pairs the only input item.
    expect(continued.items).toEqual([
      { json: { error: 'The resource you are requesting could not be found' }, pairedItem: { item: 0 } },
    ]);
  });
});

describe('Webflow 2 (v2 API)', () => {
  it('gets an item under /v2 with the OAuth2 token', async () => {
    const { json } = await run(2, item('get', { itemId: SECOND }));
    expect(last()).toMatchObject({
      path: `/v2/collections/${POSTS}/items/${SECOND}`,
      authorization: `Bearer ${OAUTH_TOKEN}`,
    });
    expect(last().acceptVersion).toBeUndefined();
    expect(json).toEqual([
      expect.objectContaining({ id: SECOND, isDraft: true, fieldData: { name: 'World', slug: 'world' } }),
    ]);
  });

  it('reads every page by the pagination total, with the limit from each item', async () => {
    const { json } = await run(2, item('getAll', { returnAll: true }));
    expect(json).toHaveLength(103);
    expect(calls().map((c) => c.query.offset)).toEqual(['0', '100']);
    const limited = await run(2, item('getAll', { limit: '={{ $json.n }}' }), {
      items: [{ json: { n: 1 } }, { json: { n: 2 } }],
    });
    expect(limited.json.map((i) => i.id)).toEqual([FIRST, FIRST, SECOND]);
    expect(limited.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 1 }]);
  });

  it('creates and updates through the live paths when asked, and deletes as { success }', async () => {
    await run(2, item('create', { live: false, ...fields({ name: 'N', slug: 'n' }) }));
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/v2/collections/${POSTS}/items`,
      body: { fieldData: { name: 'N', slug: 'n' } },
    });
    expect(last().query).toEqual({});
    const live = await run(2, item('create', { live: true, ...fields({ name: 'L', slug: 'l' }) }));
    expect(last().path).toBe(`/v2/collections/${POSTS}/items/live`);
    expect(live.json[0]!.lastPublished).toBeTruthy();
    const updated = await run(2, item('update', { itemId: FIRST, live: true, ...fields({ summary: 'Two' }) }));
    expect(last()).toMatchObject({ method: 'PATCH', path: `/v2/collections/${POSTS}/items/${FIRST}/live` });
    expect(updated.json[0]!.fieldData).toEqual({ name: 'Hello', slug: 'hello', summary: 'Two' });
    expect((await run(2, item('deleteItem', { itemId: FIRST }))).json).toEqual([{ success: true }]);
  });

  it('continues a refusal as { message, error }', async () => {
    const { items } = await run(2, item('create', { live: false, ...fields({ colour: 'red' }) }), {
      onError: 'continueRegularOutput',
    });
    expect(items).toHaveLength(1);
    const { timestamp, ...error } = items[0]!.json.error as Record<string, unknown>;
    expect(typeof timestamp).toBe('number');
    expect(items[0]!.json).toEqual({ message: 'Bad request - please check your parameters', error: expect.anything() });
    expect(error).toEqual({
      message: 'Bad request - please check your parameters',
      name: 'NodeApiError',
      description:
        'Validation Error: colour: Field not described in schema; name: Field is required; slug: Field is required',
      context: {
        data: {
          code: 'validation_error',
          message:
            'Validation Error: colour: Field not described in schema; name: Field is required; slug: Field is required',
          externalReference: null,
          details: [
            { param: 'colour', description: 'Field not described in schema' },
            { param: 'name', description: 'Field is required' },
            { param: 'slug', description: 'Field is required' },
          ],
        },
      },
    });
  });
});

describe('Webflow look-ups', () => {
  const ctx = (version: number, current: Record<string, string> = {}) =>
    ({
      getNode: () => ({
        id: 'w',
        name: 'Webflow',
        type: 'weft.webflow',
        typeVersion: version,
        position: [0, 0],
        parameters: {},
      }),
      getNodeParameter: (_: string, fallback: unknown) => fallback,
      getCurrentNodeParameter: (name: string) => current[name],
      getCredentials: async (type: string) =>
        type === 'webflowApi' ? { accessToken: API_TOKEN } : { oauthTokenData: { access_token: OAUTH_TOKEN } },
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists sites, collections and fields from either API', async () => {
    const lo = webflowMethods.loadOptions!;
    for (const version of [1, 2]) {
      expect(await lo.getSites!.call(ctx(version), ctx(version))).toEqual([{ name: 'Weft Studio', value: SITE }]);
      const c = ctx(version, { siteId: SITE, collectionId: POSTS });
      expect(await lo.getCollections!.call(c, c)).toEqual([{ name: 'Posts', value: POSTS }]);
      expect((await lo.getFields!.call(c, c)).map((f) => f.value)).toEqual(['name', 'slug', 'summary']);
      expect((await lo.getFields!.call(c, c))[0]!.name).toBe('Name (PlainText)  (required)');
    }
    expect(calls().map((c) => c.path)).toEqual([
      '/sites',
      `/sites/${SITE}/collections`,
      `/collections/${POSTS}`,
      `/collections/${POSTS}`,
      '/v2/sites',
      `/v2/sites/${SITE}/collections`,
      `/v2/collections/${POSTS}`,
      `/v2/collections/${POSTS}`,
    ]);
  });
});
