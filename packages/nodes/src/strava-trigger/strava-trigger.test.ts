/**
 * Strava Trigger 1 through Weft against the loopback Strava fake. Activation (checkExists, then
 * create) subscribes the node's URL, and the fake validates it as Strava does, with a GET carrying
 * `hub.challenge` to a loopback stand-in of Weft's webhook endpoint that hands each call to the
 * node's `webhook()` (GET: the `setup` webhook, POST: `default`) and starts the engine on the items;
 * deactivation deletes the subscription. An existing subscription of the app fails the activation
 * unless "Delete If Exist" replaces it. Events are filtered by object and event, and "Resolve Data"
 * adds the activity or the athlete's stats as `object_data`. The credential test asks for the athlete.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type Item,
  type NodeType,
  type Workflow,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WebhookSetupMethods,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { stravaBaseUrl } from './api.js';
import {
  ACCESS_TOKEN,
  ATHLETE_ID,
  CLIENT_ID,
  CLIENT_SECRET,
  start,
  type StravaFake,
} from './test-fake/strava-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
const CREDENTIALS = {
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  oauthTokenData: { access_token: ACCESS_TOKEN },
};
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: StravaFake;

async function boot(seed?: Parameters<typeof start>[0]) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_STRAVA_API_URL = server.url;
}
beforeEach(() => boot());

function workflowWith(parameters: Json): Workflow {
  return importN8nWorkflow({
    id: 'wf-s',
    name: 'Strava activities',
    nodes: [
      {
        id: 'node-1',
        name: 'Strava Trigger',
        type: 'n8n-nodes-base.stravaTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters,
        webhookId: 'hook-s',
        credentials: { stravaOAuth2Api: { id: 's1', name: 'Strava account' } },
      },
      {
        id: 'node-2',
        name: 'Summary',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [220, 0],
        parameters: {
          assignments: {
            assignments: [
              { id: 'a', name: 'what', value: '={{ $json.object_type }}:{{ $json.aspect_type }}', type: 'string' },
              { id: 'b', name: 'name', value: '={{ $json.object_data?.name ?? "" }}', type: 'string' },
            ],
          },
          options: {},
        },
      },
    ],
    connections: { 'Strava Trigger': { main: [[{ node: 'Summary', type: 'main', index: 0 }]] } },
  });
}

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.stravaTrigger', 1);
  if (!found) throw new Error('Strava Trigger not registered');
  return found;
}
const methods = (): WebhookSetupMethods => type().webhookMethods!.default!;
const DEFAULTS = { object: '*', event: '*', resolveData: true, options: {} };
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  ({ ...DEFAULTS, ...parameters })[name] ?? fallback;

/**
 * A stand-in for Weft's production webhook endpoint on loopback: `/webhook/hook-s/webhook` hands
 * GETs to the node's `setup` webhook and POSTs to `default`, answers with the node's own answer,
 * else starts the workflow on the items (`Workflow was started`) or answers `Webhook call received`.
 */
let host: Server;
let hostUrl = '';
let workflow = workflowWith({});
const runs: Item[][] = [];
beforeAll(async () => {
  host = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://host');
      const raw = Buffer.concat(chunks);
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      if (url.pathname !== '/webhook/hook-s/webhook') return answer(404, { message: 'not registered' });
      const node = workflow.nodes[0]!;
      const body = raw.length ? (JSON.parse(raw.toString('utf8')) as Json) : {};
      const ctx = {
        getBodyData: () => body,
        getRawBody: () => raw,
        getHeaderData: () => ({ ...req.headers }),
        getQueryData: () => Object.fromEntries(url.searchParams),
        getParamsData: () => ({}),
        getWebhookName: () => (req.method === 'GET' ? 'setup' : 'default'),
        getNodeParameter: param(node.parameters),
        getNode: () => node,
        getWorkflow: () => workflow,
        getMode: () => 'webhook',
        getWorkflowStaticData: () => ({}),
        getCredentials: async () => CREDENTIALS,
        helpers: {
          httpRequest: (o: HttpRequestOptions) => http(o),
          prepareBinaryData: async () => {
            throw new Error('unused');
          },
          returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
        },
      } as unknown as WebhookRequestContext;
      type().webhook!(ctx)
        .then(async (result) => {
          const items = result.workflowData?.[0];
          if (items) {
            const run = await runWorkflow({
              workflow,
              nodeTypes: registry,
              mode: 'webhook',
              timezone: 'UTC',
              startNode: 'Strava Trigger',
              startItems: items,
            });
            runs.push(run.data.resultData.runData.Summary?.[0]?.data?.main?.[0] ?? []);
          }
          if (result.response) return answer(result.response.statusCode, result.response.body, result.response.headers);
          return answer(200, { message: items ? 'Workflow was started' : 'Webhook call received' });
        })
        .catch((error: unknown) => answer(500, { message: (error as Error).message }));
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/webhook/hook-s/webhook`;
});
afterAll(async () => {
  delete process.env.WEFT_STRAVA_API_URL;
  await server?.close();
  await new Promise((resolve) => host.close(resolve));
});

function setup(parameters: Json, staticData: Json, credentials: Json = CREDENTIALS): WebhookSetupContext {
  workflow = workflowWith(parameters);
  const node = workflow.nodes[0]!;
  return {
    getNodeWebhookUrl: () => hostUrl,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => credentials,
    helpers: { httpRequest: (o) => http(o) },
  };
}

/** What the server does on activation: checkExists, then create when it answers false. */
async function activate(ctx: WebhookSetupContext): Promise<boolean> {
  if (await methods().checkExists(ctx)) return true;
  return methods().create(ctx);
}

describe('Strava Trigger registration', () => {
  it('registers version 1 with n8n’s setup (GET) and default (POST) webhooks', () => {
    expect(registry.versions?.('n8n-nodes-base.stravaTrigger')).toEqual([1]);
    expect(type().description.webhooks!.map((w) => [w.name, w.httpMethod, w.path])).toEqual([
      ['setup', 'GET', 'webhook'],
      ['default', 'POST', 'webhook'],
    ]);
    const saved = process.env.WEFT_STRAVA_API_URL;
    delete process.env.WEFT_STRAVA_API_URL;
    expect(stravaBaseUrl()).toBe('https://www.strava.com/api/v3');
    process.env.WEFT_STRAVA_API_URL = saved;
  });

  it('activation subscribes the URL, Strava’s validation GET is echoed, deactivation deletes it', async () => {
    const data: Json = {};
    expect(await activate(setup({}, data))).toBe(true);
    const [list, post] = fake.state.calls;
    expect(list).toMatchObject({
      method: 'GET',
      path: '/api/v3/push_subscriptions',
      query: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
      authorization: '',
    });
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/v3/push_subscriptions',
      contentType: 'application/x-www-form-urlencoded',
      form: { callback_url: hostUrl, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    });
    expect(post!.form.verify_token).toMatch(/^[0-9a-f]{40}$/);
    // Strava's GET reached the node's setup webhook, which echoed the challenge and started no run.
    const [validation] = fake.state.validations;
    expect(validation!.status).toBe(200);
    const challenge = new URL(validation!.url).searchParams.get('hub.challenge');
    expect(JSON.parse(validation!.body!)).toEqual({ 'hub.challenge': challenge });
    expect(new URL(validation!.url).searchParams.get('hub.verify_token')).toBe(post!.form.verify_token);
    expect(runs).toEqual([]);
    expect(data).toEqual({ webhookId: fake.state.subscription!.id });

    // A restart finds the subscription by its URL and keeps its id; nothing is posted again.
    const again: Json = {};
    expect(await activate(setup({}, again))).toBe(true);
    expect(again).toEqual(data);
    expect(fake.state.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    expect(await methods().delete(setup({}, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v3/push_subscriptions/${String(again.webhookId)}`,
      query: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    });
    expect(fake.state.subscription).toBeUndefined();
    expect(data).toEqual({});
    // Nothing kept: nothing to delete.
    const before = fake.state.calls.length;
    expect(await methods().delete(setup({}, data))).toBe(true);
    expect(fake.state.calls).toHaveLength(before);
  });

  it('fails the activation naming the app’s other subscription, unless Delete If Exist replaces it', async () => {
    await boot({ subscription: { callback_url: 'https://old.example/webhook/strava' } });
    await expect(activate(setup({}, {}))).rejects.toMatchObject({
      httpCode: '400',
      message:
        'A subscription already exists [https://old.example/webhook/strava]. If you want to delete this subscription and create a new one with the current parameters please go to options and set delete if exist to true',
    });
    expect(fake.state.subscription!.callback_url).toBe('https://old.example/webhook/strava');

    const data: Json = {};
    expect(await activate(setup({ options: { deleteIfExist: true } }, data))).toBe(true);
    expect(fake.state.calls.map((c) => c.method).slice(-4)).toEqual(['POST', 'GET', 'DELETE', 'POST']);
    expect(fake.state.subscription!.callback_url).toBe(hostUrl);
    expect(data).toEqual({ webhookId: fake.state.subscription!.id });
  });

  it('fails the activation when Strava cannot validate the URL, or refuses the app', async () => {
    const data: Json = {};
    const ctx = setup({}, data);
    await expect(
      methods().create({ ...ctx, getNodeWebhookUrl: () => hostUrl.replace('hook-s', 'unknown') }),
    ).rejects.toMatchObject({
      httpCode: '400',
      context: {
        data: { errors: [{ resource: 'PushSubscription', code: 'GET to callback URL does not return 200' }] },
      },
    });
    expect(fake.state.validations[0]!.status).toBe(404);
    expect(data).toEqual({});
    await expect(methods().checkExists(setup({}, {}, { ...CREDENTIALS, clientSecret: 'no' }))).rejects.toMatchObject({
      httpCode: '401',
      message: 'Authorization failed - please check your credentials',
    });
  });

  it('deactivation answers false and keeps the id when Strava refuses the delete', async () => {
    const data: Json = { webhookId: 999 };
    expect(await methods().delete(setup({}, data))).toBe(false);
    expect(data).toEqual({ webhookId: 999 });
  });
});

describe('Strava Trigger events', () => {
  beforeEach(() => {
    runs.length = 0;
  });

  it('an activity event gets the activity as object_data and starts the workflow', async () => {
    expect(await activate(setup({}, {}))).toBe(true);
    const answer = await fake.push({ object_type: 'activity', aspect_type: 'create', object_id: 1360128428 });
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ message: 'Workflow was started' }) });
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v3/activities/1360128428',
      authorization: `Bearer ${ACCESS_TOKEN}`,
    });
    expect(runs.map((items) => items.map((i) => i.json))).toEqual([[{ what: 'activity:create', name: 'Morning Run' }]]);
  });

  it('gives n8n’s item: the event as Strava sent it, plus object_data', async () => {
    const ctx = setup({ object: 'athlete' }, {});
    const event = {
      aspect_type: 'update',
      event_time: 1767607200,
      object_id: ATHLETE_ID,
      object_type: 'athlete',
      owner_id: ATHLETE_ID,
      subscription_id: 120001,
      updates: { authorized: 'true' },
    };
    const result = await type().webhook!(deliveryOf(ctx, event));
    expect(result.workflowData![0]!.map((i) => i.json)).toEqual([
      { ...event, object_data: expect.objectContaining({ recent_run_totals: expect.any(Object) }) },
    ]);
    expect(fake.state.calls.at(-1)).toMatchObject({ path: `/api/v3/athletes/${ATHLETE_ID}/stats` });
  });

  it('a deletion, or Resolve Data off, fetches nothing', async () => {
    const event = { object_type: 'activity', aspect_type: 'delete', object_id: 5, owner_id: 1 };
    const deleted = await type().webhook!(deliveryOf(setup({}, {}), event));
    expect(deleted.workflowData![0]!.map((i) => i.json)).toEqual([event]);
    const plain = { ...event, aspect_type: 'update' };
    const off = await type().webhook!(deliveryOf(setup({ resolveData: false }, {}), plain));
    expect(off.workflowData![0]!.map((i) => i.json)).toEqual([plain]);
    expect(fake.state.calls).toEqual([]);
  });

  it('events of another object or event start nothing and are answered “Webhook call received”', async () => {
    expect(await activate(setup({ object: 'activity', event: 'update' }, {}))).toBe(true);
    const athlete = await fake.push({ object_type: 'athlete', aspect_type: 'update', object_id: ATHLETE_ID });
    const created = await fake.push({ object_type: 'activity', aspect_type: 'create', object_id: 1360128428 });
    for (const answer of [athlete, created])
      expect(answer).toEqual({ status: 200, body: JSON.stringify({ message: 'Webhook call received' }) });
    expect(runs).toEqual([]);
    const updated = await fake.push({ object_type: 'activity', aspect_type: 'update', object_id: 1360128428 });
    expect(updated.status).toBe(200);
    expect(runs.map((items) => items.map((i) => i.json))).toEqual([[{ what: 'activity:update', name: 'Morning Run' }]]);
  });

  it('a failed read of the object fails the call, as n8n’s node does', async () => {
    const event = { object_type: 'activity', aspect_type: 'create', object_id: 404 };
    await expect(type().webhook!(deliveryOf(setup({}, {}), event))).rejects.toMatchObject({ httpCode: '404' });
  });
});

/** A POST call to the node's default webhook with `body`, for the node's parameters in `ctx`. */
function deliveryOf(ctx: WebhookSetupContext, body: Json): WebhookRequestContext {
  const node = ctx.getNode();
  return {
    getBodyData: () => body,
    getHeaderData: () => ({ 'content-type': 'application/json' }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(node.parameters),
    getNode: () => node,
    getWorkflow: () => ctx.getWorkflow(),
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => CREDENTIALS,
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json: json as Json })),
    },
  };
}

describe('stravaOAuth2Api credential test', () => {
  const credential = () => builtinCredentialTypes.find((c) => c.name === 'stravaOAuth2Api')!;
  const send = async (token: string) => {
    const c = credential();
    const { baseURL, ...rest } = c.test!.request;
    const signed = c.authenticate!(
      { ...CREDENTIALS, oauthTokenData: { access_token: token } },
      {
        ...rest,
        url: rest.url ?? '',
      },
    );
    const url = `${baseURL!.replace('https://www.strava.com', server!.url)}${signed.url}`;
    return http({ ...signed, url, ignoreHttpStatusErrors: true });
  };

  it('has n8n’s OAuth2 fields, and asks Strava for the athlete: 200 with the token, 401 without', async () => {
    expect(credential().extends).toEqual(['oAuth2Api']);
    expect(credential().properties.map((p) => [p.name, p.default])).toEqual([
      ['grantType', 'authorizationCode'],
      ['authUrl', 'https://www.strava.com/oauth/authorize'],
      ['accessTokenUrl', 'https://www.strava.com/oauth/token'],
      ['scope', 'activity:read_all,activity:write'],
      ['authQueryParameters', ''],
      ['authentication', 'body'],
    ]);
    expect((await send(ACCESS_TOKEN)).statusCode).toBe(200);
    expect(fake.state.calls.at(-1)).toMatchObject({ path: '/api/v3/athlete', authorization: `Bearer ${ACCESS_TOKEN}` });
    expect((await send('')).statusCode).toBe(401);
  });
});
