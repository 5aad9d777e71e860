/**
 * Shopify Trigger against the loopback Shopify fake (../shopify/test-fake/shopify-fake.mjs): the
 * webhook methods (finding a webhook of the topic at the node's URL, registering one, deleting it)
 * with each authentication, and the calls Shopify makes (its four headers required, the base64
 * HMAC-SHA256 of the raw body with the credential's secret checked, the topic matched).
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { ACCESS_TOKEN, API_KEY, PASSWORD, start, type ShopifyFake } from '../shopify/test-fake/shopify-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ShopifyFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ webhooks: [{ topic: 'orders/paid', address: 'https://other.example/hook' }] });
  fake = server.fake;
  process.env.WEFT_SHOPIFY_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_SHOPIFY_API_URL;
  await server?.close();
});

const workflow = importN8nWorkflow({
  id: 'wf-3',
  name: 'Shopify events',
  nodes: [
    {
      id: 'node-1',
      name: 'Shopify Trigger',
      type: 'n8n-nodes-base.shopifyTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const URL_ = 'https://weft.example/webhook/hook-1/webhook';
const CREDENTIALS: Record<string, Json> = {
  shopifyApi: { apiKey: API_KEY, password: PASSWORD, shopSubdomain: 'weft-shop', sharedSecret: 'shared' },
  shopifyAccessTokenApi: { shopSubdomain: 'weft-shop', accessToken: ACCESS_TOKEN, appSecretKey: 'app' },
  shopifyOAuth2Api: {
    shopSubdomain: 'weft-shop',
    clientSecret: 'client',
    oauthTokenData: { access_token: ACCESS_TOKEN },
  },
};

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.shopifyTrigger', 1);
  if (!found) throw new Error('Shopify Trigger not registered');
  return found;
}
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(parameters: Json, staticData: Json): WebhookSetupContext {
  const node = { ...workflow.nodes[0]!, parameters };
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async (t) => CREDENTIALS[t]!,
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(parameters: Json, body: Json, headers: Json) {
  const node = { ...workflow.nodes[0]!, parameters };
  const raw = JSON.stringify(body);
  const ctx: WebhookRequestContext = {
    getBodyData: () => body,
    getRawBody: () => Buffer.from(raw),
    getHeaderData: () => headers,
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async (t) => CREDENTIALS[t]!,
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return type().webhook!(ctx);
}
const hmac = (secret: string, body: Json) => createHmac('sha256', secret).update(JSON.stringify(body)).digest('base64');
const headersFor = (secret: string, body: Json, topic = 'orders/create') => ({
  'x-shopify-topic': topic,
  'x-shopify-hmac-sha256': hmac(secret, body),
  'x-shopify-shop-domain': 'weft-shop.myshopify.com',
  'x-shopify-api-version': '2024-07',
});

describe('Shopify Trigger webhooks', () => {
  it('registers version 1 with the default webhook', () => {
    expect(registry.versions?.('n8n-nodes-base.shopifyTrigger')).toEqual([1]);
    expect(type().description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
  });

  it("looks for the topic's webhook at the URL, creates one, finds it again and deletes it", async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = {};
    const parameters = { authentication: 'apiKey', topic: 'orders/create' };
    expect(await methods.checkExists(setup(parameters, data))).toBe(false);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/admin/api/2024-07//webhooks',
      query: { topic: 'orders/create' },
      authorization: `Basic ${Buffer.from(`${API_KEY}:${PASSWORD}`).toString('base64')}`,
    });
    expect(await methods.create(setup(parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/admin/api/2024-07//webhooks.json',
      body: { webhook: { topic: 'orders/create', address: URL_, format: 'json' } },
    });
    const hook = fake.state.webhooks.find((w) => w.address === URL_)!;
    expect(data).toEqual({ webhookId: hook.id });
    const again: Json = {};
    expect(await methods.checkExists(setup(parameters, again))).toBe(true);
    expect(again).toEqual({ webhookId: hook.id });
    expect(await methods.delete(setup(parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/admin/api/2024-07//webhooks/${hook.id}.json`,
    });
    expect(fake.state.webhooks.map((w) => w.address)).toEqual(['https://other.example/hook']);
    expect(data).toEqual({});
  });

  it('signs with the access token for that authentication, and keeps the id when a delete fails', async () => {
    const methods = type().webhookMethods!.default!;
    await methods.checkExists(setup({ authentication: 'accessToken', topic: 'orders/paid' }, {}));
    expect(fake.state.calls.at(-1)).toMatchObject({ accessToken: ACCESS_TOKEN, authorization: '' });
    const data: Json = { webhookId: 1 };
    expect(await methods.delete(setup({ authentication: 'accessToken', topic: 'orders/paid' }, data))).toBe(false);
    expect(data).toEqual({ webhookId: 1 });
  });
});

describe('Shopify Trigger calls', () => {
  const order = { id: 1, email: 'ada@weft.example' };

  it("starts a run when the HMAC (with each authentication's secret) and the topic match", async () => {
    expect(
      await deliver({ authentication: 'apiKey', topic: 'orders/create' }, order, headersFor('shared', order)),
    ).toEqual({ workflowData: [[{ json: order }]] });
    expect(
      await deliver({ authentication: 'accessToken', topic: 'orders/create' }, order, headersFor('app', order)),
    ).toEqual({ workflowData: [[{ json: order }]] });
    expect(
      await deliver({ authentication: 'oAuth2', topic: 'orders/create' }, order, headersFor('client', order)),
    ).toEqual({ workflowData: [[{ json: order }]] });
  });

  it('starts no run for a wrong HMAC, another topic or a missing Shopify header', async () => {
    const parameters = { authentication: 'apiKey', topic: 'orders/create' };
    expect(await deliver(parameters, order, headersFor('wrong', order))).toEqual({});
    expect(await deliver(parameters, order, headersFor('shared', order, 'orders/paid'))).toEqual({});
    const { 'x-shopify-api-version': _dropped, ...partial } = headersFor('shared', order);
    expect(await deliver(parameters, order, partial)).toEqual({});
  });
});
