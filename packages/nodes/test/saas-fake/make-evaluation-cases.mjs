/**
 * Writes the recordable cases of the Evaluation Trigger and Evaluation nodes under
 * src/evaluation-trigger/conformance-fake/ and src/evaluation/conformance-fake/. n8n's CLI starts at
 * a Manual Trigger, so each case runs Manual Trigger → (Code: the previous run's row) → nodes; a
 * Google Sheets read at the end shows what Set Outputs wrote. Run, then record with
 * `record-unlocked.sh evaluation <dir>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const CRED = { googleSheetsOAuth2Api: { id: 'k3ZpD9hQ2mL8', name: 'Google Sheets account' } };
const DOC = '1EvalDatasetAbcdefghijklmnopqrstuvwxyz0123';
const doc = { __rl: true, value: DOC, mode: 'id' };
const firstSheet = { __rl: true, value: 'gid=0', mode: 'id' };
const secondSheet = { __rl: true, value: `https://docs.google.com/spreadsheets/d/${DOC}/edit#gid=1001`, mode: 'url' };

const dataset = [
  ['question', 'expected', 'category'],
  ['What is 2+2?', '4', 'math'],
  ['Capital of France?', 'Paris', 'geo'],
  ['What is 3*3?', '9', 'math'],
  ['Largest ocean?', 'Pacific', 'geo'],
];
const gaps = [['question', '', 'expected'], ['Colour of sky?', '', 'blue'], ['Sound of a cat?']];
const seed = { sheets: [{ id: DOC, title: 'Eval dataset', sheets: { Dataset: dataset, Gaps: gaps } }] };

let n = 0;
const node = (name, type, typeVersion, parameters, extra = {}) => ({
  parameters,
  id: `e0a1b2c3-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name,
  type: `n8n-nodes-base.${type}`,
  typeVersion,
  position: [n * 220, 0],
  ...extra,
});
const manual = () => node('Manual', 'manualTrigger', 1, {});
const code = (name, items) =>
  node(name, 'code', 2, { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` });
const trigger = (version, parameters) =>
  node(
    'Dataset row',
    'evaluationTrigger',
    version,
    { documentId: doc, sheetName: firstSheet, ...parameters },
    {
      credentials: CRED,
    },
  );
const evaluation = (name, version, parameters, extra = {}) => node(name, 'evaluation', version, parameters, extra);
const readBack = (sheet = firstSheet) =>
  node('Read back', 'googleSheets', 4.7, { documentId: doc, sheetName: sheet, options: {} }, { credentials: CRED });

/** A workflow of nodes in a chain (each output 0 → next), `branches` adding more links. */
function chain(nodes, branches = []) {
  const connections = {};
  const link = (from, to, output = 0) => {
    const main = (connections[from] ??= { main: [] }).main;
    while (main.length <= output) main.push([]);
    main[output].push({ node: to, type: 'main', index: 0 });
  };
  for (let i = 0; i + 1 < nodes.length; i++) link(nodes[i].name, nodes[i + 1].name);
  for (const [from, to, output] of branches) link(from, to, output);
  return { name: 'Evaluation case', nodes, connections, settings: { executionOrder: 'v1' } };
}

function write(folder, cases) {
  const root = new URL(`../../src/${folder}/conformance-fake/`, import.meta.url);
  for (const [name, workflow, caseSeed = seed] of cases) {
    const dir = new URL(`${name}/`, root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('workflow.json', dir), `${JSON.stringify(workflow, null, 1)}\n`);
    writeFileSync(new URL('seed.json', dir), `${JSON.stringify(caseSeed, null, 1)}\n`);
  }
  writeFileSync(
    new URL('credentials.json', root),
    `${JSON.stringify([{ id: 'k3ZpD9hQ2mL8', name: 'Google Sheets account', type: 'googleSheetsOAuth2Api', data: { clientId: 'weft-test', clientSecret: 'weft-test', oauthTokenData: { access_token: 'fixture-token', token_type: 'Bearer' } } }], null, 1)}\n`,
  );
}

write('evaluation-trigger', [
  ['sheet-first-row-v4.6', chain([manual(), trigger(4.6, {})])],
  [
    'sheet-next-row-v4.7',
    chain([
      manual(),
      code('Previous row', [{ row_number: 2, _rowsLeft: 3 }]),
      trigger(4.7, { source: 'googleSheets' }),
    ]),
  ],
  [
    'sheet-last-row-within-limit',
    chain([
      manual(),
      code('Previous row', [{ row_number: 3, _rowsLeft: 1 }]),
      trigger(4.7, { source: 'googleSheets', limitRows: true, maxRows: '={{ 1 + 2 }}' }),
    ]),
  ],
  [
    'sheet-restart-when-none-left',
    chain([
      manual(),
      code('Previous row', [{ row_number: 5, _rowsLeft: 0 }]),
      trigger(4.6, { limitRows: true, maxRows: 2 }),
    ]),
  ],
  [
    'sheet-filtered',
    chain([
      manual(),
      code('Previous row', [{ row_number: 2, _rowsLeft: 1 }]),
      trigger(4.6, { filtersUI: { values: [{ lookupColumn: 'category', lookupValue: 'math' }] } }),
    ]),
  ],
  ['sheet-no-row-found', chain([manual(), code('Previous row', [{ row_number: 5, _rowsLeft: 2 }]), trigger(4.6, {})])],
  ['sheet-blank-headers-by-url', chain([manual(), trigger(4.6, { sheetName: secondSheet })])],
  ['sheet-missing', chain([manual(), trigger(4.6, { sheetName: { __rl: true, value: '77', mode: 'id' } })])],
]);

const items = [
  { answer: '4', expected: '4', query: 'What is 2+2?' },
  { answer: 'Lyon', expected: 'Paris', query: 'Capital of France?' },
];
write('evaluation', [
  [
    'check-if-evaluating-normal-run',
    chain([manual(), code('Items', items), evaluation('Check', 4.6, { operation: 'checkIfEvaluating' })]),
  ],
  [
    'check-if-evaluating-from-trigger',
    chain([manual(), trigger(4.6, {}), evaluation('Check', 4.7, { operation: 'checkIfEvaluating' })]),
  ],
  [
    'set-outputs-sheet',
    chain([
      manual(),
      trigger(4.7, { source: 'googleSheets' }),
      evaluation(
        'Set outputs',
        4.7,
        {
          documentId: doc,
          sheetName: firstSheet,
          outputs: {
            values: [
              { outputName: 'actual', outputValue: '={{ $json.expected }}!' },
              { outputName: 'category', outputValue: 'checked' },
              { outputName: 'details', outputValue: '={{ { ok: true, n: 2 } }}' },
            ],
          },
        },
        { credentials: CRED },
      ),
      readBack(),
    ]),
  ],
  [
    'set-outputs-normal-run',
    chain([
      manual(),
      code('Items', items),
      evaluation(
        'Set outputs',
        4.8,
        {
          source: 'googleSheets',
          documentId: doc,
          sheetName: firstSheet,
          outputs: { values: [{ outputName: 'actual', outputValue: '={{ $json.answer }}' }] },
        },
        { credentials: CRED },
      ),
    ]),
  ],
  [
    'set-inputs',
    chain([
      manual(),
      trigger(4.6, {}),
      evaluation('Set inputs', 4.7, {
        operation: 'setInputs',
        inputs: { values: [{ inputName: 'question', inputValue: '={{ $json.question }}' }] },
      }),
    ]),
  ],
  [
    'set-metrics-custom-v4.6',
    chain([
      manual(),
      code('Items', items),
      evaluation('Metrics', 4.6, {
        operation: 'setMetrics',
        metrics: {
          assignments: [
            { id: 'a1', name: 'exact', value: '={{ $json.answer === $json.expected ? 1 : 0 }}', type: 'number' },
            { id: 'a2', name: 'length', value: '={{ $json.answer.length }}', type: 'number' },
          ],
        },
      }),
    ]),
  ],
  [
    'set-metrics-string-similarity',
    chain([
      manual(),
      code('Items', items),
      evaluation('Similarity', 4.7, {
        operation: 'setMetrics',
        metric: 'stringSimilarity',
        expectedAnswer: '={{ $json.expected }}',
        actualAnswer: '={{ $json.answer }}',
      }),
    ]),
  ],
  [
    'set-metrics-categorization',
    chain([
      manual(),
      code('Items', items),
      evaluation('Category', 4.8, {
        operation: 'setMetrics',
        metric: 'categorization',
        expectedAnswer: '={{ $json.expected }}',
        actualAnswer: '={{ $json.answer }} ',
        options: { metricName: 'match' },
      }),
    ]),
  ],
  [
    'set-metrics-tools-used',
    chain([
      manual(),
      code('Items', [
        { intermediateSteps: [{ action: { tool: 'Search_Orders', toolInput: {} }, observation: '[]' }] },
        { intermediateSteps: [] },
      ]),
      evaluation('Tools', 4.8, {
        operation: 'setMetrics',
        metric: 'toolsUsed',
        expectedTools: 'Search Orders, send email',
        intermediateSteps: '={{ $json.intermediateSteps }}',
        options: { metricName: 'tools' },
      }),
    ]),
  ],
  [
    'set-metrics-not-a-number-continue',
    chain([
      manual(),
      code('Items', items),
      evaluation(
        'Metrics',
        4.7,
        {
          operation: 'setMetrics',
          metric: 'customMetrics',
          metrics: { assignments: [{ id: 'a1', name: 'score', value: '={{ $json.answer }}', type: 'number' }] },
        },
        { onError: 'continueRegularOutput' },
      ),
    ]),
  ],
  [
    'set-metrics-correctness-without-model',
    chain([
      manual(),
      code('Items', items),
      evaluation('Correctness', 4.7, {
        operation: 'setMetrics',
        expectedAnswer: '={{ $json.expected }}',
        actualAnswer: '={{ $json.answer }}',
      }),
    ]),
  ],
  ['set-inputs-none', chain([manual(), trigger(4.6, {}), evaluation('Set inputs', 4.6, { operation: 'setInputs' })])],
  [
    'set-outputs-blank-header-by-url-v4.6',
    chain([
      manual(),
      trigger(4.6, { sheetName: secondSheet }),
      evaluation(
        'Set outputs',
        4.6,
        {
          documentId: doc,
          sheetName: secondSheet,
          outputs: {
            values: [
              { outputName: 'score', outputValue: '={{ 7 }}' },
              { outputName: 'expected', outputValue: '={{ $json.expected.toUpperCase() }}' },
            ],
          },
        },
        { credentials: CRED },
      ),
      readBack(secondSheet),
    ]),
  ],
  [
    'set-outputs-none',
    chain([
      manual(),
      trigger(4.7, { source: 'googleSheets' }),
      evaluation('Set outputs', 4.7, { documentId: doc, sheetName: firstSheet }, { credentials: CRED }),
    ]),
  ],
]);
