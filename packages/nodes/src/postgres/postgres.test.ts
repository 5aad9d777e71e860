/** The Postgres node against the machine's PostgreSQL (127.0.0.1:5432, user postgres), in a throwaway schema. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { compileQuery, splitSqlStatements } from '../shared/sql/query-template.js';
import { postgresDialect } from './run-queries.js';

const credentials = { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' };
const schema = `weft_pg_${process.pid}_${Date.now().toString(36)}`;
const admin = new pg.Client(credentials);
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

beforeAll(async () => {
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${pg.escapeIdentifier(schema)}`);
  await admin.query(`SET search_path TO ${pg.escapeIdentifier(schema)}`);
});
afterAll(async () => {
  await admin.query(`DROP SCHEMA ${pg.escapeIdentifier(schema)} CASCADE`);
  await admin.end();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; version?: number; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'pg test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'PG',
        type: 'n8n-nodes-base.postgres',
        typeVersion: extra.version ?? 2.6,
        position: [400, 0],
        parameters,
        credentials: { postgres: { id: 'pg', name: 'pg' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'PG', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => extra.credentials ?? credentials },
  });
  const resultData = result.data.resultData;
  const items = resultData.runData.PG?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json), paired: items.map((i) => i.pairedItem), error: resultData.error };
}

const rl = (value: string) => ({ __rl: true, mode: 'name', value });
const table = (name: string) => ({ schema: rl(schema), table: rl(name) });

async function rows(sql: string): Promise<unknown[]> {
  return (await admin.query(sql)).rows;
}

describe('query templates', () => {
  it('sends values as parameters and quotes identifiers, leaving quoted text alone', () => {
    const out = compileQuery(
      {
        query: "SELECT $1:name FROM $2:name.$3:name WHERE a = $4 AND b = '$4' -- $4\n AND c IN ($5:csv)",
        values: [['a', 'b"c'], 's', 't', "x'); DROP TABLE t; --", [1, 2]],
      },
      postgresDialect,
    );
    expect(out.text).toBe('SELECT "a","b""c" FROM "s"."t" WHERE a = $1 AND b = \'$4\' -- $4\n AND c IN ($2,$3)');
    expect(out.params).toEqual(["x'); DROP TABLE t; --", 1, 2]);
    expect(() => compileQuery({ query: 'SELECT $2', values: [1] }, postgresDialect)).toThrow(
      'Query parameter $2 has no value',
    );
  });
});

describe('statement splitting', () => {
  it('splits at semicolons outside quotes, dollar quotes and comments', () => {
    expect(splitSqlStatements('SELECT \';\' AS a; -- x; y\nSELECT $$ ; $$;; SELECT "a;b" FROM t /* ; */')).toEqual([
      "SELECT ';' AS a",
      '-- x; y\nSELECT $$ ; $$',
      'SELECT "a;b" FROM t /* ; */',
    ]);
  });
});

describe('Postgres node 2.x', () => {
  it('executes a query with parameters from expressions, one statement per item', async () => {
    await admin.query(
      'CREATE TABLE people (id serial PRIMARY KEY, name text NOT NULL, age int, big bigint, born timestamptz, tags text[], meta jsonb)',
    );
    const r = await run(
      {
        operation: 'executeQuery',
        query: 'INSERT INTO ' + schema + '.people (name, age) VALUES ($1, $2) RETURNING id, name, age',
        options: { queryReplacement: '={{ $json.name }}, {{ $json.age }}' },
      },
      {
        items: [
          { name: "O'Brien; DROP TABLE people", age: 30 },
          { name: 'Ann', age: 41 },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { id: 1, name: "O'Brien; DROP TABLE people", age: 30 },
      { id: 2, name: 'Ann', age: 41 },
    ]);
    expect(r.paired).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('runs several statements with parameters, each with the values it names', async () => {
    await admin.query('CREATE TABLE multi (id int, label text)');
    const r = await run(
      {
        operation: 'executeQuery',
        query: `INSERT INTO ${schema}.multi VALUES ($1, $2); SELECT label FROM ${schema}.multi WHERE id = $1;`,
        options: { queryReplacement: '={{ $json.id }},{{ $json.label }}' },
      },
      { items: [{ id: 7, label: 'semi;colon' }] },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([{ label: 'semi;colon' }]);
  });

  it('answers BIGINT and NUMERIC as text by default, as numbers on request, timestamps as ISO strings', async () => {
    const query =
      "SELECT 9007199254740993::bigint AS big, 1.50::numeric AS num, '2024-01-02 03:04:05+02'::timestamptz AS at";
    expect((await run({ operation: 'executeQuery', query, options: {} })).json).toEqual([
      { big: '9007199254740993', num: '1.50', at: '2024-01-02T01:04:05.000Z' },
    ]);
    expect((await run({ operation: 'executeQuery', query, options: { largeNumbersOutput: 'numbers' } })).json).toEqual([
      { big: 9007199254740992, num: 1.5, at: '2024-01-02T01:04:05.000Z' },
    ]);
  });

  it('answers { success: true } for statements without rows from 2.3, nothing for empty selects', async () => {
    const update = await run(
      { operation: 'executeQuery', query: `UPDATE ${schema}.people SET age = age WHERE id = -1`, options: {} },
      { items: [{}, {}] },
    );
    expect(update.json).toEqual([{ success: true }]);
    expect(update.paired).toEqual([[{ item: 0 }, { item: 1 }]]);
    const empty = await run({
      operation: 'executeQuery',
      query: `SELECT * FROM ${schema}.people WHERE id = -1`,
      options: {},
    });
    expect(empty.json).toEqual([]);
    const old = await run(
      { operation: 'executeQuery', query: `SELECT * FROM ${schema}.people WHERE id = -1`, options: {} },
      { version: 2.2 },
    );
    expect(old.json).toEqual([{ success: true }]);
  });

  it('inserts auto-mapped and mapped columns, arrays and JSON, with RETURNING and output columns', async () => {
    const auto = await run(
      {
        operation: 'insert',
        ...table('people'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] },
        options: { outputColumns: ['name', 'tags'] },
      },
      { items: [{ name: 'Bo', age: 5, tags: ['a', 'b "c"'], meta: { k: [1] } }] },
    );
    expect(r0(auto)).toEqual({ name: 'Bo', tags: ['a', 'b "c"'] });
    const mapped = await run(
      {
        operation: 'insert',
        ...table('people'),
        columns: { mappingMode: 'defineBelow', value: { name: '={{ $json.who }}', big: '9007199254740993' } },
        options: { largeNumbersOutput: 'text' },
      },
      { items: [{ who: 'Cy' }] },
    );
    expect(r0(mapped)).toMatchObject({ name: 'Cy', big: '9007199254740993' });
    expect(await rows(`SELECT meta FROM ${schema}.people WHERE name = 'Bo'`)).toEqual([{ meta: { k: [1] } }]);
    const bad = await run(
      { operation: 'insert', ...table('people'), columns: { mappingMode: 'autoMapInputData', value: {} }, options: {} },
      { items: [{ name: 'x', nope: 1 }] },
    );
    expect(bad.error?.message).toBe("Column 'nope' does not exist in selected table");
  });

  it('pairs each returned row with its item when neighbouring inserts go as one statement', async () => {
    await admin.query('CREATE TABLE g (id int PRIMARY KEY, a text, b int)');
    const items = [
      { id: 1, a: 'x' },
      { id: 2, a: 'y' },
      { id: 3, b: 7 },
      { id: 4, a: 'z' },
    ];
    const r = await run(
      {
        operation: 'insert',
        ...table('g'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
        options: { outputColumns: ['id', 'b'] },
      },
      { items },
    );
    expect(r.json).toEqual([
      { id: 1, b: null },
      { id: 2, b: null },
      { id: 3, b: 7 },
      { id: 4, b: null },
    ]);
    expect(r.paired).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }, { item: 3 }]);
    const many = Array.from({ length: 25_000 }, (_, i) => ({ id: 100 + i, a: `n${i}`, b: i }));
    const big = await run(
      {
        operation: 'insert',
        ...table('g'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
        options: { outputColumns: ['id'] },
      },
      { items: many },
    );
    expect(big.json).toHaveLength(25_000);
    expect(big.json[24_999]).toEqual({ id: 25_099 });
    expect(big.paired[24_999]).toEqual({ item: 24_999 });
  });

  it('selects with conditions, sort and limit; refuses a non-number for >', async () => {
    const r = await run({
      operation: 'select',
      ...table('people'),
      where: {
        values: [
          { column: 'age', condition: '>=', value: '5' },
          { column: 'name', condition: 'LIKE', value: '%n%' },
        ],
      },
      combineConditions: 'OR',
      sort: { values: [{ column: 'age', direction: 'DESC' }] },
      limit: 2,
      options: { outputColumns: ['name', 'age'] },
    });
    expect(r.json).toEqual([
      { name: 'Ann', age: 41 },
      { name: "O'Brien; DROP TABLE people", age: 30 },
    ]);
    const all = await run({
      operation: 'select',
      ...table('people'),
      returnAll: true,
      where: { values: [{ column: 'age', condition: 'IS NULL' }] },
      options: {},
    });
    expect(all.json.map((j) => j.name)).toEqual(['Cy']);
    const bad = await run({
      operation: 'select',
      ...table('people'),
      where: { values: [{ column: 'age', condition: '>', value: 'old' }] },
      options: {},
    });
    expect(bad.error?.message).toBe(
      "Operator in entry 1 of 'Select Rows' works with numbers, but value old is not a number",
    );
  });

  it('updates matched rows and refuses one that does not exist', async () => {
    const r = await run(
      {
        operation: 'update',
        ...table('people'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['name'] },
        options: { outputColumns: ['name', 'age'] },
      },
      { items: [{ name: 'Ann', age: 42 }] },
    );
    expect(r.json).toEqual([{ name: 'Ann', age: 42 }]);
    const missing = await run(
      {
        operation: 'update',
        ...table('people'),
        columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['name'] },
        options: {},
      },
      { items: [{ name: 'Zed', age: 1 }] },
    );
    expect(missing.error?.message).toBe("The row you are trying to update doesn't exist");
  });

  it('upserts on the matching column', async () => {
    await admin.query('CREATE TABLE kv (k text PRIMARY KEY, v int)');
    const params = {
      operation: 'upsert',
      ...table('kv'),
      columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: ['k'] },
      options: {},
    };
    expect(
      (
        await run(params, {
          items: [
            { k: 'a', v: 1 },
            { k: 'b', v: 2 },
          ],
        })
      ).json,
    ).toEqual([
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
    ]);
    expect((await run(params, { items: [{ k: 'a', v: 10 }] })).json).toEqual([{ k: 'a', v: 10 }]);
    expect(await rows(`SELECT * FROM ${schema}.kv ORDER BY k`)).toEqual([
      { k: 'a', v: 10 },
      { k: 'b', v: 2 },
    ]);
  });

  it('runs in single mode as one transaction, and independently item by item', async () => {
    await admin.query('CREATE TABLE u (id int PRIMARY KEY)');
    const insert = (batching: string, onError?: string) =>
      run(
        {
          operation: 'insert',
          ...table('u'),
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: { queryBatching: batching },
        },
        { items: [{ id: 1 }, { id: 1 }, { id: 2 }], onError },
      );
    const single = await insert('single');
    expect(single.error?.message).toContain('duplicate key value violates unique constraint');
    expect(await rows(`SELECT * FROM ${schema}.u`)).toEqual([]);
    const each = await insert('independently', 'continueRegularOutput');
    expect(each.json[0]).toEqual({ id: 1 });
    expect(each.json[1]).toMatchObject({ message: expect.stringContaining('duplicate key'), item: { id: 1 } });
    expect(each.json[2]).toEqual({ id: 2 });
    expect(await rows(`SELECT * FROM ${schema}.u ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
    await admin.query(`TRUNCATE ${schema}.u`);
    const tx = await insert('transaction', 'continueRegularOutput');
    expect(tx.json).toHaveLength(2);
    expect(await rows(`SELECT * FROM ${schema}.u`)).toEqual([]);
  });

  it('deletes rows, truncates and drops', async () => {
    await admin.query(`INSERT INTO ${schema}.u VALUES (1), (2), (3)`);
    expect(
      (
        await run({
          operation: 'deleteTable',
          ...table('u'),
          deleteCommand: 'delete',
          where: { values: [{ column: 'id', condition: '<', value: '3' }] },
          options: {},
        })
      ).json,
    ).toEqual([{ success: true }]);
    expect(await rows(`SELECT * FROM ${schema}.u`)).toEqual([{ id: 3 }]);
    await run({ operation: 'deleteTable', ...table('u'), deleteCommand: 'truncate', options: {} });
    expect(await rows(`SELECT * FROM ${schema}.u`)).toEqual([]);
    await run({ operation: 'deleteTable', ...table('u'), deleteCommand: 'drop', options: {} });
    expect(await rows(`SELECT to_regclass('${schema}.u') AS t`)).toEqual([{ t: null }]);
  });

  it('quotes odd table and column names instead of running them', async () => {
    await admin.query(`CREATE TABLE ${pg.escapeIdentifier('we"ird; t')} (${pg.escapeIdentifier('col "x"')} text)`);
    const r = await run(
      {
        operation: 'insert',
        ...table('we"ird; t'),
        columns: { mappingMode: 'autoMapInputData', value: {} },
        options: {},
      },
      { items: [{ 'col "x"': 'v' }] },
    );
    expect(r.json).toEqual([{ 'col "x"': 'v' }]);
    const bad = await run({ operation: 'select', ...table('u; DROP TABLE g'), options: {} });
    expect(bad.error?.message).toContain('does not exist');
    expect(await rows(`SELECT to_regclass('${schema}.g') IS NOT NULL AS kept`)).toEqual([{ kept: true }]);
  });

  it('lists schemas, tables and columns for the editor', async () => {
    const methods = builtinNodeTypes.find((t) => t.description.name === 'weft.postgres' && t.methods)!.methods!;
    const params: Record<string, unknown> = {
      schema: { __rl: true, mode: 'name', value: schema },
      table: { __rl: true, mode: 'name', value: 'kv' },
    };
    const ctx = {
      getNodeParameter: (path: string, fallback?: unknown) => {
        const v = params[path] as { value?: unknown } | undefined;
        return v?.value ?? fallback;
      },
      getCredentials: async () => credentials,
      getNode: () => ({
        name: 'PG',
        type: 'weft.postgres',
        typeVersion: 2.6,
        parameters: {},
        id: 'x',
        position: [0, 0],
      }),
    } as never;
    const schemas = await methods.listSearch!.schemaSearch!.call(ctx, ctx);
    expect(schemas.results.map((r) => r.value)).toContain(schema);
    const tables = await methods.listSearch!.tableSearch!.call(ctx, ctx);
    expect(tables.results.map((r) => r.value)).toEqual(expect.arrayContaining(['kv', 'people']));
    const columns = await methods.loadOptions!.getColumns!.call(ctx, ctx);
    expect(columns.map((c) => c.value)).toEqual(['k', 'v']);
  });

  it('names the server, the query and the item in errors', async () => {
    const r = await run({ operation: 'executeQuery', query: 'SELEC 1', options: {} });
    expect(r.error?.message).toBe('Syntax error at line 1 near "SELEC"');
    const refused = await run(
      { operation: 'executeQuery', query: 'SELECT 1', options: {} },
      { credentials: { ...credentials, port: 1 } },
    );
    expect(refused.error?.message).toBe('Connection refused');
  });
});

function r0(r: { json: Array<Record<string, unknown>> }): Record<string, unknown> | undefined {
  return r.json[0];
}

describe('the outgoing-connection guard', () => {
  it('refuses a database on a private address when WEFT_SSRF_BLOCK_PRIVATE is on, and a metadata address always', async () => {
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      const blocked = await run({ operation: 'executeQuery', query: 'SELECT 1 AS one' });
      expect(blocked.error?.message).toMatch(/refused by Weft's outgoing-request guard/);
      expect(blocked.json).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
    const metadata = await run(
      { operation: 'executeQuery', query: 'SELECT 1 AS one' },
      { credentials: { ...credentials, host: '169.254.169.254' } },
    );
    expect(metadata.error?.message).toMatch(/refused by Weft's outgoing-request guard/);
    expect((await run({ operation: 'executeQuery', query: 'SELECT 1 AS one' })).json).toEqual([{ one: 1 }]);
  });
});
