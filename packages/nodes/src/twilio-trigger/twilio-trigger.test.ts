/**
 * Twilio Trigger against the loopback Event Streams fake (test-fake/events-fake.mjs): the webhook
 * methods (a sink for the node's URL, a subscription to the first chosen type and one subscribed
 * event per further type, their ids kept in static data; an existing sink reused only when its
 * subscription has exactly the chosen types; the sink, then the subscription, deleted), Twilio's
 * refusals, the deliveries (one item per event of a batch) and the run a delivery starts through
 * the engine in an n8n-format workflow. Its parameters are held to n8n 1.123's nodes.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { twilioEventsOrigin } from './index.js';
import { ACCOUNT_SID, AUTH_TOKEN, start, type EventsFake } from './test-fake/events-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: EventsFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_TWILIO_EVENTS_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_TWILIO_EVENTS_API_URL;
  await server?.close();
});

const SMS = 'com.twilio.messaging.inbound-message.received';
const CALL = 'com.twilio.voice.insights.call-summary.complete';
const URL_ = 'https://weft.example/webhook/hook-9/webhook';
const CREDENTIALS = { authType: 'authToken', accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN };

const workflow = importN8nWorkflow({
  id: 'wf-9',
  name: 'Twilio events',
  nodes: [
    {
      id: 'node-1',
      name: 'Twilio Trigger',
      type: 'n8n-nodes-base.twilioTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: { updates: [SMS] },
      webhookId: 'hook-9',
      credentials: { twilioApi: { id: 't1', name: 'Twilio account' } },
    },
    {
      id: 'node-2',
      name: 'Sender',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [220, 0],
      parameters: {
        assignments: {
          assignments: [
            { id: 'a', name: 'from', value: '={{ $json.data.from }}', type: 'string' },
            { id: 'b', name: 'text', value: '={{ $json.data.body }}', type: 'string' },
          ],
        },
        options: {},
      },
    },
  ],
  connections: { 'Twilio Trigger': { main: [[{ node: 'Sender', type: 'main', index: 0 }]] } },
});

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.twilioTrigger', 1);
  if (!found) throw new Error('Twilio Trigger not registered');
  return found;
}
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(parameters: Json, staticData: Json, credentials: Json = CREDENTIALS): WebhookSetupContext {
  const node = { ...workflow.nodes[0]!, parameters };
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => credentials,
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(body: unknown) {
  const node = workflow.nodes[0]!;
  const ctx = {
    getBodyData: () => body as Json,
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
    getCredentials: async () => CREDENTIALS,
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

const EVENT = (n: number) => ({
  specversion: '1.0',
  type: SMS,
  source: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages/SM${n}.json`,
  id: `EZ${n}`,
  dataschema: 'https://events-schemas.twilio.com/Messaging.InboundMessageV1/1',
  datacontenttype: 'application/json',
  time: '2026-01-05T10:00:00.000Z',
  data: { from: '+15550000001', to: '+15550000002', body: `Hello ${n}`, numMedia: 0, messageSid: `SM${n}` },
});

describe('Twilio Trigger registration', () => {
  it('registers version 1 with the default webhook and n8n’s parameters', () => {
    expect(registry.versions?.('n8n-nodes-base.twilioTrigger')).toEqual([1]);
    expect(type().description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    expect(type().description.credentials).toEqual([{ name: 'twilioApi', required: true }]);
    const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
    if (!existsSync(file)) return;
    const theirs = (JSON.parse(readFileSync(file, 'utf8')) as Json[]).find((n) => n.name === 'twilioTrigger')!;
    const shape = (p: Json) => ({
      name: p.name,
      type: p.type,
      default: p.default,
      required: !!p.required,
      displayOptions: p.displayOptions,
      values: (p.options as Json[] | undefined)?.map((o) => o.value),
    });
    expect(type().description.properties.map((p) => shape(p as Json))).toEqual(
      (theirs.properties as Json[]).map(shape),
    );
    const saved = process.env.WEFT_TWILIO_EVENTS_API_URL;
    delete process.env.WEFT_TWILIO_EVENTS_API_URL;
    expect(twilioEventsOrigin()).toBe('https://events.twilio.com');
    process.env.WEFT_TWILIO_EVENTS_API_URL = saved;
  });
});

describe('Twilio Trigger subscription', () => {
  it('creates a sink and a subscription to every chosen type, finds them again and deletes them', async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = {};
    const parameters = { updates: [CALL, SMS] };
    expect(await methods.checkExists(setup(parameters, data))).toBe(false);
    expect(await methods.create(setup(parameters, data))).toBe(true);
    const [, sink, subscription, extra] = fake.state.calls;
    expect(sink).toMatchObject({
      method: 'POST',
      path: '/Sinks',
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      form: { SinkType: 'webhook', Description: 'Sink created by n8n Twilio Trigger Node.' },
    });
    expect(JSON.parse(sink!.form.SinkConfiguration!)).toEqual({ destination: URL_, method: 'POST' });
    expect(subscription).toMatchObject({ path: '/Subscriptions', types: [`{ "type": "${CALL}" }`] });
    expect(extra).toMatchObject({
      path: `/Subscriptions/${String(data.subscriptionId)}/SubscribedEvents`,
      form: { Type: SMS },
    });
    expect(data).toEqual({ sinkId: fake.state.sinks[0]!.sid, subscriptionId: fake.state.subscriptions[0]!.sid });

    // Found again with the same types in any order; not when the chosen types differ.
    expect(await methods.checkExists(setup({ updates: [SMS, CALL] }, data))).toBe(true);
    expect(await methods.checkExists(setup({ updates: [SMS] }, data))).toBe(false);

    expect(await methods.delete(setup(parameters, data))).toBe(true);
    expect(data).toEqual({ sinkId: '', subscriptionId: '' });
    expect(fake.state.calls.slice(-2).map((c) => [c.method, c.path.split('/')[1]])).toEqual([
      ['DELETE', 'Sinks'],
      ['DELETE', 'Subscriptions'],
    ]);
    expect([fake.state.sinks, fake.state.subscriptions]).toEqual([[], []]);
    // Nothing left to delete: nothing is sent.
    const before = fake.state.calls.length;
    expect(await methods.delete(setup(parameters, data))).toBe(true);
    expect(fake.state.calls).toHaveLength(before);
  });

  it('fails the activation with Twilio’s refusal', async () => {
    const methods = type().webhookMethods!.default!;
    await expect(
      methods.checkExists(setup({ updates: [SMS] }, {}, { ...CREDENTIALS, authToken: 'no' })),
    ).rejects.toMatchObject({
      httpCode: '401',
      message: 'Authorization failed - please check your credentials',
    });
    await expect(methods.create(setup({ updates: ['com.example.unknown'] }, {}))).rejects.toMatchObject({
      httpCode: '400',
    });
  });
});

describe('Twilio Trigger deliveries', () => {
  it('turns a batch of events into one item each, and starts a run of an n8n workflow', async () => {
    const result = await deliver([EVENT(1), EVENT(2)]);
    expect(result.workflowData![0]!.map((i) => i.json.id)).toEqual(['EZ1', 'EZ2']);
    const single = await deliver(EVENT(3));
    expect(single.workflowData![0]!.map((i) => i.json.id)).toEqual(['EZ3']);
    const run = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      startNode: 'Twilio Trigger',
      startItems: result.workflowData![0]!,
    });
    expect(run.data.resultData.error).toBeUndefined();
    expect(run.data.resultData.runData.Sender?.[0]?.data?.main?.[0]?.map((i) => i.json)).toEqual([
      { from: '+15550000001', text: 'Hello 1' },
      { from: '+15550000001', text: 'Hello 2' },
    ]);
  });
});
