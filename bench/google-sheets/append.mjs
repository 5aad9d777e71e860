#!/usr/bin/env node
// bench/google-sheets: append 100,000 rows to the loopback Sheets v4 fake through Google Sheets
// 4.7 (append, auto-mapped columns), run by @weft/engine in batches of items (one execution per
// batch; the node writes each batch with one PUT, after reading the sheet as n8n's node does).
// The fake runs in a child process, so the peak RSS printed is the engine's and the node's alone.
// Prints rows per second (wall time over all batches), the calls the fake got, and the peak RSS.
// usage: npm run build && node bench/google-sheets/append.mjs [--rows N] [--batch N] [--use-append]
// (WEFT_BENCH_NODES may name another build of @weft/nodes' index.js.)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';

const { builtinNodeTypes } = await import(process.env.WEFT_BENCH_NODES ?? '@weft/nodes');

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const ROWS = arg('--rows', 100_000);
const BATCH = arg('--batch', 5_000);
const USE_APPEND = args.includes('--use-append');

const fakePath = fileURLToPath(
  new URL('../../packages/nodes/src/google-sheets/test-fake/sheets-fake.mjs', import.meta.url),
);
const child = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `
  import { start } from ${JSON.stringify(fakePath)};
  const fake = await start({ keptRevisions: 0 });
  const id = fake.addSpreadsheet({ id: 'bench-sheet-0123456789abcdefghijklmn', sheets: { Sheet1: [['id', 'name', 'email', 'amount', 'country']] } });
  process.stdout.write(JSON.stringify({ origin: fake.origin, id }) + '\\n');
  process.stdin.on('data', () => {
    const rows = fake.rowsOf(id, 'Sheet1');
    process.stdout.write(JSON.stringify({ rows: rows.length, last: rows.at(-1), calls: fake.state.requests.length, rss: process.resourceUsage().maxRSS }) + '\\n');
  });
`,
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
const lines = [];
let waiting;
child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
  for (const line of chunk.split('\n').filter(Boolean)) {
    lines.push(JSON.parse(line));
    waiting?.();
  }
});
const next = () =>
  new Promise((resolve) => {
    if (lines.length) return resolve(lines.shift());
    waiting = () => {
      waiting = undefined;
      resolve(lines.shift());
    };
  });
const { origin, id } = await next();
process.env.WEFT_GOOGLE_API_URL = origin;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const workflowFor = (items) =>
  importN8nWorkflow({
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
        name: 'Append',
        type: 'n8n-nodes-base.googleSheets',
        typeVersion: 4.7,
        position: [400, 0],
        credentials: { googleSheetsOAuth2Api: { id: 'c', name: 'Sheets' } },
        parameters: {
          operation: 'append',
          documentId: { __rl: true, mode: 'id', value: id },
          sheetName: { __rl: true, mode: 'name', value: 'Sheet1' },
          columns: { mappingMode: 'autoMapInputData', value: {}, matchingColumns: [], schema: [] },
          options: USE_APPEND ? { useAppend: true } : {},
        },
      },
    ],
    connections: {
      Manual: { main: [[{ node: 'Rows', type: 'main', index: 0 }]] },
      Rows: { main: [[{ node: 'Append', type: 'main', index: 0 }]] },
    },
    pinData: { Rows: items },
  });
const getCredentials = async () => ({ oauthTokenData: { access_token: 'bench' } });

const started = process.hrtime.bigint();
let written = 0;
let nodeMs = 0;
while (written < ROWS) {
  const count = Math.min(BATCH, ROWS - written);
  const items = [];
  for (let i = written; i < written + count; i++)
    items.push({
      json: {
        id: i,
        name: `Name ${i}`,
        email: `user${i}@example.com`,
        amount: (i % 1000) / 10,
        country: ['NO', 'DE', 'FR', 'US'][i % 4],
      },
    });
  const result = await runWorkflow({
    workflow: workflowFor(items),
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials },
  });
  const error = result.data.resultData.error;
  if (error) {
    console.error(`batch at row ${written} failed: ${error.message}`);
    child.kill();
    process.exit(1);
  }
  nodeMs += result.data.resultData.runData.Append?.[0]?.executionTime ?? 0;
  written += count;
}
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
child.stdin.write('report\n');
const report = await next();
child.kill();
if (report.rows !== ROWS + 1 || report.last?.[0] !== ROWS - 1) {
  console.error(`the sheet holds ${report.rows} rows (last ${JSON.stringify(report.last)}), expected ${ROWS + 1}`);
  process.exit(1);
}
const mb = (kb) => (kb / 1024).toFixed(0);
console.log(`google-sheets append: ${ROWS} rows in batches of ${BATCH}${USE_APPEND ? ' (Minimise API Calls)' : ''}`);
console.log(
  `  wall ${(wallMs / 1000).toFixed(2)} s, ${Math.round(ROWS / (wallMs / 1000))} rows/s (node execution time ${(nodeMs / 1000).toFixed(2)} s)`,
);
console.log(
  `  ${report.calls} calls to the fake, peak RSS ${mb(process.resourceUsage().maxRSS)} MB (engine + node), fake ${mb(report.rss)} MB`,
);
