/**
 * Bannerbear 1 against the loopback Bannerbear fake (test-fake/bannerbear-fake.mjs), in workflows
 * as n8n stores them: each operation's request (method, path, body, the bearer key) and the items
 * it answers, modifications in snake case without empty fields, waiting for a render, refusals as
 * node errors (401, 404, 422, 429 waited out), Continue On Fail passing the input through as n8n's
 * engine does for this node, the editor's look-ups and the credential.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type Item,
  type NodeMethodContext,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { snakeCase } from './execute.js';
import { bannerbearMethods } from './methods.js';
import { API_KEY, start, type BannerbearFake, type BannerbearSeed } from './test-fake/bannerbear-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: BannerbearFake;

async function fresh(seed: BannerbearSeed = {}) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_BANNERBEAR_API_URL = server.url;
  process.env.WEFT_BANNERBEAR_POLL_MS = '1';
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_BANNERBEAR_API_URL;
  delete process.env.WEFT_BANNERBEAR_POLL_MS;
  await server?.close();
});

async function run(parameters: Json, options: { items?: Item[]; onError?: string; apiKey?: string } = {}) {
  const node: Json = {
    id: 'b1',
    name: 'Bannerbear',
    type: 'n8n-nodes-base.bannerbear',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { bannerbearApi: { id: 'b', name: 'b' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'bannerbear test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Bannerbear',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData.Bannerbear?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;

describe('Bannerbear registration', () => {
  it('registers Bannerbear 1 (no tool variant, as in n8n) and the bannerbearApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.bannerbear')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.bannerbearTool')).toBeUndefined();
    const credential = builtinCredentialTypes.find((c) => c.name === 'bannerbearApi')!;
    expect(credential.properties.map((p) => p.name)).toEqual(['apiKey']);
    expect(credential.authenticate?.({ apiKey: 'k' }, { url: 'x' }).headers).toEqual({ Authorization: 'Bearer k' });
    expect(credential.test?.request).toEqual({ baseURL: 'https://api.bannerbear.com/v2', url: '/auth' });
    expect(['imageUrl', 'name', 'text', 'background'].map(snakeCase)).toEqual([
      'image_url',
      'name',
      'text',
      'background',
    ]);
  });

  it('answers the credential test request only for the right key', async () => {
    const ok = await http({ url: `${server!.url}/v2/auth`, headers: { Authorization: `Bearer ${API_KEY}` } });
    const refused = await http({
      url: `${server!.url}/v2/auth`,
      headers: { Authorization: 'Bearer nope' },
      ignoreHttpStatusErrors: true,
    });
    expect([ok.statusCode, refused.statusCode]).toEqual([200, 401]);
  });
});

describe('Bannerbear images and templates', () => {
  it('creates an image per item, modifications in snake case without empty fields', async () => {
    const { json, items } = await run(
      {
        templateId: 'tPl8BaNnEr01',
        additionalFields: { metadata: '={{ $json.id }}', webhookUrl: 'https://hooks.weft.example/bb' },
        modificationsUi: {
          modificationsValues: [
            { name: 'title', text: '={{ $json.title }}', color: '#222222', background: '' },
            { name: 'photo', imageUrl: 'https://cdn.weft.example/loom.jpg' },
          ],
        },
      },
      { items: [{ json: { id: 'p1', title: 'One' } }, { json: { id: 'p2', title: 'Two' } }] },
    );
    expect(calls()[0]).toMatchObject({
      method: 'POST',
      path: '/v2/images',
      authorization: `Bearer ${API_KEY}`,
      body: {
        template: 'tPl8BaNnEr01',
        webhook_url: 'https://hooks.weft.example/bb',
        metadata: 'p1',
        modifications: [
          { name: 'title', text: 'One', color: '#222222' },
          { name: 'photo', image_url: 'https://cdn.weft.example/loom.jpg' },
        ],
      },
    });
    expect(calls()[1]!.body.metadata).toBe('p2');
    expect(json.map((j) => j.status)).toEqual(['pending', 'pending']);
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('sends no modifications when none are given', async () => {
    await run({ templateId: 'tPl8QuOtE002', additionalFields: {} });
    expect(calls()[0]!.body).toEqual({ template: 'tPl8QuOtE002' });
  });

  it('waits for the image, and fails after Wait Max Tries checks', async () => {
    await fresh({ renderReads: 2 });
    const { json } = await run({ templateId: 'tPl8QuOtE002', additionalFields: { waitForImage: true } });
    expect(json[0]).toMatchObject({ status: 'completed', image_url: expect.stringContaining('.png') });
    expect(calls().map((c) => c.method)).toEqual(['POST', 'GET', 'GET']);
    await fresh({ renderReads: 5 });
    const late = await run({
      templateId: 'tPl8QuOtE002',
      additionalFields: { waitForImage: true, waitForImageMaxTries: 2 },
    });
    expect(late.error?.message).toBe('Image did not finish processing after multiple tries.');
    expect(calls()).toHaveLength(3);
  });

  it('reads an image, a template and every template (one item each)', async () => {
    const created = await run({ templateId: 'tPl8QuOtE002', additionalFields: {} });
    const image = await run({ operation: 'get', imageId: String(created.json[0]!.uid) });
    expect(image.json[0]).toMatchObject({ uid: created.json[0]!.uid, status: 'completed' });
    const template = await run({ resource: 'template', templateId: 'tPl8QuOtE002' });
    expect(template.json[0]).toMatchObject({
      name: 'Quote card',
      available_modifications: [{ name: 'quote' }, { name: 'author' }],
    });
    const all = await run({ resource: 'template', operation: 'getAll' }, { items: [{ json: {} }, { json: {} }] });
    expect(all.json.map((t) => t.uid)).toEqual(['tPl8BaNnEr01', 'tPl8QuOtE002', 'tPl8BaNnEr01', 'tPl8QuOtE002']);
    expect(all.items.every((i) => i.pairedItem === undefined)).toBe(true);
  });
});

describe('Bannerbear errors', () => {
  it('stops with n8n’s messages for 401, 404 and 422, Bannerbear’s as the description', async () => {
    const unauthorized = await run({ resource: 'template', operation: 'getAll' }, { apiKey: 'nope' });
    expect(unauthorized.error?.message).toBe('Authorization failed - please check your credentials');
    expect(unauthorized.error?.httpCode).toBe('401');
    const missing = await run({ resource: 'template', templateId: 'nope' });
    expect(missing.error?.message).toBe('The resource you are requesting could not be found');
    expect(missing.error?.description).toBe('Template not found');
    const layer = await run({
      templateId: 'tPl8QuOtE002',
      modificationsUi: { modificationsValues: [{ name: 'nope', text: 'x' }] },
    });
    expect(layer.error?.httpCode).toBe('422');
  });

  it('waits out a 429 and retries', async () => {
    await fresh({ failures: [{ status: 429, retryAfter: 0 }] });
    expect((await run({ resource: 'template', operation: 'getAll' })).json).toHaveLength(2);
    expect(calls()).toHaveLength(2);
  });

  it('passes the input through with Continue On Fail, as n8n does for this node', async () => {
    const { json } = await run(
      { resource: 'template', templateId: '={{ $json.t }}' },
      { onError: 'continueRegularOutput', items: [{ json: { t: 'tPl8QuOtE002' } }, { json: { t: 'nope' } }] },
    );
    expect(json).toEqual([{ t: 'tPl8QuOtE002' }, { t: 'nope' }]);
  });
});

describe('Bannerbear look-ups', () => {
  const ctx = {
    getCurrentNodeParameter: (name: string) => ({ templateId: 'tPl8BaNnEr01' })[name],
    getNode: () => ({ name: 'Bannerbear' }),
    getCredentials: async () => ({ apiKey: API_KEY }),
    helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
  } as unknown as NodeMethodContext;
  const load = (name: string) => bannerbearMethods.loadOptions![name]!.call(ctx, ctx);

  it('lists templates by uid and the chosen template’s layers by name', async () => {
    expect(await load('getTemplates')).toEqual([
      { name: 'Blog banner', value: 'tPl8BaNnEr01' },
      { name: 'Quote card', value: 'tPl8QuOtE002' },
    ]);
    expect(await load('getModificationNames')).toEqual([
      { name: 'title', value: 'title' },
      { name: 'subtitle', value: 'subtitle' },
      { name: 'photo', value: 'photo' },
    ]);
  });
});
