/**
 * WooCommerce 1 against the loopback REST API v3 fake (test-fake/woo-commerce-fake.mjs), in
 * workflows as n8n stores them: each operation's request (method, path under the shop URL's
 * `/wp-json/wc/v3`, query, JSON body, Basic auth or credentials in the query) and the items it
 * answers, Link-header paging for "Return All" (and n8n's failure without a Link header), the
 * shop's refusals as node errors, 429 retries, the editor's look-ups, the trigger and the registration.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { wooCommerceWebhookSecret } from '../woo-commerce-trigger/index.js';
import { setFields, snakeCase } from './execute.js';
import { wooCommerceMethods } from './methods.js';
import {
  CONSUMER_KEY,
  CONSUMER_SECRET,
  start,
  type WooCommerceFake,
  type WooCommerceSeed,
} from './test-fake/woo-commerce-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: WooCommerceFake;

const SEED: WooCommerceSeed = {
  categories: [{ name: 'Mugs' }, { name: 'Apparel' }],
  tags: [{ name: 'Eco' }],
  customers: [
    { email: 'ada@weft.example', first_name: 'Ada' },
    { email: 'grace@weft.example', first_name: 'Grace' },
  ],
  products: [
    { name: 'Weft Mug', regular_price: '12.00', sku: 'MUG-1', categories: [0] },
    { name: 'Weft Tee', regular_price: '20.00', sku: 'TEE-1', categories: [1] },
  ],
  orders: [
    { customer: 0, status: 'processing', line_items: [{ product: 0, quantity: 2 }] },
    { customer: 1, status: 'completed', line_items: [{ product: 1 }] },
  ],
};
// Counted ids: categories 1, 2; tag 3; customers 4, 5; products 6, 7; orders 8, 10.
const MUGS = 1,
  ECO = 3,
  ADA = 4,
  GRACE = 5,
  MUG = 6,
  TEE = 7,
  ORDER1 = 8,
  ORDER2 = 10;
const BASE = '/shop/wp-json/wc/v3';
const BASIC = `Basic ${Buffer.from(`${CONSUMER_KEY}:${CONSUMER_SECRET}`).toString('base64')}`;

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_WOOCOMMERCE_API_URL = server.url;
  process.env.WEFT_WOOCOMMERCE_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_WOOCOMMERCE_API_URL;
  delete process.env.WEFT_WOOCOMMERCE_RETRY_BASE_MS;
  await server?.close();
});

const CREDENTIALS = {
  consumerKey: CONSUMER_KEY,
  consumerSecret: CONSUMER_SECRET,
  url: 'https://weft.example/shop',
  includeCredentialsInQuery: false,
};

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Json } = {},
) {
  const node: Record<string, unknown> = {
    id: 'w1',
    name: 'WooCommerce',
    type: 'n8n-nodes-base.wooCommerce',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { wooCommerceApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'woo test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'WooCommerce',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ ...CREDENTIALS, ...options.credentials }) },
  });
  const items = result.data.resultData.runData.WooCommerce?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('WooCommerce registration', () => {
  it('registers WooCommerce 1, wooCommerceTool 1, WooCommerce Trigger 1 and the wooCommerceApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.wooCommerce')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.wooCommerceTool')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.wooCommerceTrigger')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'wooCommerceApi')!;
    expect(cred.properties.map((p) => p.name)).toEqual([
      'consumerKey',
      'consumerSecret',
      'url',
      'includeCredentialsInQuery',
    ]);
    expect(cred.authenticate?.({ consumerKey: 'k', consumerSecret: 's' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('k:s').toString('base64')}`,
    });
    expect(
      cred.authenticate?.(
        { consumerKey: 'k', consumerSecret: 's', includeCredentialsInQuery: true },
        { url: 'x', qs: {} },
      ).qs,
    ).toEqual({ consumer_key: 'k', consumer_secret: 's' });
  });

  it('names fields in snake_case and tags as ids', () => {
    expect(['regularPrice', 'transactionID', 'method ID', 'address_1'].map(snakeCase)).toEqual([
      'regular_price',
      'transaction_id',
      'method_id',
      'address_1',
    ]);
    const body: Json = {};
    setFields({ stockQuantity: 2, tags: ['3', 4] }, body);
    expect(body).toEqual({ stock_quantity: 2, tags: [{ id: 3 }, { id: 4 }] });
  });
});

describe('WooCommerce operations', () => {
  it('creates a product with categories, images, dimensions and metadata, then reads, updates and deletes it', async () => {
    const made = await run({
      name: 'Notebook',
      additionalFields: { regularPrice: '9.50', categories: [MUGS], tags: [ECO] },
      imagesUi: { imagesValues: [{ src: 'https://weft.example/nb.png' }] },
      dimensionsUi: { dimensionsValues: { height: '21' } },
      metadataUi: { metadataValues: [{ key: 'origin', value: 'EU' }] },
    });
    expect(last()).toMatchObject({ method: 'POST', path: `${BASE}/products`, authorization: BASIC });
    expect(last().body).toMatchObject({
      name: 'Notebook',
      regular_price: '9.50',
      categories: [{ id: MUGS }],
      tags: [{ id: ECO }],
      images: [{ src: 'https://weft.example/nb.png' }],
      dimensions: { height: '21' },
      meta_data: [{ key: 'origin', value: 'EU' }],
    });
    const id = made.json[0]!.id;
    expect(made.json[0]).toMatchObject({
      name: 'Notebook',
      price: '9.50',
      categories: [{ id: MUGS, name: 'Mugs' }],
      tags: [{ id: ECO, name: 'Eco' }],
    });
    expect((await run({ operation: 'get', productId: id })).json[0]).toMatchObject({ id, name: 'Notebook' });
    const updated = await run({ operation: 'update', productId: id, updateFields: { salePrice: '7.50' } });
    expect(last().body).toEqual({ sale_price: '7.50' });
    expect(updated.json[0]).toMatchObject({ price: '7.50', on_sale: true });
    await run({ operation: 'delete', productId: id });
    expect(last()).toMatchObject({ method: 'DELETE', path: `${BASE}/products/${id}`, query: { force: 'true' } });
  });

  it('creates an order with snake_case billing, lines with metadata and shipping lines', async () => {
    const made = await run({
      resource: 'order',
      additionalFields: { customerId: String(ADA), setPaid: true, paymentMethodId: 'bacs' },
      billingUi: { billingValues: { firstName: 'Ada', email: 'ada@weft.example' } },
      lineItemsUi: {
        lineItemsValues: [
          { productId: MUG, quantity: 2, metadataUi: { metadataValues: [{ key: 'engraving', value: 'AL' }] } },
        ],
      },
      shippingLinesUi: { shippingLinesValues: [{ methodTitle: 'Flat rate', 'method ID': 'flat_rate', total: '5.00' }] },
    });
    const body = last().body;
    expect(body).toMatchObject({
      customer_id: String(ADA),
      set_paid: true,
      payment_method_id: 'bacs',
      billing: { first_name: 'Ada', email: 'ada@weft.example' },
    });
    expect(body.line_items[0]).toMatchObject({
      product_id: MUG,
      quantity: 2,
      meta_data: [{ key: 'engraving', value: 'AL' }],
    });
    expect(body.line_items[0].metadataUi).toBeUndefined();
    expect(body.shipping_lines).toEqual([{ method_title: 'Flat rate', method_id: 'flat_rate', total: '5.00' }]);
    expect(made.json[0]).toMatchObject({ customer_id: ADA, status: 'processing', total: '29.00' });
  });

  it("updates an order with WooCommerce's field names", async () => {
    await run({
      resource: 'order',
      operation: 'update',
      orderId: ORDER1,
      updateFields: { status: 'completed', customerId: String(GRACE), paymentMethodId: 'cod' },
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `${BASE}/orders/${ORDER1}`,
      body: { status: 'completed', customer_id: GRACE, payment_method: 'cod' },
    });
  });

  it('lists with the filters and the limit as per_page', async () => {
    const orders = await run({
      resource: 'order',
      operation: 'getAll',
      limit: 10,
      options: { customer: String(GRACE) },
    });
    expect(last().query).toEqual({ customer: String(GRACE), per_page: '10' });
    expect(orders.json.map((o) => o.id)).toEqual([ORDER2]);
    const customers = await run({ resource: 'customer', operation: 'getAll', limit: 1, filters: { order: 'desc' } });
    expect(last().query).toEqual({ order: 'desc', per_page: '1' });
    expect(customers.json.map((c) => c.id)).toEqual([GRACE]);
  });

  it('reads every page by the Link header, and fails as n8n does when there is none', async () => {
    await server!.close();
    server = await start({ customers: Array.from({ length: 101 }, (_, k) => ({ email: `c${k + 1}@weft.example` })) });
    fake = server.fake;
    process.env.WEFT_WOOCOMMERCE_API_URL = server.url;
    const all = await run({
      resource: 'customer',
      operation: 'getAll',
      returnAll: true,
      filters: { email: 'ignored@weft.example' },
    });
    expect(calls().map((c) => c.query)).toEqual([{ per_page: '100' }, { per_page: '100', page: '2' }]);
    expect(all.json).toHaveLength(101);
    fake.state.customers.length = 3;
    expect(
      (await run({ resource: 'customer', operation: 'getAll', returnAll: true, filters: {} })).error?.message,
    ).toBe("Cannot read properties of undefined (reading 'split')");
  });

  it('sends the credentials in the query when asked', async () => {
    await run({ operation: 'get', productId: TEE }, { credentials: { includeCredentialsInQuery: true } });
    expect(last()).toMatchObject({
      authorization: '',
      query: { consumer_key: CONSUMER_KEY, consumer_secret: CONSUMER_SECRET },
    });
  });

  it('deletes a customer for good', async () => {
    const { json } = await run({ resource: 'customer', operation: 'delete', customerId: ADA });
    expect(last()).toMatchObject({ method: 'DELETE', path: `${BASE}/customers/${ADA}`, query: { force: 'true' } });
    expect(json[0]).toMatchObject({ id: ADA, email: 'ada@weft.example' });
  });
});

describe('WooCommerce errors', () => {
  it("stops with n8n's message for a missing product and a refused secret", async () => {
    expect((await run({ operation: 'get', productId: 999 })).error?.message).toBe(
      'The resource you are requesting could not be found',
    );
    expect(
      (await run({ operation: 'get', productId: MUG }, { credentials: { consumerSecret: 'wrong' } })).error?.message,
    ).toBe('Authorization failed - please check your credentials');
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const { json } = await run({ operation: 'get', productId: MUG });
    expect(calls()).toHaveLength(2);
    expect(json[0]).toMatchObject({ id: MUG });
  });
});

describe('WooCommerce look-ups', () => {
  it('lists categories and tags', async () => {
    const ctx = {
      getNode: () => ({
        id: 'w1',
        name: 'WooCommerce',
        type: 'n8n-nodes-base.wooCommerce',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      }),
      getCredentials: async () => CREDENTIALS,
      getCurrentNodeParameter: () => undefined,
      helpers: { httpRequest: (o: any) => http(o) },
    } as unknown as NodeMethodContext;
    // A shop with one page sends no Link header, where n8n's look-ups fail too.
    await expect(wooCommerceMethods.loadOptions!.getCategories!.call(ctx, ctx)).rejects.toThrow("reading 'split'");
  });
});

describe('WooCommerce Trigger', () => {
  const workflow = importN8nWorkflow({
    id: 'wf-9',
    name: 'Woo events',
    nodes: [
      {
        id: 't1',
        name: 'WooCommerce Trigger',
        type: 'n8n-nodes-base.wooCommerceTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
    ],
    connections: {},
  });
  const URL_ = 'https://weft.example/webhook/hook-9/webhook';
  const type = () => registry.get('n8n-nodes-base.wooCommerceTrigger', 1)!;
  const setup = (staticData: Json): WebhookSetupContext => ({
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: (name: string, fallback?: unknown) => (name === 'event' ? 'order.created' : fallback),
    getNode: () => workflow.nodes[0]!,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => CREDENTIALS,
    helpers: { httpRequest: (o) => http(o) },
  });

  it("registers a webhook for the event with the credential's secret, finds it again and deletes it", async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = {};
    expect(await methods.checkExists(setup(data))).toBe(false);
    expect(last()).toMatchObject({
      method: 'GET',
      path: `${BASE}/webhooks`,
      query: { status: 'active', per_page: '100' },
    });
    expect(await methods.create(setup(data))).toBe(true);
    const secret = wooCommerceWebhookSecret(CREDENTIALS);
    expect(last()).toMatchObject({ method: 'POST', body: { delivery_url: URL_, topic: 'order.created', secret } });
    const hook = fake.state.webhooks[0]!;
    expect(data).toEqual({ webhookId: hook.id, secret });
    expect(await methods.checkExists(setup({}))).toBe(true);
    expect(await methods.delete(setup(data))).toBe(true);
    expect(last()).toMatchObject({ method: 'DELETE', path: `${BASE}/webhooks/${hook.id}`, query: { force: 'true' } });
    expect(data).toEqual({});
  });

  it('starts a run only for a signed call', async () => {
    const body = { id: 42, status: 'processing' };
    const deliver = (headers: Json) =>
      type().webhook!({
        getBodyData: () => body,
        getRawBody: () => Buffer.from(JSON.stringify(body)),
        getHeaderData: () => headers,
        getQueryData: () => ({}),
        getParamsData: () => ({}),
        getWebhookName: () => 'default',
        getNodeParameter: () => 'order.created',
        getNode: () => workflow.nodes[0]!,
        getWorkflow: () => workflow,
        getMode: () => 'webhook',
        getWorkflowStaticData: () => ({ secret: 's3' }),
        getCredentials: async () => CREDENTIALS,
        helpers: {
          httpRequest: (o) => http(o),
          prepareBinaryData: async () => {
            throw new Error('unused');
          },
          returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
        },
      });
    const signature = createHmac('sha256', 's3').update(JSON.stringify(body)).digest('base64');
    expect(await deliver({ 'x-wc-webhook-id': '1', 'x-wc-webhook-signature': signature })).toEqual({
      workflowData: [[{ json: body }]],
    });
    expect(await deliver({ 'x-wc-webhook-id': '1', 'x-wc-webhook-signature': 'nope' })).toEqual({});
    expect(await deliver({ 'x-wc-webhook-signature': signature })).toEqual({});
  });
});
