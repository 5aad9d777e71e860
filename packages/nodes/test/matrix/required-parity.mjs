// Lists the node descriptions whose `required` flags differ from n8n 1.123's, for every type and
// version both have (n8n-nodes-base and the LangChain nodes). n8n refuses to run a workflow in which
// a node about to run has an empty required parameter ("The workflow has issues…"); before Weft
// may refuse the same way, these flags must agree, or Weft would refuse workflows n8n runs.
//
// usage: npm run build && node packages/nodes/test/matrix/required-parity.mjs [--all]
// Needs the n8n 1.123 that record.sh installs (N8N_ORACLE_DIR, default ~/.cache/weft-n8n-oracle).
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const { builtinNodeTypes } = await import(join(root, 'packages/nodes/dist/index.js'));
const { createNodeTypeRegistry, importN8nWorkflow } = await import(join(root, 'packages/workflow/dist/index.js'));
const registry = createNodeTypeRegistry(builtinNodeTypes);
const oracle = join(process.env.N8N_ORACLE_DIR ?? join(homedir(), '.cache/weft-n8n-oracle'), 'node_modules');
const packages = [
  ['n8n-nodes-base', join(oracle, 'n8n-nodes-base/dist/types/nodes.json')],
  ['@n8n/n8n-nodes-langchain', join(oracle, '@n8n/n8n-nodes-langchain/dist/types/nodes.json')],
];

/** JSON with object keys sorted, so that display rules written in another key order compare equal. */
const stable = (v) =>
  Array.isArray(v)
    ? `[${v.map(stable).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${stable(v[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** Every required parameter, by path and display rule, collections and fixed collections included. */
function required(properties, prefix = '', out = new Set()) {
  for (const p of properties ?? []) {
    if (p.required) out.add(`${prefix}${p.name} ${stable(p.displayOptions ?? {})}`);
    if (p.type !== 'collection' && p.type !== 'fixedCollection') continue;
    for (const o of p.options ?? []) {
      if (o.values) required(o.values, `${prefix}${p.name}.${o.name}.`, out);
      else required([o], `${prefix}${p.name}.`, out);
    }
  }
  return out;
}

let checked = 0;
const differing = [];
for (const [pkg, file] of packages) {
  for (const d of JSON.parse(readFileSync(file, 'utf8'))) {
    for (const version of Array.isArray(d.version) ? d.version : [d.version]) {
      const node = {
        id: '1',
        name: 'n',
        type: `${pkg}.${d.name}`,
        typeVersion: version,
        position: [0, 0],
        parameters: {},
      };
      const type = importN8nWorkflow({ nodes: [node], connections: {} }).nodes[0].type;
      if (!registry.versions?.(type)?.includes(version)) continue;
      checked++;
      const theirs = required(d.properties);
      const ours = required(registry.get(type, version).description.properties);
      const onlyN8n = [...theirs].filter((x) => !ours.has(x));
      const onlyWeft = [...ours].filter((x) => !theirs.has(x));
      if (onlyN8n.length || onlyWeft.length) differing.push({ name: `${d.name} ${version}`, onlyN8n, onlyWeft });
    }
  }
}
for (const { name, onlyN8n, onlyWeft } of process.argv.includes('--all') ? differing : differing.slice(0, 20)) {
  console.log(name);
  for (const x of onlyN8n) console.log(`  required in n8n only: ${x.slice(0, 160)}`);
  for (const x of onlyWeft) console.log(`  required in Weft only: ${x.slice(0, 160)}`);
}
console.log(`${checked} descriptions compared; ${differing.length} differ in their required parameters`);
