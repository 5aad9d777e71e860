/**
 * Calendly Trigger 1 against the Calendly fake: registering the webhook subscription with an OAuth2
 * connection and with a personal access token (API v2, for the user or the organization), with a
 * legacy API key (API v1 hooks, and n8n's "any hook exists" check), finding it again, deleting it,
 * and turning Calendly's calls into runs.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNodeTypeRegistry,
  type HttpRequestOptions,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import {
  API_KEY,
  OAUTH_TOKEN,
  ORGANIZATION_URI,
  PERSONAL_TOKEN,
  start,
  USER_URI,
  type CalendlyFake,
  type CalendlySeed,
} from './test-fake/calendly-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const type = registry.get('n8n-nodes-base.calendlyTrigger', 1)!;
const methods = () => type.webhookMethods!.default!;
const URL_ = 'https://weft.example/webhook/abc/webhook';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: CalendlyFake;

async function boot(seed: CalendlySeed = {}) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_CALENDLY_API_URL = server.url;
}
beforeEach(() => boot());
afterAll(async () => {
  delete process.env.WEFT_CALENDLY_API_URL;
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
    name: 'Calendly Trigger',
    type: 'n8n-nodes-base.calendlyTrigger',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  }) as unknown as WorkflowNode;

function setup(
  parameters: Record<string, unknown>,
  data: Record<string, unknown>,
  secret = { apiKey: PERSONAL_TOKEN },
): WebhookSetupContext {
  const defaults: Record<string, unknown> = { authentication: 'apiKey', scope: 'user', events: [] };
  return {
    getNodeWebhookUrl: () => URL_,
    getNode: () => node(parameters),
    getWorkflow: () => ({ id: 'wf' }) as never,
    getMode: () => 'trigger',
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? defaults[name] ?? fallback,
    getWorkflowStaticData: () => data,
    getCredentials: async (t: string) =>
      t === 'calendlyOAuth2Api' ? { oauthTokenData: { access_token: OAUTH_TOKEN } } : secret,
    helpers: { httpRequest: http },
  };
}
const calls = () => fake.state.calls.map((c) => `${c.method} ${c.path}`);

describe('Calendly Trigger', () => {
  it("registers Calendly Trigger 1 with n8n's webhook, parameters and both credentials", () => {
    expect(registry.versions?.('n8n-nodes-base.calendlyTrigger')).toEqual([1]);
    expect(type.description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    const api = builtinCredentialTypes.find((c) => c.name === 'calendlyApi')!;
    expect(api.authenticate?.({ apiKey: 'a.b.c' }, { url: 'x', headers: {} }).headers).toEqual({
      Authorization: 'Bearer a.b.c',
    });
    expect(api.authenticate?.({ apiKey: 'KEY' }, { url: 'x', headers: {} }).headers).toEqual({ 'X-TOKEN': 'KEY' });
    expect(builtinCredentialTypes.find((c) => c.name === 'calendlyOAuth2Api')!.extends).toEqual(['oAuth2Api']);
  });

  it("with OAuth2: subscribes the user's events, finds the subscription again and deletes it by its URI", async () => {
    const data: Record<string, unknown> = {};
    const ctx = setup({ authentication: 'oAuth2', events: ['invitee.created', 'invitee.canceled'] }, data);
    expect(await methods().checkExists(ctx)).toBe(false);
    expect(calls()).toEqual(['GET /users/me', 'GET /webhook_subscriptions']);
    expect(fake.state.calls[1]!.query).toEqual({ scope: 'user', organization: ORGANIZATION_URI, user: USER_URI });
    expect(await methods().create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/webhook_subscriptions',
      authorization: `Bearer ${OAUTH_TOKEN}`,
      body: {
        url: URL_,
        events: ['invitee.created', 'invitee.canceled'],
        organization: ORGANIZATION_URI,
        scope: 'user',
        user: USER_URI,
      },
    });
    const uri = fake.state.subscriptions[0]!.uri as string;
    expect(data).toEqual({ webhookURI: uri });
    delete data.webhookURI;
    expect(await methods().checkExists(ctx)).toBe(true);
    expect(data).toEqual({ webhookURI: uri });
    expect(await methods().delete(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: new URL(uri).pathname });
    expect(fake.state.subscriptions).toEqual([]);
    expect(data).toEqual({});
  });

  it('with a personal access token: API v2 as a bearer token; the organization scope has no user; other events do not match', async () => {
    await boot({ subscriptions: [{ url: URL_, events: ['invitee.created'], scope: 'organization' }] });
    const data: Record<string, unknown> = {};
    const ctx = setup({ scope: 'organization', events: ['invitee.created', 'invitee.canceled'] }, data);
    expect(await methods().checkExists(ctx)).toBe(false);
    expect(fake.state.calls[1]).toMatchObject({
      authorization: `Bearer ${PERSONAL_TOKEN}`,
      query: { scope: 'organization', organization: ORGANIZATION_URI },
    });
    expect(await methods().checkExists(setup({ scope: 'organization', events: ['invitee.created'] }, data))).toBe(true);
    await boot();
    expect(await methods().create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)!.body).toEqual({
      url: URL_,
      events: ['invitee.created', 'invitee.canceled'],
      organization: ORGANIZATION_URI,
      scope: 'organization',
    });
  });

  it('with a legacy API key: API v1 hooks with X-TOKEN; any existing hook counts, as in n8n', async () => {
    const data: Record<string, unknown> = {};
    const ctx = setup({ events: ['invitee.created'] }, data, { apiKey: API_KEY });
    expect(await methods().checkExists(ctx)).toBe(false);
    expect(fake.state.calls[0]).toMatchObject({ method: 'GET', path: '/api/v1/hooks', xToken: API_KEY });
    expect(await methods().create(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/hooks',
      body: { url: URL_, events: ['invitee.created'] },
    });
    const id = fake.state.hooks[0]!.id;
    expect(data).toEqual({ webhookId: id });
    expect(await methods().checkExists(setup({ events: ['invitee.created'] }, {}, { apiKey: API_KEY }))).toBe(true);
    expect(await methods().checkExists(setup({ events: ['invitee.canceled'] }, {}, { apiKey: API_KEY }))).toBe(false);
    const other: Record<string, unknown> = {};
    await boot({ hooks: [{ url: 'https://elsewhere.example/hook', events: ['invitee.canceled'] }] });
    expect(await methods().checkExists(setup({ events: ['invitee.created'] }, other, { apiKey: API_KEY }))).toBe(true);
    const existing = fake.state.hooks[0]!.id;
    expect(other).toEqual({ webhookId: existing });
    expect(await methods().delete(setup({}, other, { apiKey: API_KEY }))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/v1/hooks/${String(existing)}` });
    expect(fake.state.hooks).toEqual([]);
  });

  it('answers false when a delete is refused, keeping the id', async () => {
    const data: Record<string, unknown> = { webhookURI: 'https://api.calendly.com/webhook_subscriptions/missing' };
    expect(await methods().delete(setup({ authentication: 'oAuth2' }, data))).toBe(false);
    expect(data).toEqual({ webhookURI: 'https://api.calendly.com/webhook_subscriptions/missing' });
  });

  it('refuses a wrong token when registering', async () => {
    await expect(
      methods().create(setup({ events: ['invitee.created'] }, {}, { apiKey: 'a.wrong.token' })),
    ).rejects.toThrow(/Authorization failed/);
  });

  it('starts a run with the body of each call', async () => {
    const body = {
      event: 'invitee.created',
      created_at: '2026-01-05T10:00:00Z',
      payload: { email: 'grace@weft.example', name: 'Grace Hopper' },
    };
    const ctx = {
      getBodyData: () => body,
      helpers: { returnJsonArray: (d: unknown) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })) },
    } as unknown as WebhookRequestContext;
    expect(await type.webhook!(ctx)).toEqual({ workflowData: [[{ json: body }]] });
  });
});
