/**
 * Brevo Trigger 1 against the loopback Brevo API fake: finding a webhook already registered at the
 * node's URL, creating one with the chosen type and events, deleting it, and the run each call
 * starts. Its parameters are held to n8n 1.123's nodes.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeTypeRegistry, type WebhookRequestContext, type WebhookSetupContext } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { API_KEY, start, type BrevoFake } from '../send-in-blue/test-fake/brevo-fake.mjs';
import { sendInBlueTriggerNode } from './index.js';

const node = sendInBlueTriggerNode[0]!;
const URL_OF_NODE = 'https://weft.example/webhook/abc/webhooks';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: BrevoFake;

beforeEach(async () => {
  await server?.close();
  server = await start({});
  fake = server.fake;
  process.env.WEFT_BREVO_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_BREVO_API_URL;
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

function setup(staticData: Record<string, unknown>, key = API_KEY): WebhookSetupContext {
  const parameters: Record<string, unknown> = { type: 'marketing', events: ['click', 'opened'] };
  return {
    getNodeWebhookUrl: () => URL_OF_NODE,
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNode: () => ({
      id: 't',
      name: 'Brevo Trigger',
      type: 'weft.sendInBlueTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters,
    }),
    getWorkflow: () => ({}) as any,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => ({ apiKey: key }),
    helpers: { httpRequest: http },
  } as unknown as WebhookSetupContext;
}

describe('Brevo Trigger', () => {
  it('is registered at version 1', () => {
    expect(createNodeTypeRegistry(builtinNodeTypes).versions?.('n8n-nodes-base.sendInBlueTrigger')).toEqual([1]);
  });

  it('creates, finds and deletes the webhook', async () => {
    const data: Record<string, unknown> = {};
    const methods = node.webhookMethods!.default!;
    expect(await methods.checkExists(setup(data))).toBe(false);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v3/webhooks',
      query: { type: 'marketing' },
    });
    expect(await methods.create(setup(data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      body: { events: ['click', 'opened'], type: 'marketing', url: URL_OF_NODE },
    });
    const id = data.webhookId;
    delete data.webhookId;
    expect(await methods.checkExists(setup(data))).toBe(true);
    expect(data.webhookId).toBe(id);
    expect(await methods.delete(setup(data))).toBe(true);
    expect(fake.state.webhooks).toEqual([]);
    expect(data).toEqual({});
    expect(await methods.checkExists(setup(data, 'wrong'))).toBe(false);
  });

  it('starts a run with the body', async () => {
    const body = { event: 'click', email: 'ada@weft.example' };
    const ctx = {
      getBodyData: () => body,
      helpers: { returnJsonArray: (d: any) => (Array.isArray(d) ? d : [d]).map((json) => ({ json })) },
    } as unknown as WebhookRequestContext;
    expect(await node.webhook!(ctx)).toEqual({ workflowData: [[{ json: body }]] });
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
describe.skipIf(!existsSync(file))('Brevo Trigger parameters as n8n 1.123 declares them', () => {
  it('Brevo Trigger 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, any>>;
    const theirs = nodes.find((n) => n.name === 'sendInBlueTrigger')!;
    const shape = (p: Record<string, any>) =>
      JSON.parse(
        JSON.stringify({
          name: p.name,
          type: p.type,
          default: p.default,
          required: !!p.required,
          displayOptions: p.displayOptions,
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
