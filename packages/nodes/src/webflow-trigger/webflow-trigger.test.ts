/**
 * Webflow Trigger 1 and 2 against the loopback Data API fake: finding, adding and deleting the site
 * webhook for the node's URL and event on each API generation, and which calls start a run (version 2
 * only those signed with the OAuth2 app's client secret, stamped within five minutes). Its
 * parameters are held to n8n 1.123's nodes.json.
 */
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookRequestContext, WebhookSetupContext } from '@weft/workflow';
import { createNodeTypeRegistry } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { API_TOKEN, OAUTH_TOKEN, start, type WebflowFake } from '../webflow/test-fake/webflow-fake.mjs';
import { webflowTriggerNode } from './index.js';

const SITE = 'site00000000000000000001';
const URL_ = 'https://weft.example/webhook/abc/webhook';
const SECRET = 'weft-client-secret';
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: WebflowFake;

beforeEach(async () => {
  await server?.close();
  server = await start({ sites: [{ id: SITE, name: 'Weft Studio' }] });
  fake = server.fake;
  process.env.WEFT_WEBFLOW_API_URL = server.url;
});
afterAll(async () => {
  delete process.env.WEFT_WEBFLOW_API_URL;
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

const nodeOf = (version: number, parameters: Record<string, unknown>) => ({
  id: 't',
  name: 'Webflow Trigger',
  type: 'weft.webflowTrigger',
  typeVersion: version,
  position: [0, 0],
  parameters,
});

function setup(version: number, staticData: Record<string, unknown>, event = 'form_submission'): WebhookSetupContext {
  const parameters: Record<string, unknown> = { site: SITE, event };
  return {
    getNodeWebhookUrl: () => URL_,
    getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
    getNode: () => nodeOf(version, parameters),
    getWorkflow: () => ({}) as any,
    getMode: () => 'trigger',
    getWorkflowStaticData: () => staticData,
    getCredentials: async (type: string) =>
      type === 'webflowApi'
        ? { accessToken: API_TOKEN }
        : { clientSecret: SECRET, oauthTokenData: { access_token: OAUTH_TOKEN } },
    helpers: { httpRequest: http },
  } as unknown as WebhookSetupContext;
}

function call(version: number, body: Record<string, unknown>, headers: Record<string, string> = {}, raw?: string) {
  return {
    getBodyData: () => body,
    getRawBody: () => Buffer.from(raw ?? JSON.stringify(body)),
    getHeaderData: () => headers,
    getQueryData: () => ({}),
    getParamsData: () => ({}),
    getWebhookName: () => 'default',
    getNode: () => nodeOf(version, {}),
    getCredentials: async () => ({ clientSecret: SECRET }),
    getWorkflowStaticData: () => ({}),
    helpers: { returnJsonArray: (data: any) => (Array.isArray(data) ? data : [data]).map((json) => ({ json })) },
  } as unknown as WebhookRequestContext;
}

const sign = (timestamp: string, raw: string, secret = SECRET) =>
  createHmac('sha256', secret).update(`${timestamp}:${raw}`).digest('hex');

describe('Webflow Trigger', () => {
  it('is registered at versions 1 and 2', () => {
    expect(createNodeTypeRegistry(builtinNodeTypes).versions?.('n8n-nodes-base.webflowTrigger')).toEqual([1, 2]);
  });

  it('version 1: adds, finds and deletes the site webhook on the v1 API with the API token', async () => {
    const methods = webflowTriggerNode[0]!.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    expect(await methods.checkExists(setup(1, data))).toBe(false);
    expect(await methods.create(setup(1, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/sites/${SITE}/webhooks`,
      authorization: `Bearer ${API_TOKEN}`,
      acceptVersion: '1.0.0',
      body: { site_id: SITE, triggerType: 'form_submission', url: URL_ },
    });
    const id = fake.state.webhooks[0]!.id;
    expect(data).toEqual({ webhookId: id });
    // Another event of the same URL is another webhook.
    expect(await methods.checkExists(setup(1, {}, 'site_publish'))).toBe(false);
    const found: Record<string, unknown> = {};
    expect(await methods.checkExists(setup(1, found))).toBe(true);
    expect(found).toEqual({ webhookId: id });
    expect(await methods.delete(setup(1, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/sites/${SITE}/webhooks/${id}` });
    expect(fake.state.webhooks).toEqual([]);
    expect(data).toEqual({});
    expect(await methods.delete(setup(1, { webhookId: 'gone' }))).toBe(false);
  });

  it('version 2: the same on the v2 API with OAuth2, deleting by the webhook’s id', async () => {
    const methods = webflowTriggerNode[1]!.webhookMethods!.default!;
    const data: Record<string, unknown> = {};
    expect(await methods.checkExists(setup(2, data, 'collection_item_created'))).toBe(false);
    expect(await methods.create(setup(2, data, 'collection_item_created'))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({
      path: `/v2/sites/${SITE}/webhooks`,
      authorization: `Bearer ${OAUTH_TOKEN}`,
      body: { triggerType: 'collection_item_created', url: URL_ },
    });
    const id = fake.state.webhooks[0]!.id;
    expect(data).toEqual({ webhookId: id });
    expect(await methods.checkExists(setup(2, {}, 'collection_item_created'))).toBe(true);
    expect(await methods.delete(setup(2, data))).toBe(true);
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/v2/webhooks/${id}` });
    expect(fake.state.webhooks).toEqual([]);
    expect(await methods.delete(setup(2, {}))).toBe(true);
  });

  it('version 1 starts a run with every call’s body', async () => {
    const body = { name: 'Contact', data: { email: 'ada@weft.example' } };
    expect(await webflowTriggerNode[0]!.webhook!(call(1, body))).toEqual({ workflowData: [[{ json: body }]] });
  });

  it('version 2 starts a run only for a freshly signed call', async () => {
    const body = { triggerType: 'form_submission', payload: { name: 'Contact' } };
    const raw = JSON.stringify(body);
    const now = String(Date.now());
    const ok = await webflowTriggerNode[1]!.webhook!(
      call(2, body, { 'x-webflow-timestamp': now, 'x-webflow-signature': sign(now, raw) }, raw),
    );
    expect(ok).toEqual({ workflowData: [[{ json: body }]] });
    const refused = { response: { statusCode: 401, headers: { 'Content-Type': 'text/plain' }, body: 'Unauthorized' } };
    const old = String(Date.now() - 301_000);
    const tries: Array<Record<string, string>> = [
      {},
      { 'x-webflow-timestamp': now, 'x-webflow-signature': sign(now, raw, 'other') },
      { 'x-webflow-timestamp': old, 'x-webflow-signature': sign(old, raw) },
      { 'x-webflow-timestamp': now, 'x-webflow-signature': sign(now, `${raw} `) },
    ];
    for (const headers of tries)
      expect(await webflowTriggerNode[1]!.webhook!(call(2, body, headers, raw))).toEqual(refused);
  });
});

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
describe.skipIf(!existsSync(file))('Webflow Trigger parameters as n8n 1.123 declares them', () => {
  [1, 2].forEach((version, index) =>
    it(`Webflow Trigger ${version}`, () => {
      const nodes = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, any>>;
      const theirs = nodes.find((n) => n.name === 'webflowTrigger' && n.version === version)!;
      const shape = (p: Record<string, any>) =>
        JSON.parse(
          JSON.stringify({
            name: p.name,
            type: p.type,
            default: p.default,
            required: !!p.required,
            displayOptions: p.displayOptions,
            typeOptions: p.typeOptions,
            values: (p.options ?? []).map((o: Record<string, unknown>) => o.value),
          }),
        );
      const ours = webflowTriggerNode[index]!.description;
      expect(ours.version).toBe(version);
      expect(ours.properties.map((p) => shape(p as Record<string, any>))).toEqual(theirs.properties.map(shape));
      expect(ours.credentials).toEqual(theirs.credentials);
      expect(ours.webhooks).toEqual(theirs.webhooks);
    }),
  );
});
