/**
 * Linear Trigger 1 against the Linear GraphQL fake: registering the webhook for the team and the
 * resource types (capitalised), finding an enabled one for the same URL and team, deleting it,
 * and turning Linear's calls into runs with their body.
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
import { KEY, start, type LinearFake } from '../linear/test-fake/linear-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const type = registry.get('n8n-nodes-base.linearTrigger', 1)!;
const URL_ = 'https://weft.example/webhook/abc/webhook';
const ENG = '00000000-0000-4000-a000-000000000002';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: LinearFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_LINEAR_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_LINEAR_API_URL;
  await server?.close();
});

async function http(o: HttpRequestOptions) {
  const r = await fetch(o.url, { method: o.method, headers: o.headers, body: JSON.stringify(o.body) });
  return { statusCode: r.status, statusMessage: r.statusText, headers: {}, body: await r.text() };
}
const node = (parameters: Record<string, unknown>) =>
  ({
    id: 'n',
    name: 'Linear Trigger',
    type: 'n8n-nodes-base.linearTrigger',
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
    getCredentials: async () => ({ apiKey: KEY }),
    helpers: { httpRequest: http },
  };
}

describe('Linear Trigger', () => {
  it("registers Linear Trigger 1 with n8n's webhook and parameters", () => {
    expect(type.description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    expect(type.description.properties.map((p) => p.name)).toEqual(['authentication', 'notice', 'teamId', 'resources']);
  });

  it('creates the webhook for the team and resources, finds it, and deletes it', async () => {
    const methods = type.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const ctx = setup({ teamId: ENG, resources: ['issue', 'comment', 'issueLabel'] }, data);
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(await methods.create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      authorization: KEY,
      variables: { url: URL_, teamId: ENG, resources: ['Issue', 'Comment', 'IssueLabel'] },
    });
    expect(data).toEqual({ webhookId: '00000000-0000-4000-a000-000000000007' });
    const again: Record<string, unknown> = {};
    expect(await methods.checkExists(setup({ teamId: ENG }, again))).toBe(true);
    expect(again).toEqual({ webhookId: '00000000-0000-4000-a000-000000000007' });
    expect(await methods.checkExists(setup({ teamId: 'other' }, {}))).toBe(false);
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.state.webhooks).toEqual([]);
    expect(data).toEqual({});
    expect(await methods.delete(setup({}, { webhookId: 'gone' }))).toBe(false);
  });

  it('starts a run with the body of each call', async () => {
    const body = {
      action: 'create',
      type: 'Issue',
      data: { id: 'i1', title: 'New' },
      url: 'https://linear.app/weft/issue/ENG-1',
    };
    const ctx = {
      getBodyData: () => body,
      getHeaderData: () => ({}),
      getQueryData: () => ({}),
      getParamsData: () => ({}),
      getWebhookName: () => 'default',
      getNodeParameter: param({}),
      getNode: () => node({}),
      getWorkflow: () => ({ id: 'wf' }),
      getMode: () => 'webhook',
      getWorkflowStaticData: () => ({}),
      getCredentials: async () => ({}),
      helpers: { returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })) },
    } as unknown as WebhookRequestContext;
    expect(await type.webhook!(ctx)).toEqual({ workflowData: [[{ json: body }]] });
  });
});
