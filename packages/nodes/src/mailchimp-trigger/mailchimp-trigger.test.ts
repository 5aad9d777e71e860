/**
 * Mailchimp Trigger 1 against the loopback Marketing API fake: registering the audience webhook with
 * the chosen events and sources, checking it (a deleted one is gone), deleting it, Mailchimp's URL
 * check, and which calls start a run. Its parameters are held to n8n 1.123's nodes.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookRequestContext, WebhookSetupContext } from '@weft/workflow';
import { createNodeTypeRegistry } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type MailchimpFake } from '../mailchimp/test-fake/mailchimp-fake.mjs';
import { mailchimpTriggerNode } from './index.js';

const node = mailchimpTriggerNode[0]!;
const NEWSLETTER = '0000000001';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: MailchimpFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ lists: [{ name: 'Newsletter' }] });
  fake = server.fake;
  process.env.WEFT_MAILCHIMP_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_MAILCHIMP_API_URL;
  await server?.close();
});

const http = async (o: any) => {
  const url = new URL(o.url);
  for (const [k, v] of Object.entries(o.qs ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: o.method,
    headers: o.headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
};

function setup(staticData: Record<string, unknown>, params: Record<string, unknown> = {}): WebhookSetupContext {
  const parameters: Record<string, unknown> = {
    list: NEWSLETTER,
    events: ['subscribe', 'unsubscribe'],
    sources: ['user', 'api'],
    ...params,
  };
  return {
    getNodeWebhookUrl: () => 'https://weft.example/webhook/abc/webhook',
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNode: () => ({
      id: 't',
      name: 'Mailchimp Trigger',
      type: 'weft.mailchimpTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters,
    }),
    getWorkflow: () => ({}) as any,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ apiKey: API_KEY }),
    helpers: { httpRequest: http },
  } as unknown as WebhookSetupContext;
}

function call(name: string, body: Record<string, unknown>, staticData: Record<string, unknown>): WebhookRequestContext {
  return {
    getBodyData: () => body,
    getHeaderData: () => ({}),
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => name,
    getWorkflowStaticData: () => staticData,
    helpers: { returnJsonArray: (data: any) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })) },
  } as unknown as WebhookRequestContext;
}

describe('Mailchimp Trigger', () => {
  it('is registered at version 1', () => {
    expect(createNodeTypeRegistry(builtinNodeTypes).versions?.('n8n-nodes-base.mailchimpTrigger')).toEqual([1]);
  });

  it('adds, finds and deletes the audience webhook', async () => {
    const data: Record<string, unknown> = {};
    const methods = node.webhookMethods!.default!;
    expect(await methods.checkExists(setup(data))).toBe(false);
    expect(await methods.create(setup(data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/3.0/lists/${NEWSLETTER}/webhooks`,
      body: {
        url: 'https://weft.example/webhook/abc/webhook',
        events: { subscribe: true, unsubscribe: true },
        sources: { user: true, api: true },
      },
    });
    expect(data).toEqual({
      webhookId: fake.state.webhooks[0]!.id,
      events: ['subscribe', 'unsubscribe'],
      sources: ['user', 'api'],
    });
    expect(await methods.checkExists(setup(data))).toBe(true);
    expect(await methods.delete(setup(data))).toBe(true);
    expect(fake.state.webhooks).toEqual([]);
    expect(data).toEqual({});
    data.webhookId = 'gone';
    expect(await methods.checkExists(setup(data))).toBe(false);
  });

  it('answers the URL check and starts runs only for chosen kinds', async () => {
    const data = { webhookId: 'w', events: ['subscribe'], sources: ['api'] };
    expect(await node.webhook!(call('setup', {}, data))).toEqual({
      response: { statusCode: 200, headers: {}, body: '' },
    });
    const event = { type: 'subscribe', fired_at: '2026-01-05 10:00:00', data: { email: 'ada@weft.example' } };
    expect(await node.webhook!(call('default', event, data))).toEqual({ workflowData: [[{ json: event }]] });
    expect(await node.webhook!(call('default', { ...event, type: 'cleaned' }, data))).toEqual({});
    expect(await node.webhook!(call('default', { ...event, id: 'x' }, data))).toEqual({});
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
describe.skipIf(!existsSync(file))('Mailchimp Trigger parameters as n8n 1.123 declares them', () => {
  it('Mailchimp Trigger 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, any>>;
    const theirs = nodes.find((n) => n.name === 'mailchimpTrigger')!;
    const shape = (p: Record<string, any>) =>
      JSON.parse(
        JSON.stringify({
          name: p.name,
          type: p.type,
          default: p.default,
          required: !!p.required,
          typeOptions: p.typeOptions,
          values: (p.options ?? []).map((o: Record<string, unknown>) => o.value),
        }),
      );
    expect(node.description.properties.map((p) => shape(p as Record<string, any>))).toEqual(
      theirs.properties.map(shape),
    );
    expect(node.description.credentials).toEqual(theirs.credentials);
    expect(node.description.webhooks).toEqual(theirs.webhooks);
  });
});
