/**
 * Writes the Milvus Vector Store's recorded cases: one folder per case under
 * `src/vector-store-milvus/n8n-cases/<case>/` (`workflow.json`, and `seed.json` for the Milvus
 * fake) and the folder's `credentials.json` (n8n's credentials export: the AI fake's OpenAI on
 * 127.0.0.1:18253, Milvus on 127.0.0.1:18251 as user `root`, and a wrong password). Record them
 * with `record.sh` beside this file.
 *
 *   node packages/nodes/src/vector-store-milvus/test-fake/make-cases.mjs
 *
 * Every case's server checks users (root / Milvus). Embeddings have 256 dimensions to keep the
 * recorded requests small.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../n8n-cases/', import.meta.url));
const L = '@n8n/n8n-nodes-langchain.';
const OPENAI = { openAiApi: { id: 'aiFakeOpenAi', name: 'OpenAI (fake)' } };
const MILVUS = { milvusApi: { id: 'vsMilvus', name: 'Milvus (fake)' } };
const WRONG = { milvusApi: { id: 'vsMilvusWrong', name: 'Milvus (wrong password)' } };
const USERS = { root: 'Milvus' };
const TEXTS = [
  { text: 'Cats purr when they are happy.', kind: 'pet' },
  { text: 'Dogs bark when strangers come.', kind: 'pet' },
  { text: 'Stock prices fell when markets opened.', kind: 'money' },
];
const facts = { milvusCollection: { __rl: true, mode: 'list', value: 'facts' } };
const byId = (value) => ({ milvusCollection: { __rl: true, mode: 'id', value } });

let x = 0;
function node(name, type, typeVersion, parameters, extra = {}) {
  x += 220;
  return {
    parameters,
    id: `n-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    name,
    type,
    typeVersion,
    position: [x, 0],
    ...extra,
  };
}
const code = (name, rows) =>
  node(name, 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const embeddings = (name) =>
  node(name, `${L}embeddingsOpenAi`, 1.2, { options: { dimensions: 256 } }, { credentials: OPENAI });
const loader = (name = 'Default Data Loader') =>
  node(name, `${L}documentDefaultDataLoader`, 1.1, {
    jsonMode: 'expressionData',
    jsonData: '={{ $json.text }}',
    options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
  });
const store = (name, version, parameters, extra = {}) =>
  node(name, `${L}vectorStoreMilvus`, version, parameters, { credentials: MILVUS, ...extra });
const main = (to) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type, to) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const merge = (...parts) => {
  const out = {};
  for (const part of parts) for (const [from, conns] of Object.entries(part)) out[from] = { ...out[from], ...conns };
  return out;
};

/** Items, then an Insert with its Default Data Loader and embeddings. */
function insertPart({ after = 'Start', suffix = '', parameters = {}, version = 1.3, rows = TEXTS, extra = {} } = {}) {
  const [items, ins, emb, load] = [
    `Items${suffix}`,
    `Insert${suffix}`,
    `Embeddings Insert${suffix}`,
    `Default Data Loader${suffix}`,
  ];
  return {
    nodes: [
      code(items, rows),
      store(ins, version, { mode: 'insert', ...facts, ...parameters }, extra),
      embeddings(emb),
      loader(load),
    ],
    connections: merge(
      { [after]: main(items) },
      { [items]: main(ins) },
      { [emb]: sub('ai_embedding', ins) },
      { [load]: sub('ai_document', ins) },
    ),
  };
}

/** A Load run once after `after`. */
function loadPart(after, parameters, version = 1.3, extra = {}) {
  return {
    nodes: [
      store('Load', version, { mode: 'load', ...facts, ...parameters }, { executeOnce: true, ...extra }),
      embeddings('Embeddings Load'),
    ],
    connections: merge({ [after]: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }),
  };
}

/** The tool mode run in the flow (an item with `input`), after the insert. */
function toolPart(version, parameters) {
  return {
    nodes: [
      code('Query', [{ input: 'Dogs bark when strangers come.' }]),
      store('Search', version, {
        mode: 'retrieve-as-tool',
        toolDescription: 'Facts about pets',
        ...facts,
        topK: 1,
        ...parameters,
      }),
      embeddings('Embeddings Search'),
    ],
    connections: merge(
      { Insert: main('Query') },
      { Query: main('Search') },
      { 'Embeddings Search': sub('ai_embedding', 'Search') },
    ),
  };
}

/** The Q&A chain over the Vector Store Retriever over the store in retrieve mode, after the insert. */
function chainPart() {
  return {
    nodes: [
      code('Questions', [{ question: 'What happens when dogs see strangers? @system' }]),
      node('Question and Answer Chain', `${L}chainRetrievalQa`, 1.6, {
        promptType: 'define',
        text: '={{ $json.question }}',
        options: {},
      }),
      node(
        'OpenAI Chat Model',
        `${L}lmChatOpenAi`,
        1.2,
        { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
        { credentials: OPENAI },
      ),
      node('Vector Store Retriever', `${L}retrieverVectorStore`, 1, { topK: 2 }),
      store('Store', 1.3, { mode: 'retrieve', ...facts }),
      embeddings('Embeddings Retrieve'),
    ],
    connections: merge(
      { Insert: main('Questions') },
      { Questions: main('Question and Answer Chain') },
      { 'OpenAI Chat Model': sub('ai_languageModel', 'Question and Answer Chain') },
      { 'Vector Store Retriever': sub('ai_retriever', 'Question and Answer Chain') },
      { Store: sub('ai_vectorStore', 'Vector Store Retriever') },
      { 'Embeddings Retrieve': sub('ai_embedding', 'Store') },
    ),
  };
}

function write(name, seed, ...parts) {
  x = 0;
  const nodes = [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...parts.flatMap((p) => p.nodes)];
  const connections = merge(...parts.map((p) => p.connections));
  const dir = `${root}${name}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}/workflow.json`,
    `${JSON.stringify({ name, nodes, connections, settings: { executionOrder: 'v1' } }, null, 2)}\n`,
  );
  writeFileSync(`${dir}/seed.json`, `${JSON.stringify(seed, null, 2)}\n`);
}

/** LangChain's columns for a collection of `dim` dimensions, text up to `max` bytes, `kind` metadata. */
const langchainFields = (dim, max = 64) => [
  { name: 'kind', data_type: 'VarChar', type_params: { max_length: '16' } },
  { name: 'langchain_primaryid', data_type: 'Int64', is_primary_key: true, autoID: true },
  { name: 'langchain_text', data_type: 'VarChar', type_params: { max_length: String(max) } },
  { name: 'langchain_vector', data_type: 'FloatVector', type_params: { dim: String(dim) } },
];
const index = {
  field_name: 'langchain_vector',
  index_type: 'HNSW',
  metric_type: 'L2',
  params: '{"M":8,"efConstruction":64}',
};

const seed = { users: USERS };
write('milvus-insert-load', seed, insertPart(), loadPart('Insert', { prompt: 'happy cats purr when', topK: 2 }));
write(
  'milvus-v1-insert-load',
  seed,
  insertPart({ version: 1 }),
  loadPart('Insert', { prompt: 'stock prices fell when', topK: 4 }, 1),
);
write(
  'milvus-v1-1-clear-collection',
  {
    ...seed,
    collections: [
      {
        name: 'facts',
        fields: langchainFields(4),
        rows: [{ kind: 'old', langchain_text: 'An old fact when stored.', langchain_vector: [0.1, 0.2, 0.3, 0.4] }],
        index,
      },
    ],
  },
  insertPart({ version: 1.1, parameters: { options: { clearCollection: true } } }),
  loadPart('Insert', { prompt: 'when', topK: 4, includeDocumentMetadata: false }, 1.2),
);
write(
  'milvus-insert-twice-load',
  seed,
  insertPart({ version: 1.2 }),
  insertPart({
    after: 'Insert',
    suffix: ' 2',
    rows: [{ text: 'Birds sing when the sun rises.', kind: 'bird' }],
    version: 1.2,
  }),
  loadPart('Insert 2', { prompt: 'birds sing when', topK: 3 }, 1.2),
);
write(
  'milvus-missing-collection-load',
  seed,
  loadPart('Start', { ...byId('empty'), prompt: 'anything at all', topK: 4 }),
);
write(
  'milvus-missing-collection-continue',
  seed,
  loadPart('Start', { ...byId('empty'), prompt: 'anything at all', topK: 4 }, 1.3, {
    onError: 'continueRegularOutput',
  }),
);
write(
  'milvus-wrong-dimension',
  { ...seed, collections: [{ name: 'small', fields: langchainFields(8), index }] },
  insertPart({ parameters: byId('small') }),
);
write(
  'milvus-text-too-long',
  seed,
  insertPart({ rows: TEXTS.slice(0, 1) }),
  insertPart({
    after: 'Insert',
    suffix: ' 2',
    rows: [{ text: 'A much longer text than the first one, when it comes.', kind: 'pet' }],
  }),
);
write('milvus-tool', seed, insertPart(), toolPart(1.3, {}));
write(
  'milvus-v1-2-tool-no-metadata',
  seed,
  insertPart(),
  toolPart(1.2, { toolName: 'pet_facts', includeDocumentMetadata: false }),
);
write('milvus-retriever-chain', seed, insertPart(), chainPart());
write('milvus-wrong-password', seed, insertPart({ extra: { credentials: WRONG } }));

const openAi = {
  id: 'aiFakeOpenAi',
  name: 'OpenAI (fake)',
  type: 'openAiApi',
  data: { apiKey: 'sk-fake', url: 'http://127.0.0.1:18253/v1' },
};
const milvus = (id, name, password) => ({
  id,
  name,
  type: 'milvusApi',
  data: { baseUrl: 'http://127.0.0.1:18251', username: 'root', password },
});
writeFileSync(
  `${root}credentials.json`,
  `${JSON.stringify([openAi, milvus('vsMilvus', 'Milvus (fake)', 'Milvus'), milvus('vsMilvusWrong', 'Milvus (wrong password)', 'nope')], null, 2)}\n`,
);
