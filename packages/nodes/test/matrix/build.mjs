// Writes the matrix cases: for each node family, workflows in which one Code node emits the shared
// items and many copies of the node, each with other parameters, read them side by side. Each
// workflow is recorded from real n8n with ../shared/conformance/record.sh into expected.json and is
// then an ordinary conformance case of packages/nodes/test/conformance.test.ts.
//
// usage: node packages/nodes/test/matrix/build.mjs [family…]
// Required parameters are never left empty: n8n refuses to run a workflow with such "issues".
// Node copies continue on error (onError: continueRegularOutput), so one refusal does not hide the
// other copies' results and n8n's error message is compared too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ITEMS, OTHER_ITEMS } from './data.mjs';
import { families } from './families.mjs';

const src = join(dirname(fileURLToPath(import.meta.url)), '../../src');

const codeNode = (name, items, y) => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  type: 'n8n-nodes-base.code',
  typeVersion: 2,
  position: [200, y],
  parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
});

/** One workflow: a trigger, the data node(s), and every variant wired to them. */
export function matrixWorkflow(name, variants, { twoInputs = false, items = ITEMS } = {}) {
  const nodes = [
    {
      id: 'trigger',
      name: 'Start',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    },
    codeNode('Data', items, 0),
  ];
  const connections = { Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] }, Data: { main: [[]] } };
  if (twoInputs) {
    nodes.push(codeNode('Other', OTHER_ITEMS, 400));
    connections.Start.main[0].push({ node: 'Other', type: 'main', index: 0 });
    connections.Other = { main: [[]] };
  }
  const seen = new Set();
  variants.forEach((v, i) => {
    const label = `${String(i + 1).padStart(2, '0')} ${v.label}`.slice(0, 80);
    if (seen.has(label)) throw new Error(`duplicate variant "${label}" in ${name}`);
    seen.add(label);
    nodes.push({
      id: `v${i + 1}`,
      name: label,
      type: v.type,
      typeVersion: v.typeVersion,
      position: [500, i * 120],
      onError: 'continueRegularOutput',
      parameters: v.parameters,
    });
    connections.Data.main[0].push({ node: label, type: 'main', index: 0 });
    if (twoInputs) connections.Other.main[0].push({ node: label, type: 'main', index: 1 });
  });
  return { name, nodes, connections, settings: { executionOrder: 'v1' }, pinData: {} };
}

const wanted = new Set(process.argv.slice(2));
for (const fam of families) {
  if (wanted.size && !wanted.has(fam.folder)) continue;
  for (const c of fam.cases) {
    const dir = join(src, fam.folder, 'conformance', `matrix-${c.name}`);
    mkdirSync(dir, { recursive: true });
    const wf = matrixWorkflow(`matrix ${fam.folder} ${c.name}`, c.variants, { twoInputs: c.twoInputs, items: c.items });
    writeFileSync(join(dir, 'workflow.json'), JSON.stringify(wf, null, 1) + '\n');
    console.log(`${fam.folder}/matrix-${c.name}: ${c.variants.length} variants`);
  }
}
