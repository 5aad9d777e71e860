/**
 * GitHub Trigger 1 against the loopback REST API fake: registering the repository webhook (JSON
 * payloads, the chosen events, a fresh secret kept in static data), finding it again, registering
 * anew when GitHub lost it, taking over its own hook on a 422, deleting it on deactivation, and
 * turning deliveries into items: signed with the kept secret (else 401), the ping answered `OK`.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@weft/engine';
import type { WebhookRequestContext, WebhookSetupContext } from '@weft/workflow';
import { start, TOKEN, type GithubFake } from '../github/test-fake/github-fake.mjs';
import { githubTriggerNode } from './index.js';

let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GithubFake;
beforeEach(async () => {
  await server?.close();
  server = await start({ repos: [{ name: 'hello' }] });
  fake = server.fake;
  process.env.WEFT_GITHUB_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_GITHUB_API_URL;
  await server?.close();
});

const trigger = githubTriggerNode[0]!;
const methods = trigger.webhookMethods!.default!;
const node = { id: 't1', name: 'Github Trigger', type: 'weft.githubTrigger', typeVersion: 1, parameters: {} };
const URL_ = 'https://weft.example/webhook/abc/webhook';
const PARAMETERS = {
  owner: { __rl: true, mode: 'url', value: 'https://github.com/octocat' },
  repository: { __rl: true, mode: 'name', value: 'hello' },
  events: ['issues', 'push'],
  options: { insecureSSL: true },
};

function setup(
  staticData: Record<string, unknown>,
  parameters: Record<string, unknown> = PARAMETERS,
  url = URL_,
): WebhookSetupContext {
  return {
    getNodeWebhookUrl: () => url,
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNode: () => node,
    getWorkflow: () => ({ id: 'wf' }),
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ server: 'https://api.github.com', accessToken: TOKEN }),
    helpers: { httpRequest: createHttpClient() },
  } as unknown as WebhookSetupContext;
}

function delivery(
  staticData: Record<string, unknown>,
  body: Record<string, unknown>,
  sign?: string,
): WebhookRequestContext {
  const raw = Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = { 'x-github-event': 'issues', 'content-type': 'application/json' };
  if (sign !== undefined)
    headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', sign).update(raw).digest('hex')}`;
  return {
    getBodyData: () => body,
    getRawBody: () => raw,
    getHeaderData: () => headers,
    getQueryData: () => ({ q: '1' }),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: (_n: string, fallback?: unknown) => fallback,
    getNode: () => node,
    getWorkflow: () => ({ id: 'wf' }),
    getMode: () => 'webhook',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({}),
    helpers: { returnJsonArray: (data: unknown) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })) },
  } as unknown as WebhookRequestContext;
}

describe('GitHub Trigger registration', () => {
  it('creates a JSON web hook for the events with a fresh secret and keeps its id', async () => {
    const data: Record<string, unknown> = {};
    expect(await methods.checkExists(setup(data))).toBe(false);
    expect(await methods.create(setup(data))).toBe(true);
    const call = fake.state.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/repos/octocat/hello/hooks', authorization: `token ${TOKEN}` });
    expect(call.body).toMatchObject({
      name: 'web',
      events: ['issues', 'push'],
      active: true,
      config: { url: URL_, content_type: 'json', insecure_ssl: '1' },
    });
    expect(call.body.config.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(data).toEqual({
      webhookId: fake.state.hooks[0]!.id,
      webhookEvents: ['issues', 'push'],
      webhookSecret: call.body.config.secret,
    });
    expect(await methods.checkExists(setup(data))).toBe(true);
  });

  it('registers again when GitHub no longer has the hook', async () => {
    const data: Record<string, unknown> = {};
    await methods.create(setup(data));
    fake.state.hooks.length = 0;
    expect(await methods.checkExists(setup(data))).toBe(false);
    expect(data).toEqual({});
  });

  it("takes over its own hook for the URL on a 422 with a new secret, and refuses someone else's", async () => {
    const data: Record<string, unknown> = {};
    await methods.create(setup(data));
    const first = data.webhookSecret;
    expect(await methods.create(setup(data))).toBe(true);
    expect(fake.state.calls.at(-1)!.method).toBe('PATCH');
    expect(data.webhookSecret).not.toBe(first);
    expect(fake.state.hooks).toHaveLength(1);
    await expect(methods.create(setup({}))).rejects.toThrow('Github refused to create the webhook for this workflow');
  });

  it('refuses localhost URLs and names a missing repository', async () => {
    await expect(methods.create(setup({}, PARAMETERS, 'http://localhost:5678/webhook/x'))).rejects.toThrow(/localhost/);
    await expect(
      methods.create(setup({}, { ...PARAMETERS, repository: { __rl: true, mode: 'name', value: 'nope' } })),
    ).rejects.toThrow(/repository exists/);
  });

  it('deletes the hook on deactivation and forgets it', async () => {
    const data: Record<string, unknown> = {};
    await methods.create(setup(data));
    expect(await methods.delete(setup(data))).toBe(true);
    expect(fake.state.hooks).toEqual([]);
    expect(data).toEqual({});
  });
});

describe('GitHub Trigger deliveries', () => {
  const data = { webhookId: 1, webhookSecret: 's3cret' };

  it('turns a signed delivery into { body, headers, query }', async () => {
    const body = { action: 'opened', issue: { number: 1 } };
    const result = await trigger.webhook!(delivery(data, body, 's3cret'));
    expect(result.workflowData?.[0]).toEqual([
      { json: { body, headers: expect.objectContaining({ 'x-github-event': 'issues' }), query: { q: '1' } } },
    ]);
  });

  it('answers the ping OK without a run', async () => {
    const result = await trigger.webhook!(delivery(data, { zen: 'Keep it simple.', hook_id: 1 }, 's3cret'));
    expect(result.workflowData).toBeUndefined();
    expect(result.response).toMatchObject({ statusCode: 200, body: 'OK' });
  });

  it('refuses unsigned, wrongly signed deliveries and any delivery before a secret is kept', async () => {
    for (const ctx of [
      delivery(data, { action: 'opened' }),
      delivery(data, { action: 'opened' }, 'other'),
      delivery({}, { action: 'opened' }, 's3cret'),
    ]) {
      const result = await trigger.webhook!(ctx);
      expect(result.workflowData).toBeUndefined();
      expect(result.response).toMatchObject({ statusCode: 401, body: 'Unauthorized' });
    }
  });
});
