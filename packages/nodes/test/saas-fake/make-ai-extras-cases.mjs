/**
 * Writes the AI extras cases recorded from n8n against the ai-extras fakes (families/ai-extras.mjs)
 * under src/<node>/conformance-fake/<case>/workflow.json, and each folder's credentials.json:
 * Reranker Cohere under a Simple Vector Store in load mode (chosen model and Top N, the defaults,
 * a wrong key, the same under Continue) and Embeddings Cohere feeding an insert and a load (the
 * default model, a light model, a wrong key). Run it, then
 * `record-unlocked.sh ai-extras src/<node>/conformance-fake` for each node folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const L = '@n8n/n8n-nodes-langchain.';
const COHERE = { id: 'cOhErE0000000001', name: 'Cohere account', type: 'cohereApi' };
const COHERE_BAD = { id: 'cOhErE0000000002', name: 'Cohere wrong key', type: 'cohereApi' };
const cohereCredentials = [
  { ...COHERE, data: { apiKey: 'co-test-key', url: 'https://api.cohere.ai' } },
  { ...COHERE_BAD, data: { apiKey: 'co-wrong', url: 'https://api.cohere.ai' } },
];

const DOCS = ['red apples are sweet', 'green apples are sour', 'bananas are yellow', 'sweet red cherries'];

/**
 * A workflow: the manual trigger, a Code node giving `items`, then the main chain `steps`
 * (`{name, type, typeVersion, parameters, credential?, onError?, executeOnce?}`), and `subs`:
 * sub-nodes `{name, type, typeVersion, parameters, credential?, to, as}` connected to `to` as `as`.
 */
function workflow(items, steps, subs = []) {
  const nodes = [
    {
      parameters: {},
      id: 'trigger',
      name: 'When clicking ‘Execute workflow’',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
    {
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    },
  ];
  const connections = {};
  const add = (node, i, y) => {
    const { name, type, typeVersion = 1, parameters, onError, credential, executeOnce } = node;
    nodes.push({
      parameters,
      id: `${y ? 'sub' : 'step'}-${i + 1}`,
      name,
      type,
      typeVersion,
      position: [440 + 220 * i, y],
      ...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
      ...(onError ? { onError } : {}),
      ...(executeOnce ? { executeOnce } : {}),
    });
  };
  steps.forEach((s, i) => add(s, i, 0));
  subs.forEach((s, i) => add(s, i, 200));
  const chain = nodes.slice(0, 2 + steps.length);
  for (let i = 0; i + 1 < chain.length; i++)
    connections[chain[i].name] = { main: [[{ node: chain[i + 1].name, type: 'main', index: 0 }]] };
  for (const s of subs) {
    connections[s.name] ??= {};
    (connections[s.name][s.as] ??= [[]])[0].push({ node: s.to, type: s.as, index: 0 });
  }
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const store = (name, parameters, extra = {}) => ({
  name,
  type: `${L}vectorStoreInMemory`,
  typeVersion: 1.3,
  parameters,
  ...extra,
});
const insert = (key) =>
  store('Insert', { mode: 'insert', memoryKey: { __rl: true, mode: 'list', value: key }, clearStore: true });
const loader = {
  name: 'Loader',
  type: `${L}documentDefaultDataLoader`,
  typeVersion: 1.1,
  parameters: { jsonMode: 'expressionData', jsonData: '={{ $json.text }}' },
  to: 'Insert',
  as: 'ai_document',
};
const cohereEmbeddings = (name, to, parameters = { modelName: 'embed-english-light-v3.0' }, credential = COHERE) => ({
  name,
  type: `${L}embeddingsCohere`,
  typeVersion: 1,
  parameters,
  credential,
  to,
  as: 'ai_embedding',
});
const reranker = (parameters, credential = COHERE) => ({
  name: 'Reranker',
  type: `${L}rerankerCohere`,
  typeVersion: 1,
  parameters,
  credential,
  to: 'Load',
  as: 'ai_reranker',
});
const load = (key, parameters, extra = {}) =>
  store(
    'Load',
    { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: key }, prompt: 'sweet red apples', ...parameters },
    { executeOnce: true, ...extra },
  );
const noOp = { name: 'After', type: 'n8n-nodes-base.noOp', parameters: {} };
const items = DOCS.map((text) => ({ text }));

/** An insert of the documents, then a load reranked by `rerank` (when given). */
function rerankCase(key, loadParameters, rerank, { onError, after } = {}) {
  return workflow(
    items,
    [insert(key), load(key, loadParameters, onError ? { onError } : {}), ...(after ? [after] : [])],
    [
      loader,
      cohereEmbeddings('Embeddings Insert', 'Insert'),
      cohereEmbeddings('Embeddings Load', 'Load'),
      ...(rerank ? [rerank] : []),
    ],
  );
}

const folders = {
  'reranker-cohere': {
    credentials: cohereCredentials,
    cases: {
      'rerank-load-top-n': rerankCase(
        'rerank-1',
        { topK: 4, useReranker: true },
        reranker({ modelName: 'rerank-english-v3.0', topN: 2 }),
      ),
      'rerank-load-defaults': rerankCase(
        'rerank-2',
        { topK: 4, useReranker: true, includeDocumentMetadata: false },
        reranker({}),
      ),
      'rerank-bad-key': rerankCase('rerank-3', { topK: 4, useReranker: true }, reranker({}, COHERE_BAD)),
      'rerank-bad-key-continue': rerankCase('rerank-4', { topK: 4, useReranker: true }, reranker({}, COHERE_BAD), {
        onError: 'continueRegularOutput',
        after: noOp,
      }),
    },
  },
  'embeddings-cohere': {
    credentials: cohereCredentials,
    cases: {
      'embed-default-model': workflow(
        items,
        [insert('embed-1'), load('embed-1', { topK: 2 })],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}), cohereEmbeddings('Embeddings Load', 'Load', {})],
      ),
      'embed-light-model': workflow(
        items,
        [insert('embed-2'), load('embed-2', { topK: 3, prompt: 'yellow bananas' })],
        [
          loader,
          cohereEmbeddings('Embeddings Insert', 'Insert', { modelName: 'embed-multilingual-light-v3.0' }),
          cohereEmbeddings('Embeddings Load', 'Load', { modelName: 'embed-multilingual-light-v3.0' }),
        ],
      ),
      'embed-bad-key': workflow(
        items,
        [insert('embed-3')],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}, COHERE_BAD)],
      ),
      'embed-bad-key-continue': workflow(
        items,
        [{ ...insert('embed-4'), onError: 'continueRegularOutput' }, noOp],
        [loader, cohereEmbeddings('Embeddings Insert', 'Insert', {}, COHERE_BAD)],
      ),
    },
  },
};

for (const [folder, { credentials, cases }] of Object.entries(folders)) {
  const dir = new URL(`${folder}/conformance-fake/`, src);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('credentials.json', dir), `${JSON.stringify(credentials, null, 1)}\n`);
  for (const [name, wf] of Object.entries(cases)) {
    const caseDir = new URL(`${name}/`, dir);
    mkdirSync(caseDir, { recursive: true });
    writeFileSync(new URL('workflow.json', caseDir), `${JSON.stringify({ name, ...wf }, null, 1)}\n`);
  }
}
