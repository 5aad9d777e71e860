/**
 * Cal.com Trigger 1 and 2 through Weft against the loopback Cal.com fake: activation (checkExists,
 * then create) registers the node's URL for the chosen events with the options, at `/hooks` before
 * API v2.0 and `/webhooks` from it (the setting's default follows the typeVersion), a restart finds
 * it, deactivation deletes it; refusals fail as n8n's node fails. A booking event becomes n8n's
 * item (`triggerEvent`, `createdAt` and the payload's fields) and starts an n8n-format workflow in
 * the engine. The event-type look-up and the credential test run against the fake too.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type NodeMethodContext,
  type NodeType,
  type Workflow,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WebhookSetupMethods,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type CalFake } from './test-fake/cal-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
const URL_ = 'https://weft.example/webhook/hook-c/webhook';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: CalFake;
const credentials = (apiKey = API_KEY) => ({ apiKey, host: server!.url });

async function boot(seed?: Parameters<typeof start>[0]) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
}
beforeEach(() => boot());
afterAll(async () => {
  await server?.close();
});

function workflowAt(typeVersion: number, parameters: Json): Workflow {
  return importN8nWorkflow({
    id: 'wf-c',
    name: 'Cal.com bookings',
    nodes: [
      {
        id: 'node-1',
        name: 'Cal.com Trigger',
        type: 'n8n-nodes-base.calTrigger',
        typeVersion,
        position: [0, 0],
        parameters,
        webhookId: 'hook-c',
        credentials: { calApi: { id: 'c1', name: 'Cal account' } },
      },
      {
        id: 'node-2',
        name: 'Booking',
        type: 'n8n-nodes-base.set',
        typeVersion: 3.4,
        position: [220, 0],
        parameters: {
          assignments: {
            assignments: [
              { id: 'a', name: 'event', value: '={{ $json.triggerEvent }}', type: 'string' },
              { id: 'b', name: 'title', value: '={{ $json.title }}', type: 'string' },
              { id: 'c', name: 'guest', value: '={{ $json.attendees[0].email }}', type: 'string' },
            ],
          },
          options: {},
        },
      },
    ],
    connections: { 'Cal.com Trigger': { main: [[{ node: 'Booking', type: 'main', index: 0 }]] } },
  });
}

function type(version: number): NodeType {
  const found = registry.get('n8n-nodes-base.calTrigger', version);
  if (!found) throw new Error('Cal.com Trigger not registered');
  return found;
}
const methods = (version: number): WebhookSetupMethods => type(version).webhookMethods!.default!;
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(version: number, parameters: Json, staticData: Json, apiKey = API_KEY): WebhookSetupContext {
  const workflow = workflowAt(version, parameters);
  const node = workflow.nodes[0]!;
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => credentials(apiKey),
    helpers: { httpRequest: (o) => http(o) },
  };
}

/** What the server does on activation: checkExists, then create when it answers false. */
async function activate(version: number, ctx: WebhookSetupContext): Promise<boolean> {
  if (await methods(version).checkExists(ctx)) return true;
  return methods(version).create(ctx);
}

function deliver(version: number, body: Json) {
  const workflow = workflowAt(version, { events: ['BOOKING_CREATED'] });
  const node = workflow.nodes[0]!;
  const ctx = {
    getBodyData: () => body,
    getRawBody: () => Buffer.from(JSON.stringify(body)),
    getHeaderData: () => ({ 'content-type': 'application/json' }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(node.parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => credentials(),
    helpers: {
      httpRequest: (o: never) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  } as unknown as WebhookRequestContext;
  return { result: type(version).webhook!(ctx), workflow };
}

describe('Cal.com Trigger registration', () => {
  it('registers versions 1 and 2 with n8n’s webhook and credential', () => {
    expect(registry.versions?.('n8n-nodes-base.calTrigger')).toEqual([1, 2]);
    expect(type(2).description.credentials).toEqual([{ name: 'calApi', required: true }]);
  });

  it('version 1 (API before v2.0): registers at /hooks, finds it again, deletes it', async () => {
    const data: Json = {};
    const parameters = { events: ['BOOKING_CREATED', 'BOOKING_CANCELLED'] };
    expect(await activate(1, setup(1, parameters, data))).toBe(true);
    const [list, post] = fake.state.calls;
    expect(list).toMatchObject({ method: 'GET', path: '/hooks', query: { apiKey: API_KEY } });
    expect(post).toMatchObject({
      method: 'POST',
      path: '/hooks',
      query: { apiKey: API_KEY },
      body: { subscriberUrl: URL_, eventTriggers: ['BOOKING_CREATED', 'BOOKING_CANCELLED'], active: true },
    });
    const id = fake.state.webhooks[0]!.id as string;
    expect(data).toEqual({ webhookId: id });

    // A restart: the hook has every chosen event, so nothing is created again.
    const again: Json = {};
    expect(await activate(1, setup(1, { events: ['BOOKING_CANCELLED'] }, again))).toBe(true);
    expect(again).toEqual({ webhookId: id });
    expect(fake.state.webhooks).toHaveLength(1);

    expect(await methods(1).delete(setup(1, parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/hooks/${id}` });
    expect(fake.state.webhooks).toEqual([]);
    expect(data).toEqual({});
    // Nothing kept: nothing is sent.
    const before = fake.state.calls.length;
    expect(await methods(1).delete(setup(1, parameters, data))).toBe(true);
    expect(fake.state.calls).toHaveLength(before);
  });

  it('version 2 (API from v2.0): registers at /webhooks with the options, and deletes there', async () => {
    const data: Json = {};
    const parameters = {
      events: ['MEETING_ENDED'],
      options: { appId: 'weft-app', eventTypeId: 7, payloadTemplate: '{"title":"{{title}}"}' },
    };
    expect(await activate(2, setup(2, parameters, data))).toBe(true);
    expect(fake.state.calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', '/webhooks'],
      ['POST', '/webhooks'],
    ]);
    expect(fake.state.calls[1]!.body).toEqual({
      subscriberUrl: URL_,
      eventTriggers: ['MEETING_ENDED'],
      active: true,
      appId: 'weft-app',
      eventTypeId: 7,
      payloadTemplate: '{"title":"{{title}}"}',
    });
    const id = fake.state.webhooks[0]!.id as string;
    expect(data).toEqual({ webhookId: id });
    expect(await methods(2).delete(setup(2, parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/webhooks/${id}` });
    expect(data).toEqual({});
  });

  it('the API Version setting, when saved, wins over the typeVersion’s default', async () => {
    await methods(1).checkExists(setup(1, { events: [], version: 2 }, {}));
    await methods(2).checkExists(setup(2, { events: [], version: 1 }, {}));
    expect(fake.state.calls.map((c) => c.path)).toEqual(['/webhooks', '/hooks']);
  });

  it('a hook of the URL lacking a chosen event does not exist, so another is created (as n8n does)', async () => {
    await boot({ webhooks: [{ subscriberUrl: URL_, eventTriggers: ['BOOKING_CREATED'] }] });
    const data: Json = {};
    expect(await methods(2).checkExists(setup(2, { events: ['BOOKING_CREATED', 'MEETING_ENDED'] }, data))).toBe(false);
    expect(data).toEqual({});
    expect(await methods(2).create(setup(2, { events: ['BOOKING_CREATED', 'MEETING_ENDED'] }, data))).toBe(true);
    expect(fake.state.webhooks).toHaveLength(2);
    expect(data).toEqual({ webhookId: fake.state.webhooks[1]!.id });
  });

  it('fails the activation with Cal.com’s refusal; a refused delete answers false and keeps the id', async () => {
    await expect(methods(2).checkExists(setup(2, { events: ['BOOKING_CREATED'] }, {}, 'wrong'))).rejects.toMatchObject({
      httpCode: '401',
      message: 'Authorization failed - please check your credentials',
      description: 'Your API key is not valid.',
    });
    await expect(methods(2).create(setup(2, { events: ['NOT_AN_EVENT'] }, {}))).rejects.toMatchObject({
      httpCode: '400',
      description: 'eventTriggers: Invalid enum value',
    });
    const data: Json = { webhookId: 'gone' };
    expect(await methods(2).delete(setup(2, {}, data))).toBe(false);
    expect(data).toEqual({ webhookId: 'gone' });
  });
});

describe('Cal.com Trigger events', () => {
  const EVENT = {
    triggerEvent: 'BOOKING_CREATED',
    createdAt: '2026-01-05T10:00:00.000Z',
    payload: {
      type: '30min',
      title: 'Thirty Minute Meeting between Ada Lovelace and Grace Hopper',
      startTime: '2026-01-06T09:00:00Z',
      endTime: '2026-01-06T09:30:00Z',
      organizer: { id: 5, name: 'Ada Lovelace', email: 'ada@weft.example', timeZone: 'Europe/London' },
      attendees: [{ name: 'Grace Hopper', email: 'grace@weft.example', timeZone: 'America/New_York' }],
      uid: 'bk-0001',
      bookingId: 91,
      eventTypeId: 7,
      status: 'ACCEPTED',
    },
  };

  for (const version of [1, 2]) {
    it(`version ${version}: one item of the trigger, its time and the payload’s fields; the workflow runs`, async () => {
      const { result, workflow } = deliver(version, EVENT);
      const { workflowData } = await result;
      expect(workflowData![0]!.map((i) => i.json)).toEqual([
        { triggerEvent: 'BOOKING_CREATED', createdAt: '2026-01-05T10:00:00.000Z', ...EVENT.payload },
      ]);
      const run = await runWorkflow({
        workflow,
        nodeTypes: registry,
        mode: 'webhook',
        timezone: 'UTC',
        startNode: 'Cal.com Trigger',
        startItems: workflowData![0]!,
      });
      expect(run.data.resultData.error).toBeUndefined();
      expect(run.data.resultData.runData.Booking?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([
        { event: 'BOOKING_CREATED', title: EVENT.payload.title, guest: 'grace@weft.example' },
      ]);
    });
  }

  it('a templated body without a payload gives its trigger and time only', async () => {
    const { workflowData } = await deliver(2, { title: 'custom' }).result;
    expect(JSON.parse(JSON.stringify(workflowData![0]!.map((i) => i.json)))).toEqual([{}]);
  });
});

describe('Cal.com Trigger look-ups and credential', () => {
  it('offers the event types by title, sorted without regard to case', async () => {
    const ctx = {
      getNode: () => workflowAt(2, {}).nodes[0]!,
      getCredentials: async () => credentials(),
      helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
    } as unknown as NodeMethodContext;
    const options = await type(2).methods!.loadOptions!.getEventTypes!.call(ctx, ctx);
    expect(options).toEqual([
      { name: 'coffee chat', value: 3 },
      { name: 'Deep Dive', value: 9 },
      { name: 'Thirty Minute Meeting', value: 7 },
    ]);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'GET', path: '/event-types', query: { apiKey: API_KEY } });
  });

  it('calApi has n8n’s fields; its test lists the memberships at {host}/v1/memberships', async () => {
    const credential = builtinCredentialTypes.find((c) => c.name === 'calApi')!;
    expect(credential.properties.map((p) => [p.name, p.default])).toEqual([
      ['apiKey', ''],
      ['host', 'https://api.cal.com'],
    ]);
    const send = async (apiKey: string) => {
      const data = credentials(apiKey);
      // The server resolves `={{$credentials.x}}` (and a leading `=`) in the test request.
      const resolve = (v?: string) =>
        v!
          .replace(/^=/, '')
          .replace(/\{\{\s*\$credentials\.(\w+)\s*\}\}/g, (_m, k: string) => String((data as Json)[k]));
      const signed = credential.authenticate!(data, { url: resolve(credential.test!.request.url) });
      return http({
        ...signed,
        url: `${resolve(credential.test!.request.baseURL)}${signed.url}`,
        ignoreHttpStatusErrors: true,
      });
    };
    expect((await send(API_KEY)).statusCode).toBe(200);
    expect(fake.state.calls.at(-1)).toMatchObject({ path: '/v1/memberships', query: { apiKey: API_KEY } });
    expect((await send('wrong')).statusCode).toBe(401);
  });
});
