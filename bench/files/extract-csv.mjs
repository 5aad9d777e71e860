#!/usr/bin/env node
// bench/files: Extract From File (CSV, 1.1) on a 1,000,000-row CSV read by Read Binary File.
// Writes the CSV to a temporary folder, runs Manual → Read Binary File → Extract From File in
// process with the built packages, and prints rows per second of the Extract node (its own
// execution time), the wall time and the peak RSS of this process.
// usage: npm run build && node bench/files/extract-csv.mjs [--rows N]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow } from '@weft/workflow';

const args = process.argv.slice(2);
const rowsArg = args.indexOf('--rows');
const ROWS = rowsArg >= 0 ? Number(args[rowsArg + 1]) : 1_000_000;

const dir = mkdtempSync(join(tmpdir(), 'weft-bench-csv-'));
const file = join(dir, 'rows.csv');
const lines = ['id,name,email,amount,country,active'];
for (let i = 0; i < ROWS; i++)
  lines.push(
    `${i},Name ${i},user${i}@example.com,${(i % 1000) / 10},${['NO', 'DE', 'FR', 'US'][i % 4]},${i % 2 === 0}`,
  );
writeFileSync(file, lines.join('\n') + '\n');
const sizeMb = Buffer.byteLength(lines.join('\n')) / 1024 / 1024;
lines.length = 0;

const workflow = importN8nWorkflow({
  nodes: [
    { id: '1', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    {
      id: '2',
      name: 'Read',
      type: 'n8n-nodes-base.readBinaryFile',
      typeVersion: 1,
      position: [200, 0],
      parameters: { filePath: file },
    },
    {
      id: '3',
      name: 'Extract',
      type: 'n8n-nodes-base.extractFromFile',
      typeVersion: 1.1,
      position: [400, 0],
      parameters: { operation: 'csv', options: {} },
    },
  ],
  connections: {
    Manual: { main: [[{ node: 'Read', type: 'main', index: 0 }]] },
    Read: { main: [[{ node: 'Extract', type: 'main', index: 0 }]] },
  },
});

const started = process.hrtime.bigint();
const result = await runWorkflow({
  workflow,
  nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
  mode: 'manual',
  timezone: 'UTC',
});
const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
rmSync(dir, { recursive: true, force: true });
const run = result.data.resultData.runData.Extract?.[0];
if (result.data.resultData.error || !run) {
  console.error('the run failed:', result.data.resultData.error?.message ?? 'no Extract run');
  process.exit(1);
}
const items = run.data?.main[0]?.length ?? 0;
const ms = run.executionTime ?? wallMs;
console.log(
  `extractFromFile csv: ${items.toLocaleString('en')} rows (${sizeMb.toFixed(1)} MB) in ${(ms / 1000).toFixed(2)} s → ${Math.round((items / ms) * 1000).toLocaleString('en')} rows/s`,
);
console.log(
  `wall time of the run ${(wallMs / 1000).toFixed(2)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
