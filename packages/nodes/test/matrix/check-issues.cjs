// Lists, per node of a workflow, the parameter issues for which real n8n refuses to run it ("The
// workflow has issues and cannot be executed"): an empty required field, a literal a typed field
// cannot take. Run it on a matrix case before recording; a case with issues records nothing.
//
// usage: node packages/nodes/test/matrix/check-issues.cjs src/<node>/conformance/matrix-<case>/workflow.json
// Needs the n8n 1.123 that record.sh installs (N8N_ORACLE_DIR, default ~/.cache/weft-n8n-oracle).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const oracle = join(process.env.N8N_ORACLE_DIR ?? join(process.env.HOME, '.cache/weft-n8n-oracle'), 'node_modules');
const { NodeHelpers } = require(join(oracle, 'n8n-workflow'));
const base = join(oracle, 'n8n-nodes-base');
const files = require(join(base, 'package.json')).n8n.nodes;

/** The description n8n uses for `type` at `version` (built-in nodes only). */
function description(type, version) {
  const short = type.replace('n8n-nodes-base.', '').toLowerCase();
  const file = files.find((f) => f.toLowerCase().endsWith(`/${short}.node.js`));
  if (!file) return undefined;
  const Type = Object.values(require(join(base, file)))[0];
  const node = new Type();
  return (node.nodeVersions ? (node.nodeVersions[version] ?? node.getNodeType(version)) : node).description;
}

const workflow = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let count = 0;
for (const node of workflow.nodes) {
  if (!node.type.startsWith('n8n-nodes-base.')) continue;
  const d = description(node.type, node.typeVersion);
  const issues = d && NodeHelpers.getNodeParametersIssues(d.properties, node, d);
  if (!issues) continue;
  count++;
  console.log(`${node.name}: ${JSON.stringify(issues.parameters ?? issues)}`);
}
console.log(count ? `${count} node(s) with issues: n8n will not run this workflow` : 'no issues');
