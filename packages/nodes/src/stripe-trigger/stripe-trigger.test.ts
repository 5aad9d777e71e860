/**
 * Stripe Trigger against the loopback Stripe fake (../stripe/test-fake/stripe-fake.mjs): the webhook
 * methods (registering the URL for the chosen events and API version, keeping the endpoint's id,
 * events and secret, finding it again or forgetting one Stripe no longer knows, deleting it) and the
 * events Stripe posts (signature checked against the credential's signature secret, 401 when it does
 * not match; events of other types start no run).
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
import { SECRET_KEY, start, type StripeFake } from '../stripe/test-fake/stripe-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: StripeFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_STRIPE_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_STRIPE_API_URL;
  await server?.close();
});

const workflow = importN8nWorkflow({
  id: 'wf-7',
  name: 'Stripe events',
  nodes: [
    {
      id: 'node-1',
      name: 'Stripe Trigger',
      type: 'n8n-nodes-base.stripeTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const URL_ = 'https://weft.example/webhook/hook-1/webhook';

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.stripeTrigger', 1);
  if (!found) throw new Error('Stripe Trigger not registered');
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
    getCredentials: async () => ({ secretKey: SECRET_KEY }),
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(parameters: Json, body: Json, options: { secret?: string; signature?: string; raw?: string } = {}) {
  const node = { ...workflow.nodes[0]!, parameters };
  const raw = options.raw ?? JSON.stringify(body);
  const ctx: WebhookRequestContext = {
    getBodyData: () => body,
    getRawBody: () => Buffer.from(raw),
    getHeaderData: () => (options.signature ? { 'stripe-signature': options.signature } : {}),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => ({ secretKey: SECRET_KEY, signatureSecret: options.secret ?? '' }),
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
const sign = (secret: string, raw: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;

describe('Stripe Trigger webhooks', () => {
  it('registers version 1 with the default webhook', () => {
    expect(registry.versions?.('n8n-nodes-base.stripeTrigger')).toEqual([1]);
    expect(type().description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
  });

  it('creates an endpoint for the events and API version, finds it again and deletes it', async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = {};
    const parameters = { events: ['charge.succeeded', 'customer.created'], apiVersion: '2025-05-28.basil' };
    expect(await methods.checkExists(setup(parameters, data))).toBe(false);
    expect(fake.state.calls).toHaveLength(0);
    expect(await methods.create(setup(parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/webhook_endpoints',
      authorization: `Bearer ${SECRET_KEY}`,
      body: {
        url: URL_,
        description: 'Created by n8n for workflow ID: wf-7',
        enabled_events: ['charge.succeeded', 'customer.created'],
        api_version: '2025-05-28.basil',
      },
    });
    const endpoint = fake.state.webhookEndpoints[0]!;
    expect(data).toEqual({
      webhookId: endpoint.id,
      webhookEvents: ['charge.succeeded', 'customer.created'],
      webhookSecret: endpoint.secret,
    });
    expect(await methods.checkExists(setup(parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/webhook_endpoints/${endpoint.id}` });
    expect(await methods.delete(setup(parameters, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/webhook_endpoints/${endpoint.id}` });
    expect(fake.state.webhookEndpoints).toHaveLength(0);
    expect(data).toEqual({});
  });

  it('forgets an endpoint Stripe no longer knows, and sends no API version when none is given', async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = { webhookId: 'we_gone', webhookEvents: ['*'], webhookSecret: 'whsec_x' };
    expect(await methods.checkExists(setup({ events: ['*'] }, data))).toBe(false);
    expect(data).toEqual({});
    await methods.create(setup({ events: ['*'], apiVersion: '' }, data));
    expect(fake.state.calls.at(-1)!.body).toEqual({
      url: URL_,
      description: 'Created by n8n for workflow ID: wf-7',
      enabled_events: ['*'],
    });
  });

  it('fails the activation when Stripe refuses the endpoint', async () => {
    const methods = type().webhookMethods!.default!;
    await expect(methods.create(setup({ events: [] }, {}))).rejects.toThrow(
      'Bad request - please check your parameters',
    );
  });

  it('reports a failed delete without forgetting the endpoint', async () => {
    const methods = type().webhookMethods!.default!;
    const data: Json = { webhookId: 'we_gone' };
    expect(await methods.delete(setup({ events: ['*'] }, data))).toBe(false);
    expect(data).toEqual({ webhookId: 'we_gone' });
  });
});

describe('Stripe Trigger events', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'charge.succeeded',
    data: { object: { id: 'ch_1', amount: 500 } },
  };

  it('starts a run with the event when its type is chosen, or any with *', async () => {
    expect(await deliver({ events: ['charge.succeeded'] }, event)).toEqual({ workflowData: [[{ json: event }]] });
    expect(await deliver({ events: ['*'] }, event)).toEqual({ workflowData: [[{ json: event }]] });
  });

  it('starts no run for other event types or an event without a type', async () => {
    expect(await deliver({ events: ['customer.created'] }, event)).toEqual({});
    expect(await deliver({ events: ['*'] }, { id: 'x' })).toEqual({});
  });

  it('checks the Stripe-Signature when the credential has a signature secret', async () => {
    const raw = JSON.stringify(event);
    expect(await deliver({ events: ['*'] }, event, { secret: 'whsec_1', signature: sign('whsec_1', raw) })).toEqual({
      workflowData: [[{ json: event }]],
    });
    const refused = {
      response: { statusCode: 401, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: 'Unauthorized' },
    };
    expect(await deliver({ events: ['*'] }, event, { secret: 'whsec_1', signature: sign('whsec_2', raw) })).toEqual(
      refused,
    );
    expect(await deliver({ events: ['*'] }, event, { secret: 'whsec_1' })).toEqual(refused);
    expect(
      await deliver({ events: ['*'] }, event, {
        secret: 'whsec_1',
        signature: sign('whsec_1', raw, Math.floor(Date.now() / 1000) - 600),
      }),
    ).toEqual(refused);
    expect(await deliver({ events: ['*'] }, event, { secret: 'whsec_1', signature: 'v1=abc' })).toEqual(refused);
  });
});
