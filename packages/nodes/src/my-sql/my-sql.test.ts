/** The MySQL node against the machine's MariaDB (127.0.0.1:3306, root, database `test`), in throwaway tables. */
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { escapeSqlIdentifier } from './connection.js';

const credentials = { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: '' };
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const people = `weft_people_${suffix}`;
const kv = `weft_kv_${suffix}`;
let admin: mysql.Connection;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

beforeAll(async () => {
  admin = await mysql.createConnection(credentials);
  await admin.query(
    `CREATE TABLE ${people} (id int AUTO_INCREMENT PRIMARY KEY, name varchar(100) NOT NULL, age int, big bigint, price decimal(10,2), born datetime)`,
  );
  await admin.query(`CREATE TABLE ${kv} (k varchar(20) PRIMARY KEY, v int)`);
});
afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS ${people}, ${kv}`);
  await admin.end();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; version?: number; onError?: string } = {},
) {
  const workflow = {
    name: 'mysql test',
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
        name: 'DB',
        type: 'n8n-nodes-base.mySql',
        typeVersion: extra.version ?? 2.5,
        position: [400, 0],
        parameters,
        credentials: { mySql: { id: 'm', name: 'm' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'DB', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const items = result.data.resultData.runData.DB?.[0]?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    paired: items.map((i) => i.pairedItem),
    error: result.data.resultData.error,
  };
}

const rl = (value: string) => ({ __rl: true, mode: 'name', value });

describe('MySQL identifiers', () => {
  it('splits db.table, keeps backticked parts whole and escapes other backticks', () => {
    expect(escapeSqlIdentifier('db.t')).toBe('`db`.`t`');
    expect(escapeSqlIdentifier('db.`a.b`')).toBe('`db`.`a.b`');
    expect(escapeSqlIdentifier('x`; DROP TABLE t; --')).toBe('`x``; DROP TABLE t; --`');
  });
});

describe('MySQL node 2.x', () => {
  it('inserts auto-mapped items in one statement, values sent as parameters', async () => {
    const r = await run(
      { operation: 'insert', table: rl(people), dataMode: 'autoMapInputData', options: {} },
      {
        items: [
          {
            name: "O'Brien`); DROP TABLE x; --",
            age: 30,
            big: 9007199254740993n.toString(),
            price: 1.5,
            born: '2024-01-02 03:04:05',
          },
          { name: 'Ann', age: 41 },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([{ success: true }]);
    expect(r.paired).toEqual([[{ item: 0 }]]); // one statement for both items, as n8n pairs it
    const [rows] = await admin.query(`SELECT name, age FROM ${people} ORDER BY id`);
    expect(rows).toEqual([
      { name: "O'Brien`); DROP TABLE x; --", age: 30 },
      { name: 'Ann', age: 41 },
    ]);
  });

  it('runs queries with $n parameters, dates as strings from 2.1, big numbers per option', async () => {
    const r = await run(
      {
        operation: 'executeQuery',
        query: `SELECT name, big, price, born FROM ${people} WHERE age > $1 ORDER BY id`,
        options: { queryReplacement: '={{ $json.min }}', largeNumbersOutput: 'text' },
      },
      { items: [{ min: 20 }, { min: 35 }] },
    );
    expect(r.json).toEqual([
      { name: "O'Brien`); DROP TABLE x; --", big: '9007199254740993', price: '1.50', born: '2024-01-02 03:04:05' },
      { name: 'Ann', big: null, price: null, born: null },
      { name: 'Ann', big: null, price: null, born: null },
    ]);
    expect(r.paired).toEqual([{ item: 0 }, { item: 0 }, { item: 1 }]);
  });

  it('answers big numbers and decimals per option', async () => {
    const query =
      'SELECT CAST(9007199254740993 AS SIGNED) AS big, CAST(12 AS SIGNED) AS small, CAST(1.5 AS DECIMAL(4,2)) AS num';
    expect((await run({ operation: 'executeQuery', query, options: {} })).json).toEqual([
      { big: '9007199254740993', small: 12, num: '1.50' },
    ]);
    expect(
      (await run({ operation: 'executeQuery', query, options: { largeNumbersOutput: 'text', decimalNumbers: true } }))
        .json,
    ).toMatchObject([{ big: '9007199254740993', num: 1.5 }]);
  });

  it('selects with conditions, sort and limit, and refuses a non-number for >', async () => {
    const r = await run({
      operation: 'select',
      table: rl(people),
      where: { values: [{ column: 'age', condition: '>', value: '10' }] },
      sort: { values: [{ column: 'age', direction: 'DESC' }] },
      limit: 1,
      options: { outputColumns: ['name', 'age'] },
    });
    expect(r.json).toEqual([{ name: 'Ann', age: 41 }]);
    const bad = await run({
      operation: 'select',
      table: rl(people),
      where: { values: [{ column: 'age', condition: '>', value: 'x' }] },
      options: {},
    });
    expect(bad.error?.message).toBe(
      "Operator in entry 1 of 'Select Rows' works with numbers, but value x is not a number",
    );
  });

  it('updates, upserts and deletes', async () => {
    expect(
      (
        await run(
          {
            operation: 'update',
            table: rl(people),
            dataMode: 'autoMapInputData',
            columnToMatchOn: 'name',
            options: {},
          },
          { items: [{ name: 'Ann', age: 42 }] },
        )
      ).json,
    ).toEqual([{ success: true }]);
    const [ann] = await admin.query(`SELECT age FROM ${people} WHERE name = 'Ann'`);
    expect(ann).toEqual([{ age: 42 }]);
    const upsert = {
      operation: 'upsert',
      table: rl(kv),
      dataMode: 'autoMapInputData',
      columnToMatchOn: 'k',
      options: { queryBatching: 'independently' },
    };
    await run(upsert, {
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
    });
    await run(upsert, { items: [{ k: 'a', v: 10 }] });
    const [kvRows] = await admin.query(`SELECT * FROM ${kv} ORDER BY k`);
    expect(kvRows).toEqual([
      { k: 'a', v: 10 },
      { k: 'b', v: 2 },
    ]);
    await run({
      operation: 'deleteTable',
      table: rl(kv),
      deleteCommand: 'delete',
      where: { values: [{ column: 'v', condition: '>=', value: '10' }] },
      options: {},
    });
    const [left] = await admin.query(`SELECT k FROM ${kv}`);
    expect(left).toEqual([{ k: 'b' }]);
  });

  it('rolls a transaction back at the first error and names the server error', async () => {
    const r = await run(
      {
        operation: 'executeQuery',
        query: `INSERT INTO ${kv} (k, v) VALUES ($1, 1)`,
        options: { queryBatching: 'transaction', queryReplacement: '={{ $json.k }}' },
      },
      { items: [{ k: 'x' }, { k: 'x' }] },
    );
    expect(r.error?.message).toContain('Duplicate entry');
    const [rows] = await admin.query(`SELECT k FROM ${kv} WHERE k = 'x'`);
    expect(rows).toEqual([]);
    const syntax = await run({ operation: 'executeQuery', query: 'SELEC 1', options: {} });
    expect(syntax.error?.message).toMatch(/You have an error in your SQL syntax/);
  });

  it('quotes odd table and column names instead of running them', async () => {
    const odd = `we\`ird; ${suffix}`;
    await admin.query(`CREATE TABLE ${mysql.escapeId(odd, true)} (${mysql.escapeId('col `x`')} varchar(10))`);
    try {
      const r = await run(
        { operation: 'insert', table: rl(odd), dataMode: 'autoMapInputData', options: {} },
        { items: [{ 'col `x`': 'v' }] },
      );
      expect(r.error).toBeUndefined();
      const [rows] = await admin.query(`SELECT * FROM ${mysql.escapeId(odd, true)}`);
      expect(rows).toEqual([{ 'col `x`': 'v' }]);
      const bad = await run({ operation: 'select', table: rl(`${kv}; DROP TABLE ${people}`), options: {} });
      expect(bad.error?.message).toContain("doesn't exist");
      const [kept] = await admin.query(`SELECT count(*) AS n FROM ${people}`);
      expect(kept).toEqual([{ n: 2 }]);
    } finally {
      await admin.query(`DROP TABLE ${mysql.escapeId(odd, true)}`);
    }
  });

  it('runs MySQL 1 queries and inserts', async () => {
    const r = await run(
      { operation: 'executeQuery', query: `SELECT k, v FROM ${kv} WHERE k = $1`, options: { queryReplacement: 'b' } },
      { version: 1 },
    );
    expect(r.json).toEqual([{ k: 'b', v: 2 }]);
    const ins = await run(
      { operation: 'insert', table: rl(kv), columns: 'k,v', options: { ignore: true } },
      {
        version: 1,
        items: [
          { k: 'b', v: 3 },
          { k: 'c', v: 4 },
        ],
      },
    );
    expect(ins.json[0]).toMatchObject({ affectedRows: 1 });
  });
});
