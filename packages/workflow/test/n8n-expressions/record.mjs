#!/usr/bin/env node
// Records what n8n 1.123's expression language answers for every expression `cases.mjs` lists,
// evaluated by n8n's own `n8n-workflow` package (installed with n8n in ~/.cache/weft-n8n-oracle,
// see ../../../../../shared/conformance/record.sh), legacy engine, timezone UTC. Writes
// expected.json beside this file; `n8n-expressions.test.ts` checks Weft against it.
//
//   TZ=UTC node packages/workflow/test/n8n-expressions/record.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { context, generate } from './cases.mjs';

if (new Date(0).getTimezoneOffset() !== 0) throw new Error('record with TZ=UTC');
const oracle = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-workflow/package.json');
const require = createRequire(oracle);
const wf = require('n8n-workflow');
const { ExpressionExtensions } = require('n8n-workflow/dist/cjs/extensions/index.js');

/** A value as JSON, with what JSON cannot hold (undefined, NaN, dates, Luxon objects) tagged. */
export function tagged(v, depth = 0) {
  if (depth > 20) return '[deep]';
  if (v === undefined) return { $undefined: true };
  if (typeof v === 'number')
    return Number.isNaN(v) || !Number.isFinite(v) || Object.is(v, -0)
      ? { $number: Object.is(v, -0) ? '-0' : String(v) }
      : v;
  if (typeof v === 'function') return { $function: true };
  if (v === null || typeof v !== 'object') return v;
  if (Object.prototype.toString.call(v) === '[object Date]')
    return { $date: Number.isNaN(v.getTime()) ? 'Invalid Date' : v.toISOString() };
  if (typeof v.toISO === 'function' && 'zone' in v && 'c' in v)
    return { $dateTime: v.toISO(), zone: v.zoneName, invalid: v.invalidReason ?? null };
  if (typeof v.toISO === 'function' && 'values' in v) return { $duration: v.toISO() };
  if (typeof v.toISO === 'function' && 's' in v && 'e' in v) return { $interval: v.toISO() };
  if (Array.isArray(v)) return Array.from(v, (x) => tagged(x, depth + 1));
  return Object.fromEntries(Object.keys(v).map((k) => [k, tagged(v[k], depth + 1)]));
}

wf.setGlobalState({ defaultTimezone: 'UTC' });
const nodeTypes = {
  getByName: () => ({ description: { properties: [] } }),
  getByNameAndVersion: () => ({
    description: { name: 'x', properties: [], defaults: {}, inputs: ['main'], outputs: ['main'] },
  }),
  getKnownTypes: () => ({}),
};
const workflow = new wf.Workflow({
  id: '1',
  settings: { timezone: 'UTC' },
  nodes: [{ id: 'a', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
  active: false,
  nodeTypes,
});
const cases = [];
for (const expression of generate(ExpressionExtensions)) {
  // Each expression gets its own copy of the item: expressions may change what they read.
  const items = [{ json: structuredClone(context) }];
  try {
    const value = workflow.expression.getParameterValue(
      expression,
      { resultData: { runData: {} } },
      0,
      0,
      'Set',
      items,
      'manual',
      {},
    );
    cases.push({ expression, value: tagged(value) });
  } catch (e) {
    cases.push({ expression, error: e.message });
  }
}
const file = new URL('./expected.json', import.meta.url);
// One expression per line, so a new recording reads as a diff.
const header = JSON.stringify({ n8n: '1.123.81', timezone: 'UTC', context }).slice(0, -1);
writeFileSync(file, `${header},"cases":[\n${cases.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`);
console.log(`${cases.length} expressions recorded, ${cases.filter((c) => 'error' in c).length} of them errors`);
