/**
 * Odoo 1 against the loopback JSON-RPC fake (test-fake/odoo-fake.mjs), in workflows as n8n stores
 * them: the sign-in, each operation's `object.execute` call (model, method, arguments) and the items
 * it answers, custom models with filters, the checks made before a call, Odoo's errors as node
 * errors, continue-on-fail, 429 retries, the editor's look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { odooDatabase, odooSiteUrl } from './api.js';
import { domainOf, nameValueFields } from './execute.js';
import { odooMethods } from './methods.js';
import { PASSWORD, start, USERNAME, type OdooFake, type OdooSeed } from './test-fake/odoo-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: OdooFake;

const SEED: OdooSeed = {
  models: [{ model: 'x_thing', fields: { x_size: ['char', 'Size'] } }],
  records: {
    'res.partner': [{ name: 'Grace Hopper', email: 'grace@weft.example', country_id: 2 }],
    x_thing: [
      { name: 'Widget', x_size: 'M' },
      { name: 'Gadget', x_size: 'L' },
    ],
  },
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_ODOO_API_URL = server.url;
  process.env.WEFT_ODOO_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_ODOO_API_URL;
  delete process.env.WEFT_ODOO_RETRY_BASE_MS;
  await server?.close();
});

type Json = Record<string, any>;
const CREDENTIALS = { url: 'https://weft.odoo.example/', username: USERNAME, password: PASSWORD, db: '' };

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Json } = {},
) {
  const node: Json = {
    id: 'o1',
    name: 'Odoo',
    type: 'n8n-nodes-base.odoo',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { odooApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'odoo test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Odoo',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.credentials ?? CREDENTIALS },
  });
  const items = result.data.resultData.runData.Odoo?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Odoo registration and helpers', () => {
  it('registers Odoo 1, odooTool 1 and the odooApi credential', () => {
    expect(registry.versions?.('n8n-nodes-base.odoo')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.odooTool')).toEqual([1]);
    expect(builtinCredentialTypes.find((c) => c.name === 'odooApi')?.properties.map((p) => p.name)).toEqual([
      'url',
      'username',
      'password',
      'db',
    ]);
  });

  it('reads the database from the host, moves the site origin only for tests, and builds fields and domains', () => {
    expect(odooDatabase('', 'https://acme.odoo.com')).toBe('acme');
    expect(odooDatabase('prod', 'https://acme.odoo.com')).toBe('prod');
    delete process.env.WEFT_ODOO_API_URL;
    expect(odooSiteUrl('https://acme.odoo.com/erp/')).toBe('https://acme.odoo.com/erp');
    expect(nameValueFields({ fields: [{ fieldName: 'a', fieldValue: '1' }] })).toEqual({ a: '1' });
    expect(domainOf({ filter: [{ fieldName: 'x', operator: 'notIn', value: '1,2' }] })).toEqual([
      ['x', 'not in', '1,2'],
    ]);
  });
});

describe('Odoo records', () => {
  it('signs in, then creates a contact with its address fields as its own', async () => {
    const { json } = await run({
      contactName: 'Ada',
      additionalFields: { email: 'ada@weft.example', address: { value: { city: 'London', country_id: 1 } } },
    });
    expect(calls().map((c) => `${c.service}.${c.method}`)).toEqual(['common.login', 'object.execute']);
    expect(calls()[0]!.args).toEqual(['weft', USERNAME, PASSWORD]);
    // The address's other fields come with their defaults, as the editor stores them.
    expect(last().args).toEqual([
      'weft',
      2,
      PASSWORD,
      'res.partner',
      'create',
      {
        name: 'Ada',
        email: 'ada@weft.example',
        city: 'London',
        country_id: 1,
        state_id: '',
        street: '',
        street2: '',
        zip: '',
      },
    ]);
    expect(json).toEqual([{ id: 2 }]);
  });

  it('reads records with their many-to-one fields, and lists up to the limit', async () => {
    const got = await run({ operation: 'get', contactId: '1', options: { fieldsList: ['name', 'country_id'] } });
    expect(last().args.slice(3)).toEqual(['res.partner', 'read', [1], ['name', 'country_id']]);
    expect(got.json).toEqual([{ id: 1, name: 'Grace Hopper', country_id: [2, 'Germany'] }]);
    const listed = await run({
      resource: 'custom',
      customResource: 'x_thing',
      operation: 'getAll',
      limit: 1,
      options: {},
      filterRequest: { filter: [{ fieldName: 'x_size', operator: 'equal', value: 'L' }] },
    });
    expect(last().args.slice(3)).toEqual(['x_thing', 'search_read', [['x_size', '=', 'L']], [], 0, 1]);
    expect(listed.json.map((r) => r.name)).toEqual(['Gadget']);
  });

  it('updates and deletes, answering the id as given and success', async () => {
    expect((await run({ resource: 'note', operation: 'update', noteId: '1', memo: 'x' }, {})).error).toBeDefined();
    expect((await run({ operation: 'update', contactId: '1', updateFields: { phone: '1' } })).json).toEqual([
      { id: '1' },
    ]);
    expect(last().args.slice(3)).toEqual(['res.partner', 'write', [1], { phone: '1' }]);
    expect(
      (await run({ resource: 'custom', customResource: 'x_thing', operation: 'delete', customResourceId: '2' })).json,
    ).toEqual([{ success: true }]);
    expect(last().args.slice(3)).toEqual(['x_thing', 'unlink', [2]]);
  });
});

describe('Odoo errors', () => {
  it("refuses ids that are not whole numbers and empty updates before any call, and continues with Odoo's message", async () => {
    const bad = await run(
      { operation: 'get', contactId: 'abc', options: {} },
      { onError: 'continueRegularOutput', items: [{ json: {} }] },
    );
    expect(bad.json).toEqual([{ error: 'Please specify a valid ID: abc' }]);
    expect((await run({ operation: 'update', contactId: '1', updateFields: {} })).error?.message).toBe(
      'Please specify at least one field to update',
    );
    const missing = await run({ operation: 'get', contactId: '99', options: {} }, { onError: 'continueRegularOutput' });
    expect(missing.json[0]!.error).toMatch(/^Record does not exist or has been deleted/);
    const denied = await run(
      { operation: 'get', contactId: '1', options: {} },
      { credentials: { ...CREDENTIALS, password: 'wrong' } },
    );
    expect(denied.error?.message).toBe('Access Denied');
  });

  it('waits out a 429 and retries', async () => {
    fake.state.failures.push({ status: 429, retryAfter: 1 });
    expect((await run({ operation: 'get', contactId: '1', options: {} })).json[0]).toMatchObject({
      name: 'Grace Hopper',
    });
  });
});

describe('Odoo look-ups', () => {
  it("lists a model's fields, the models and the countries", async () => {
    const ctx = {
      getCurrentNodeParameter: (name: string) => (({ resource: 'custom', customResource: 'x_thing' }) as Json)[name],
      getCurrentNodeParameters: () => ({}),
      getNodeParameter: () => undefined,
      getNode: () => ({ id: 'o', name: 'Odoo', type: 'weft.odoo', typeVersion: 1, position: [0, 0], parameters: {} }),
      getWorkflow: () => ({}),
      getTimezone: () => 'UTC',
      getCredentials: async () => CREDENTIALS,
      helpers: {
        httpRequest: async (o: { url: string; method?: string; body?: unknown; headers?: Record<string, string> }) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers, body: JSON.stringify(o.body) });
          return { statusCode: res.status, statusMessage: '', headers: {}, body: await res.text() };
        },
      },
    } as unknown as NodeMethodContext;
    const fields = await odooMethods.loadOptions!.getModelFields!.call(ctx, ctx);
    expect(fields.map((f) => f.value)).toEqual(['create_date', 'name', 'write_date', 'x_size']);
    expect(fields[3]).toEqual({
      name: 'X Size',
      value: 'x_size',
      description: 'name: x_size, type: char required: false',
    });
    expect(await odooMethods.loadOptions!.getCountries!.call(ctx, ctx)).toEqual([
      { name: 'Germany', value: 2 },
      { name: 'United States', value: 1 },
    ]);
    expect((await odooMethods.loadOptions!.getModels!.call(ctx, ctx)).map((m) => m.value)).toContain('x_thing');
  });
});
