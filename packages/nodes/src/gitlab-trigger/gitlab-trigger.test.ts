/**
 * GitLab Trigger 1 against the GitLab fake: adding the project hook for the chosen events (every
 * event for `*`, Push off unless chosen), finding it again, forgetting it when GitLab no longer has
 * it, deleting it, and turning a call into `{ body, headers, query }`; and its parameters against
 * n8n 1.123's nodes.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNodeTypeRegistry,
  type HttpRequestOptions,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { start, TOKEN, type GitlabFake } from '../gitlab/test-fake/gitlab-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const type = registry.get('n8n-nodes-base.gitlabTrigger', 1)!;
const URL_ = 'https://weft.example/webhook/abc/webhook';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GitlabFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ projects: [{ name: 'hello', owner: 'tanuki' }] });
  fake = server.fake;
  process.env.WEFT_GITLAB_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_GITLAB_API_URL;
  await server?.close();
});

async function http(o: HttpRequestOptions) {
  const url = new URL(o.url);
  for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
  const r = await fetch(url, {
    method: o.method,
    headers: { ...(o.headers as Record<string, string>), 'content-type': 'application/json' },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await r.text();
  return { statusCode: r.status, statusMessage: r.statusText, headers: {}, body: text ? JSON.parse(text) : '' };
}
const node = (parameters: Record<string, unknown>) =>
  ({
    id: 'n',
    name: 'GitLab Trigger',
    type: 'n8n-nodes-base.gitlabTrigger',
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
    getCredentials: async () => ({ server: 'https://gitlab.com', accessToken: TOKEN }),
    helpers: { httpRequest: http },
  } as unknown as WebhookSetupContext;
}

describe('GitLab Trigger', () => {
  it('adds the project hook for the events, finds it, deletes it, and forgets a hook GitLab lost', async () => {
    const methods = type.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    const ctx = setup({ owner: 'tanuki', repository: 'hello', events: ['issues', 'note'] }, data);
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(await methods.create(ctx)).toBe(true);
    const created = fake.state.calls.at(-1)!;
    expect(created).toMatchObject({
      method: 'POST',
      path: '/api/v4/projects/tanuki%2Fhello/hooks',
      privateToken: TOKEN,
    });
    expect(created.body).toEqual({
      url: URL_,
      issues_events: true,
      note_events: true,
      push_events: false,
      enable_ssl_verification: false,
    });
    const hookId = fake.state.hooks[0]!.id as number;
    expect(data).toEqual({ webhookId: hookId, webhookEvents: ['issues', 'note'] });
    expect(await methods.checkExists(ctx)).toBe(true);
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/v4/projects/tanuki%2Fhello/hooks/${hookId}`,
    });
    expect(data).toEqual({});
    const lost: Record<string, unknown> = { webhookId: 999, webhookEvents: ['push'] };
    expect(await methods.checkExists(setup({ owner: 'tanuki', repository: 'hello' }, lost))).toBe(false);
    expect(lost).toEqual({});
  });

  it('asks for every event for "*", Push included', async () => {
    await type.webhookMethods!.default!.create(setup({ owner: 'tanuki', repository: 'hello', events: ['*'] }, {}));
    const body = fake.state.calls.at(-1)!.body as Record<string, unknown>;
    expect(body.push_events).toBe(true);
    expect(Object.keys(body).filter((k) => k.endsWith('_events')).length).toBeGreaterThan(5);
  });

  it('starts a run with the body, headers and query of the call', async () => {
    const ctx = {
      getBodyData: () => ({ object_kind: 'issue' }),
      getHeaderData: () => ({ 'x-gitlab-event': 'Issue Hook' }),
      getQueryData: () => ({ a: '1' }),
      helpers: { returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })) },
    } as unknown as WebhookRequestContext;
    expect(await type.webhook!(ctx)).toEqual({
      workflowData: [
        [{ json: { body: { object_kind: 'issue' }, headers: { 'x-gitlab-event': 'Issue Hook' }, query: { a: '1' } } }],
      ],
    });
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
describe.skipIf(!existsSync(file))('GitLab Trigger parameters as n8n 1.123 declares them', () => {
  it("has n8n's parameters, webhook, credentials and subtitle", () => {
    const theirs = (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, any>>).find(
      (n) => n.name === 'gitlabTrigger',
    )!;
    const strip = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(strip)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .filter(([k]) => k !== 'description' && k !== 'hint')
                .map(([k, x]) => [k, strip(x)]),
            )
          : v;
    expect(JSON.parse(JSON.stringify(type.description.properties))).toEqual(strip(theirs.properties));
    expect(type.description.webhooks).toEqual(theirs.webhooks);
    expect(type.description.subtitle).toBe(theirs.subtitle);
    expect(JSON.parse(JSON.stringify(type.description.credentials))).toEqual(theirs.credentials);
  });
});
