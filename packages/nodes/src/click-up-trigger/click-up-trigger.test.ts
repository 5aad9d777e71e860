/**
 * ClickUp Trigger 1 against the ClickUp fake: registering the webhook for the chosen events and
 * filters (every event as `*`), finding it again, deleting it, and turning signed calls into runs
 * while calls with a wrong or missing signature start nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNodeTypeRegistry,
  type HttpRequestOptions,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TEAM_ID, TOKEN, type ClickUpFake } from '../click-up/test-fake/clickup-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const type = registry.get('n8n-nodes-base.clickUpTrigger', 1)!;
const URL_ = 'https://weft.example/webhook/abc/webhook';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ClickUpFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_CLICKUP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_CLICKUP_API_URL;
  await server?.close();
});

async function http(o: HttpRequestOptions) {
  const url = new URL(o.url);
  for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
  const r = await fetch(url, {
    method: o.method,
    headers: o.headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { statusCode: r.status, statusMessage: r.statusText, headers: {}, body: await r.text() };
}
const node = (parameters: Record<string, unknown>) =>
  ({
    id: 'n',
    name: 'ClickUp Trigger',
    type: 'n8n-nodes-base.clickUpTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  }) as unknown as WorkflowNode;
const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(parameters: Record<string, unknown>, data: Record<string, unknown>): WebhookSetupContext {
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node(parameters),
    getWorkflow: () => ({ id: 'wf' }) as never,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => data,
    getCredentials: async () => ({ accessToken: TOKEN }),
    helpers: { httpRequest: http },
  };
}
function deliver(data: Record<string, unknown>, body: Record<string, unknown>, signature?: string) {
  const ctx = {
    getBodyData: () => body,
    getHeaderData: () => (signature === undefined ? {} : { 'x-signature': signature }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param({}),
    getNode: () => node({}),
    getWorkflow: () => ({ id: 'wf' }),
    getMode: () => 'webhook',
    getWorkflowStaticData: () => data,
    getCredentials: async () => ({ accessToken: TOKEN }),
    helpers: {
      httpRequest: http,
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  } as unknown as WebhookRequestContext;
  return type.webhook!(ctx);
}

describe('ClickUp Trigger', () => {
  it("registers ClickUp Trigger 1 with n8n's webhook and parameters", () => {
    expect(registry.versions?.('n8n-nodes-base.clickUpTrigger')).toEqual([1]);
    expect(type.description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    expect(type.description.properties.map((p) => p.name)).toEqual(['authentication', 'team', 'events', 'filters']);
  });

  it('creates the webhook with the events and filters, finds it, and deletes it', async () => {
    const methods = type.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const ctx = setup(
      { team: TEAM_ID, events: ['taskCreated', 'taskStatusUpdated'], filters: { listId: '#90200', spaceId: '90010' } },
      data,
    );
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(await methods.create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/v2/team/${TEAM_ID}/webhook`,
      authorization: TOKEN,
      body: { endpoint: URL_, events: ['taskCreated', 'taskStatusUpdated'], list_id: '90200', space_id: '90010' },
    });
    expect(data).toEqual({ webhookId: 'w0000001-0000-4000-8000-000000000000', secret: 'WEFTSECRET000001' });
    expect(await methods.checkExists(ctx)).toBe(true);
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v2/webhook/w0000001-0000-4000-8000-000000000000',
    });
    expect(data).toEqual({});
    expect(
      await methods.checkExists(setup({ team: TEAM_ID }, { webhookId: 'w0000001-0000-4000-8000-000000000000' })),
    ).toBe(false);
  });

  it('asks for every event as "*"', async () => {
    await type.webhookMethods!.default!.create(setup({ team: TEAM_ID, events: ['*', 'taskCreated'], filters: {} }, {}));
    expect(fake.state.calls.at(-1)!.body).toEqual({ endpoint: URL_, events: '*' });
  });

  it('starts a run for a correctly signed call only', async () => {
    const data = { webhookId: 'w1', secret: 'WEFTSECRET000001' };
    const body = {
      event: 'taskCreated',
      task_id: '86c00001',
      webhook_id: 'w1',
      history_items: [{ id: '1', field: 'status' }],
    };
    const signature = createHmac('sha256', data.secret).update(JSON.stringify(body)).digest('hex');
    expect(await deliver(data, body, signature)).toEqual({ workflowData: [[{ json: body }]] });
    expect(await deliver(data, body, 'f'.repeat(64))).toEqual({});
    expect(await deliver(data, body)).toEqual({});
  });
});
