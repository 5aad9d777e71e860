/**
 * Asana Trigger 1 against the Asana fake: registering the webhook on a resource, finding it again
 * by resource and URL, deleting it, answering Asana's handshake with its secret, and turning calls
 * with events into runs while calls without events start nothing.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNodeTypeRegistry,
  type HttpRequestOptions,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN, type AsanaFake } from '../asana/test-fake/asana-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const type = registry.get('n8n-nodes-base.asanaTrigger', 1)!;
const URL_ = 'https://weft.example/webhook/abc/webhook';
const WORKSPACE = '1200000000000001';
const PROJECT = '1200000000000042';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: AsanaFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_ASANA_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_ASANA_API_URL;
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
    name: 'Asana Trigger',
    type: 'n8n-nodes-base.asanaTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  }) as unknown as WorkflowNode;
const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(parameters: Record<string, unknown>, data: Record<string, unknown>, url = URL_): WebhookSetupContext {
  return {
    getNodeWebhookUrl: () => url,
    getNodeParameter: param(parameters),
    getNode: () => node(parameters),
    getWorkflow: () => ({ id: 'wf' }) as never,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => data,
    getCredentials: async () => ({ accessToken: TOKEN }),
    helpers: { httpRequest: http },
  };
}
function deliver(data: Record<string, unknown>, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const ctx = {
    getBodyData: () => body,
    getHeaderData: () => headers,
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

describe('Asana Trigger', () => {
  it("registers Asana Trigger 1 with n8n's webhook and parameters", () => {
    expect(registry.versions?.('n8n-nodes-base.asanaTrigger')).toEqual([1]);
    expect(type.description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    expect(type.description.properties.map((p) => p.name)).toEqual(['authentication', 'resource', 'workspace']);
  });

  it('creates the webhook on the resource, finds it again by resource and URL, and deletes it', async () => {
    const methods = type.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const ctx = setup({ resource: PROJECT, workspace: WORKSPACE }, data);
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/webhooks',
      query: { workspace: WORKSPACE },
      authorization: `Bearer ${TOKEN}`,
    });
    expect(await methods.create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/webhooks',
      body: { data: { resource: PROJECT, target: URL_ } },
    });
    const id = data.webhookId;
    expect(typeof id).toBe('string');
    const again: Record<string, unknown> = {};
    expect(await methods.checkExists(setup({ resource: PROJECT, workspace: WORKSPACE }, again))).toBe(true);
    expect(again.webhookId).toBe(id);
    data.hookSecret = 's';
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/webhooks/${String(id)}` });
    expect(data).toEqual({});
    expect(fake.state.webhooks).toEqual([]);
  });

  it('refuses a webhook URL with a space in the node name', async () => {
    await expect(
      type.webhookMethods!.default!.create(
        setup({ resource: PROJECT }, {}, 'https://weft.example/webhook/abc/asana%20trigger/webhook'),
      ),
    ).rejects.toThrow('not allowed to contain any spaces');
  });

  it('answers the handshake with its secret, and starts a run per call with events only', async () => {
    const data: Record<string, unknown> = {};
    expect(await deliver(data, {}, { 'x-hook-secret': 'h00k' })).toEqual({
      response: { statusCode: 200, headers: { 'X-Hook-Secret': 'h00k' } },
    });
    expect(data.hookSecret).toBe('h00k');
    const events = [
      { action: 'changed', resource: { gid: '1', resource_type: 'task' } },
      { action: 'added', resource: { gid: '2', resource_type: 'story' } },
    ];
    expect(await deliver(data, { events })).toEqual({ workflowData: [events.map((json) => ({ json }))] });
    expect(await deliver(data, { events: [] })).toEqual({});
    expect(await deliver(data, {})).toEqual({});
  });
});
