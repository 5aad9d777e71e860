/**
 * Gumroad Trigger 1 through Weft against the loopback Gumroad fake: activation asks checkExists and
 * creates the resource subscription for the node's URL only when none is kept, deactivation deletes
 * it, refusals fail as n8n's node fails; a ping (form fields) becomes the run's item and starts an
 * n8n-format workflow in the engine; the credential test signs in with the token.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WebhookSetupMethods,
} from '@weft/workflow';
import { builtinNodeTypes, builtinCredentialTypes } from '../registry.js';
import { gumroadBaseUrl } from './api.js';
import { ACCESS_TOKEN, start, type GumroadFake } from './test-fake/gumroad-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
const URL_ = 'https://weft.example/webhook/hook-g/webhook';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GumroadFake;

async function boot(seed?: Parameters<typeof start>[0]) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_GUMROAD_API_URL = server.url;
}
beforeEach(() => boot());
afterAll(async () => {
  delete process.env.WEFT_GUMROAD_API_URL;
  await server?.close();
});

const workflow = importN8nWorkflow({
  id: 'wf-g',
  name: 'Gumroad sales',
  nodes: [
    {
      id: 'node-1',
      name: 'Gumroad Trigger',
      type: 'n8n-nodes-base.gumroadTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: { resource: 'sale' },
      webhookId: 'hook-g',
      credentials: { gumroadApi: { id: 'g1', name: 'Gumroad account' } },
    },
    {
      id: 'node-2',
      name: 'Sale',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [220, 0],
      parameters: {
        assignments: {
          assignments: [
            { id: 'a', name: 'email', value: '={{ $json.email }}', type: 'string' },
            { id: 'b', name: 'price', value: '={{ Number($json.price) / 100 }}', type: 'number' },
          ],
        },
        options: {},
      },
    },
  ],
  connections: { 'Gumroad Trigger': { main: [[{ node: 'Sale', type: 'main', index: 0 }]] } },
});

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.gumroadTrigger', 1);
  if (!found) throw new Error('Gumroad Trigger not registered');
  return found;
}
const methods = (): WebhookSetupMethods => type().webhookMethods!.default!;
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(parameters: Json, staticData: Json, token = ACCESS_TOKEN): WebhookSetupContext {
  const node = { ...workflow.nodes[0]!, parameters };
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ accessToken: token }),
    helpers: { httpRequest: (o) => http(o) },
  };
}

/** What the server does on activation: checkExists, then create when it answers false. */
async function activate(ctx: WebhookSetupContext): Promise<boolean> {
  if (await methods().checkExists(ctx)) return true;
  return methods().create(ctx);
}

function deliver(raw: string, contentType = 'application/x-www-form-urlencoded') {
  const node = workflow.nodes[0]!;
  const ctx = {
    getBodyData: () =>
      contentType === 'application/json' ? (JSON.parse(raw) as Json) : Object.fromEntries(new URLSearchParams(raw)),
    getRawBody: () => Buffer.from(raw),
    getHeaderData: () => ({ 'content-type': contentType }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(node.parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => ({ accessToken: ACCESS_TOKEN }),
    helpers: {
      httpRequest: (o: never) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  } as unknown as WebhookRequestContext;
  return type().webhook!(ctx);
}

describe('Gumroad Trigger registration', () => {
  it('registers version 1 with n8n’s webhook and credential', () => {
    expect(registry.versions?.('n8n-nodes-base.gumroadTrigger')).toEqual([1]);
    expect(type().description.credentials).toEqual([{ name: 'gumroadApi', required: true }]);
    const saved = process.env.WEFT_GUMROAD_API_URL;
    delete process.env.WEFT_GUMROAD_API_URL;
    expect(gumroadBaseUrl()).toBe('https://api.gumroad.com/v2');
    process.env.WEFT_GUMROAD_API_URL = saved;
  });

  it('activation subscribes the URL once, a restart finds it, deactivation deletes it', async () => {
    const data: Json = {};
    expect(await activate(setup({ resource: 'sale' }, data))).toBe(true);
    // Nothing kept yet: checkExists asks nothing and answers false, then the PUT.
    expect(fake.state.calls).toHaveLength(1);
    expect(fake.state.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/v2/resource_subscriptions',
      contentType: 'application/json',
      body: { access_token: ACCESS_TOKEN, post_url: URL_, resource_name: 'sale' },
    });
    const id = fake.state.subscriptions[0]!.id;
    expect(data).toEqual({ webhookId: id });

    // A restart: the kept id is listed, so nothing is created again.
    expect(await activate(setup({ resource: 'sale' }, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/resource_subscriptions',
      body: { access_token: ACCESS_TOKEN },
    });
    expect(fake.state.subscriptions).toHaveLength(1);

    expect(await methods().delete(setup({ resource: 'sale' }, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/resource_subscriptions/${id}` });
    expect(fake.state.subscriptions).toEqual([]);
    expect(data).toEqual({});
  });

  it('a kept id Gumroad no longer lists does not exist, so activation subscribes again', async () => {
    await boot({ subscriptions: [{ resource_name: 'refund', post_url: 'https://elsewhere.example/hook' }] });
    const data: Json = { webhookId: 'gone' };
    expect(await methods().checkExists(setup({ resource: 'refund' }, data))).toBe(false);
    expect(await methods().create(setup({ resource: 'refund' }, data))).toBe(true);
    expect(fake.state.subscriptions.map((s) => s.post_url)).toEqual(['https://elsewhere.example/hook', URL_]);
    expect(data.webhookId).toBe(fake.state.subscriptions[1]!.id);
  });

  it('deactivation answers false and keeps the id when Gumroad refuses the delete', async () => {
    const data: Json = { webhookId: 'missing' };
    expect(await methods().delete(setup({ resource: 'sale' }, data))).toBe(false);
    expect(data).toEqual({ webhookId: 'missing' });
  });

  it('fails the activation with Gumroad’s refusal', async () => {
    await expect(methods().create(setup({ resource: 'sale' }, {}, 'wrong'))).rejects.toMatchObject({
      httpCode: '401',
      message: 'Authorization failed - please check your credentials',
      description: 'The access token is invalid.',
    });
    await expect(methods().checkExists(setup({ resource: 'sale' }, { webhookId: 'x' }, 'wrong'))).rejects.toMatchObject(
      { httpCode: '401' },
    );
  });
});

describe('Gumroad Trigger pings', () => {
  const PING =
    'seller_id=WEFTseller%3D%3D&product_id=WEFTprod%3D%3D&product_name=Weft+Guide&permalink=weft-guide' +
    '&email=ada%40weft.example&price=1500&currency=usd&quantity=1&sale_id=WEFTsale%3D%3D' +
    '&sale_timestamp=2026-01-05T10%3A00%3A00Z&test=false&url_params%5Bsource%5D=newsletter' +
    '&variants%5BSize%5D=Large&offer_code=&custom_fields%5B%5D=one&custom_fields%5B%5D=two';

  it('turns the form fields into the item as n8n parses them, and starts an n8n workflow', async () => {
    const result = await deliver(PING);
    const item = result.workflowData![0]![0]!.json;
    expect(item).toEqual({
      seller_id: 'WEFTseller==',
      product_id: 'WEFTprod==',
      product_name: 'Weft Guide',
      permalink: 'weft-guide',
      email: 'ada@weft.example',
      price: '1500',
      currency: 'usd',
      quantity: '1',
      sale_id: 'WEFTsale==',
      sale_timestamp: '2026-01-05T10:00:00Z',
      test: 'false',
      'url_params[source]': 'newsletter',
      'variants[Size]': 'Large',
      offer_code: '',
      // A repeated field is a list, as Node's querystring (n8n's body parser) reads it.
      'custom_fields[]': ['one', 'two'],
    });
    const run = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      startNode: 'Gumroad Trigger',
      startItems: result.workflowData![0]!,
    });
    expect(run.data.resultData.error).toBeUndefined();
    expect(run.data.resultData.runData.Sale?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([
      { email: 'ada@weft.example', price: 15 },
    ]);
  });

  it('passes a JSON body on as it is', async () => {
    const result = await deliver(JSON.stringify({ sale_id: 'x' }), 'application/json');
    expect(result.workflowData).toEqual([[{ json: { sale_id: 'x' } }]]);
  });
});

describe('gumroadApi credential test', () => {
  const credential = () => builtinCredentialTypes.find((c) => c.name === 'gumroadApi')!;
  const send = async (token: string) => {
    const c = credential();
    const { baseURL, ...rest } = c.test!.request;
    const signed = c.authenticate!({ accessToken: token }, { ...rest, url: rest.url ?? '' });
    const url = `${baseURL!.replace('https://api.gumroad.com', server!.url)}${signed.url}`;
    return http({ ...signed, url, ignoreHttpStatusErrors: true });
  };

  it('asks Gumroad for the token’s user: 200 with the right token, 401 with a wrong one', async () => {
    expect(credential().properties.map((p) => p.name)).toEqual(['accessToken']);
    expect((await send(ACCESS_TOKEN)).statusCode).toBe(200);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/user',
      query: { access_token: ACCESS_TOKEN },
    });
    expect((await send('wrong')).statusCode).toBe(401);
  });
});
