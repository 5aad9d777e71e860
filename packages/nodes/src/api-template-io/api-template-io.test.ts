/**
 * APITemplate.io 1 against the loopback APITemplate.io fake (test-fake/api-template-io-fake.mjs),
 * in workflows as n8n stores them: each operation's request (path, query, body, the key) and the
 * items it answers, downloads into binary fields, refusals as node errors (401, a 2xx with
 * `status: "error"`, 429 waited out), continue-on-fail items, the editor's look-ups, the
 * credential and the tool variant.
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
import { apiTemplateIoFileUrl } from './api.js';
import { apiTemplateIoMethods } from './methods.js';
import { API_KEY, start, type ApiTemplateIoFake, type ApiTemplateIoSeed } from './test-fake/api-template-io-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ApiTemplateIoFake;

async function fresh(seed: ApiTemplateIoSeed = {}) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_APITEMPLATEIO_API_URL = server.url;
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_APITEMPLATEIO_API_URL;
  await server?.close();
});

async function run(parameters: Json, options: { items?: Item[]; onError?: string; apiKey?: string } = {}) {
  const node: Json = {
    id: 'a1',
    name: 'APITemplate.io',
    type: 'n8n-nodes-base.apiTemplateIo',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { apiTemplateIoApi: { id: 'a', name: 'a' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'apitemplate test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'APITemplate.io',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => ({ apiKey: options.apiKey ?? API_KEY }) },
  });
  const items = result.data.resultData.runData['APITemplate.io']?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;

describe('APITemplate.io registration', () => {
  it('registers APITemplate.io 1, apiTemplateIoTool 1 and the apiTemplateIoApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.apiTemplateIo')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.apiTemplateIoTool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.apiTemplateIoTool', 1)!.description.outputs).toEqual(['ai_tool']);
    const credential = builtinCredentialTypes.find((c) => c.name === 'apiTemplateIoApi')!;
    expect(credential.properties.map((p) => p.name)).toEqual(['apiKey']);
    expect(credential.authenticate?.({ apiKey: 'k' }, { url: 'x' }).headers).toEqual({ 'X-API-KEY': 'k' });
    expect(credential.test?.request).toEqual({ baseURL: 'https://api.apitemplate.io/v1', url: '/list-templates' });
    const saved = process.env.WEFT_APITEMPLATEIO_API_URL;
    delete process.env.WEFT_APITEMPLATEIO_API_URL;
    expect(apiTemplateIoFileUrl('https://cdn.example/a/b.png?x=1')).toBe('https://cdn.example/a/b.png?x=1');
    process.env.WEFT_APITEMPLATEIO_API_URL = saved;
    expect(apiTemplateIoFileUrl('https://cdn.example/a/b.png?x=1')).toBe(`${saved}/a/b.png?x=1`);
  });
});

describe('APITemplate.io account, images and PDFs', () => {
  it('reads the account once per item', async () => {
    const { json, items } = await run(
      { resource: 'account', operation: 'get' },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(calls().map((c) => [c.method, c.path, c.apiKey])).toEqual([
      ['GET', '/v1/account-information', API_KEY],
      ['GET', '/v1/account-information', API_KEY],
    ]);
    expect(json[0]).toMatchObject({ email: 'ada@weft.example', api_usage: 0, status: 'success' });
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('renders an image from override pairs, one override object per entry', async () => {
    const { json } = await run({
      imageTemplateId: 'img-banner-01',
      overridesUi: {
        overrideValues: [
          {
            propertiesUi: {
              propertyValues: [
                { key: 'name', value: 'text_1' },
                { key: 'text', value: 'Hello' },
              ],
            },
          },
          { propertiesUi: {} },
        ],
      },
    });
    expect(calls()[0]).toMatchObject({
      method: 'POST',
      path: '/v1/create',
      query: { template_id: 'img-banner-01' },
      body: { overrides: [{ name: 'text_1', text: 'Hello' }, {}] },
    });
    expect(json[0]).toMatchObject({ template_id: 'img-banner-01', status: 'success' });
    expect(String(json[0]!.download_url)).toMatch(/^https:\/\/pub-cdn\.apitemplate\.io\/2024\/03\/.*\.png$/);
  });

  it('renders an image from JSON overrides, and with none sends an empty list', async () => {
    await run({ imageTemplateId: 'img-banner-01', jsonParameters: true, overridesJson: '[{"name":"a","text":"b"}]' });
    await run({ imageTemplateId: 'img-banner-01', jsonParameters: true, overridesJson: [{ name: 'c' }] });
    await run({ imageTemplateId: 'img-photo-02', jsonParameters: true });
    expect(calls().map((c) => c.body)).toEqual([
      { overrides: [{ name: 'a', text: 'b' }] },
      { overrides: [{ name: 'c' }] },
      { overrides: [] },
    ]);
  });

  it('renders a PDF from property pairs or JSON, sending no body for an empty object', async () => {
    await run({
      resource: 'pdf',
      pdfTemplateId: 'pdf-invoice-03',
      propertiesUi: { propertyValues: [{ key: 'customer', value: 'Ada' }] },
    });
    await run({ resource: 'pdf', pdfTemplateId: 'pdf-invoice-03', jsonParameters: true, propertiesJson: '{"n":1}' });
    await run({ resource: 'pdf', pdfTemplateId: 'pdf-invoice-03', jsonParameters: true, propertiesJson: '{}' });
    expect(calls().map((c) => [c.query.template_id, c.body])).toEqual([
      ['pdf-invoice-03', { customer: 'Ada' }],
      ['pdf-invoice-03', { n: 1 }],
      ['pdf-invoice-03', undefined],
    ]);
  });

  it('downloads renders into the named binary field, named after the link unless a name is given', async () => {
    const { items } = await run(
      {
        imageTemplateId: 'img-banner-01',
        jsonParameters: true,
        download: true,
        binaryProperty: 'picture',
        options: { fileName: '={{ $json.name }}' },
      },
      { items: [{ json: { name: 'ada.png' } }, { json: { name: '' } }] },
    );
    expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
    expect(items[0]!.binary!.picture).toMatchObject({ fileName: 'ada.png', mimeType: 'image/png' });
    const second = items[1]!.binary!.picture!;
    expect(second.fileName).toBe(`${String(items[1]!.json.transaction_ref)}.png`);
    expect(
      calls()
        .filter((c) => c.method === 'GET')
        .map((c) => [c.path, c.apiKey]),
    ).toEqual([
      ['/2024/03/a1b2c3d4-0000-4000-8000-000000000001.png', ''],
      ['/2024/03/a1b2c3d4-0000-4000-8000-000000000002.png', ''],
    ]);
    const pdf = await run({
      resource: 'pdf',
      pdfTemplateId: 'pdf-invoice-03',
      download: true,
      binaryProperty: 'data',
      propertiesUi: { propertyValues: [{ key: 'a', value: 'b' }] },
    });
    expect(pdf.items[0]!.binary!.data).toMatchObject({ mimeType: 'application/pdf', fileExtension: 'pdf' });
  });
});

describe('APITemplate.io errors', () => {
  it('stops on a wrong key with n8n’s 401 message and APITemplate.io’s as the description', async () => {
    const { error } = await run({ resource: 'account', operation: 'get' }, { apiKey: 'nope' });
    expect(error?.message).toBe('Authorization failed - please check your credentials');
    expect(error?.description).toBe('Invalid API key');
    expect(error?.httpCode).toBe('401');
  });

  it('turns a 2xx `status: "error"` answer into n8n’s unknown-issue error', async () => {
    const { error } = await run({ imageTemplateId: 'gone', jsonParameters: true });
    expect(error?.message).toBe('There was an unknown issue while executing the node');
  });

  it('waits out a 429 and retries', async () => {
    await fresh({ failures: [{ status: 429, retryAfter: 0 }] });
    const { json } = await run({ resource: 'account', operation: 'get' });
    expect(json[0]).toMatchObject({ status: 'success' });
    expect(calls()).toHaveLength(2);
  });

  it('gives `{ error }` items with Continue On Fail', async () => {
    const { json } = await run(
      { resource: 'pdf', pdfTemplateId: '={{ $json.t }}', jsonParameters: true, propertiesJson: '={{ $json.p }}' },
      {
        onError: 'continueRegularOutput',
        items: [
          { json: { t: 'pdf-invoice-03', p: '{"a":1}' } },
          { json: { t: 'pdf-invoice-03', p: 'not json' } },
          { json: { t: 'missing', p: '{"a":1}' } },
        ],
      },
    );
    expect(json[0]).toMatchObject({ status: 'success' });
    expect(json.slice(1)).toEqual([
      { error: 'A valid JSON must be provided.' },
      { error: 'There was an unknown issue while executing the node' },
    ]);
    const empty = await run({ resource: 'pdf', pdfTemplateId: 'pdf-invoice-03' }, { onError: 'continueRegularOutput' });
    expect(empty.json).toEqual([{ error: 'The parameter properties cannot be empty' }]);
  });
});

describe('APITemplate.io look-ups', () => {
  const ctx = {
    getCurrentNodeParameter: () => undefined,
    getNode: () => ({ name: 'APITemplate.io' }),
    getCredentials: async () => ({ apiKey: API_KEY }),
    helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
  } as unknown as NodeMethodContext;
  const load = (name: string) => apiTemplateIoMethods.loadOptions![name]!.call(ctx, ctx);

  it('lists image (JPEG, PNG) and PDF templates as `<name> (<format>)`', async () => {
    expect(await load('getImageTemplates')).toEqual([
      { name: 'Banner (PNG)', value: 'img-banner-01' },
      { name: 'Photo card (JPEG)', value: 'img-photo-02' },
    ]);
    expect(await load('getPdfTemplates')).toEqual([{ name: 'Invoice (PDF)', value: 'pdf-invoice-03' }]);
  });
});
