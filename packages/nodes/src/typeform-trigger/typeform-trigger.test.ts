/**
 * Typeform Trigger against the loopback Typeform API fake (test-fake/typeform-fake.mjs): the form
 * list (paged), the webhook methods (registering the production URL under an `n8n-` tag, finding
 * it again, deleting it, a refused registration), the token each authentication sends, 429 waits,
 * and the items a form response becomes at versions 1 and 1.1 with and without "Simplify Answers"
 * and "Only Answers". The run a response starts goes through the engine in an n8n-format workflow.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type NodeMethodContext,
  type NodeType,
  type WebhookRequestContext,
  type WebhookSetupContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { typeformBase } from './api.js';
import { ACCESS_TOKEN, formResponse, start, type TypeformFake } from './test-fake/typeform-fake.mjs';

type Json = Record<string, any>;

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: TypeformFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_TYPEFORM_API_URL = server.url;
  process.env.WEFT_TYPEFORM_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_TYPEFORM_API_URL;
  delete process.env.WEFT_TYPEFORM_RETRY_BASE_MS;
  await server?.close();
});

const FORM = { id: 'Fb7kQ2', title: 'Customer feedback' };
const URL_ = 'https://weft.example/webhook/hook-typeform/webhook';
const CREDENTIALS: Record<string, Json> = {
  typeformApi: { accessToken: ACCESS_TOKEN },
  typeformOAuth2Api: { oauthTokenData: { access_token: ACCESS_TOKEN } },
};
const workflow = importN8nWorkflow(
  JSON.parse(readFileSync(new URL('./n8n-workflows/feedback.json', import.meta.url), 'utf8')),
);

function type(version: number): NodeType {
  const found = registry.get('n8n-nodes-base.typeformTrigger', version);
  if (!found) throw new Error('Typeform Trigger not registered');
  return found;
}
/** Parameters with the defaults the server fills in. */
const withDefaults = (given: Json) => ({
  ...Object.fromEntries(type(1).description.properties.map((p) => [p.name, p.default])),
  formId: FORM.id,
  ...given,
});
const nodeOf = (version: number, parameters: Json): WorkflowNode => ({
  ...workflow.nodes[0]!,
  typeVersion: version,
  parameters,
});
const param = (parameters: Json) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];

function setup(given: Json, staticData: Json): WebhookSetupContext {
  const parameters = withDefaults(given);
  const node = nodeOf(1.1, parameters);
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async (t) => CREDENTIALS[t]!,
    helpers: { httpRequest: (o) => http(o) },
  };
}

function deliver(version: number, given: Json, body: Json) {
  const parameters = withDefaults(given);
  const node = nodeOf(version, parameters);
  const ctx: WebhookRequestContext = {
    getBodyData: () => body,
    getHeaderData: () => ({ 'content-type': 'application/json' }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async (t) => CREDENTIALS[t]!,
    helpers: {
      httpRequest: (o) => http(o),
      prepareBinaryData: async () => {
        throw new Error('unused');
      },
      returnJsonArray: (d) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })),
    },
  };
  return type(version).webhook!(ctx);
}

const ANSWERS: Json[] = [
  { type: 'text', text: 'Ada', field: { id: 'fld_name', type: 'short_text', ref: 'name' } },
  { type: 'number', number: 4, field: { id: 'fld_rating', type: 'opinion_scale', ref: 'rating' } },
  {
    type: 'choice',
    choice: { id: 'c1', label: 'Team', ref: 'team' },
    field: { id: 'fld_plan', type: 'multiple_choice', ref: 'plan' },
  },
  {
    type: 'choices',
    choices: { ids: ['u1', 'u2'], labels: ['Reports', 'Automation'], refs: ['r', 'a'] },
    field: { id: 'fld_uses', type: 'multiple_choice', ref: 'uses' },
  },
  { type: 'email', email: 'ada@weft.example', field: { id: 'fld_email', type: 'email', ref: 'email' } },
  { type: 'boolean', boolean: false, field: { id: 'fld_ok', type: 'yes_no', ref: 'ok' } },
];
const SIMPLE = {
  'What is your name?': 'Ada',
  'How likely are you to recommend us, [field:name]?': 4,
  'Which plan are you on?': 'Team',
  'What do you use it for?': ['Reports', 'Automation'],
  'Your e-mail': 'ada@weft.example',
  'May we contact you?': false,
};

describe('Typeform Trigger registration', () => {
  it('registers versions 1 and 1.1 only, and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.typeformTrigger')).toEqual([1, 1.1]);
    expect(registry.get('n8n-nodes-base.typeformTrigger', 2)).toBeUndefined();
    const api = builtinCredentialTypes.find((c) => c.name === 'typeformApi')!;
    expect(api.authenticate?.({ accessToken: 't' }, { url: 'x' }).headers).toEqual({ Authorization: 'bearer t' });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'typeformOAuth2Api')!;
    expect(oauth.properties.find((p) => p.name === 'scope')?.default).toBe('webhooks:write webhooks:read forms:read');
    const saved = process.env.WEFT_TYPEFORM_API_URL;
    delete process.env.WEFT_TYPEFORM_API_URL;
    expect(typeformBase()).toBe('https://api.typeform.com');
    process.env.WEFT_TYPEFORM_API_URL = saved;
  });

  it('lists every form for the editor, 200 a page', async () => {
    const ctx = {
      getCurrentNodeParameter: () => 'accessToken',
      getNode: () => nodeOf(1.1, {}),
      getCredentials: async (t: string) => CREDENTIALS[t]!,
      helpers: { httpRequest: (o: never) => http(o) },
    } as unknown as NodeMethodContext;
    expect(await type(1.1).methods!.loadOptions!.getForms!.call(ctx, ctx)).toEqual([
      { name: 'Customer feedback', value: 'Fb7kQ2' },
      { name: 'Beta sign-up', value: 'Ab12Cd' },
    ]);
    expect(fake.state.calls[0]).toMatchObject({
      method: 'GET',
      path: '/forms',
      query: { page_size: '200', page: '1' },
      authorization: `bearer ${ACCESS_TOKEN}`,
    });
  });
});

describe('Typeform Trigger webhook registration', () => {
  it('registers the URL under an n8n- tag, finds it again, and deletes it', async () => {
    const methods = type(1.1).webhookMethods!.default!;
    const data: Json = {};
    expect(await methods.checkExists(setup({}, data))).toBe(false);
    expect(await methods.create(setup({}, data))).toBe(true);
    const put = fake.state.calls.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toMatch(/^\/forms\/Fb7kQ2\/webhooks\/n8n-[0-9a-f]{10}$/);
    expect(put.body).toEqual({ url: URL_, enabled: true, verify_ssl: true });
    expect(data.webhookId).toBe(put.path.split('/').pop());
    const again: Json = {};
    expect(await methods.checkExists(setup({}, again))).toBe(true);
    expect(again.webhookId).toBe(data.webhookId);
    expect(await methods.delete(setup({}, data))).toBe(true);
    expect(fake.state.webhooks).toEqual([]);
    expect(data.webhookId).toBeUndefined();
    expect(await methods.delete(setup({}, { webhookId: 'n8n-gone' }))).toBe(false);
  });

  it('signs with the OAuth2 token when the authentication says so', async () => {
    const methods = type(1.1).webhookMethods!.default!;
    await methods.checkExists(setup({ authentication: 'oAuth2' }, {}));
    expect(fake.state.calls.at(-1)!.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it("fails the activation with Typeform's description for an unknown form, and waits out a 429", async () => {
    const methods = type(1.1).webhookMethods!.default!;
    const error = await methods
      .create(setup({ formId: 'nope' }, {}))
      .catch((e: unknown) => e as Error & { description?: string; httpCode?: string });
    expect(error).toMatchObject({ httpCode: '404' });
    expect(`${(error as Error).message} ${(error as { description?: string }).description}`).toContain(
      'Non existing form with uid nope',
    );
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    expect(await methods.checkExists(setup({}, {}))).toBe(false);
    expect(fake.state.calls.slice(-2).map((c) => c.method)).toEqual(['GET', 'GET']);
  });
});

describe('Typeform Trigger responses', () => {
  const body = () => formResponse(FORM, structuredClone(ANSWERS));

  it('simplifies the answers to question titles and passes only them (the defaults)', async () => {
    expect((await deliver(1.1, {}, body())).workflowData).toEqual([[{ json: SIMPLE }]]);
    expect((await deliver(1, {}, body())).workflowData).toEqual([[{ json: SIMPLE }]]);
  });

  it('keeps the whole call with the simplified answers in it', async () => {
    const result = await deliver(1.1, { onlyAnswers: false }, body());
    const expected = body();
    expected.form_response.answers = SIMPLE;
    expect(result.workflowData).toEqual([[{ json: expected }]]);
  });

  it('passes the raw answers alone: a list at 1, keyed by field id at 1.1', async () => {
    const v1 = await deliver(1, { simplifyAnswers: false }, body());
    expect(v1.workflowData).toEqual([[{ json: ANSWERS }]]);
    const v11 = await deliver(1.1, { simplifyAnswers: false }, body());
    expect(v11.workflowData).toEqual([[{ json: Object.fromEntries(ANSWERS.map((a) => [a.field.id, a])) }]]);
    const whole = await deliver(1.1, { simplifyAnswers: false, onlyAnswers: false }, body());
    expect(whole.workflowData).toEqual([[{ json: body() }]]);
  });

  it('refuses a call without a form response', async () => {
    await expect(deliver(1.1, {}, { event_type: 'form_response' })).rejects.toThrow(
      'Expected definition/answers data is missing!',
    );
  });

  it('starts a run of an n8n-format workflow with the response', async () => {
    const trigger = workflow.nodes.find((n) => n.type.endsWith('typeformTrigger'))!;
    const result = await deliver(1.1, trigger.parameters, body());
    const run = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      startNode: trigger.name,
      startItems: result.workflowData![0]!,
    });
    expect(run.data.resultData.error).toBeUndefined();
    const items = run.data.resultData.runData.Alert?.[0]?.data?.main?.[0] ?? [];
    expect(items.map((i) => i.json.alert)).toEqual(['Ada (Team) rated 4']);
  });
});
