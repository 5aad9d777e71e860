/**
 * Jira Trigger's own parts against the loopback Jira fake: the webhook methods (finding an existing
 * webhook for the URL and events, registering one with the events, JQL filter, query-auth secret
 * and `${field}` variables in its URL, deleting it; Data Center 10's endpoint) and the shaping of the
 * calls Jira makes (query parameters merged into the body, the secret checked and taken out, 403
 * otherwise). The server side (activation, URLs, runs) is tested in packages/server.
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
import { API_TOKEN, EMAIL, start } from '../jira/test-fake/jira-fake.mjs';
import { JIRA_EVENTS } from './events.js';

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;

beforeEach(async () => {
  await server?.close();
  server = await start();
  process.env.WEFT_JIRA_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_JIRA_API_URL;
  await server?.close();
});

const workflow = importN8nWorkflow({
  id: 'wf-1',
  name: 'Jira events',
  nodes: [
    {
      id: 'node-1',
      name: 'Jira Trigger',
      type: 'n8n-nodes-base.jiraTrigger',
      typeVersion: 1.1,
      position: [0, 0],
      parameters: {},
      webhookId: 'hook-1',
    },
  ],
  connections: {},
});
const URL_ = 'https://weft.example/webhook/hook-1/webhook';
const AUTH = { name: 'token', value: 's3cret' };

function typeOf(version: number): NodeType {
  const type = registry.get('n8n-nodes-base.jiraTrigger', version);
  if (!type) throw new Error('Jira Trigger not registered');
  return type;
}
const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];
const nodeOf = (version: number, parameters: Record<string, unknown>): WorkflowNode => ({
  ...workflow.nodes[0]!,
  typeVersion: version,
  parameters: parameters as WorkflowNode['parameters'],
});
const credentials = (auth?: Record<string, unknown>) => async (type: string) => {
  if (type === 'httpQueryAuth') {
    if (!auth) throw new Error('no query auth credential');
    return auth;
  }
  return { email: EMAIL, apiToken: API_TOKEN, domain: 'https://weft-team.atlassian.net' };
};

function setup(
  version: number,
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  auth?: Record<string, unknown>,
): WebhookSetupContext {
  const node = nodeOf(version, parameters);
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: credentials(auth),
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(
  version: number,
  parameters: Record<string, unknown>,
  body: Record<string, unknown>,
  query: Record<string, unknown>,
  auth?: Record<string, unknown>,
) {
  const node = nodeOf(version, parameters);
  const ctx: WebhookRequestContext = {
    getBodyData: () => body,
    getHeaderData: () => ({}),
    getQueryData: () => query,
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: credentials(auth),
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return typeOf(version).webhook!(ctx);
}

describe('Jira Trigger webhooks', () => {
  it('registers versions 1 and 1.1 with the default webhook at path "webhook"', () => {
    expect(registry.versions?.('n8n-nodes-base.jiraTrigger')).toEqual([1, 1.1]);
    expect(typeOf(1.1).description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
  });

  it('creates the webhook with the events, filter and query-auth secret, finds it again, and deletes it', async () => {
    const methods = typeOf(1.1).webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const parameters = {
      events: ['jira:issue_created', 'comment_created'],
      authenticateWebhook: true,
      additionalFields: { filter: 'project = WEFT', includeFields: ['issue.id'] },
    };
    const ctx = setup(1.1, parameters, data, AUTH);
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(data.endpoint).toBe('/webhooks/1.0/webhook');
    expect(await methods.create(ctx)).toBe(true);
    const post = server!.fake.state.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/rest/webhooks/1.0/webhook');
    expect(post.body).toEqual({
      name: `n8n-webhook:${URL_}`,
      url: `${URL_}?token=${Buffer.from('s3cret').toString('base64')}&issue.id=\${issue.id}`,
      events: ['jira:issue_created', 'comment_created'],
      filters: { 'issue-related-events-section': 'project = WEFT' },
      excludeBody: false,
    });
    expect(data.webhookId).toBe('1');
    // Registered under a URL with a query, so the plain URL is not found again (as in n8n).
    expect(await methods.checkExists(setup(1.1, parameters, {}, AUTH))).toBe(false);
    expect(await methods.delete(ctx)).toBe(true);
    expect(server!.fake.state.webhooks).toEqual([]);
    expect(data.webhookId).toBeUndefined();
  });

  it('reuses a webhook for the same URL that has every event; `*` registers every event', async () => {
    const methods = typeOf(1).webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    await methods.checkExists(setup(1, { events: ['*'] }, data));
    await methods.create(setup(1, { events: ['*'], incomingAuthentication: 'none', additionalFields: {} }, data));
    expect(server!.fake.state.webhooks[0]!.events).toEqual([...JIRA_EVENTS]);
    expect(server!.fake.state.webhooks[0]!.url).toBe(URL_);
    const again: Record<string, unknown> = {};
    expect(await methods.checkExists(setup(1, { events: ['jira:issue_updated'] }, again))).toBe(true);
    expect(again.webhookId).toBe('1');
    expect(await methods.delete(setup(1, {}, { endpoint: '/webhooks/1.0/webhook', webhookId: '99' }))).toBe(false);
  });

  it('refuses to register query auth without a credential', async () => {
    const methods = typeOf(1).webhookMethods!.default!;
    const data = { endpoint: '/webhooks/1.0/webhook' };
    await expect(
      methods.create(
        setup(1, { events: ['comment_created'], incomingAuthentication: 'queryAuth', additionalFields: {} }, data, {
          name: '',
          value: '',
        }),
      ),
    ).rejects.toThrow('HTTP Query Auth credentials are empty');
  });
});

describe('Jira Trigger calls', () => {
  const event = { webhookEvent: 'jira:issue_created', issue: { id: '10001', key: 'WEFT-1' } };

  it('starts a run with the body and the query parameters merged in', async () => {
    const result = await deliver(1.1, { authenticateWebhook: false }, { ...event }, { 'issue.id': '10001' });
    expect(result.workflowData).toEqual([[{ json: { ...event, 'issue.id': '10001' } }]]);
  });

  it('checks the query-auth secret (1: the option, 1.1: the switch) and takes it out', async () => {
    const secret = Buffer.from('s3cret').toString('base64');
    const ok = await deliver(1, { incomingAuthentication: 'queryAuth' }, { ...event }, { token: secret }, AUTH);
    expect(ok.workflowData).toEqual([[{ json: event }]]);
    const wrong = await deliver(1.1, { authenticateWebhook: true }, { ...event }, { token: 's3cret' }, AUTH);
    expect(wrong).toEqual({
      response: { statusCode: 403, headers: {}, body: { message: 'Provided authentication data is not valid' } },
    });
    const missing = await deliver(1.1, { authenticateWebhook: true }, { ...event }, {}, undefined);
    expect(missing.response?.body).toEqual({ message: 'Auth settings are not valid, some data are missing' });
  });
});
