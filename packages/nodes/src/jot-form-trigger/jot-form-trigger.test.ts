/**
 * JotForm Trigger against the loopback JotForm API fake (test-fake/jotform-fake.mjs): the editor's
 * form list, the webhook methods (registering the production URL with the form, finding it again,
 * deleting it, a refused delete), the API domain and key the calls use, JotForm's refusals and 429
 * waits, and the shaping of a submission posted as JotForm posts it (multipart, as the server hands
 * it over: no parsed body, the raw bytes and the content type) with and without "Resolve Data" and
 * "Only Answers". The run a submission starts goes through the engine in an n8n-format workflow.
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
import { jotFormOrigin } from './api.js';
import { API_KEY, start, submission, type JotFormFake } from './test-fake/jotform-fake.mjs';

const http = createHttpClient();
const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: JotFormFake;

beforeEach(async () => {
  await server?.close();
  server = await start();
  fake = server.fake;
  process.env.WEFT_JOTFORM_API_URL = server.url;
  process.env.WEFT_JOTFORM_RETRY_BASE_MS = '5';
});
afterAll(async () => {
  delete process.env.WEFT_JOTFORM_API_URL;
  delete process.env.WEFT_JOTFORM_RETRY_BASE_MS;
  await server?.close();
});

const FORM = { id: '240011223344556', title: 'Contact us' };
const URL_ = 'https://weft.example/webhook/hook-1/webhook';
const CREDENTIALS = { apiKey: API_KEY, apiDomain: 'eu-api.jotform.com' };
const workflowJson = JSON.parse(readFileSync(new URL('./n8n-workflows/contact-form.json', import.meta.url), 'utf8'));
const workflow = importN8nWorkflow(workflowJson);

function type(): NodeType {
  const found = registry.get('n8n-nodes-base.jotFormTrigger', 1);
  if (!found) throw new Error('JotForm Trigger not registered');
  return found;
}
const param = (parameters: Record<string, unknown>) => (name: string, fallback?: unknown) =>
  parameters[name] === undefined ? fallback : parameters[name];
const nodeOf = (parameters: Record<string, unknown>): WorkflowNode => ({
  ...workflow.nodes[0]!,
  parameters: parameters as WorkflowNode['parameters'],
});

function setup(
  parameters: Record<string, unknown>,
  staticData: Record<string, unknown>,
  credentials: Record<string, unknown> = CREDENTIALS,
): WebhookSetupContext {
  const node = nodeOf(parameters);
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => credentials,
    helpers: { httpRequest: (o) => http(o) },
  };
}

/** Delivers a body as the server does for a node's own webhook: multipart is not parsed for the node. */
function deliver(
  given: Record<string, unknown>,
  body: Buffer,
  contentType: string,
  parsed: Record<string, unknown> = {},
) {
  // The server fills the defaults of parameters a workflow leaves out (here "Resolve Data" and "Only Answers": on).
  const parameters = {
    ...Object.fromEntries(type().description.properties.map((p) => [p.name, p.default])),
    form: FORM.id,
    ...given,
  };
  const node = nodeOf(parameters);
  const ctx: WebhookRequestContext = {
    getBodyData: () => parsed,
    getRawBody: () => body,
    getHeaderData: () => ({ 'content-type': contentType }),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNodeParameter: param(parameters),
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'webhook',
    getWorkflowStaticData: () => ({}),
    getCredentials: async () => CREDENTIALS,
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

const ANSWERS = {
  q3_fullName: { first: 'Ada', last: 'Lovelace' },
  q4_email: 'ada@weft.example',
  q5_your_message: 'Hello',
  q9_gone: 'no such question',
};

describe('JotForm Trigger registration', () => {
  it('registers version 1 only, with the default webhook, and the jotFormApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.jotFormTrigger')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.jotFormTrigger', 2)).toBeUndefined();
    expect(type().description.webhooks).toEqual([
      { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
    ]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'jotFormApi')!;
    expect(credential.properties.map((p) => [p.name, p.default])).toEqual([
      ['apiKey', ''],
      ['apiDomain', 'api.jotform.com'],
    ]);
    expect(credential.authenticate?.({ apiKey: 'k' }, { url: 'x' }).headers).toEqual({ APIKEY: 'k' });
  });

  it('calls the API domain the credential names unless a test overrides it', () => {
    const saved = process.env.WEFT_JOTFORM_API_URL;
    delete process.env.WEFT_JOTFORM_API_URL;
    expect(jotFormOrigin('eu-api.jotform.com')).toBe('https://eu-api.jotform.com');
    expect(jotFormOrigin('')).toBe('https://api.jotform.com');
    process.env.WEFT_JOTFORM_API_URL = saved;
    expect(jotFormOrigin('hipaa-api.jotform.com')).toBe(saved);
  });

  it("lists the account's forms for the editor (limit 1000, the API key in APIKEY)", async () => {
    const ctx = {
      getNode: () => nodeOf({}),
      getCredentials: async () => CREDENTIALS,
      helpers: { httpRequest: (o: never) => http(o) },
    } as unknown as NodeMethodContext;
    expect(await type().methods!.loadOptions!.getForms!.call(ctx, ctx)).toEqual([
      { name: 'Contact us', value: FORM.id },
    ]);
    expect(fake.state.calls[0]).toMatchObject({
      method: 'GET',
      path: '/user/forms',
      query: { limit: '1000' },
      apiKey: API_KEY,
    });
  });
});

describe('JotForm Trigger webhook registration', () => {
  it('registers the URL with the form, finds it again, and deletes it', async () => {
    const methods = type().webhookMethods!.default!;
    fake.state.forms[0]!.webhooks.push('https://elsewhere.example/hook');
    const data: Record<string, unknown> = {};
    const ctx = setup({ form: FORM.id }, data);
    expect(await methods.checkExists(ctx)).toBe(false);
    expect(await methods.create(ctx)).toBe(true);
    const post = fake.state.calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({
      path: `/form/${FORM.id}/webhooks`,
      body: { webhookURL: URL_ },
      contentType: 'application/x-www-form-urlencoded',
      apiKey: API_KEY,
    });
    // The form already called another URL: ours is the second webhook.
    expect(data.webhookId).toBe('1');
    const again: Record<string, unknown> = {};
    expect(await methods.checkExists(setup({ form: FORM.id }, again))).toBe(true);
    expect(again.webhookId).toBe('1');
    expect(await methods.delete(ctx)).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/form/${FORM.id}/webhooks/1` });
    expect(fake.state.forms[0]!.webhooks).toEqual(['https://elsewhere.example/hook']);
    expect(data.webhookId).toBeUndefined();
  });

  it('answers false where JotForm refuses: an unknown form, a wrong key, a webhook already gone', async () => {
    const methods = type().webhookMethods!.default!;
    expect(await methods.checkExists(setup({ form: '999' }, {}))).toBe(false);
    expect(await methods.checkExists(setup({ form: FORM.id }, {}, { apiKey: 'wrong' }))).toBe(false);
    expect(await methods.delete(setup({ form: FORM.id }, { webhookId: '7' }))).toBe(false);
    expect(await methods.delete(setup({ form: FORM.id }, {}))).toBe(true);
  });

  it("fails the activation with JotForm's message when the registration is refused", async () => {
    const methods = type().webhookMethods!.default!;
    const error = await methods
      .create(setup({ form: FORM.id }, {}, { apiKey: 'wrong' }))
      .catch((e: unknown) => e as Error & { description?: string; httpCode?: string });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ httpCode: '401' });
    expect(`${(error as Error).message} ${String((error as { description?: string }).description)}`).toContain(
      "You're not authorized to use (/form/240011223344556/webhooks)",
    );
  });

  it('waits out a 429 and retries a 503', async () => {
    const methods = type().webhookMethods!.default!;
    fake.state.failures.push({ status: 429, retryAfter: 0 }, { status: 503, message: 'busy' });
    expect(await methods.create(setup({ form: FORM.id }, {}))).toBe(true);
    expect(fake.state.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST']);
    expect(fake.state.forms[0]!.webhooks).toEqual([URL_]);
  });
});

describe('JotForm Trigger submissions', () => {
  const posted = () => submission(FORM, ANSWERS);

  it("resolves the answers to the questions' texts and passes only them (the defaults)", async () => {
    const { body, contentType } = posted();
    const result = await deliver({ resolveData: true, onlyAnswers: true }, body, contentType);
    expect(result.workflowData).toEqual([
      [
        {
          json: {
            'Full Name': { first: 'Ada', last: 'Lovelace' },
            'E-mail': 'ada@weft.example',
            'Your message': 'Hello',
          },
        },
      ],
    ]);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'GET', path: `/form/${FORM.id}/questions` });
  });

  it('keeps every field JotForm sent, with the resolved answers as rawRequest', async () => {
    const { body, contentType, fields } = posted();
    const result = await deliver({ resolveData: true, onlyAnswers: false }, body, contentType);
    const json = result.workflowData![0]![0]!.json as Record<string, unknown>;
    expect(json).toEqual({
      ...fields,
      rawRequest: {
        'Full Name': { first: 'Ada', last: 'Lovelace' },
        'E-mail': 'ada@weft.example',
        'Your message': 'Hello',
      },
    });
  });

  it('passes the internal keys unresolved, without asking JotForm', async () => {
    const { body, contentType, fields, rawRequest } = posted();
    const only = await deliver({ resolveData: false, onlyAnswers: true }, body, contentType);
    expect(only.workflowData).toEqual([[{ json: rawRequest }]]);
    const all = await deliver({ resolveData: false, onlyAnswers: false }, body, contentType);
    expect(all.workflowData).toEqual([[{ json: { ...fields, rawRequest } }]]);
    expect(fake.state.calls).toEqual([]);
  });

  it("takes a body the host already parsed (fields, or n8n's { data })", async () => {
    const { fields, rawRequest } = posted();
    const flat = await deliver(
      { resolveData: false, onlyAnswers: true },
      Buffer.alloc(0),
      'application/x-www-form-urlencoded',
      { ...fields },
    );
    expect(flat.workflowData).toEqual([[{ json: rawRequest }]]);
    const wrapped = await deliver({ resolveData: false, onlyAnswers: true }, Buffer.from('{}'), 'application/json', {
      data: { ...fields },
    });
    expect(wrapped.workflowData).toEqual([[{ json: rawRequest }]]);
  });

  it('refuses a call without readable answers', async () => {
    await expect(
      deliver({ resolveData: false }, Buffer.from('{"formID":"1"}'), 'application/json', { formID: '1' }),
    ).rejects.toThrow('The JotForm call has no readable "rawRequest" field');
  });

  it('starts a run of an n8n-format workflow with the submission', async () => {
    const { body, contentType } = posted();
    const trigger = workflow.nodes.find((n) => n.type.endsWith('jotFormTrigger'))!;
    const result = await deliver(trigger.parameters, body, contentType);
    const run = await runWorkflow({
      workflow,
      nodeTypes: registry,
      mode: 'webhook',
      timezone: 'UTC',
      startNode: trigger.name,
      startItems: result.workflowData![0]!,
    });
    const items = run.data.resultData.runData['Shape lead']?.[0]?.data?.main?.[0] ?? [];
    expect(run.data.resultData.error).toBeUndefined();
    expect(items.map((i) => i.json)).toEqual([{ name: 'Ada Lovelace', email: 'ada@weft.example' }]);
  });
});
