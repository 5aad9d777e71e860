#!/usr/bin/env node
// bench/databases: 100,000 items inserted into PostgreSQL by the Postgres node (2.6, Insert,
// auto-mapped columns, single-query batching) versus plain `pg` inserting the same rows one
// parameterised INSERT each inside one transaction (what the node does), and plain `pg` with
// multi-row INSERTs of 1,000 rows (the fastest plain way). Prints rows per second of each.
// Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust); uses a throwaway schema.
// usage: npm run build && node bench/databases/postgres-insert.mjs [--rows N]
import pg from 'pg';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';

const args = process.argv.slice(2);
const rowsArg = args.indexOf('--rows');
const ROWS = rowsArg >= 0 ? Number(args[rowsArg + 1]) : 100_000;
const credentials = { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' };
const schema = `weft_bench_${process.pid}`;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  id: i,
  name: `Name ${i}`,
  email: `user${i}@example.com`,
  amount: (i % 1000) / 10,
  active: i % 2 === 0,
}));

const admin = new pg.Client(credentials);
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const table = (name) =>
  `CREATE TABLE ${schema}.${name} (id int PRIMARY KEY, name text, email text, amount numeric, active boolean)`;

try {
  // 1. Through the node.
  await admin.query(table('node_rows'));
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Manual',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Rows', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Insert',
        type: 'n8n-nodes-base.postgres',
        typeVersion: 2.6,
        position: [400, 0],
        credentials: { postgres: { id: 'pg', name: 'pg' } },
        parameters: {
          operation: 'insert',
          schema: { __rl: true, mode: 'name', value: schema },
          table: { __rl: true, mode: 'name', value: 'node_rows' },
          columns: { mappingMode: 'autoMapInputData', value: {} },
          options: { outputColumns: ['id'] },
        },
      },
    ],
    connections: {
      Manual: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
      Rows: { main: [[{ node: 'Insert', type: 'main', index: 0 }]] },
    },
    pinData: { Rows: rows.map((json) => ({ json })) },
    settings: {},
  });
  const started = performance.now();
  const result = await runWorkflow({
    workflow,
    nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  const nodeSeconds = (performance.now() - started) / 1000;
  if (result.data.resultData.error) throw new Error(`the node failed: ${result.data.resultData.error.message}`);
  const inserted = Number((await admin.query(`SELECT count(*) FROM ${schema}.node_rows`)).rows[0].count);
  if (inserted !== ROWS) throw new Error(`the node inserted ${inserted} rows, not ${ROWS}`);

  // 2. Plain pg, one INSERT per row in one transaction.
  await admin.query(table('pg_rows'));
  const client = new pg.Client(credentials);
  await client.connect();
  let t = performance.now();
  await client.query('BEGIN');
  for (const r of rows)
    await client.query(
      `INSERT INTO ${schema}.pg_rows (id, name, email, amount, active) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [r.id, r.name, r.email, r.amount, r.active],
    );
  await client.query('COMMIT');
  const pgSeconds = (performance.now() - t) / 1000;

  // 3. Plain pg, multi-row INSERTs of 1,000 rows.
  await admin.query(table('pg_batch_rows'));
  t = performance.now();
  await client.query('BEGIN');
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const params = [];
    const tuples = chunk.map((r) => {
      params.push(r.id, r.name, r.email, r.amount, r.active);
      const n = params.length;
      return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await client.query(
      `INSERT INTO ${schema}.pg_batch_rows (id, name, email, amount, active) VALUES ${tuples.join(',')}`,
      params,
    );
  }
  await client.query('COMMIT');
  const batchSeconds = (performance.now() - t) / 1000;
  await client.end();

  const rate = (s) => Math.round(ROWS / s).toLocaleString('en-US');
  console.log(`rows: ${ROWS.toLocaleString('en-US')}`);
  console.log(`Postgres node 2.6 insert (whole workflow): ${nodeSeconds.toFixed(2)} s, ${rate(nodeSeconds)} rows/s`);
  console.log(`plain pg, one INSERT per row:             ${pgSeconds.toFixed(2)} s, ${rate(pgSeconds)} rows/s`);
  console.log(`plain pg, 1,000-row INSERTs:              ${batchSeconds.toFixed(2)} s, ${rate(batchSeconds)} rows/s`);
} finally {
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
}
