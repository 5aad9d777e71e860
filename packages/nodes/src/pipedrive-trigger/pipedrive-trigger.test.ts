/**
 * Pipedrive Trigger against the loopback Pipedrive fake (../pipedrive/test-fake/pipedrive-fake.mjs):
 * the webhook methods at versions 1 (`object`, added/updated/… actions) and 1.1 (`entity`,
 * create/change/delete), registering the production URL with the Basic Auth Pipedrive should send,
 * finding it again, deleting it, refusing to register without a Basic Auth credential; and the
 * calls Pipedrive makes (Basic Auth checked: 401, 403, 500 as n8n answers; the body as the item).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { ACCESS_TOKEN, API_TOKEN, start, type PipedriveFake } from '../pipedrive/test-fake/pipedrive-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: PipedriveFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_PIPEDRIVE_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_PIPEDRIVE_API_URL;
  await server?.close();
});

const workflow = importN8nWorkflow({
  id: 'wf-1',
  name: 'Pipedrive events',
  nodes: [
    {
      id: 'node-1',
      name: 'Pipedrive Trigger',
      type: 'n8n-nodes-base.pipedriveTrigger',
      typeVersion: 1.1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const URL_ = 'https://weft.example/webhook/hook-1/webhook';
const BASIC = { user: 'pipedrive', password: 's3cret' };
const CREDENTIALS: Record<string, Json> = {
  pipedriveApi: { apiToken: API_TOKEN },
  pipedriveOAuth2Api: { oauthTokenData: { access_token: ACCESS_TOKEN } },
};

function type(version: number): NodeType {
  const found = registry.get('n8n-nodes-base.pipedriveTrigger', version);
  if (!found) throw new Error('Pipedrive Trigger not registered');
  return found;
}
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];
const nodeOf = (version: number, parameters: Json): WorkflowNode => ({
  ...workflow.nodes[0]!,
  typeVersion: version,
  parameters,
});
const credentials = (basic?: Json) => async (t: string) => {
  if (t === 'httpBasicAuth') {
    if (!basic) throw new Error('no Basic Auth credential');
    return basic;
  }
  return CREDENTIALS[t]!;
};

function setup(version: number, parameters: Json, staticData: Json, basic?: Json): WebhookSetupContext {
  const node = nodeOf(version, parameters);
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: credentials(basic),
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(parameters: Json, body: Json, authorization?: string, basic?: Json) {
  const node = nodeOf(1.1, parameters);
  const ctx: WebhookRequestContext = {
    getBodyData: () => body,
    getHeaderData: () => (authorization ? { authorization } : {}),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: credentials(basic),
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return type(1.1).webhook!(ctx);
}
const basicHeader = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('Pipedrive Trigger webhooks', () => {
  it('registers versions 1 and 1.1 (1.1 the default) with the default webhook', () => {
    expect(registry.versions?.('n8n-nodes-base.pipedriveTrigger')).toEqual([1, 1.1]);
    expect(type(1.1).description.defaultVersion).toBe(1.1);
    expect(type(1).description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
  });

  it('creates the webhook for the entity and action with Basic Auth, finds it again, and deletes it (1.1)', async () => {
    const methods = type(1.1).webhookMethods!.default!;
    const parameters = {
      authentication: 'apiToken',
      incomingAuthentication: 'basicAuth',
      action: 'change',
      entity: 'deal',
    };
    const data: Json = {};
    expect(await methods.checkExists(setup(1.1, parameters, data, BASIC))).toBe(false);
    expect(await methods.create(setup(1.1, parameters, data, BASIC))).toBe(true);
    const post = fake.state.calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({
      path: '/webhooks',
      token: API_TOKEN,
      body: {
        event_action: 'change',
        event_object: 'deal',
        subscription_url: URL_,
        http_auth_user: 'pipedrive',
        http_auth_password: 's3cret',
      },
    });
    expect(data.webhookId).toBe(1);
    const again: Json = {};
    expect(await methods.checkExists(setup(1.1, parameters, again, BASIC))).toBe(true);
    expect(again.webhookId).toBe(1);
    expect(await methods.checkExists(setup(1.1, { ...parameters, entity: 'person' }, {}, BASIC))).toBe(false);
    expect(await methods.delete(setup(1.1, parameters, data))).toBe(true);
    expect(fake.state.webhooks).toEqual([]);
    expect(data.webhookId).toBeUndefined();
    expect(await methods.delete(setup(1.1, parameters, { webhookId: 42 }))).toBe(false);
  });

  it('reads the object from `object` at version 1, signs with OAuth2 when asked, and sends no Basic Auth without it', async () => {
    const methods = type(1).webhookMethods!.default!;
    await methods.create(
      setup(
        1,
        { authentication: 'oAuth2', incomingAuthentication: 'none', action: 'added', object: 'person', entity: 'deal' },
        {},
      ),
    );
    const post = fake.state.calls.at(-1)!;
    expect(post.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(post.body).toEqual({ event_action: 'added', event_object: 'person', subscription_url: URL_ });
  });

  it('answers false without registering when Basic Auth is asked for but the credential is missing or empty', async () => {
    const methods = type(1.1).webhookMethods!.default!;
    expect(
      await methods.create(setup(1.1, { incomingAuthentication: 'basicAuth', action: '*', entity: '*' }, {})),
    ).toBe(false);
    expect(
      await methods.create(
        setup(1.1, { incomingAuthentication: 'basicAuth', action: '*', entity: '*' }, {}, { user: '', password: '' }),
      ),
    ).toBe(false);
    expect(fake.state.webhooks).toEqual([]);
  });
});

describe('Pipedrive Trigger calls', () => {
  const event = {
    meta: { action: 'change', entity: 'deal', id: 7 },
    data: { id: 7, title: 'Weft rollout' },
    previous: { title: 'Rollout' },
  };

  it('starts a run with the body', async () => {
    expect((await deliver({ incomingAuthentication: 'none' }, event)).workflowData).toEqual([[{ json: event }]]);
  });

  it('checks Basic Auth as n8n does', async () => {
    const ok = await deliver({ incomingAuthentication: 'basicAuth' }, event, basicHeader('pipedrive', 's3cret'), BASIC);
    expect(ok.workflowData).toEqual([[{ json: event }]]);
    const challenge = { 'WWW-Authenticate': 'Basic realm="Webhook"' };
    expect(await deliver({ incomingAuthentication: 'basicAuth' }, event, undefined, BASIC)).toEqual({
      response: { statusCode: 401, headers: challenge, body: 'Authorization is required!' },
    });
    expect(
      await deliver({ incomingAuthentication: 'basicAuth' }, event, basicHeader('pipedrive', 'nope'), BASIC),
    ).toEqual({ response: { statusCode: 403, headers: challenge, body: 'Authorization data is wrong!' } });
    expect(await deliver({ incomingAuthentication: 'basicAuth' }, event, basicHeader('pipedrive', 's3cret'))).toEqual({
      response: { statusCode: 500, headers: challenge, body: 'No authentication data defined on node!' },
    });
  });
});
