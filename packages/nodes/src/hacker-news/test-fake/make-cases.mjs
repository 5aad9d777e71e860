/**
 * Writes the Hacker News cases recorded from real n8n (`../conformance-fake/<case>/{workflow.json,seed.json}`).
 * Run: `node make-cases.mjs`, then record them with `bash record.sh ../conformance-fake`.
 * Seeded ids are counted from 1000: each story, then its comments.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const root = new URL('../conformance-fake/', import.meta.url);
const STORIES = {
  stories: [
    { title: 'Show HN: Weft, a workflow engine', author: 'ada', url: 'https://weft.example', points: 120, tags: ['show_hn', 'front_page'], comments: [{ author: 'grace', text: 'Nice work' }, { author: 'linus', text: 'Benchmarks?' }] },
    { title: 'Ask HN: How do you automate chores?', author: 'grace', text: 'Curious what people use', points: 40, tags: ['ask_hn'] },
    { title: 'Workflow engines compared', author: 'linus', url: 'https://blog.example/engines', points: 75, tags: ['front_page'] },
  ],
  users: [{ username: 'ada', about: 'Writes engines', karma: 4242 }],
};

function workflow(name, nodes) {
  const all = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  const connections = {};
  let previous = all[0].name;
  nodes.forEach((n, k) => {
    const node = { parameters: n.parameters, id: `step-${k + 1}`, name: n.name, type: n.type ?? 'n8n-nodes-base.hackerNews', typeVersion: n.version ?? 1, position: [220 * (k + 1), 0] };
    if (n.onError) node.onError = n.onError;
    all.push(node);
    const from = n.after ?? previous;
    (connections[from] ??= { main: [[]] }).main[0].push({ node: n.name, type: 'main', index: 0 });
    previous = n.name;
  });
  return { name: `Hacker News ${name}`, nodes: all, connections, settings: { executionOrder: 'v1' } };
}
const code = (name, json) => ({ name, type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: `return ${JSON.stringify(json.map((j) => ({ json: j })))};` } });

const cases = {
  'search-1': {
    seed: STORIES,
    nodes: [
      { name: 'Search', parameters: { resource: 'all', limit: 5, additionalFields: { keyword: 'workflow', tags: ['story', 'front_page'] } } },
      { name: 'Tags Only', parameters: { resource: 'all', additionalFields: { tags: ['ask_hn'] } }, after: 'When clicking ‘Execute workflow’' },
      { name: 'Everything', parameters: { resource: 'all', limit: 2, additionalFields: {} }, after: 'When clicking ‘Execute workflow’' },
    ],
  },
  'search-return-all-1': {
    seed: { generated: 150 },
    nodes: [
      { name: 'All', parameters: { resource: 'all', returnAll: true, additionalFields: {} } },
      { name: 'Count', type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: 'const ids = $input.all().map((i) => i.json.objectID); return [{ json: { count: ids.length, distinct: new Set(ids).size } }];' } },
    ],
  },
  'article-user-1': {
    seed: STORIES,
    nodes: [
      { name: 'Article', parameters: { articleId: '1000', additionalFields: {} } },
      { name: 'With Comments', parameters: { articleId: '1000', additionalFields: { includeComments: true } } },
      { name: 'User', parameters: { resource: 'user', username: '={{ $json.author }}' } },
    ],
  },
  'error-missing-article-1': {
    seed: STORIES,
    nodes: [{ name: 'Article', parameters: { articleId: '999999', additionalFields: {} } }],
  },
  'error-continue-1': {
    seed: STORIES,
    nodes: [
      code('Names', [{ name: 'nobody' }, { name: 'ada' }]),
      { name: 'User', parameters: { resource: 'user', username: '={{ $json.name }}' }, onError: 'continueRegularOutput' },
    ],
  },
};

mkdirSync(root, { recursive: true });
for (const [name, c] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify(workflow(name, c.nodes), null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ hackerNews: c.seed }, null, 1));
}
