/**
 * Writes the MongoDB Atlas Vector Store cases recorded from real n8n 1.123:
 * ../n8n-cases/<case>/workflow.json, ../n8n-cases/credentials.json (the AI fake's OpenAI for the
 * embeddings, the MongoDB fake with a user) and ../n8n-cases/seed.json (EJSON: database →
 * collection → documents, and `$searchIndexes`: "db.collection" → the Atlas vector indexes). Every
 * case works on collections of its own, so all cases run against one fake, in any order.
 *
 * Record (both fakes on their fixed ports for the whole run):
 *   node packages/nodes/src/vector-store-mongo-db-atlas/test-fake/make-cases.mjs
 *   node packages/nodes/test/ai-fake/server.mjs --port 18291 &
 *   MONGO_FAKE_USER=weft MONGO_FAKE_PASSWORD=s3cret node packages/nodes/src/mongo-db/test-fake/mongo-fake.mjs 27991 \
 *     packages/nodes/src/vector-store-mongo-db-atlas/n8n-cases/seed.json &
 *   N8N_ORACLE_DIR=<own dir linking the oracle's node_modules> bash /work/shared/conformance/record.sh \
 *     packages/nodes/src/vector-store-mongo-db-atlas/n8n-cases
 *
 * Embeddings have 256 dimensions; every text shares the word "when" so every score differs from 0.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MONGO_PORT = 27991;
export const AI_PORT = 18291;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'n8n-cases');
const L = '@n8n/n8n-nodes-langchain.';
const OPENAI = { openAiApi: { id: 'aiFakeOpenAi', name: 'OpenAI (fake)' } };
const MONGO = { mongoDb: { id: 'mongoAtlas', name: 'MongoDB (fake)' } };
const MONGO_STRING = { mongoDb: { id: 'mongoAtlasString', name: 'MongoDB string (fake)' } };
const TEXTS = [
  { text: 'Cats purr when they are happy.', kind: 'pet' },
  { text: 'Dogs bark when strangers come.', kind: 'pet' },
  { text: 'Stock prices fell when markets opened.', kind: 'money' },
];

const seed = { vs: {}, $searchIndexes: {} };
/** A vector index on a collection of the seed. */
function index(collection, name, similarity, extra = {}) {
  const { path = 'embedding', filters = [] } = extra;
  (seed.$searchIndexes[`vs.${collection}`] ??= []).push({
    name,
    type: 'vectorSearch',
    definition: {
      fields: [
        { type: 'vector', path, numDimensions: 256, similarity },
        ...filters.map((p) => ({ type: 'filter', path: p })),
      ],
    },
  });
}

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
const loader = () =>
  node('Default Data Loader', `${L}documentDefaultDataLoader`, 1.1, {
    jsonMode: 'expressionData',
    jsonData: '={{ $json.text }}',
    options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
  });
const store = (name, version, parameters, extra = {}) =>
  node(name, `${L}vectorStoreMongoDBAtlas`, version, parameters, { credentials: MONGO, ...extra });
const main = (to) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type, to) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const merge = (...parts) => {
  const out = {};
  for (const part of parts) for (const [from, conns] of Object.entries(part)) out[from] = { ...out[from], ...conns };
  return out;
};
const at = (collection, vectorIndexName = 'vector_index', more = {}) => ({
  mongoCollection: { __rl: true, mode: 'list', value: collection },
  vectorIndexName,
  ...more,
});

/** Insert (with the Default Data Loader and its embeddings) after Items. */
function insertPart(location, version = 1.3, parameters = {}, extra = {}) {
  return {
    nodes: [
      code('Items', TEXTS),
      store('Insert', version, { mode: 'insert', ...location, ...parameters }, extra),
      embeddings('Embeddings Insert'),
      loader(),
    ],
    connections: merge(
      { Start: main('Items') },
      { Items: main('Insert') },
      { 'Embeddings Insert': sub('ai_embedding', 'Insert') },
      { 'Default Data Loader': sub('ai_document', 'Insert') },
    ),
  };
}

/** A Load after `after`, run once. */
function loadPart(location, parameters, version = 1.3, after = 'Insert', extra = {}) {
  return {
    nodes: [
      store('Load', version, { mode: 'load', ...location, ...parameters }, { executeOnce: true, ...extra }),
      embeddings('Embeddings Load'),
    ],
    connections: merge({ [after]: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }),
  };
}

/** The tool mode run in the flow (an item with `input`), after the insert. */
function toolPart(location, version, parameters) {
  return {
    nodes: [
      code('Query', [{ input: 'Dogs bark when strangers come.' }]),
      store('Search', version, {
        mode: 'retrieve-as-tool',
        toolDescription: 'Facts about pets',
        ...location,
        topK: 2,
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

function write(name, ...parts) {
  x = 0;
  const nodes = [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...parts.flatMap((p) => p.nodes)];
  const connections = merge(...parts.map((p) => p.connections));
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'workflow.json'),
    `${JSON.stringify({ name, nodes, connections, settings: { executionOrder: 'v1' } }, null, 2)}\n`,
  );
}

// Insert and load at each version, each similarity.
index('v13_cosine', 'vector_index', 'cosine');
write(
  'v13-insert-load-cosine',
  insertPart(at('v13_cosine')),
  loadPart(at('v13_cosine'), { prompt: 'happy cats purr when', topK: 2 }),
);
index('v1_euclid', 'vector_index', 'euclidean');
write(
  'v1-insert-per-item-euclidean',
  insertPart(at('v1_euclid'), 1),
  loadPart(at('v1_euclid'), { prompt: 'dogs bark when', topK: 3 }, 1),
);
index('v11_dot', 'vector_index', 'dotProduct');
write(
  'v11-insert-load-dot-product',
  insertPart(at('v11_dot'), 1.1, { embeddingBatchSize: 2 }),
  loadPart(at('v11_dot'), { prompt: 'stock prices fell when', topK: 2, includeDocumentMetadata: false }, 1.1),
);
// Own field names for the text and the embedding.
index('v12_fields', 'idx', 'cosine', { path: 'vec' });
write(
  'v12-own-field-names',
  insertPart(at('v12_fields', 'idx', { embedding: 'vec', metadata_field: 'content' }), 1.2),
  loadPart(
    at('v12_fields', 'idx', { embedding: 'vec', metadata_field: 'content' }),
    { prompt: 'cats purr when', topK: 3 },
    1.2,
  ),
);
// Pre-filter on an indexed filter field, and a post-filter pipeline.
index('filters', 'vector_index', 'cosine', { filters: ['kind'] });
write(
  'v13-pre-filter',
  insertPart(at('filters')),
  loadPart(at('filters'), { prompt: 'stock prices fell when', topK: 3, options: { preFilter: '{ "kind": "pet" }' } }),
);
index('post', 'vector_index', 'cosine');
write(
  'v13-post-filter-pipeline',
  insertPart(at('post')),
  loadPart(at('post'), {
    prompt: 'dogs bark when',
    topK: 3,
    options: { postFilterPipeline: '[{ "$match": { "kind": "pet" } }, { "$project": { "_id": 0 } }]' },
  }),
);
// Options n8n offers but does not use: metadata filter and namespace.
index('unused', 'vector_index', 'cosine');
write(
  'v13-metadata-filter-namespace-unused',
  insertPart(at('unused'), 1.3, { options: { namespace: 'a', clearNamespace: true } }),
  loadPart(at('unused'), {
    prompt: 'cats purr when',
    topK: 3,
    options: { namespace: 'b', metadata: { metadataValues: [{ name: 'kind', value: 'money' }] } },
  }),
);
// Update by ID (a string _id, upserted), then load.
index('updates', 'vector_index', 'cosine');
write(
  'v13-update-by-id',
  insertPart(at('updates')),
  {
    nodes: [
      code('Changes', [{ text: 'Birds sing when the sun rises.' }]),
      store('Update', 1.3, { mode: 'update', ...at('updates'), id: 'fixed-id-1' }),
      embeddings('Embeddings Update'),
    ],
    connections: merge(
      { Insert: main('Changes') },
      { Changes: main('Update') },
      { 'Embeddings Update': sub('ai_embedding', 'Update') },
    ),
  },
  loadPart(at('updates'), { prompt: 'birds sing when', topK: 2 }, 1.3, 'Update'),
);
// The tool run in the flow: named after the node (1.3), by toolName before.
index('tools', 'vector_index', 'cosine');
write('v13-tool-in-flow', insertPart(at('tools')), toolPart(at('tools'), 1.3, {}));
index('tools12', 'vector_index', 'cosine');
write(
  'v12-tool-no-metadata',
  insertPart(at('tools12'), 1.2),
  toolPart(at('tools12'), 1.2, { toolName: 'pets', includeDocumentMetadata: false }),
);
// Errors: a missing index (stop, continue), bad JSON in the pre-filter, and a query of the wrong size.
index('missing', 'other_index', 'cosine');
write('v13-missing-index-stops', loadPart(at('missing', 'nope'), { prompt: 'anything when', topK: 2 }, 1.3, 'Start'));
write(
  'v13-missing-index-continues',
  loadPart(at('missing', 'nope'), { prompt: 'anything when', topK: 2 }, 1.3, 'Start', {
    onError: 'continueRegularOutput',
  }),
);
index('badjson', 'vector_index', 'cosine');
write(
  'v13-bad-pre-filter-json',
  loadPart(at('badjson'), { prompt: 'anything when', topK: 2, options: { preFilter: '{ kind: pet' } }, 1.3, 'Start'),
);
// A connection string credential, the collection created on first insert.
index('by_string', 'vector_index', 'cosine');
write(
  'v13-connection-string',
  insertPart(at('by_string'), 1.3, {}, { credentials: MONGO_STRING }),
  loadPart(at('by_string'), { prompt: 'cats purr when', topK: 1 }, 1.3, 'Insert', { credentials: MONGO_STRING }),
);

// The store as an agent's tool (named after the node from 1.3). No case feeds a Vector Store
// Retriever: the n8n 1.123 installed by npm builds this store on its other copy of LangChain core and
// its retriever then fails ("Cannot read properties of undefined (reading 'asRetriever')"), as with
// Pinecone and Qdrant; Weft's retrieve mode is tested in vector-store-mongo-db-atlas.test.ts.
index('agent', 'vector_index', 'cosine');
write('v13-agent-tool', insertPart(at('agent')), {
  nodes: [
    code('Questions', [{ q: '@tool(Pet_Facts, {"input": "dogs bark when"})' }]),
    node(
      'AI Agent',
      `${L}agent`,
      2.2,
      { promptType: 'define', text: '={{ $json.q }}', options: {} },
      { executeOnce: true },
    ),
    node(
      'OpenAI Chat Model',
      `${L}lmChatOpenAi`,
      1.2,
      { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
      { credentials: OPENAI },
    ),
    store('Pet Facts', 1.3, { mode: 'retrieve-as-tool', toolDescription: 'Facts about pets', ...at('agent'), topK: 1 }),
    embeddings('Embeddings Tool'),
  ],
  connections: merge(
    { Insert: main('Questions') },
    { Questions: main('AI Agent') },
    { 'OpenAI Chat Model': sub('ai_languageModel', 'AI Agent') },
    { 'Pet Facts': sub('ai_tool', 'AI Agent') },
    { 'Embeddings Tool': sub('ai_embedding', 'Pet Facts') },
  ),
});
writeFileSync(join(root, 'seed.json'), `${JSON.stringify(seed, null, 2)}\n`);
writeFileSync(
  join(root, 'credentials.json'),
  `${JSON.stringify(
    [
      {
        id: 'aiFakeOpenAi',
        name: 'OpenAI (fake)',
        type: 'openAiApi',
        data: { apiKey: 'sk-fake', url: `http://127.0.0.1:${AI_PORT}/v1` },
      },
      {
        id: 'mongoAtlas',
        name: 'MongoDB (fake)',
        type: 'mongoDb',
        data: {
          configurationType: 'values',
          host: '127.0.0.1',
          port: MONGO_PORT,
          user: 'weft',
          password: 's3cret',
          database: 'vs',
          tls: false,
        },
      },
      {
        id: 'mongoAtlasString',
        name: 'MongoDB string (fake)',
        type: 'mongoDb',
        data: {
          configurationType: 'connectionString',
          connectionString: `mongodb://weft:s3cret@127.0.0.1:${MONGO_PORT}/?authSource=admin`,
          database: 'vs',
          tls: false,
        },
      },
    ],
    null,
    2,
  )}\n`,
);
