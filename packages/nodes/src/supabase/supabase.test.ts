/**
 * Supabase 1 against the loopback PostgREST fake (test-fake/supabase-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, PostgREST query, body, key headers, schema
 * headers) and the items it answers, the filter kinds with PostgREST's quoting, paging by 1000,
 * errors as node errors, continue-on-fail, the host override and the editor's look-ups.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { applyFilterString, logicTreeTerm, quoteComponent } from './filters.js';
import { supabaseMethods } from './methods.js';
import { SERVICE_ROLE, start, type SupabaseFake } from './test-fake/supabase-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: SupabaseFake;

const TASKS = [
  { title: 'Renew domain', status: 'todo', points: 3, owner: 'ops@example.com' },
  { title: 'Fix login', status: 'done', points: 5, owner: 'dev@example.com', done: true },
  { title: 'Write docs', status: 'todo', points: 1 },
  { title: 'Plan, Q3', status: 'doing', points: 8 },
];

async function fresh(seed: Record<string, unknown> = { tables: { tasks: { rows: TASKS } } }) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
}
beforeEach(() => fresh());
afterAll(() => server?.close());

const credentials = () => ({ host: server!.url, serviceRole: SERVICE_ROLE });
const node = { name: 'Supabase', type: 'weft.supabase', typeVersion: 1, parameters: {} };

/** Runs one Supabase node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; creds?: Record<string, unknown> } = {},
) {
  const n: Record<string, unknown> = {
    id: 's1',
    name: 'Supabase',
    type: 'n8n-nodes-base.supabase',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { supabaseApi: { id: '1', name: 'Supabase' } },
  };
  if (options.onError) n.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'supabase test', nodes: [n], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Supabase',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.creds ?? credentials() },
  });
  const items = result.data.resultData.runData.Supabase?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;
const conditions = (...c: Array<Record<string, unknown>>) => ({ conditions: c });

describe('Supabase registration', () => {
  it('registers version 1, supabaseTool at 1 and the supabaseApi credential (apikey and Bearer)', () => {
    expect(registry.versions?.('n8n-nodes-base.supabase')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.supabaseTool')).toEqual([1]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'supabaseApi')!;
    expect(credential.properties.map((p) => p.name)).toEqual(['host', 'serviceRole']);
    expect(credential.authenticate?.({ serviceRole: 'k' }, { url: 'x' }).headers).toEqual({
      apikey: 'k',
      Authorization: 'Bearer k',
    });
  });
});

describe('Supabase rows', () => {
  it("creates every item's row in one request and pairs the rows answered with the items", async () => {
    const { items } = await run(
      {
        tableId: 'tasks',
        fieldsUi: {
          fieldValues: [
            { fieldId: 'title', fieldValue: '={{ $json.t }}' },
            { fieldId: 'points', fieldValue: '2' },
          ],
        },
      },
      { items: [{ json: { t: 'A' } }, { json: { t: 'B' } }] },
    );
    expect(calls()).toHaveLength(1);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/rest/v1/tasks',
      body: [
        { title: 'A', points: '2' },
        { title: 'B', points: '2' },
      ],
      apikey: SERVICE_ROLE,
      authorization: `Bearer ${SERVICE_ROLE}`,
      prefer: 'return=representation',
    });
    expect(items.map((i) => [i.json.id, i.json.title, i.json.points, i.pairedItem])).toEqual([
      [5, 'A', 2, { item: 0 }],
      [6, 'B', 2, { item: 1 }],
    ]);
  });

  it('auto-maps input data, leaving out the inputs to ignore', async () => {
    await run(
      { tableId: 'tasks', dataToSend: 'autoMapInputData', inputsToIgnore: 'skip, also' },
      { items: [{ json: { title: 'X', skip: 1, also: 2 } }] },
    );
    expect(last().body).toEqual([{ title: 'X' }]);
  });

  it('gets the rows equal to each condition', async () => {
    const { json } = await run({
      operation: 'get',
      tableId: 'tasks',
      filters: conditions({ keyName: 'status', keyValue: 'todo' }, { keyName: 'points', keyValue: '3' }),
    });
    expect(last().rawQuery).toBe('status=eq.todo&points=eq.3');
    expect(json.map((r) => r.title)).toEqual(['Renew domain']);
  });

  it('gets many with any / all conditions, quoting what PostgREST reserves', async () => {
    const any = await run({
      operation: 'getAll',
      tableId: 'tasks',
      limit: 2,
      filters: conditions(
        { keyName: 'title', condition: 'eq', keyValue: 'Plan, Q3' },
        { keyName: 'points', condition: 'lt', keyValue: '2' },
      ),
    });
    expect(last().params).toEqual([
      ['or', '(title.eq."Plan, Q3",points.lt.2)'],
      ['limit', '2'],
    ]);
    expect(any.json.map((r) => r.id)).toEqual([3, 4]);
    const all = await run({
      operation: 'getAll',
      tableId: 'tasks',
      returnAll: true,
      matchType: 'allFilters',
      filters: conditions(
        { keyName: 'status', condition: 'eq', keyValue: 'todo' },
        { keyName: 'title', condition: 'ilike', keyValue: '*DOC*' },
      ),
    });
    expect(last().params).toEqual([['and', '(status.eq.todo,title.ilike.*DOC*)']]);
    expect(all.json.map((r) => r.id)).toEqual([3]);
  });

  it('reads every row 1000 at a time', async () => {
    await fresh({ generate: { count: 1002 } });
    const { json } = await run({ operation: 'getAll', tableId: 'tasks', returnAll: true, filterType: 'none' });
    expect(json).toHaveLength(1002);
    expect(calls().map((c) => c.rawQuery)).toEqual(['', 'offset=1000']);
  });

  it('filters with a string and its parameters (encoded and quoted), appending it again for each further item as n8n does', async () => {
    await run(
      {
        operation: 'getAll',
        tableId: 'tasks',
        returnAll: true,
        filterType: 'string',
        filterString: 'title=eq.$1',
        filterStringParameters: { values: [{ value: '={{ $json.t }}' }] },
      },
      { items: [{ json: { t: 'Plan, Q3' } }, { json: { t: 'x' } }] },
    );
    expect(calls().map((c) => c.rawQuery)).toEqual([
      'title=eq.%22Plan%2C%20Q3%22',
      'title=eq.%22Plan%2C%20Q3%22?title=eq.x',
    ]);
  });

  it('updates and deletes the matching rows, per item', async () => {
    const updated = await run(
      {
        operation: 'update',
        tableId: 'tasks',
        matchType: 'allFilters',
        filters: conditions({ keyName: 'id', condition: 'eq', keyValue: '={{ $json.id }}' }),
        fieldsUi: { fieldValues: [{ fieldId: 'done', fieldValue: 'true' }] },
      },
      { items: [{ json: { id: 1 } }, { json: { id: 3 } }] },
    );
    expect(calls().map((c) => [c.method, c.rawQuery, c.body])).toEqual([
      ['PATCH', 'id=eq.1', { done: 'true' }],
      ['PATCH', 'id=eq.3', { done: 'true' }],
    ]);
    expect(updated.items.map((i) => [i.json.id, i.json.done, i.pairedItem])).toEqual([
      [1, true, { item: 0 }],
      [3, true, { item: 1 }],
    ]);
    const deleted = await run({
      operation: 'delete',
      tableId: 'tasks',
      filters: conditions({ keyName: 'status', condition: 'eq', keyValue: 'todo' }),
    });
    expect(last()).toMatchObject({ method: 'DELETE', rawQuery: 'or=%28status.eq.todo%29' });
    expect(deleted.json.map((r) => r.id)).toEqual([1, 3]);
  });

  it('refuses update and delete without conditions', async () => {
    const { error } = await run({ operation: 'delete', tableId: 'tasks', filters: {} });
    expect(error?.message).toBe('At least one select condition must be defined');
    expect(calls()).toHaveLength(0);
  });

  it('sends the custom schema as Accept-Profile (reads) and Content-Profile (writes)', async () => {
    await run({
      useCustomSchema: true,
      schema: 'crm',
      tableId: 'deals',
      fieldsUi: { fieldValues: [{ fieldId: 'name', fieldValue: 'D' }] },
    });
    expect(last().contentProfile).toBe('crm');
    await run({
      useCustomSchema: true,
      schema: 'crm',
      operation: 'getAll',
      tableId: 'deals',
      returnAll: true,
      filterType: 'none',
    });
    expect(last().acceptProfile).toBe('crm');
  });
});

describe('Supabase errors', () => {
  it("stops with n8n's message followed by PostgREST's", async () => {
    const { error } = await run({
      operation: 'getAll',
      tableId: 'tasks',
      returnAll: true,
      filters: conditions({ keyName: 'nope', condition: 'eq', keyValue: '1' }),
    });
    expect(error?.message).toBe('Bad request - please check your parameters: column tasks.nope does not exist');
  });

  it("continues on fail with PostgREST's message (Get: the whole message)", async () => {
    const created = await run(
      { tableId: 'tasks', dataToSend: 'autoMapInputData' },
      { items: [{ json: { nope: 1 } }, { json: { nope: 2 } }], onError: 'continueRegularOutput' },
    );
    expect(created.items).toEqual([
      {
        json: { error: "Could not find the 'nope' column of 'tasks' in the schema cache" },
        pairedItem: [{ item: 0 }, { item: 1 }],
      },
    ]);
    const got = await run(
      { operation: 'get', tableId: 'tasks', filters: conditions({ keyName: 'id', keyValue: 'abc' }) },
      { onError: 'continueRegularOutput' },
    );
    expect(got.json).toEqual([
      { error: 'Bad request - please check your parameters: invalid input syntax for type bigint: "abc"' },
    ]);
  });

  it('names a wrong key', async () => {
    const { error } = await run(
      { operation: 'getAll', tableId: 'tasks', returnAll: true, filterType: 'none' },
      { creds: { ...credentials(), serviceRole: 'wrong' } },
    );
    expect(error?.message).toBe('Authorization failed - please check your credentials: Invalid API key');
  });
});

describe('Supabase filters and look-ups', () => {
  it('quotes reserved characters and refuses unknown conditions', () => {
    expect(quoteComponent('a,b')).toBe('"a,b"');
    expect(quoteComponent('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteComponent('plain')).toBe('plain');
    const n = { name: 'S', type: 'weft.supabase', typeVersion: 1, parameters: {} } as never;
    expect(logicTreeTerm(n, { keyName: 'body', condition: 'fullText', searchFunction: 'wfts', keyValue: 'a b' })).toBe(
      'body.wfts.a b',
    );
    expect(() => logicTreeTerm(n, { keyName: 'x', condition: 'drop', keyValue: '1' })).toThrow(
      'Unsupported filter condition: "drop"',
    );
    expect(applyFilterString(n, 'name=eq.$1&x=gt.$2', [{ value: 'a&b' }, { value: 3 }])).toBe(
      'name=eq.%22a%26b%22&x=gt.3',
    );
    expect(() => applyFilterString(n, 'a=eq.$2', [{ value: 1 }])).toThrow('references parameter $2');
  });

  it("loads tables and a table's columns from the OpenAPI description", async () => {
    const { createHttpClient } = await import('@weft/engine');
    const http = createHttpClient();
    const params: Record<string, unknown> = { tableId: 'tasks', useCustomSchema: false };
    const ctx = {
      getNode: () => node,
      getCredentials: async () => credentials(),
      getNodeParameter: (name: string, fallback?: unknown) => params[name] ?? fallback,
      getCurrentNodeParameter: (name: string) => params[name],
      helpers: { httpRequest: http, httpRequestWithAuthentication: http },
    } as unknown as NodeMethodContext;
    expect(await supabaseMethods.loadOptions!.getTables!.call(ctx, ctx)).toEqual([
      { name: 'tasks', value: 'tasks' },
      { name: 'contacts', value: 'contacts' },
    ]);
    expect((await supabaseMethods.loadOptions!.getTableColumns!.call(ctx, ctx)).slice(0, 3)).toEqual([
      { name: 'id - (integer)', value: 'id' },
      { name: 'created_at - (string)', value: 'created_at' },
      { name: 'title - (string)', value: 'title' },
    ]);
  });
});
