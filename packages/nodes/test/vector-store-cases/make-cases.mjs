/**
 * Writes the recorded vector store cases' workflows and seeds: one folder per case under
 * `src/vector-store-{pinecone,qdrant,supabase}/n8n-cases/<case>/` (`workflow.json`, `seed.json`
 * for the store fake) and each folder's `credentials.json` (n8n's credentials export: the AI fake's
 * OpenAI on 127.0.0.1:18233, Qdrant on 127.0.0.1:18235, Supabase on 127.0.0.1:18237, Pinecone's
 * key; Pinecone's host is fixed, the fake answers it during the recording).
 *
 *   node packages/nodes/test/vector-store-cases/make-cases.mjs
 *
 * No Pinecone or Qdrant case feeds a Vector Store Retriever: the n8n 1.123 installed by npm carries
 * two copies of LangChain core, builds those stores on the other one, and its retriever then fails
 * ("Cannot read properties of undefined (reading 'asRetriever')"), as with its in-memory store.
 * Weft runs that pairing (the stores' own tests); Supabase's store is on n8n's copy and is recorded.
 *
 * Every text shares the word "when", so every score is above 0 (LangChain's Pinecone store drops
 * matches that score 0). Embeddings have 256 dimensions to keep the recorded requests small.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const L = '@n8n/n8n-nodes-langchain.';
const OPENAI = { openAiApi: { id: 'aiFakeOpenAi', name: 'OpenAI (fake)' } };
const STORE_CRED = {
  pinecone: { pineconeApi: { id: 'vsPinecone', name: 'Pinecone (fake)' } },
  qdrant: { qdrantApi: { id: 'vsQdrant', name: 'Qdrant (fake)' } },
  supabase: { supabaseApi: { id: 'vsSupabase', name: 'Supabase (fake)' } },
};
const TYPE = { pinecone: 'vectorStorePinecone', qdrant: 'vectorStoreQdrant', supabase: 'vectorStoreSupabase' };
const TEXTS = [
  { text: 'Cats purr when they are happy.', kind: 'pet' },
  { text: 'Dogs bark when strangers come.', kind: 'pet' },
  { text: 'Stock prices fell when markets opened.', kind: 'money' },
];

let x = 0;
function node(name, type, typeVersion, parameters, extra = {}) {
  x += 220;
  return { parameters, id: `n-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, name, type, typeVersion, position: [x, 0], ...extra };
}
const code = (name, rows) => node(name, 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const embeddings = (name) => node(name, `${L}embeddingsOpenAi`, 1.2, { options: { dimensions: 256 } }, { credentials: OPENAI });
const loader = () => node('Default Data Loader', `${L}documentDefaultDataLoader`, 1.1, {
  jsonMode: 'expressionData', jsonData: '={{ $json.text }}', options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
});
const store = (kind, name, version, parameters) => node(name, `${L}${TYPE[kind]}`, version, parameters, { credentials: STORE_CRED[kind] });
const main = (to) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type, to) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const merge = (...parts) => {
  const out = {};
  for (const part of parts) for (const [from, conns] of Object.entries(part)) out[from] = { ...out[from], ...conns };
  return out;
};

/** Insert (with the Default Data Loader and its embeddings) after Items, as the start of a case. */
function insertPart(kind, location, insertParameters = {}, version = 1.3, rows = TEXTS) {
  return {
    nodes: [code('Items', rows), store(kind, 'Insert', version, { mode: 'insert', ...location, ...insertParameters }), embeddings('Embeddings Insert'), loader()],
    connections: merge({ Start: main('Items') }, { Items: main('Insert') }, { 'Embeddings Insert': sub('ai_embedding', 'Insert') }, { 'Default Data Loader': sub('ai_document', 'Insert') }),
  };
}

/** A Load after the insert, run once. */
function loadPart(kind, location, parameters, version = 1.3) {
  return {
    nodes: [store(kind, 'Load', version, { mode: 'load', ...location, ...parameters }), embeddings('Embeddings Load')],
    connections: merge({ Insert: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }),
    executeOnce: 'Load',
  };
}

/** The Q&A chain over the Vector Store Retriever over the store in retrieve mode, after the insert. */
function chainPart(kind, location, options) {
  return {
    nodes: [
      code('Questions', [{ question: 'What happens when dogs see strangers? @system' }]),
      node('Question and Answer Chain', `${L}chainRetrievalQa`, 1.6, { promptType: 'define', text: '={{ $json.question }}', options: {} }),
      node('OpenAI Chat Model', `${L}lmChatOpenAi`, 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, { credentials: OPENAI }),
      node('Vector Store Retriever', `${L}retrieverVectorStore`, 1, { topK: 2 }),
      store(kind, 'Store', 1.3, { mode: 'retrieve', ...location, options }),
      embeddings('Embeddings Retrieve'),
    ],
    connections: merge(
      { Insert: main('Questions') }, { Questions: main('Question and Answer Chain') },
      { 'OpenAI Chat Model': sub('ai_languageModel', 'Question and Answer Chain') }, { 'Vector Store Retriever': sub('ai_retriever', 'Question and Answer Chain') },
      { Store: sub('ai_vectorStore', 'Vector Store Retriever') }, { 'Embeddings Retrieve': sub('ai_embedding', 'Store') },
    ),
  };
}

/** The tool mode run in the flow (an item with `input`), after the insert. */
function toolPart(kind, location, parameters) {
  return {
    nodes: [code('Query', [{ input: 'Dogs bark when strangers come.' }]), store(kind, 'Search', 1.3, { mode: 'retrieve-as-tool', toolDescription: 'Facts about pets', ...location, topK: 1, ...parameters }), embeddings('Embeddings Search')],
    connections: merge({ Insert: main('Query') }, { Query: main('Search') }, { 'Embeddings Search': sub('ai_embedding', 'Search') }),
  };
}

function write(kind, name, seed, ...parts) {
  x = 0;
  const start = node('Start', 'n8n-nodes-base.manualTrigger', 1, {});
  const nodes = [start, ...parts.flatMap((p) => p.nodes)];
  for (const p of parts) if (p.executeOnce) nodes.find((n) => n.name === p.executeOnce).executeOnce = true;
  const connections = merge(...parts.map((p) => p.connections));
  const dir = `${src}vector-store-${kind}/n8n-cases/${name}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/workflow.json`, `${JSON.stringify({ name, nodes, connections, settings: { executionOrder: 'v1' } }, null, 2)}\n`);
  writeFileSync(`${dir}/seed.json`, `${JSON.stringify(seed, null, 2)}\n`);
}

function credentials(kind, entry) {
  const openAi = { id: 'aiFakeOpenAi', name: 'OpenAI (fake)', type: 'openAiApi', data: { apiKey: 'sk-fake', url: 'http://127.0.0.1:18233/v1' } };
  writeFileSync(`${src}vector-store-${kind}/n8n-cases/credentials.json`, `${JSON.stringify([openAi, entry], null, 2)}\n`);
}

// Pinecone: one index of 256 dimensions; the control plane answers at api.pinecone.io while recording.
{
  const seed = { apiKeys: ['pc-test'], indexes: [{ name: 'docs', dimension: 256 }] };
  const at = { pineconeIndex: { __rl: true, mode: 'list', value: 'docs' } };
  const petFilter = { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } };
  write('pinecone', 'pinecone-insert-load-namespace', seed, insertPart('pinecone', at, { options: { pineconeNamespace: 'animals' } }),
    loadPart('pinecone', at, { prompt: 'happy cats purr when', topK: 3, options: { pineconeNamespace: 'animals', ...petFilter } }));
  write('pinecone', 'pinecone-v1-clear-namespace', seed, insertPart('pinecone', at, { options: { pineconeNamespace: 'v1', clearNamespace: true } }, 1),
    loadPart('pinecone', at, { prompt: 'when', topK: 4, options: { pineconeNamespace: 'v1' } }, 1));
  write('pinecone', 'pinecone-update', seed, insertPart('pinecone', at),
    { nodes: [code('Changes', [{ text: 'Birds sing when the sun rises.' }]), store('pinecone', 'Update', 1.3, { mode: 'update', ...at, id: 'fixed-id-1' }), embeddings('Embeddings Update')],
      connections: merge({ Insert: main('Changes') }, { Changes: main('Update') }, { 'Embeddings Update': sub('ai_embedding', 'Update') }) },
    { nodes: [store('pinecone', 'Load', 1.3, { mode: 'load', ...at, prompt: 'birds sing when', topK: 4, includeDocumentMetadata: false }), embeddings('Embeddings Load')],
      connections: merge({ Update: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }) });
  write('pinecone', 'pinecone-missing-index', seed, insertPart('pinecone', { pineconeIndex: { __rl: true, mode: 'id', value: 'nope' } }));
  write('pinecone', 'pinecone-tool-no-metadata', seed, insertPart('pinecone', at), toolPart('pinecone', at, { includeDocumentMetadata: false }));
  credentials('pinecone', { id: 'vsPinecone', name: 'Pinecone (fake)', type: 'pineconeApi', data: { apiKey: 'pc-test' } });
}

// Qdrant: an empty server (collections are created on first use), its key required.
{
  const seed = { apiKey: 'qd-test' };
  const at = { qdrantCollection: { __rl: true, mode: 'list', value: 'facts' } };
  const petFilter = JSON.stringify({ must: [{ key: 'metadata.kind', match: { value: 'pet' } }] }, null, 2);
  write('qdrant', 'qdrant-insert-load', seed, insertPart('qdrant', at), loadPart('qdrant', at, { prompt: 'happy cats purr when', topK: 2 }));
  write('qdrant', 'qdrant-search-filter', seed, insertPart('qdrant', at), loadPart('qdrant', at, { prompt: 'stock prices fell when', topK: 3, includeDocumentMetadata: false, options: { searchFilterJson: petFilter } }));
  write('qdrant', 'qdrant-payload-keys', seed, insertPart('qdrant', at, { options: { contentPayloadKey: 'text', metadataPayloadKey: 'meta' } }),
    loadPart('qdrant', at, { prompt: 'dogs bark when', topK: 2, options: { contentPayloadKey: 'text', metadataPayloadKey: 'meta' } }));
  write('qdrant', 'qdrant-missing-collection-load', seed, { nodes: [store('qdrant', 'Load', 1.3, { mode: 'load', qdrantCollection: { __rl: true, mode: 'id', value: 'empty' }, prompt: 'anything at all', topK: 4 }), embeddings('Embeddings Load')],
    connections: merge({ Start: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }) });
  write('qdrant', 'qdrant-wrong-dimension', { ...seed, collections: [{ name: 'small', size: 8 }] }, insertPart('qdrant', { qdrantCollection: { __rl: true, mode: 'id', value: 'small' } }));
  write('qdrant', 'qdrant-tool-no-metadata', seed, insertPart('qdrant', at), toolPart('qdrant', at, { includeDocumentMetadata: false }));
  credentials('qdrant', { id: 'vsQdrant', name: 'Qdrant (fake)', type: 'qdrantApi', data: { apiKey: 'qd-test', qdrantUrl: 'http://127.0.0.1:18235' } });
}

// Supabase: a documents table of 256 dimensions with match_documents, and a kb table with match_kb.
{
  const seed = { serviceKeys: ['sb-service'], tables: [{ name: 'documents', dimension: 256 }, { name: 'kb', dimension: 256 }], functions: { match_documents: 'documents', match_kb: 'kb' } };
  const at = { tableName: { __rl: true, mode: 'list', value: 'documents' } };
  const petFilter = { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } };
  write('supabase', 'supabase-insert-load-filter', seed, insertPart('supabase', at), loadPart('supabase', at, { prompt: 'stock prices fell when', topK: 3, options: petFilter }));
  write('supabase', 'supabase-update', seed, insertPart('supabase', at),
    { nodes: [code('Changes', [{ text: 'Birds sing when the sun rises.' }]), store('supabase', 'Update', 1.3, { mode: 'update', ...at, id: '2' }), embeddings('Embeddings Update')],
      connections: merge({ Insert: main('Changes') }, { Changes: main('Update') }, { 'Embeddings Update': sub('ai_embedding', 'Update') }) },
    { nodes: [store('supabase', 'Load', 1.3, { mode: 'load', ...at, prompt: 'birds sing when', topK: 4, includeDocumentMetadata: false }), embeddings('Embeddings Load')],
      connections: merge({ Update: main('Load') }, { 'Embeddings Load': sub('ai_embedding', 'Load') }) });
  write('supabase', 'supabase-retriever-chain', seed, insertPart('supabase', at), chainPart('supabase', at, petFilter));
  write('supabase', 'supabase-missing-table', seed, insertPart('supabase', { tableName: { __rl: true, mode: 'id', value: 'nope' } }));
  write('supabase', 'supabase-tool', seed, insertPart('supabase', at), toolPart('supabase', at, {}));
  write('supabase', 'supabase-query-name', seed, insertPart('supabase', { tableName: { __rl: true, mode: 'list', value: 'kb' } }),
    loadPart('supabase', { tableName: { __rl: true, mode: 'list', value: 'kb' } }, { prompt: 'dogs bark when', topK: 2, options: { queryName: 'match_kb' } }));
  credentials('supabase', { id: 'vsSupabase', name: 'Supabase (fake)', type: 'supabaseApi', data: { host: 'http://127.0.0.1:18237', serviceRole: 'sb-service' } });
}
