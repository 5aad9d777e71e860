#!/usr/bin/env node
// Records what n8n 1.123's expression language answers for every expression `cases.mjs` lists,
// evaluated by n8n's own `n8n-workflow` package (installed with n8n in ~/.cache/weft-n8n-oracle,
// see ../../../../../shared/conformance/record.sh), legacy engine, timezone UTC. Writes
// expected.json beside this file; `n8n-expressions.test.ts` checks Weft against it.
//
//   TZ=UTC node packages/workflow/test/n8n-expressions/record.mjs
//
// Then again with the workflow in another timezone (the process stays in UTC), for the
// expressions that deal with dates: expected-new-york.json.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { context, generate, tagged } from './cases.mjs';

if (new Date(0).getTimezoneOffset() !== 0) throw new Error('record with TZ=UTC');
const oracle = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-workflow/package.json');
const require = createRequire(oracle);
const wf = require('n8n-workflow');
const { ExpressionExtensions } = require('n8n-workflow/dist/cjs/extensions/index.js');


/** Records every expression (or those `only` keeps) with the workflow in `timezone`; answers the cases. */
function record(timezone, only = () => true) {
wf.setGlobalState({ defaultTimezone: timezone });
const nodeTypes = {
  getByName: () => ({ description: { properties: [] } }),
  getByNameAndVersion: () => ({
    description: { name: 'x', properties: [], defaults: {}, inputs: ['main'], outputs: ['main'] },
  }),
  getKnownTypes: () => ({}),
};
const workflow = new wf.Workflow({
  id: '1',
  settings: { timezone },
  nodes: [{ id: 'a', name: 'Set', type: 'n8n-nodes-base.set', typeVersion: 1, position: [0, 0], parameters: {} }],
  connections: {},
  active: false,
  nodeTypes,
});
const cases = [];
for (const expression of generate(ExpressionExtensions).filter(only)) {
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
return cases;
}

/** Writes the cases, one expression per line, so that a new recording reads as a diff. */
function write(name, timezone, cases) {
  const header = JSON.stringify({ n8n: '1.123.81', timezone, context }).slice(0, -1);
  const text = `${header},"cases":[\n${cases.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`;
  writeFileSync(new URL(`./${name}`, import.meta.url), text);
  console.log(`${name}: ${cases.length} expressions, ${cases.filter((c) => 'error' in c).length} of them errors`);
}

write('expected.json', 'UTC', record('UTC'));
write('expected-new-york.json', 'America/New_York', record('America/New_York', (e) => /Date|dateTime|beginningOf|endOfMonth|extract|isDst|isWeekend|diffTo|plus|minus|format|\$today|\$now/.test(e)));
