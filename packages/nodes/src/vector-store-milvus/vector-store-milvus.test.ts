/**
 * The Milvus Vector Store through the engine, with the real Milvus SDK, against the loopback Milvus
 * fake (gRPC from the SDK's own proto definitions, on the port the credential names) and the fake
 * OpenAI embeddings: insert creating a missing collection as LangChain does (its schema, HNSW/L2
 * index, auto IDs, metadata columns), Clear Collection, load ranked by L2 distance, the tool mode,
 * the retriever, a search of a missing collection, wrong dimensions and VarChar lengths, users and
 * passwords, the collection list and the credential test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { builtinCredentialTypes, builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeMethodContext, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { start, type MilvusCollectionSpec, type MilvusFakeOptions } from './test-fake/milvus-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let ai: AiFake;
let milvus: Awaited<ReturnType<typeof start>> | undefined;

beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await milvus?.close();
  milvus = undefined;
});

async function startMilvus(options: MilvusFakeOptions = {}) {
  milvus = await start(options);
  return milvus;
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
const cred = { credentials: { milvusApi: { id: 'm', name: 'm' } } };
const collection = (value = 'docs') => ({ __rl: true, mode: 'id', value });
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

async function run(nodes: unknown[], connections: Record<string, unknown>, credential: Record<string, unknown> = {}) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_n: WorkflowNode, type: string) =>
    type === 'milvusApi'
      ? { baseUrl: milvus!.url, username: '', password: '', ...credential }
      : { apiKey: 'sk-fake', url: `${ai.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

async function insert(parameters: Record<string, unknown> = {}, rows = PETS, version = 1.3) {
  return run(
    [
      items(rows),
      node(
        'Insert',
        `${L}vectorStoreMilvus`,
        version,
        { mode: 'insert', milvusCollection: collection(), ...parameters },
        cred,
      ),
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

async function load(parameters: Record<string, unknown>, credential?: Record<string, unknown>, version = 1.3) {
  const result = await run(
    [
      node(
        'Load',
        `${L}vectorStoreMilvus`,
        version,
        { mode: 'load', milvusCollection: collection(), ...parameters },
        cred,
      ),
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

const methods = () => milvus!.state.requests.map((r) => r.method);

describe('Milvus Vector Store', () => {
  it('creates a missing collection as LangChain does, inserts rows and loads the nearest by L2 distance', async () => {
    const fake = await startMilvus();
    const inserted = await insert();
    expect(inserted.data.resultData.error).toBeUndefined();
    expect(inserted.data.resultData.runData.Insert![0]!.data!.main![0]!.map((i) => i.json.pageContent)).toEqual([
      'the cats purr',
      'the dogs bark',
      'the stocks fell',
    ]);
    expect(methods()).toEqual([
      'Connect',
      'DescribeCollection',
      'CreateCollection',
      'CreateIndex',
      'DescribeCollection',
      'Insert',
      'Flush',
      'GetFlushState',
    ]);
    const created = fake.state.requests.find((r) => r.method === 'CreateCollection')!.request as {
      schema: { fields: Array<{ name: string; data_type: string; type_params?: unknown; autoID?: boolean }> };
    };
    expect(created.schema.fields.map((f) => [f.name, f.data_type, f.autoID ?? false])).toEqual([
      ['source', 'VarChar', false],
      ['blobType', 'VarChar', false],
      ['loc', 'VarChar', false],
      ['kind', 'VarChar', false],
      ['langchain_primaryid', 'Int64', true],
      ['langchain_text', 'VarChar', false],
      ['langchain_vector', 'FloatVector', false],
    ]);
    const c = fake.state.collections.get('docs')!;
    expect(c.fields.find((f) => f.name === 'langchain_vector')!.params).toEqual({ dim: '1536' });
    expect(c.fields.find((f) => f.name === 'langchain_text')!.params).toEqual({ max_length: '15' });
    expect(c.fields.find((f) => f.name === 'loc')!.params).toEqual({ max_length: '27' });
    expect(c.index).toEqual({
      field_name: 'langchain_vector',
      index_type: 'HNSW',
      metric_type: 'L2',
      params: '{"M":8,"efConstruction":64}',
    });
    expect(c.rows).toHaveLength(3);
    expect(c.rows[0]).toMatchObject({
      langchain_text: 'the cats purr',
      kind: 'pet',
      source: 'blob',
      loc: '{"lines":{"from":1,"to":1}}',
    });

    fake.state.requests.length = 0;
    const { result, docs } = await load({ prompt: 'the stocks fell', topK: 2 });
    expect(result.data.resultData.error).toBeUndefined();
    expect(docs).toHaveLength(2);
    expect(docs[0]!.document).toEqual({
      pageContent: 'the stocks fell',
      metadata: { kind: 'money', source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } },
    });
    expect(docs[0]!.score).toBe(0);
    expect(docs[1]!.score).toBeGreaterThan(0);
    expect(methods()).toEqual([
      'Connect',
      'DescribeCollection',
      'DescribeCollection',
      'DescribeCollection',
      'LoadCollection',
      'GetLoadingProgress',
      'Search',
    ]);
    const search = fake.state.requests.find((r) => r.method === 'Search')!.request;
    expect(search.output_fields).toEqual(['source', 'blobType', 'loc', 'kind', 'langchain_text']);
    expect(search.dsl).toBe('');
    expect(search.search_params).toEqual(
      expect.arrayContaining([
        { key: 'anns_field', value: 'langchain_vector' },
        { key: 'topk', value: '2' },
        { key: 'metric_type', value: 'L2' },
        { key: 'params', value: '{"ef":10}' },
      ]),
    );
  }, 30_000);

  it('inserts into an existing collection at every version, and Clear Collection drops it first', async () => {
    const fake = await startMilvus();
    for (const version of [1, 1.1, 1.2]) {
      const r = await insert({}, PETS.slice(0, 1), version);
      expect(r.data.resultData.error).toBeUndefined();
    }
    expect(fake.state.collections.get('docs')!.rows).toHaveLength(3);
    expect(fake.state.requests.filter((r) => r.method === 'CreateCollection')).toHaveLength(1);
    const cleared = await insert({ options: { clearCollection: true } }, PETS.slice(1, 2));
    expect(cleared.data.resultData.error).toBeUndefined();
    expect(fake.state.requests.filter((r) => r.method === 'DropCollection')).toHaveLength(1);
    expect(fake.state.collections.get('docs')!.rows.map((r) => r.langchain_text)).toEqual(['the dogs bark']);
  }, 30_000);

  it("refuses a search of a missing collection with LangChain's error", async () => {
    await startMilvus();
    const { result } = await load({ prompt: 'x' });
    expect(result.data.resultData.error?.message).toBe(
      'Collection not found: docs, please provide vectors and documents to create collection.',
    );
  });

  it('answers the tool mode with the nearest documents', async () => {
    await startMilvus();
    await insert();
    for (const [version, extra] of [
      [1.3, {}],
      [1, { toolName: 'pets' }],
    ] as const) {
      const result = await run(
        [
          node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { input: "the dogs bark" } }];' }),
          node(
            'Search',
            `${L}vectorStoreMilvus`,
            version,
            { mode: 'retrieve-as-tool', toolDescription: 'pets', milvusCollection: collection(), topK: 1, ...extra },
            cred,
          ),
          embeddings('Emb'),
        ],
        { Start: main('Query'), Query: main('Search'), Emb: sub('ai_embedding', 'Search') },
      );
      expect(result.data.resultData.error).toBeUndefined();
      const response = result.data.resultData.runData.Search![0]!.data!.main![0]![0]!.json.response as Array<{
        text: string;
      }>;
      const doc = JSON.parse(response[0]!.text) as { pageContent: string; metadata: Record<string, unknown> };
      expect(doc.pageContent).toBe('the dogs bark');
      expect(doc.metadata.kind).toBe('pet');
    }
  }, 30_000);

  it('supplies the store to the Vector Store Retriever', async () => {
    await startMilvus();
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
        node('Retriever', `${L}retrieverVectorStore`, 1, { topK: 1 }),
        node('Store', `${L}vectorStoreMilvus`, 1.3, { milvusCollection: collection() }, cred),
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
    const answer = String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response);
    expect(answer).toContain('the stocks fell');
    expect(answer).not.toContain('the cats purr');
  }, 30_000);

  it("fails with Milvus's refusals as LangChain words them", async () => {
    const small: MilvusCollectionSpec = {
      name: 'small',
      fields: [
        { name: 'langchain_primaryid', data_type: 'Int64', is_primary_key: true, autoID: true },
        { name: 'langchain_text', data_type: 'VarChar', type_params: { max_length: '5' } },
        { name: 'langchain_vector', data_type: 'FloatVector', type_params: { dim: '8' } },
      ],
      index: { field_name: 'langchain_vector', metric_type: 'L2' },
    };
    await startMilvus({ seed: { collections: [small] } });
    const wrongDim = await insert({ milvusCollection: collection('small') }, [{ text: 'abc', kind: 'x' }]);
    expect(wrongDim.data.resultData.error?.message).toMatch(
      /^Error inserting data: .*the num_rows \(192\) of field \(langchain_vector\) is not equal to passed num_rows \(1\)/,
    );
    const { result: wrongSearch } = await load({ milvusCollection: collection('small'), prompt: 'x' });
    expect(wrongSearch.data.resultData.error?.message).toMatch(/^Error searching data: .*vector dimension mismatch/);
  }, 30_000);

  it('goes through the outgoing-connection guard before connecting (gRPC is not HTTP)', async () => {
    await startMilvus({});
    const before = process.env.WEFT_SSRF_BLOCK_PRIVATE;
    process.env.WEFT_SSRF_BLOCK_PRIVATE = 'true';
    try {
      const { result } = await load({ prompt: 'x' });
      expect(result.data.resultData.error?.message).toContain("refused by Weft's outgoing-request guard");
    } finally {
      if (before === undefined) delete process.env.WEFT_SSRF_BLOCK_PRIVATE;
      else process.env.WEFT_SSRF_BLOCK_PRIVATE = before;
    }
  }, 30_000);

  it("connects as the credential's user", async () => {
    await startMilvus({ users: { root: 'Milvus' } });
    const good = await insert({}, PETS.slice(0, 1));
    expect(good.data.resultData.error?.message).toMatch(/auth check failure/);
    const { result } = await load({ prompt: 'x' }, { username: 'root', password: 'Milvus' });
    expect(result.data.resultData.error?.message).toBe(
      'Collection not found: docs, please provide vectors and documents to create collection.',
    );
  }, 30_000);

  it('lists the collections for the editor and answers the credential test', async () => {
    await startMilvus({
      users: { root: 'Milvus' },
      seed: {
        collections: ['a', 'b'].map((name) => ({
          name,
          fields: [{ name: 'id', data_type: 'Int64', is_primary_key: true, autoID: true }],
        })),
      },
    });
    const type = registry.get(`${L}vectorStoreMilvus`, 1.3)!;
    const ctx = {
      getNode: () => ({ name: 'M' }) as WorkflowNode,
      getCredentials: async () => ({ baseUrl: milvus!.url, username: 'root', password: 'Milvus' }),
    } as unknown as NodeMethodContext;
    const list = await type.methods!.listSearch!.milvusCollectionsSearch!.call(ctx, ctx);
    expect(list.results).toEqual([
      { name: 'a', value: 'a' },
      { name: 'b', value: 'b' },
    ]);

    const credential = builtinCredentialTypes.find((c) => c.name === 'milvusApi')!;
    expect(credential.test?.request).toEqual({
      baseURL: '={{ $credentials.baseUrl }}',
      url: '/v1/vector/collections',
      method: 'GET',
    });
    const http = createHttpClient();
    const ask = (password: string) =>
      http({
        ...credential.authenticate!({ username: 'root', password }, { url: `${milvus!.url}/v1/vector/collections` }),
        ignoreHttpStatusErrors: true,
        returnFullResponse: true,
      } as never) as Promise<{ statusCode: number; body: unknown }>;
    const ok = await ask('Milvus');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toEqual({ code: 200, data: ['a', 'b'] });
    expect((await ask('nope')).statusCode).toBe(401);
  }, 30_000);
});
