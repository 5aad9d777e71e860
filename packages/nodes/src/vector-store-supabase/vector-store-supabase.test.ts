/**
 * The Supabase Vector Store through the engine against the loopback Supabase fake (the
 * credential's host) and the fake OpenAI embeddings: insert through PostgREST, load through the
 * match function with similarities and metadata filters, a custom query name, update by ID, the
 * tool mode, the retriever (whose searches are runs of the store, as in n8n), and n8n's errors (a
 * missing table, a missing function, a bad ID, a rejected key).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { start, type SupabaseFakeOptions } from './test-fake/supabase-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let ai: AiFake;
let supabase: Awaited<ReturnType<typeof start>> | undefined;

beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await supabase?.close();
  supabase = undefined;
});

const DEFAULT: SupabaseFakeOptions = {
  tables: [{ name: 'documents', dimension: 1536 }],
  functions: { match_documents: 'documents' },
};

async function startSupabase(options: SupabaseFakeOptions = DEFAULT) {
  supabase = await start(options);
  return supabase;
}

const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ id: name, name, type, typeVersion, position: [0, 0], parameters, ...extra });
const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const cred = { credentials: { supabaseApi: { id: 's', name: 's' } } };
const table = (value = 'documents') => ({ __rl: true, mode: 'list', value });
const embeddings = (name: string) =>
  node(name, `${L}embeddingsOpenAi`, 1.2, { options: {} }, { credentials: { openAiApi: { id: 'x', name: 'x' } } });
const items = (rows: Array<Record<string, unknown>>) =>
  node('Items', 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const loader = node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
  jsonMode: 'expressionData',
  jsonData: '={{ $json.text }}',
  options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
});
const PETS = [
  { text: 'the cats purr', kind: 'pet' },
  { text: 'the dogs bark', kind: 'pet' },
  { text: 'the stocks fell', kind: 'money' },
];
const META = { source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } };

async function run(nodes: unknown[], connections: Record<string, unknown>, credential: Record<string, unknown> = {}) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_n: WorkflowNode, type: string) =>
    type === 'supabaseApi'
      ? { host: supabase!.url, serviceRole: 'sb-service', ...credential }
      : { apiKey: 'sk-fake', url: `${ai.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

async function insert(parameters: Record<string, unknown> = {}, rows = PETS) {
  return run(
    [
      items(rows),
      node('Insert', `${L}vectorStoreSupabase`, 1.3, { mode: 'insert', tableName: table(), ...parameters }, cred),
      embeddings('Emb'),
      loader,
    ],
    {
      Start: main('Items'),
      Items: main('Insert'),
      Emb: sub('ai_embedding', 'Insert'),
      Loader: sub('ai_document', 'Insert'),
    },
  );
}

async function load(parameters: Record<string, unknown>, credential?: Record<string, unknown>) {
  const result = await run(
    [
      node('Load', `${L}vectorStoreSupabase`, 1.3, { mode: 'load', tableName: table(), ...parameters }, cred),
      embeddings('Emb'),
    ],
    { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
    credential,
  );
  return {
    result,
    docs: (result.data.resultData.runData.Load?.[0]?.data?.main?.[0] ?? []).map(
      (i) => i.json as { document: { pageContent: string; metadata?: Record<string, unknown> }; score: number },
    ),
  };
}

describe('Supabase Vector Store', () => {
  it('inserts rows through PostgREST and loads the nearest through match_documents with their similarity', async () => {
    const fake = await startSupabase();
    const inserted = await insert();
    expect(inserted.data.resultData.error).toBeUndefined();
    expect(inserted.data.resultData.runData.Insert![0]!.data!.main![0]!.map((i) => i.json.pageContent)).toEqual([
      'the cats purr',
      'the dogs bark',
      'the stocks fell',
    ]);
    const rows = fake.state.rows('documents');
    expect(rows.map((r) => [r.id, r.content, r.metadata])).toEqual([
      [1, 'the cats purr', { kind: 'pet', ...META }],
      [2, 'the dogs bark', { kind: 'pet', ...META }],
      [3, 'the stocks fell', { kind: 'money', ...META }],
    ]);
    const write = fake.state.requests.find((r) => r.method === 'POST' && r.path === '/rest/v1/documents')!;
    expect(write.query).toEqual({ columns: '"content","embedding","metadata"', select: '*' });
    expect(write.prefer).toBe('resolution=merge-duplicates,return=representation');

    const { result, docs } = await load({ prompt: 'the stocks fell', topK: 2 });
    expect(result.data.resultData.error).toBeUndefined();
    expect(docs).toHaveLength(2);
    expect(docs[0]!.document).toEqual({ pageContent: 'the stocks fell', metadata: { kind: 'money', ...META } });
    expect(docs[0]!.score).toBeCloseTo(1, 6);
    const rpc = fake.state.requests.find((r) => r.path === '/rest/v1/rpc/match_documents')!;
    expect(Object.keys(rpc.body)).toEqual(['query_embedding', 'filter', 'match_count']);
    expect(rpc.body).toMatchObject({ filter: {}, match_count: 2 });
  });

  it('filters by metadata, leaves metadata out when told, and calls the function named in Query Name', async () => {
    const fake = await startSupabase({ tables: [{ name: 'kb', dimension: 1536 }], functions: { match_kb: 'kb' } });
    await insert({ tableName: table('kb') });
    const { docs } = await load({
      tableName: table('kb'),
      prompt: 'the stocks fell',
      topK: 3,
      includeDocumentMetadata: false,
      options: { queryName: 'match_kb', metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } },
    });
    expect(docs.map((d) => d.document.pageContent).sort()).toEqual(['the cats purr', 'the dogs bark']);
    expect(docs.every((d) => d.document.metadata === undefined)).toBe(true);
    expect(fake.state.requests.at(-1)).toMatchObject({
      path: '/rest/v1/rpc/match_kb',
      body: { filter: { kind: 'pet' }, match_count: 3 },
    });
  });

  it('replaces the row of an ID in update mode', async () => {
    const fake = await startSupabase();
    await insert();
    const result = await run(
      [
        items([{ text: 'the birds sing' }]),
        node('Update', `${L}vectorStoreSupabase`, 1.3, { mode: 'update', tableName: table(), id: '2' }, cred),
        embeddings('Emb'),
      ],
      { Start: main('Items'), Items: main('Update'), Emb: sub('ai_embedding', 'Update') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(fake.state.rows('documents').map((r) => r.content)).toEqual([
      'the cats purr',
      'the birds sing',
      'the stocks fell',
    ]);
    const bad = await run(
      [
        items([{ text: 'x' }]),
        node('Update', `${L}vectorStoreSupabase`, 1.3, { mode: 'update', tableName: table(), id: 'abc' }, cred),
        embeddings('Emb'),
      ],
      { Start: main('Items'), Items: main('Update'), Emb: sub('ai_embedding', 'Update') },
    );
    expect(bad.data.resultData.error?.message).toBe(
      'Error inserting: invalid input syntax for type bigint: "abc" 400 Bad Request',
    );
  });

  it('answers the tool mode run in the flow with documents', async () => {
    await startSupabase();
    await insert();
    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { input: "the dogs bark" } }];' }),
        node(
          'Search',
          `${L}vectorStoreSupabase`,
          1.3,
          { mode: 'retrieve-as-tool', toolDescription: 'pets', tableName: table(), topK: 1 },
          cred,
        ),
        embeddings('Emb'),
      ],
      { Start: main('Query'), Query: main('Search'), Emb: sub('ai_embedding', 'Search') },
    );
    const response = result.data.resultData.runData.Search![0]!.data!.main![0]![0]!.json.response as Array<{
      type: string;
      text: string;
    }>;
    expect(JSON.parse(response[0]!.text)).toEqual({ pageContent: 'the dogs bark', metadata: { kind: 'pet', ...META } });
  });

  it('supplies the store to the Vector Store Retriever, each search a run of the store', async () => {
    await startSupabase();
    await insert();
    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { question: "the stocks fell" } }];' }),
        node('Chain', `${L}chainRetrievalQa`, 1.6, { promptType: 'define', text: '={{ $json.question }} @system' }),
        node(
          'Model',
          `${L}lmChatOpenAi`,
          1.2,
          { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          { credentials: { openAiApi: { id: 'x', name: 'x' } } },
        ),
        node('Retriever', `${L}retrieverVectorStore`, 1, { topK: 2 }),
        node(
          'Store',
          `${L}vectorStoreSupabase`,
          1.3,
          { tableName: table(), options: { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } } },
          cred,
        ),
        embeddings('Emb'),
      ],
      {
        Start: main('Query'),
        Query: main('Chain'),
        Model: sub('ai_languageModel', 'Chain'),
        Retriever: sub('ai_retriever', 'Chain'),
        Store: sub('ai_vectorStore', 'Retriever'),
        Emb: sub('ai_embedding', 'Store'),
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const store = result.data.resultData.runData.Store!;
    expect(store).toHaveLength(1);
    expect(store[0]!.inputOverride).toEqual({
      ai_vectorStore: [[{ json: { query: 'the stocks fell @system', k: 2, filter: undefined } }]],
    });
    const answer = String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response);
    expect(answer).toContain('the cats purr');
    expect(answer).not.toContain('the stocks fell\n');
  });

  it("fails with n8n's errors", async () => {
    await startSupabase();
    const noTable = await insert({ tableName: table('nope') });
    expect(noTable.data.resultData.error?.message).toBe(
      "Error inserting: Could not find the table 'public.nope' in the schema cache 404 Not Found",
    );
    const { result: noFunction } = await load({ prompt: 'x', options: { queryName: 'match_nope' } });
    expect(noFunction.data.resultData.error?.message).toBe(
      'Error searching for documents: PGRST202 Could not find the function public.match_nope(filter, match_count, query_embedding) in the schema cache Searched for the function public.match_nope with parameters filter, match_count, query_embedding or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    );
    const { result: badKey } = await load({ prompt: 'x' }, { serviceRole: 'wrong' });
    expect(badKey.data.resultData.error?.message).toBe(
      'Error searching for documents: undefined Invalid API key undefined',
    );
    const { result: noHost } = await load({ prompt: 'x' }, { host: '' });
    expect(noHost.data.resultData.error?.message).toBe('supabaseUrl is required.');
  });

  it('lists the tables the REST API describes for the editor', async () => {
    await startSupabase();
    const type = registry.get(`${L}vectorStoreSupabase`, 1.3)!;
    const http = createHttpClient();
    const ctx = {
      getNode: () => ({ name: 'S' }) as WorkflowNode,
      getCredentials: async () => ({ host: supabase!.url, serviceRole: 'sb-service' }),
      helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
    } as unknown as NodeMethodContext;
    const list = await type.methods!.listSearch!.supabaseTableNameSearch!.call(ctx, ctx);
    expect(list.results).toEqual([
      { name: 'documents', value: 'documents' },
      { name: 'rpc/match_documents', value: 'rpc/match_documents' },
    ]);
  });
});

describe('Supabase: Insert and Supabase: Load (hidden, version 1)', () => {
  it("inserts every item's documents at once, then searches them through the Load sub-node (each search a run of it)", async () => {
    const fake = await startSupabase();
    const inserted = await run(
      [
        items(PETS),
        node('Insert', `${L}vectorStoreSupabaseInsert`, 1, { tableName: table(), queryName: 'match_documents' }, cred),
        embeddings('Emb'),
        loader,
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Emb: sub('ai_embedding', 'Insert'),
        Loader: sub('ai_document', 'Insert'),
      },
    );
    expect(inserted.data.resultData.error).toBeUndefined();
    expect(fake.state.rows('documents').map((r) => r.content)).toEqual([
      'the cats purr',
      'the dogs bark',
      'the stocks fell',
    ]);

    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { question: "the stocks fell" } }];' }),
        node('Chain', `${L}chainRetrievalQa`, 1.6, { promptType: 'define', text: '={{ $json.question }} @system' }),
        node(
          'Model',
          `${L}lmChatOpenAi`,
          1.2,
          { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          { credentials: { openAiApi: { id: 'x', name: 'x' } } },
        ),
        node('Retriever', `${L}retrieverVectorStore`, 1, { topK: 2 }),
        node(
          'Store',
          `${L}vectorStoreSupabaseLoad`,
          1,
          {
            tableName: table(),
            queryName: 'match_documents',
            options: { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } },
          },
          cred,
        ),
        embeddings('Emb'),
      ],
      {
        Start: main('Query'),
        Query: main('Chain'),
        Model: sub('ai_languageModel', 'Chain'),
        Retriever: sub('ai_retriever', 'Chain'),
        Store: sub('ai_vectorStore', 'Retriever'),
        Emb: sub('ai_embedding', 'Store'),
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(result.data.resultData.runData.Store).toHaveLength(1);
    expect(fake.state.requests.at(-1)).toMatchObject({
      path: '/rest/v1/rpc/match_documents',
      body: { filter: { kind: 'pet' }, match_count: 2 },
    });
  });
});
