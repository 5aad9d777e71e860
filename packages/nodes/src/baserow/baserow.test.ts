/**
 * Baserow 1 against the loopback Baserow fake (test-fake/baserow-fake.mjs), in workflows as n8n
 * stores them: the JWT sign-in and header, the field look-up that maps `field_<id>` keys to names
 * and back, each operation's request and items, filters, search, ordering and paging, refusals as
 * node errors, continue-on-fail, 429 retries, the look-ups and the registration.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { baserowMethods } from './methods.js';
import { PASSWORD, start, USERNAME, type BaserowFake, type BaserowSeed } from './test-fake/baserow-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: BaserowFake;

// Ids the seed gives (counted): database 1, table 2, fields Name 3, City 4, Score 5, Active 6; the builder application 7.
const SEED: BaserowSeed = {
  databases: [
    {
      name: 'CRM',
      tables: [
        {
          name: 'Customers',
          fields: [
            { name: 'Name' },
            { name: 'City' },
            { name: 'Score', type: 'number' },
            { name: 'Active', type: 'boolean' },
          ],
          rows: [
            { Name: 'Ada', City: 'London', Score: '7', Active: true },
            { Name: 'Grace', City: 'Arlington', Score: '9', Active: false },
            { Name: 'Linus', City: 'Helsinki', Score: '5', Active: true },
          ],
        },
      ],
    },
  ],
  otherApplications: ['Site'],
};
const many: BaserowSeed = {
  databases: [
    {
      name: 'Big',
      tables: [
        {
          name: 'Many',
          fields: [{ name: 'Name' }],
          rows: Array.from({ length: 230 }, (_, i) => ({ Name: `R${i + 1}` })),
        },
      ],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_BASEROW_API_URL = server.url;
  process.env.WEFT_BASEROW_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_BASEROW_API_URL;
  delete process.env.WEFT_BASEROW_RETRY_BASE_MS;
  await server?.close();
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; password?: string } = {},
) {
  const node: Record<string, unknown> = {
    id: 'b1',
    name: 'Baserow',
    type: 'n8n-nodes-base.baserow',
    typeVersion: 1,
    position: [0, 0],
    parameters: { databaseId: 1, tableId: 2, ...parameters },
    credentials: { baserowApi: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'baserow test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Baserow',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async () => ({
        host: 'https://baserow.weft.example',
        username: USERNAME,
        password: options.password ?? PASSWORD,
      }),
    },
  });
  const items = result.data.resultData.runData.Baserow?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const rows = () => fake.state.rows;

describe('Baserow registration', () => {
  it('registers Baserow 1, baserowTool 1 and the baserowApi credential (host, username, password)', () => {
    expect(registry.versions?.('n8n-nodes-base.baserow')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.baserowTool')).toEqual([1]);
    const cred = builtinCredentialTypes.find((c) => c.name === 'baserowApi')!;
    expect(cred.properties.map((p) => [p.name, p.default])).toEqual([
      ['host', 'https://api.baserow.io'],
      ['username', ''],
      ['password', ''],
    ]);
  });
});

describe('Baserow rows', () => {
  it('signs in for a JWT, reads the fields, and lists rows keyed by field name (filters, OR, search, ordering by id)', async () => {
    const { json, error } = await run({
      operation: 'getAll',
      returnAll: true,
      additionalOptions: {
        filters: {
          fields: [
            { field: 5, operator: 'higher_than', value: '6' },
            { field: 4, operator: 'equal', value: 'Helsinki' },
          ],
        },
        filterType: 'OR',
        order: { fields: [{ field: 5, direction: '-' }] },
      },
    });
    expect(error).toBeUndefined();
    expect(calls().slice(0, 2)).toMatchObject([
      { method: 'POST', path: '/api/user/token-auth/', body: { username: USERNAME, password: PASSWORD } },
      { method: 'GET', path: '/api/database/fields/table/2/', authorization: 'JWT weftBaserowJwt0001' },
    ]);
    expect(last()).toMatchObject({
      path: '/api/database/rows/table/2/',
      query: {
        page: '1',
        size: '100',
        filter__field_5__higher_than: '6',
        filter__field_4__equal: 'Helsinki',
        filter_type: 'OR',
        order_by: '-5',
      },
      authorization: 'JWT weftBaserowJwt0001',
    });
    expect(json.map((r) => [r.id, r.Name, r.Score])).toEqual([
      [2, 'Grace', '9'],
      [1, 'Ada', '7'],
      [3, 'Linus', '5'],
    ]);
    expect(Object.keys(json[0]!)).toEqual(['id', 'order', 'Name', 'City', 'Score', 'Active']);
    const searched = await run({ operation: 'getAll', limit: 5, additionalOptions: { search: 'ing' } });
    expect(last().query).toMatchObject({ search: 'ing' });
    expect(searched.json.map((r) => r.Name)).toEqual(['Grace']);
  });

  it('"Return All" reads pages of 100 until next is null; a limit stops once it holds more and cuts there', async () => {
    await server!.close();
    server = await start(many);
    fake = server.fake;
    process.env.WEFT_BASEROW_API_URL = server.url;
    const all = await run({ operation: 'getAll', returnAll: true });
    expect(
      calls()
        .filter((c) => c.path === '/api/database/rows/table/2/')
        .map((c) => c.query.page),
    ).toEqual(['1', '2', '3']);
    expect(all.json).toHaveLength(230);
    fake.state.calls.length = 0;
    const some = await run({ operation: 'getAll', limit: 100 });
    expect(
      calls()
        .filter((c) => c.path === '/api/database/rows/table/2/')
        .map((c) => c.query.page),
    ).toEqual(['1', '2']);
    expect(some.json.map((r) => r.Name)).toEqual(Array.from({ length: 100 }, (_, i) => `R${i + 1}`));
  });

  it('creates from fields defined by id, and from auto-mapped input (names to field ids, ignored inputs left out)', async () => {
    const defined = await run({
      operation: 'create',
      fieldsUi: {
        fieldValues: [
          { fieldId: 3, fieldValue: 'Marie' },
          { fieldId: 5, fieldValue: '8' },
        ],
      },
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/database/rows/table/2/',
      body: { field_3: 'Marie', field_5: '8' },
    });
    expect(defined.json).toEqual([
      { id: 4, order: '4.00000000000000000000', Name: 'Marie', City: null, Score: '8', Active: false },
    ]);
    const mapped = await run(
      { operation: 'create', dataToSend: 'autoMapInputData', inputsToIgnore: 'note, x' },
      { items: [{ json: { Name: 'Pierre', City: 'Lyon', note: 'skip', Unknown: 1 } }] },
    );
    expect(last().body).toEqual({ field_3: 'Pierre', field_4: 'Lyon', Unknown: 1 });
    expect(mapped.json[0]).toMatchObject({ id: 5, Name: 'Pierre', City: 'Lyon' });
  });

  it('gets, updates (PATCH) and deletes a row per item', async () => {
    const got = await run(
      { operation: 'get', rowId: '={{ $json.id }}' },
      { items: [{ json: { id: 2 } }, { json: { id: 3 } }] },
    );
    expect(
      calls()
        .filter((c) => c.path.startsWith('/api/database/rows/'))
        .map((c) => c.path),
    ).toEqual(['/api/database/rows/table/2/2/', '/api/database/rows/table/2/3/']);
    expect(got.json.map((r) => r.Name)).toEqual(['Grace', 'Linus']);
    const updated = await run(
      { operation: 'update', rowId: '1', dataToSend: 'autoMapInputData' },
      { items: [{ json: { City: 'Paris', Active: false } }] },
    );
    expect(last()).toMatchObject({
      method: 'PATCH',
      path: '/api/database/rows/table/2/1/',
      body: { field_4: 'Paris', field_6: false },
    });
    expect(updated.json[0]).toMatchObject({ id: 1, Name: 'Ada', City: 'Paris', Active: false });
    const deleted = await run({ operation: 'delete', rowId: '3' });
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/database/rows/table/2/3/' });
    expect(deleted.json).toEqual([{ success: true }]);
    expect(rows().map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('Baserow errors and look-ups', () => {
  it("a missing row is a node error with Baserow's error code; with Continue On Fail an empty item carries the message", async () => {
    const missing = await run({ operation: 'get', rowId: '99' });
    expect(missing.error?.message).toMatch(/could not be found/);
    expect((missing.error as { description?: string }).description).toBe('ERROR_ROW_DOES_NOT_EXIST');
    const kept = await run(
      { operation: 'delete', rowId: '={{ $json.id }}' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 99 } }, { json: { id: 1 } }] },
    );
    expect(kept.json).toEqual([{}, { success: true }]);
    expect(kept.items[0]!.error).toMatch(/could not be found/);
  });

  it('a wrong password stops at the sign-in; a 429 is waited out', async () => {
    const refused = await run({ operation: 'getAll' }, { password: 'wrong' });
    expect(calls()).toHaveLength(1);
    expect(refused.error?.message).toMatch(/Authorization failed/);
    fake.state.calls.length = 0;
    fake.state.failures.push({ status: 429, retryAfter: 0 });
    const ok = await run({ operation: 'get', rowId: '1' });
    expect(calls().map((c) => c.path)).toEqual([
      '/api/user/token-auth/',
      '/api/user/token-auth/',
      '/api/database/fields/table/2/',
      '/api/database/rows/table/2/1/',
    ]);
    expect(ok.json[0]!.Name).toBe('Ada');
  });

  it("lists databases (only applications of type database), their tables and a table's fields", async () => {
    const params: Record<string, unknown> = { databaseId: 1, tableId: 2 };
    const ctx = {
      getNode: () => ({
        id: 'b',
        name: 'Baserow',
        type: 'n8n-nodes-base.baserow',
        typeVersion: 1,
        position: [0, 0],
        parameters: params,
      }),
      getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
      getCredentials: async () => ({ host: 'https://baserow.weft.example', username: USERNAME, password: PASSWORD }),
      helpers: {
        httpRequest: async (o: { url: string; method?: string; headers?: Record<string, string>; body?: unknown }) => {
          const r = await fetch(o.url, {
            method: o.method,
            headers: o.headers,
            body: o.body === undefined ? undefined : JSON.stringify(o.body),
          });
          return { statusCode: r.status, statusMessage: '', headers: {}, body: await r.text() };
        },
      },
    } as unknown as NodeMethodContext;
    const lo = baserowMethods.loadOptions!;
    expect(await lo.getDatabaseIds!.call(ctx, ctx)).toEqual([{ name: 'CRM', value: 1 }]);
    expect(await lo.getTableIds!.call(ctx, ctx)).toEqual([{ name: 'Customers', value: 2 }]);
    expect(await lo.getTableFields!.call(ctx, ctx)).toEqual([
      { name: 'Name', value: 3 },
      { name: 'City', value: 4 },
      { name: 'Score', value: 5 },
      { name: 'Active', value: 6 },
    ]);
  });
});
