/**
 * The Qdrant Vector Store through the engine against the loopback Qdrant fake (the credential's
 * URL) and the fake OpenAI embeddings: insert creating a missing collection (sized by the
 * embedding of "test", or by the Collection Config), payload keys, load with scores and Qdrant
 * search filters, a search of a missing collection (created, nothing found), the tool mode, the
 * retriever with its filter, and n8n's errors (wrong vector size, rejected key, bad URL, update).
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
import { start, type QdrantFakeOptions } from './test-fake/qdrant-fake.mjs';
import { qdrantBaseUrl } from './qdrant-api.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let ai: AiFake;
let qdrant: Awaited<ReturnType<typeof start>> | undefined;

beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await qdrant?.close();
  qdrant = undefined;
});

async function startQdrant(options: QdrantFakeOptions = {}) {
  qdrant = await start(options);
  return qdrant;
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
const cred = { credentials: { qdrantApi: { id: 'q', name: 'q' } } };
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
    type === 'qdrantApi'
      ? { qdrantUrl: qdrant!.url, apiKey: '', ...credential }
      : { apiKey: 'sk-fake', url: `${ai.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

async function insert(parameters: Record<string, unknown> = {}, rows = PETS) {
  return run(
    [
      items(rows),
      node(
        'Insert',
        `${L}vectorStoreQdrant`,
        1.3,
        { mode: 'insert', qdrantCollection: collection(), ...parameters },
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

async function load(parameters: Record<string, unknown>, credential?: Record<string, unknown>) {
  const result = await run(
    [
      node('Load', `${L}vectorStoreQdrant`, 1.3, { mode: 'load', qdrantCollection: collection(), ...parameters }, cred),
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

describe('Qdrant Vector Store', () => {
  it('creates a missing collection sized by the embedding of "test", inserts points and loads the nearest', async () => {
    const fake = await startQdrant();
    const inserted = await insert();
    expect(inserted.data.resultData.error).toBeUndefined();
    expect(inserted.data.resultData.runData.Insert![0]!.data!.main![0]!.map((i) => i.json.pageContent)).toEqual([
      'the cats purr',
      'the dogs bark',
      'the stocks fell',
    ]);
    // The documents' embeddings, then "test" for the collection's size.
    const emb = inserted.data.resultData.runData.Emb!;
    expect(emb).toHaveLength(2);
    expect(emb[1]!.inputOverride).toEqual({ ai_embedding: [[{ json: { query: 'test' } }]] });
    expect(fake.state.collections.get('docs')!.config).toEqual({ vectors: { size: 1536, distance: 'Cosine' } });
    const points = fake.state.points('docs');
    expect(points).toHaveLength(3);
    expect(points[0]!.payload).toEqual({
      content: 'the cats purr',
      metadata: { kind: 'pet', source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } },
    });
    expect(fake.state.requests.find((r) => r.method === 'PUT' && r.path === '/collections/docs/points')!.query).toEqual(
      { wait: 'true' },
    );

    const { result, docs } = await load({ prompt: 'the stocks fell', topK: 2 });
    expect(result.data.resultData.error).toBeUndefined();
    expect(docs).toHaveLength(2);
    expect(docs[0]!.document).toEqual({
      pageContent: 'the stocks fell',
      metadata: { kind: 'money', source: 'blob', blobType: 'text/plain', loc: { lines: { from: 1, to: 1 } } },
    });
    expect(docs[0]!.score).toBeCloseTo(1, 6);
    const query = fake.state.requests.find((r) => r.path === '/collections/docs/points/query')!;
    expect(query.body).toEqual({
      query: expect.any(Array),
      limit: 2,
      with_payload: ['metadata', 'content'],
      with_vector: false,
    });
  });

  it('searches with a Qdrant filter and custom payload keys', async () => {
    const fake = await startQdrant();
    await insert({ options: { contentPayloadKey: 'text', metadataPayloadKey: 'meta' } });
    expect(Object.keys(fake.state.points('docs')[0]!.payload!)).toEqual(['text', 'meta']);
    const filter = JSON.stringify({ must: [{ key: 'meta.kind', match: { value: 'pet' } }] });
    const { docs } = await load({
      prompt: 'the stocks fell',
      topK: 3,
      includeDocumentMetadata: false,
      options: { searchFilterJson: filter, contentPayloadKey: 'text', metadataPayloadKey: 'meta' },
    });
    expect(docs.map((d) => d.document.pageContent).sort()).toEqual(['the cats purr', 'the dogs bark']);
    expect(docs.every((d) => d.document.metadata === undefined)).toBe(true);
  });

  it('creates the collection with the Collection Config given', async () => {
    const fake = await startQdrant();
    const result = await insert({
      options: { collectionConfig: '{"vectors": {"size": 1536, "distance": "Dot"}, "on_disk_payload": true}' },
    });
    expect(result.data.resultData.error).toBeUndefined();
    expect(fake.state.collections.get('docs')!.config).toEqual({
      vectors: { size: 1536, distance: 'Dot' },
      on_disk_payload: true,
    });
    // No embedding of "test" when the size is given.
    expect(result.data.resultData.runData.Emb).toHaveLength(1);
  });

  it('creates a missing collection when loading and finds nothing, as n8n', async () => {
    const fake = await startQdrant();
    const { result, docs } = await load({ prompt: 'anything' });
    expect(result.data.resultData.error).toBeUndefined();
    expect(docs).toEqual([]);
    expect(fake.state.collections.has('docs')).toBe(true);
    expect(result.data.resultData.runData.Emb!.map((r) => r.inputOverride)).toEqual([
      { ai_embedding: [[{ json: { query: 'test' } }]] },
      { ai_embedding: [[{ json: { query: 'anything' } }]] },
    ]);
  });

  it('answers the tool mode run in the flow with documents (their IDs included)', async () => {
    await startQdrant();
    await insert();
    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { input: "the dogs bark" } }];' }),
        node(
          'Search',
          `${L}vectorStoreQdrant`,
          1.3,
          { mode: 'retrieve-as-tool', toolDescription: 'pets', qdrantCollection: collection(), topK: 1 },
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
    const doc = JSON.parse(response[0]!.text) as { pageContent: string; id: string };
    expect(doc.pageContent).toBe('the dogs bark');
    expect(doc.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('supplies the store to the Vector Store Retriever, its search filter merged into every search', async () => {
    const fake = await startQdrant();
    await insert();
    const filter = { must: [{ key: 'metadata.kind', match: { value: 'pet' } }] };
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
          `${L}vectorStoreQdrant`,
          1.3,
          { qdrantCollection: collection(), options: { searchFilterJson: JSON.stringify(filter) } },
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
    const query = fake.state.requests.filter((r) => r.path.endsWith('/points/query')).at(-1)!;
    expect(query.body).toMatchObject({ limit: 2, filter });
    const answer = String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response);
    expect(answer).toContain('the cats purr');
    expect(answer).not.toContain('the stocks fell');
  });

  it("fails with n8n's errors", async () => {
    await startQdrant({ collections: [{ name: 'small', size: 8 }] });
    const wrongWrite = await insert({ qdrantCollection: collection('small') });
    expect(wrongWrite.data.resultData.error?.message).toBe(
      '400 Bad Request: Wrong input: Vector dimension error: expected dim: 8, got 1536',
    );

    const { result: wrongSearch } = await load({ qdrantCollection: collection('small'), prompt: 'x' });
    expect(wrongSearch.data.resultData.error?.message).toBe('Bad Request');
    expect(wrongSearch.data.resultData.runData.Load![0]!.error?.description).toBe(
      'Wrong input: Vector dimension error: expected dim: 8, got 1536',
    );

    await qdrant!.close();
    await startQdrant({ apiKey: 'secret' });
    const { result: badKey } = await load({ prompt: 'x' }, { apiKey: 'wrong' });
    expect(badKey.data.resultData.error?.message).toBe('Unauthorized');
    const { result: goodKey } = await load({ prompt: 'x' }, { apiKey: 'secret' });
    expect(goodKey.data.resultData.error).toBeUndefined();

    const { result: badUrl } = await load({ prompt: 'x' }, { qdrantUrl: 'not a url' });
    expect(badUrl.data.resultData.error?.message).toBe(
      'Invalid Qdrant URL: not a url. Please provide a valid URL with protocol (http/https)',
    );

    const update = await run(
      [
        items([{ text: 'x' }]),
        node('Update', `${L}vectorStoreQdrant`, 1.3, { mode: 'update', qdrantCollection: collection(), id: '1' }, cred),
        embeddings('Emb'),
      ],
      { Start: main('Items'), Items: main('Update'), Emb: sub('ai_embedding', 'Update') },
    );
    expect(update.data.resultData.error?.message).toBe('Update operation is not implemented for this Vector Store');
  });

  it('lists the collections for the editor', async () => {
    await startQdrant({
      collections: [
        { name: 'a', size: 4 },
        { name: 'b', size: 4 },
      ],
    });
    const type = registry.get(`${L}vectorStoreQdrant`, 1.3)!;
    const http = createHttpClient();
    const ctx = {
      getNode: () => ({ name: 'Q' }) as WorkflowNode,
      getCredentials: async () => ({ qdrantUrl: qdrant!.url, apiKey: '' }),
      helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
    } as unknown as NodeMethodContext;
    const list = await type.methods!.listSearch!.qdrantCollectionsSearch!.call(ctx, ctx);
    expect(list.results).toEqual([
      { name: 'a', value: 'a' },
      { name: 'b', value: 'b' },
    ]);
  });

  it('reads the credential URL as n8n does: scheme, host and port, no path', () => {
    expect(qdrantBaseUrl('https://xyz.cloud.qdrant.io')).toBe('https://xyz.cloud.qdrant.io:443');
    expect(qdrantBaseUrl('http://localhost:6333/some/path')).toBe('http://localhost:6333');
    expect(qdrantBaseUrl('http://qdrant')).toBe('http://qdrant:80');
  });
});
