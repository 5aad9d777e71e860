/**
 * MongoDB Atlas Vector Store through the engine, with the official driver against the loopback
 * MongoDB fake (its `$vectorSearch`) and the fake OpenAI embeddings: the documents as stored (text,
 * embedding and metadata side by side), the collection created on first insert, the aggregation a
 * search sends, update by ID, the store under a Vector Store Retriever with its pre-filter (which
 * n8n 1.123 cannot record), the collection list, and n8n's errors.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeMethodContext, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { createMongoFake, type MongoFake } from '../mongo-db/test-fake/mongo-fake.mjs';
import { vectorStoreMongoDbAtlasNode } from './index.js';
import { asDoubles } from './atlas-store.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
const DIMS = 64;
let ai: AiFake;
let mongo: MongoFake;
let port: number;

beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
beforeEach(async () => {
  mongo = createMongoFake();
  port = await mongo.start();
  mongo.seedSearchIndex('vs', 'docs', {
    name: 'vector_index',
    type: 'vectorSearch',
    definition: {
      fields: [
        { type: 'vector', path: 'embedding', numDimensions: DIMS, similarity: 'cosine' },
        { type: 'filter', path: 'kind' },
      ],
    },
  });
});
afterEach(async () => {
  await mongo.close();
});

const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ id: name, name, type, typeVersion, position: [0, 0], parameters, ...extra });
const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const cred = { credentials: { mongoDb: { id: 'm', name: 'm' } } };
const at = { mongoCollection: { __rl: true, mode: 'list', value: 'docs' }, vectorIndexName: 'vector_index' };
const embeddings = (name: string) =>
  node(
    name,
    `${L}embeddingsOpenAi`,
    1.2,
    { options: { dimensions: DIMS } },
    { credentials: { openAiApi: { id: 'x', name: 'x' } } },
  );
const items = (name: string, rows: Array<Record<string, unknown>>) =>
  node(name, 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const loader = node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
  jsonMode: 'expressionData',
  jsonData: '={{ $json.text }}',
  options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
});
const PETS = [
  { text: 'the cats purr when happy', kind: 'pet' },
  { text: 'the dogs bark when strangers come', kind: 'pet' },
  { text: 'the stocks fell when markets opened', kind: 'money' },
];

async function run(nodes: unknown[], connections: Record<string, unknown>, credential: { port?: number } = {}) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_n: WorkflowNode, type: string) =>
    type === 'mongoDb'
      ? {
          configurationType: 'connectionString',
          connectionString: credential.port
            ? `mongodb://127.0.0.1:${credential.port}/?serverSelectionTimeoutMS=300`
            : `mongodb://127.0.0.1:${port}`,
          database: 'vs',
        }
      : { apiKey: 'sk-fake', url: `${ai.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

function insert(parameters: Record<string, unknown> = {}, credential: { port?: number } = {}) {
  return run(
    [
      items('Items', PETS),
      node('Insert', `${L}vectorStoreMongoDBAtlas`, 1.3, { mode: 'insert', ...at, ...parameters }, cred),
      embeddings('Emb'),
      loader,
    ],
    {
      Start: main('Items'),
      Items: main('Insert'),
      Emb: sub('ai_embedding', 'Insert'),
      Loader: sub('ai_document', 'Insert'),
    },
    credential,
  );
}

function load(parameters: Record<string, unknown>) {
  return run(
    [node('Load', `${L}vectorStoreMongoDBAtlas`, 1.3, { mode: 'load', ...at, ...parameters }, cred), embeddings('Emb')],
    { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
  );
}

const commands = (name: string) => mongo.state.commands.filter((c) => c.name === name);

describe('MongoDB Atlas Vector Store', () => {
  it('inserts one document per text, its metadata beside the text and the embedding, creating the collection once', async () => {
    const first = await insert();
    expect(first.data.resultData.error).toBeUndefined();
    expect(commands('create').map((c) => c.command.create)).toEqual(['docs']);
    const stored = mongo.state.dbs.vs!.docs!;
    expect(stored).toHaveLength(3);
    expect(Object.keys(stored[0]!).sort()).toEqual(['_id', 'blobType', 'embedding', 'kind', 'loc', 'source', 'text']);
    expect(stored[0]).toMatchObject({ text: 'the cats purr when happy', kind: 'pet', source: 'blob' });
    expect(stored[0]!.embedding).toHaveLength(DIMS);
    expect(commands('insert')).toHaveLength(1);
    await insert();
    expect(commands('create')).toHaveLength(1);
    expect(mongo.state.dbs.vs!.docs).toHaveLength(6);
  });

  it('searches with $vectorSearch (10 candidates per result, the empty pre-filter), scores set, the embedding left out', async () => {
    await insert();
    const result = await load({ prompt: 'the cats purr', topK: 2 });
    expect(result.data.resultData.error).toBeUndefined();
    const pipeline = commands('aggregate').at(-1)!.command.pipeline as Array<Record<string, any>>;
    expect(pipeline[0]!.$vectorSearch).toMatchObject({
      index: 'vector_index',
      path: 'embedding',
      limit: 2,
      numCandidates: 20,
      filter: {},
    });
    expect(pipeline[0]!.$vectorSearch.queryVector).toHaveLength(DIMS);
    expect(pipeline.slice(1)).toEqual([
      { $set: { score: { $meta: 'vectorSearchScore' } } },
      { $project: { embedding: 0 } },
    ]);
    const out = result.data.resultData.runData.Load![0]!.data!.main![0]!.map((i) => i.json) as Array<
      Record<string, any>
    >;
    expect(out).toHaveLength(2);
    expect(out[0]!.document.pageContent).toBe('the cats purr when happy');
    expect(out[0]!.document.metadata).toMatchObject({ kind: 'pet', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(out[0]!.document.metadata.embedding).toBeUndefined();
    expect(out[0]!.score).toBeGreaterThan(out[1]!.score);
  });

  it('nudges integers of the query vector to doubles, as Atlas needs', () => {
    expect(asDoubles([1, 0.5, 0])).toEqual([1 + 1e-15, 0.5, 1e-15]);
  });

  it('updates by ID: an upsert of the document under that _id', async () => {
    const update = (text: string) =>
      run(
        [
          items('Changes', [{ text }]),
          node('Update', `${L}vectorStoreMongoDBAtlas`, 1.3, { mode: 'update', ...at, id: 'fixed-1' }, cred),
          embeddings('Emb'),
        ],
        { Start: main('Changes'), Changes: main('Update'), Emb: sub('ai_embedding', 'Update') },
      );
    expect((await update('birds sing')).data.resultData.error).toBeUndefined();
    expect((await update('birds sing at dawn')).data.resultData.error).toBeUndefined();
    const docs = mongo.state.dbs.vs!.docs!;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ _id: 'fixed-1', text: 'birds sing at dawn' });
    const statement = commands('update').at(-1)!.command.updates[0];
    expect(statement).toMatchObject({ q: { _id: 'fixed-1' }, upsert: true });
  });

  it('supplies the store to the Vector Store Retriever, its pre-filter in every search', async () => {
    await insert();
    const result = await run(
      [
        items('Query', [{ question: 'the stocks fell' }]),
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
          `${L}vectorStoreMongoDBAtlas`,
          1.3,
          { mode: 'retrieve', ...at, options: { preFilter: '{ "kind": "pet" }' } },
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
    const search = commands('aggregate').at(-1)!.command.pipeline[0].$vectorSearch;
    expect(search).toMatchObject({ limit: 2, filter: { kind: 'pet' } });
    const answer = String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response);
    expect(answer).toContain('the cats purr');
    expect(answer).not.toContain('the stocks fell');
  });

  it('lists the collections of the database', async () => {
    await insert();
    const method = vectorStoreMongoDbAtlasNode[0]!.methods!.listSearch!.mongoCollectionSearch!;
    const ctx = {
      getNode: () => ({ name: 'S', type: `${L}vectorStoreMongoDBAtlas`, typeVersion: 1.3, parameters: {} }),
      getCredentials: async () => ({
        configurationType: 'connectionString',
        connectionString: `mongodb://127.0.0.1:${port}`,
        database: 'vs',
      }),
      helpers: {},
    } as unknown as NodeMethodContext;
    expect(await method.call(ctx, ctx)).toEqual({ results: [{ name: 'docs', value: 'docs' }] });
  });

  it("fails with n8n's errors", async () => {
    await insert();
    const missing = await load({ prompt: 'x', vectorIndexName: 'nope' });
    expect(missing.data.resultData.error?.message).toBe('Index nope not found');
    expect(missing.data.resultData.runData.Load![0]!.error?.description).toBe(
      'Please check that the index exists in your collection',
    );

    const badJson = await load({ prompt: 'x', options: { postFilterPipeline: '[{' } });
    expect(badJson.data.resultData.error?.message).toMatch(/^Error: /);
    expect(badJson.data.resultData.runData.Load![0]!.error?.description).toBe(
      'Could not parse JSON for postFilterPipeline',
    );

    mongo.seedSearchIndex('vs', 'docs', {
      name: 'small',
      type: 'vectorSearch',
      definition: { fields: [{ type: 'vector', path: 'embedding', numDimensions: 8, similarity: 'euclidean' }] },
    });
    const wrongSize = await load({ prompt: 'x', vectorIndexName: 'small' });
    expect(wrongSize.data.resultData.error?.message).toContain(
      `vector field is indexed with 8 dimensions but queried with ${DIMS}`,
    );

    const refused = await insert({}, { port: 1 });
    expect(refused.data.resultData.error?.message).toMatch(/^Error: connect ECONNREFUSED/);
    expect(refused.data.resultData.runData.Insert![0]!.error?.description).toBe(
      'Please check your MongoDB Atlas connection details',
    );
  });
});
