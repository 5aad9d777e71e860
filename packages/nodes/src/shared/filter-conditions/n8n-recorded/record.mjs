#!/usr/bin/env node
// Records what n8n 1.123's filter (If, Filter, Switch) answers for every case of cases.mjs, with
// n8n's own `n8n-workflow` (installed with n8n in ~/.cache/weft-n8n-oracle): true, false, or the
// error it throws (message and description). Writes expected.json beside this file.
//
//   TZ=UTC node packages/nodes/src/shared/filter-conditions/n8n-recorded/record.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { generate, materialize } from './cases.mjs';

const require = createRequire(join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-workflow/package.json'));
const { executeFilterCondition } = require('n8n-workflow/dist/cjs/node-parameters/filter-parameter.js');
const { DateTime } = require('luxon');

const errors = [];
const errorIndex = new Map();
const results = generate().map(([condition, options], index) => {
  const real = { ...condition, leftValue: materialize(condition.leftValue, DateTime), rightValue: materialize(condition.rightValue, DateTime) };
  try {
    return executeFilterCondition(real, options, { index: 1, itemIndex: 2 }) ? 1 : 0;
  } catch (e) {
    const key = JSON.stringify([e.message, e.description ?? null]);
    if (!errorIndex.has(key)) errorIndex.set(key, errors.push([e.message, e.description ?? null]) - 1);
    return `e${errorIndex.get(key)}`;
  }
});
// Compact: one character per case ('1' true, '0' false, 'e' an error), and for each 'e' in order
// the index of its [message, description] in `errors`.
const outcomes = results.map((r) => (typeof r === 'string' ? 'e' : String(r))).join('');
const errorOf = results.filter((r) => typeof r === 'string').map((r) => Number(r.slice(1)));
const text = `{"n8n":"1.123.81","position":{"index":1,"itemIndex":2},"errors":[\n${errors.map((e) => JSON.stringify(e)).join(',\n')}\n],\n"outcomes":${JSON.stringify(outcomes)},\n"errorOf":${JSON.stringify(errorOf)}}\n`;
writeFileSync(new URL('./expected.json', import.meta.url), text);
console.log(`${results.length} conditions recorded, ${results.filter((r) => typeof r === 'string').length} of them errors (${errors.length} distinct)`);
