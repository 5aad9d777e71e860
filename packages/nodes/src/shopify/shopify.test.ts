/**
 * Shopify 1 against the loopback Admin REST API fake (test-fake/shopify-fake.mjs), in workflows as
 * n8n stores them: each operation's request (method, path under the shop's `/admin/api/2024-07/`,
 * query, JSON body, the credential's signature for each authentication) and the items it answers,
 * Link-header paging for "Return All", Shopify's refusals as node errors, continue-on-fail, 429
 * retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { nextPageUrl, shopifyUrl } from './api.js';
import { keysToSnakeCase, snakeCase } from './execute.js';
import { shopifyMethods } from './methods.js';
import {
  ACCESS_TOKEN,
  API_KEY,
  PASSWORD,
  start,
  type ShopifyFake,
  type ShopifySeed,
} from './test-fake/shopify-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ShopifyFake;

const SEED: ShopifySeed = {
  products: [
    { title: 'Weft Mug', vendor: 'Weft', product_type: 'Kitchen', variants: [{ price: 12, sku: 'MUG-1' }] },
    {
      title: 'Weft Tee',
      vendor: 'Weft',
      product_type: 'Apparel',
      variants: [
        { title: 'S', price: 20 },
        { title: 'M', price: 20 },
      ],
    },
  ],
  orders: [
    { email: 'ada@weft.example', line_items: [{ title: 'Weft Mug', price: '12.00', quantity: 2 }] },
    { email: 'grace@weft.example', status: 'closed', line_items: [{ title: 'Sticker', price: 3 }] },
  ],
  locations: [{ name: 'Main Warehouse' }],
};
// Counted ids: mug 7000001000 (variant …2000), tee 7000005000 (variants …6000, …8000), orders …12000 and …14000, location …15000.
const MUG = 7000001000,
  MUG_VARIANT = 7000002000,
  TEE = 7000005000,
  ORDER1 = 7000012000,
  ORDER2 = 7000014000,
  LOCATION = 7000015000;
const BASE = '/admin/api/2024-07/';
const BASIC = `Basic ${Buffer.from(`${API_KEY}:${PASSWORD}`).toString('base64')}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_SHOPIFY_API_URL = server.url;
  process.env.WEFT_SHOPIFY_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_SHOPIFY_API_URL;
  delete process.env.WEFT_SHOPIFY_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  shopifyApi: { apiKey: API_KEY, password: PASSWORD, shopSubdomain: 'weft-shop', sharedSecret: '' },
  shopifyAccessTokenApi: { shopSubdomain: 'weft-shop', accessToken: ACCESS_TOKEN, appSecretKey: 's' },
  shopifyOAuth2Api: { shopSubdomain: 'weft-shop', oauthTokenData: { access_token: ACCESS_TOKEN } },
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Record<string, Json> } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'Shopify',
    type: 'n8n-nodes-base.shopify',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: {
      shopifyApi: { id: 'c', name: 'c' },
      shopifyAccessTokenApi: { id: 't', name: 't' },
      shopifyOAuth2Api: { id: 'o', name: 'o' },
    },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'shopify test', nodes: [node], connections: {} });
  const all = { ...CREDENTIALS, ...options.credentials };
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Shopify',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => all[type]! },
  });
  const items = result.data.resultData.runData.Shopify?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Shopify registration', () => {
  it('registers Shopify 1, shopifyTool 1, Shopify Trigger 1 and the three credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.shopify')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.shopifyTool')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.shopifyTrigger')).toEqual([1]);
    const api = builtinCredentialTypes.find((c) => c.name === 'shopifyApi')!;
    expect(api.properties.map((p) => p.name)).toEqual(['apiKey', 'password', 'shopSubdomain', 'sharedSecret']);
    expect(api.authenticate?.({ apiKey: 'k', password: 'p' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('k:p').toString('base64')}`,
    });
    const token = builtinCredentialTypes.find((c) => c.name === 'shopifyAccessTokenApi')!;
    expect(token.authenticate?.({ accessToken: 't' }, { url: 'x' }).headers).toEqual({ 'X-Shopify-Access-Token': 't' });
    expect(builtinCredentialTypes.find((c) => c.name === 'shopifyOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });

  it('writes keys in snake_case as change-case does, and finds the next page of a Link header', () => {
    expect(['firstName', 'address1', 'variantId', 'zip'].map(snakeCase)).toEqual([
      'first_name',
      'address1',
      'variant_id',
      'zip',
    ]);
    expect(keysToSnakeCase({ productId: 1 })).toEqual([{ product_id: 1 }]);
    expect(keysToSnakeCase(undefined)).toEqual([]);
    expect(
      nextPageUrl(
        '<https://s.myshopify.com/a?page_info=p>; rel="previous", <https://s.myshopify.com/a?page_info=n>; rel="next"',
      ),
    ).toBe('https://s.myshopify.com/a?page_info=n');
    expect(nextPageUrl('<https://s.myshopify.com/a?page_info=p>; rel="previous"')).toBeUndefined();
    process.env.WEFT_SHOPIFY_API_URL = 'http://127.0.0.1:9';
    expect(shopifyUrl('https://weft-shop.myshopify.com/admin/api/2024-07//orders.json')).toBe(
      'http://127.0.0.1:9/admin/api/2024-07//orders.json',
    );
  });
});

describe('Shopify products', () => {
  it('creates a product with its options as an object, reads it with fields, updates and deletes it', async () => {
    const made = await run({
      resource: 'product',
      title: 'Notebook',
      additionalFields: { vendor: 'Weft', productOptions: { option: [{ name: 'Color', value: 'Blue' }] } },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `${BASE}/products.json`,
      authorization: BASIC,
      body: { product: { vendor: 'Weft', options: { Color: 'Blue' }, title: 'Notebook' } },
    });
    const id = made.json[0]!.id;
    expect(made.json[0]).toMatchObject({
      title: 'Notebook',
      vendor: 'Weft',
      options: [{ name: 'Color', values: ['Blue'] }],
    });
    const got = await run({
      resource: 'product',
      operation: 'get',
      productId: id,
      additionalFields: { fields: 'id,title' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: `${BASE}/products/${id}.json`, query: { fields: 'id,title' } });
    expect(got.json).toEqual([{ id, title: 'Notebook' }]);
    const updated = await run({
      resource: 'product',
      operation: 'update',
      productId: id,
      updateFields: { title: 'Notebook A5' },
    });
    expect(last()).toMatchObject({ method: 'PUT', body: { product: { title: 'Notebook A5' } } });
    expect(updated.json[0]).toMatchObject({ id, title: 'Notebook A5' });
    expect((await run({ resource: 'product', operation: 'delete', productId: id })).json).toEqual([{ success: true }]);
    expect(last()).toMatchObject({ method: 'DELETE', path: `${BASE}/products/${id}.json` });
  });

  it('reads every page through the Link header, keeping only limit and fields beside page_info', async () => {
    await server!.close();
    server = await start({ products: Array.from({ length: 57 }, (_, k) => ({ title: `P${k + 1}`, vendor: 'Weft' })) });
    fake = server.fake;
    process.env.WEFT_SHOPIFY_API_URL = server.url;
    const all = await run({
      resource: 'product',
      operation: 'getAll',
      returnAll: true,
      additionalFields: { fields: 'id,title', vendor: 'Weft', title: '' },
    });
    expect(calls().map((c) => Object.keys(c.query).sort())).toEqual([
      ['fields', 'vendor'],
      ['fields', 'limit', 'page_info'],
    ]);
    expect(all.json).toHaveLength(57);
    expect(all.json[56]).toEqual({ id: expect.any(Number), title: 'P57' });
    const some = await run({ resource: 'product', operation: 'getAll', limit: 3, additionalFields: {} });
    expect(last().query).toEqual({ limit: '3' });
    expect(some.json.map((p) => p.title)).toEqual(['P1', 'P2', 'P3']);
  });

  it('signs with the access token or the OAuth2 token as X-Shopify-Access-Token', async () => {
    await run({
      authentication: 'accessToken',
      resource: 'product',
      operation: 'get',
      productId: MUG,
      additionalFields: {},
    });
    expect(last()).toMatchObject({ accessToken: ACCESS_TOKEN, authorization: '' });
    const listed = await run({
      authentication: 'oAuth2',
      resource: 'product',
      operation: 'getAll',
      limit: 1,
      additionalFields: {},
    });
    expect(last()).toMatchObject({ accessToken: ACCESS_TOKEN, authorization: `Bearer ${ACCESS_TOKEN}` });
    expect(listed.json.map((p) => p.id)).toEqual([MUG]);
  });
});

describe('Shopify orders', () => {
  it('creates a test order with snake_case line items and addresses, then reads, updates and deletes it', async () => {
    const made = await run({
      limeItemsUi: { lineItemValues: [{ variantId: String(MUG_VARIANT), quantity: 2 }] },
      additionalFields: {
        email: 'ada@weft.example',
        locationId: LOCATION,
        billingAddressUi: { billingAddressValues: { firstName: 'Ada', address1: '1 Row' } },
        discountCodesUi: { discountCodesValues: [{ code: 'FIVE', amount: '5', type: 'fixedAmount' }] },
      },
    });
    const body = last().body.order;
    expect(body).toMatchObject({
      test: true,
      email: 'ada@weft.example',
      location_id: LOCATION,
      discount_codes: [{ code: 'FIVE', amount: '5', type: 'fixedAmount' }],
    });
    expect(body.line_items[0]).toMatchObject({ variant_id: String(MUG_VARIANT), quantity: 2 });
    expect(body.billing_address).toMatchObject({ first_name: 'Ada', address1: '1 Row' });
    expect(made.json[0]).toMatchObject({
      email: 'ada@weft.example',
      total_price: '19.00',
      test: true,
      line_items: [{ product_id: MUG, quantity: 2 }],
    });
    const id = made.json[0]!.id;
    expect((await run({ operation: 'get', orderId: id, options: { fields: 'id,email' } })).json).toEqual([
      { id, email: 'ada@weft.example' },
    ]);
    const updated = await run({ operation: 'update', orderId: id, updateFields: { note: 'Ring twice', tags: 'vip' } });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `${BASE}/orders/${id}.json`,
      body: { order: { note: 'Ring twice', tags: 'vip' } },
    });
    expect(updated.json[0]).toMatchObject({ note: 'Ring twice', tags: 'vip' });
    expect((await run({ operation: 'delete', orderId: id })).json).toEqual([{ success: true }]);
  });

  it('lists open orders by default and every order with status any', async () => {
    expect((await run({ operation: 'getAll', limit: 10, options: {} })).json.map((o) => o.id)).toEqual([ORDER1]);
    expect(last().query).toEqual({ limit: '10' });
    expect(
      (
        await run({ operation: 'getAll', returnAll: true, options: { status: 'any', financialStatus: 'paid' } })
      ).json.map((o) => o.id),
    ).toEqual([ORDER1, ORDER2]);
    expect(last().query).toEqual({ status: 'any', financial_status: 'paid' });
  });

  it('keeps one query for the items of a run, as n8n does', async () => {
    const { json } = await run(
      { operation: 'get', orderId: '={{ $json.id }}', options: { fields: '={{ $json.f }}' } },
      { items: [{ json: { id: ORDER1, f: 'id' } }, { json: { id: ORDER2, f: '' } }] },
    );
    expect(calls().map((c) => c.query)).toEqual([{ fields: 'id' }, { fields: 'id' }]);
    expect(json).toEqual([{ id: ORDER1 }, { id: ORDER2 }]);
  });

  it('refuses an order without line items before any call', async () => {
    const { json } = await run({ additionalFields: {} }, { onError: 'continueRegularOutput' });
    expect(json).toEqual([{ error: 'At least one line item has to be added' }]);
    expect(calls()).toHaveLength(0);
  });
});

describe('Shopify errors', () => {
  it("stops with n8n's message for a missing order", async () => {
    const { error } = await run({ operation: 'get', orderId: '123', options: {} });
    expect(error?.message).toBe('The resource you are requesting could not be found');
  });

  it('names a refused password', async () => {
    const { error } = await run(
      { resource: 'product', operation: 'getAll', limit: 1, additionalFields: {} },
      { credentials: { shopifyApi: { ...CREDENTIALS.shopifyApi, password: 'wrong' } } },
    );
    expect(error?.message).toBe('Authorization failed - please check your credentials');
  });

  it('gives an error item per failing item with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'product', operation: 'get', productId: '={{ $json.id }}', additionalFields: {} },
      { onError: 'continueRegularOutput', items: [{ json: { id: 999 } }, { json: { id: MUG } }] },
    );
    expect(json[0]).toEqual({ error: 'The resource you are requesting could not be found' });
    expect(json[1]).toMatchObject({ id: MUG });
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ resource: 'product', operation: 'get', productId: MUG, additionalFields: {} });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: MUG });
  });
});

describe('Shopify look-ups', () => {
  const ctx = () =>
    ({
      getNode: () => ({
        id: 's1',
        name: 'Shopify',
        type: 'n8n-nodes-base.shopify',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async (type: string) => CREDENTIALS[type]!,
      getCurrentNodeParameter: () => undefined,
      helpers: {
        httpRequest: async (o: any) => {
          const url = new URL(o.url);
          for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
          const res = await fetch(url, { method: o.method, headers: o.headers });
          return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
        },
      },
    }) as unknown as NodeMethodContext;

  it('lists products and locations by name', async () => {
    const lo = shopifyMethods.loadOptions!;
    expect(await lo.getProducts!.call(ctx(), ctx())).toEqual([
      { name: 'Weft Mug', value: MUG },
      { name: 'Weft Tee', value: TEE },
    ]);
    expect(last().query).toEqual({ fields: 'id,title' });
    expect(await lo.getLocations!.call(ctx(), ctx())).toEqual([{ name: 'Main Warehouse', value: LOCATION }]);
  });
});
