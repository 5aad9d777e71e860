/**
 * The Pinecone Vector Store through the engine against the loopback Pinecone fake (control plane
 * by `WEFT_PINECONE_API_URL`, data plane at the host the fake describes) and the fake OpenAI
 * embeddings: insert with the index check and namespaces (Clear Namespace), the flattened metadata
 * Pinecone keeps, load with scores and metadata filters, update by ID, the tool mode, the
 * retriever, and n8n's errors (a missing index, a vector of the wrong size, a rejected key).
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
import { start, type PineconeFakeOptions } from './test-fake/pinecone-fake.mjs';
import { flattenMetadata, pineconeMetadata } from './pinecone-store.js';
import { pineconeErrorMessage, pineconeHostUrl } from './pinecone-api.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let ai: AiFake;
let pinecone: Awaited<ReturnType<typeof start>> | undefined;

beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
});
afterAll(() => ai?.close());
afterEach(async () => {
  await pinecone?.close();
  pinecone = undefined;
  delete process.env.WEFT_PINECONE_API_URL;
});

async function startPinecone(options: PineconeFakeOptions = { indexes: [{ name: 'docs', dimension: 1536 }] }) {
  pinecone = await start(options);
  process.env.WEFT_PINECONE_API_URL = pinecone.url;
  return pinecone;
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
const cred = { credentials: { pineconeApi: { id: 'pc', name: 'pc' } } };
const index = (value = 'docs') => ({ __rl: true, mode: 'list', value });
const embeddings = (name: string) =>
  node(name, `${L}embeddingsOpenAi`, 1.2, { options: {} }, { credentials: { openAiApi: { id: 'x', name: 'x' } } });
const items = (rows: Array<Record<string, unknown>>) =>
  node('Items', 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const loader = node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
  jsonMode: 'expressionData',
  jsonData: '={{ $json.text }}',
  options: { metadata: { metadataValues: [{ name: 'kind', value: '={{ $json.kind }}' }] } },
});

async function run(nodes: unknown[], connections: Record<string, unknown>, apiKey = 'pc-test') {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_n: WorkflowNode, type: string) =>
    type === 'pineconeApi' ? { apiKey } : { apiKey: 'sk-fake', url: `${ai.url}/v1` };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

// Every text shares "the", so every score is above 0 (Pinecone's store skips matches scoring 0).
const PETS = [
  { text: 'the cats purr', kind: 'pet' },
  { text: 'the dogs bark', kind: 'pet' },
  { text: 'the stocks fell', kind: 'money' },
];

async function insert(parameters: Record<string, unknown> = {}, rows = PETS, version = 1.3) {
  return run(
    [
      items(rows),
      node(
        'Insert',
        `${L}vectorStorePinecone`,
        version,
        { mode: 'insert', pineconeIndex: index(), ...parameters },
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

async function load(parameters: Record<string, unknown>, apiKey?: string) {
  const result = await run(
    [
      node('Load', `${L}vectorStorePinecone`, 1.3, { mode: 'load', pineconeIndex: index(), ...parameters }, cred),
      embeddings('Emb'),
    ],
    { Start: main('Load'), Emb: sub('ai_embedding', 'Load') },
    apiKey,
  );
  return {
    result,
    docs: (result.data.resultData.runData.Load?.[0]?.data?.main?.[0] ?? []).map(
      (i) => i.json as { document: { pageContent: string; metadata?: Record<string, unknown> }; score: number },
    ),
  };
}

describe('Pinecone Vector Store', () => {
  it('inserts documents with their flattened metadata under the text key, then loads the nearest with scores', async () => {
    const fake = await startPinecone();
    const inserted = await insert();
    expect(inserted.data.resultData.error).toBeUndefined();
    const out = inserted.data.resultData.runData.Insert![0]!.data!.main![0]!;
    expect(out.map((i) => i.json.pageContent)).toEqual(['the cats purr', 'the dogs bark', 'the stocks fell']);
    expect(out.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
    const stored = fake.state.records('docs');
    expect(stored).toHaveLength(3);
    expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored[0]!.metadata).toEqual({
      kind: 'pet',
      source: 'blob',
      blobType: 'text/plain',
      'loc.lines.from': 1,
      'loc.lines.to': 1,
      text: 'the cats purr',
    });
    // The control plane was asked whether the index exists (which tells its host too).
    expect(fake.state.requests[0]).toMatchObject({ method: 'GET', path: '/indexes' });
    expect(fake.state.requests[1]).toMatchObject({
      method: 'POST',
      path: '/_index/docs/vectors/upsert',
      body: { namespace: '' },
    });

    const { result, docs } = await load({ prompt: 'the stocks fell', topK: 2 });
    expect(result.data.resultData.error).toBeUndefined();
    expect(docs).toHaveLength(2);
    expect(docs[0]!.document).toEqual({
      pageContent: 'the stocks fell',
      metadata: { kind: 'money', source: 'blob', blobType: 'text/plain', 'loc.lines.from': 1, 'loc.lines.to': 1 },
    });
    expect(docs[0]!.score).toBeCloseTo(1, 6);
    expect(docs[1]!.score).toBeLessThan(docs[0]!.score);
    expect(result.data.resultData.runData.Load![0]!.data!.main![0]![0]!.pairedItem).toEqual({ item: 0 });
  });

  it('filters by metadata and leaves metadata out when told', async () => {
    await startPinecone();
    await insert();
    const { docs } = await load({
      prompt: 'the stocks fell',
      topK: 3,
      includeDocumentMetadata: false,
      options: { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } },
    });
    expect(docs.map((d) => d.document.pageContent).sort()).toEqual(['the cats purr', 'the dogs bark']);
    expect(docs.every((d) => d.document.metadata === undefined)).toBe(true);
  });

  it("skips matches scoring 0, as LangChain's Pinecone store does", async () => {
    await startPinecone();
    await insert({}, [
      { text: 'cats purr', kind: 'pet' },
      { text: 'stocks fell', kind: 'money' },
    ]);
    const { docs } = await load({ prompt: 'cats purr', topK: 4 });
    expect(docs.map((d) => d.document.pageContent)).toEqual(['cats purr']);
  });

  it('writes to and searches a namespace, and Clear Namespace empties it first', async () => {
    const fake = await startPinecone();
    await insert({ options: { pineconeNamespace: 'team-a' } });
    await insert({ options: { pineconeNamespace: 'team-a', clearNamespace: true } }, [
      { text: 'birds sing', kind: 'pet' },
    ]);
    expect(fake.state.records('docs', 'team-a').map((r) => r.metadata!.text)).toEqual(['birds sing']);
    expect(fake.state.records('docs', '')).toEqual([]);
    const { docs } = await load({ prompt: 'birds', topK: 4, options: { pineconeNamespace: 'team-a' } });
    expect(docs.map((d) => d.document.pageContent)).toEqual(['birds sing']);
    // Clearing a namespace that does not exist yet is not an error (n8n only logs it).
    const cleared = await insert({ options: { pineconeNamespace: 'new', clearNamespace: true } }, [
      { text: 'x', kind: 'y' },
    ]);
    expect(cleared.data.resultData.error).toBeUndefined();
  });

  it('replaces the entry of an ID in update mode', async () => {
    const fake = await startPinecone();
    const result = await run(
      [
        items([{ text: 'first' }, { text: 'second' }]),
        node(
          'Update',
          `${L}vectorStorePinecone`,
          1.3,
          { mode: 'update', pineconeIndex: index(), id: '=doc-{{ $itemIndex }}' },
          cred,
        ),
        embeddings('Emb'),
      ],
      { Start: main('Items'), Items: main('Update'), Emb: sub('ai_embedding', 'Update') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(fake.state.records('docs').map((r) => r.id)).toEqual(['doc-0', 'doc-1']);
    expect(result.data.resultData.runData.Update![0]!.data!.main![0]!.map((i) => i.json.pageContent)).toEqual([
      'first',
      'second',
    ]);
  });

  it('answers the tool mode run in the flow with documents (their IDs included)', async () => {
    await startPinecone();
    await insert();
    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { input: "the dogs bark" } }];' }),
        node(
          'Search',
          `${L}vectorStorePinecone`,
          1.3,
          { mode: 'retrieve-as-tool', toolDescription: 'pets', pineconeIndex: index(), topK: 1 },
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
    expect(response).toHaveLength(1);
    const doc = JSON.parse(response[0]!.text) as { pageContent: string; metadata: Record<string, unknown>; id: string };
    expect(Object.keys(doc)).toEqual(['pageContent', 'metadata', 'id']);
    expect(doc.pageContent).toBe('the dogs bark');
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('supplies the store to the Vector Store Retriever with its metadata filter', async () => {
    const fake = await startPinecone();
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
          `${L}vectorStorePinecone`,
          1.3,
          { pineconeIndex: index(), options: { metadata: { metadataValues: [{ name: 'kind', value: 'pet' }] } } },
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
    const query = fake.state.requests.filter((r) => r.path.endsWith('/query')).at(-1)!;
    expect(query.body).toMatchObject({ topK: 2, filter: { kind: 'pet' }, includeMetadata: true, namespace: '' });
    const answer = String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response);
    expect(answer).toContain('the cats purr');
    expect(answer).not.toContain('the stocks fell');
  });

  it("fails with n8n's errors: a missing index on insert, a missing index on load, a vector of the wrong size, a rejected key", async () => {
    await startPinecone({
      indexes: [
        { name: 'docs', dimension: 1536 },
        { name: 'small', dimension: 8 },
      ],
    });
    const missing = await insert({ pineconeIndex: index('nope') });
    expect(missing.data.resultData.error?.message).toBe('Index nope not found');
    expect(missing.data.resultData.runData.Insert![0]!.error?.description).toBe(
      'Please check that the index exists in your vector store',
    );

    const { result: noIndex } = await load({ pineconeIndex: index('nope'), prompt: 'x' });
    expect(noIndex.data.resultData.error?.message).toBe(
      `A call to ${pinecone!.url}/indexes/nope returned HTTP status 404.`,
    );

    const wrongSize = await insert({ pineconeIndex: index('small') });
    expect(wrongSize.data.resultData.error?.message).toBe(
      'Vector dimension 1536 does not match the dimension of the index 8',
    );

    const { result: badKey } = await load({ prompt: 'x' }, 'wrong');
    expect(badKey.data.resultData.error?.message).toMatch(
      /^The API key you provided was rejected while calling .*\/indexes\/docs\. Please check your configuration values/,
    );
  });

  it("inserts per item at version 1, so Clear Namespace keeps only the last item's documents", async () => {
    const fake = await startPinecone();
    const result = await insert({ options: { pineconeNamespace: 'v1', clearNamespace: true } }, PETS, 1);
    expect(result.data.resultData.error).toBeUndefined();
    expect(fake.state.records('docs', 'v1').map((r) => r.metadata!.text)).toEqual(['the stocks fell']);
  });

  it('lists the indexes of the project for the editor', async () => {
    await startPinecone({ indexes: [{ name: 'a' }, { name: 'b' }] });
    const type = registry.get(`${L}vectorStorePinecone`, 1.3)!;
    const http = createHttpClient();
    const ctx = {
      getNode: () => ({ name: 'P' }) as WorkflowNode,
      getCredentials: async () => ({ apiKey: 'pc-test' }),
      helpers: { httpRequest: (o: HttpRequestOptions) => http(o) },
    } as unknown as NodeMethodContext;
    const list = await type.methods!.listSearch!.pineconeIndexSearch!.call(ctx, ctx);
    expect(list.results).toEqual([
      { name: 'a', value: 'a' },
      { name: 'b', value: 'b' },
    ]);
  });
});

describe('Pinecone: Insert and Pinecone: Load (hidden, version 1)', () => {
  it("inserts every item's documents at once, then searches them through the Load sub-node", async () => {
    const fake = await startPinecone();
    const inserted = await run(
      [
        items(PETS),
        node('Insert', `${L}vectorStorePineconeInsert`, 1, { pineconeIndex: index(), pineconeNamespace: 'old' }, cred),
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
    const out = inserted.data.resultData.runData.Insert![0]!.data!.main![0]!;
    expect(out.map((i) => i.json.pageContent)).toEqual(['the cats purr', 'the dogs bark', 'the stocks fell']);
    expect(fake.state.records('docs', 'old')).toHaveLength(3);
    // The loader ran once for all items.
    expect(inserted.data.resultData.runData.Loader).toHaveLength(1);

    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { question: "the dogs bark" } }];' }),
        node('Chain', `${L}chainRetrievalQa`, 1.6, { promptType: 'define', text: '={{ $json.question }} @system' }),
        node(
          'Model',
          `${L}lmChatOpenAi`,
          1.2,
          { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} },
          { credentials: { openAiApi: { id: 'x', name: 'x' } } },
        ),
        node('Retriever', `${L}retrieverVectorStore`, 1, { topK: 1 }),
        node('Store', `${L}vectorStorePineconeLoad`, 1, { pineconeIndex: index(), pineconeNamespace: 'old' }, cred),
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
    expect(String(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json.response)).toContain(
      'the dogs bark',
    );
  });

  it("fails when Clear Namespace names a namespace that does not exist, as n8n's version 1 does", async () => {
    await startPinecone();
    const result = await run(
      [
        items(PETS),
        node(
          'Insert',
          `${L}vectorStorePineconeInsert`,
          1,
          { pineconeIndex: index(), pineconeNamespace: 'none', clearNamespace: true },
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
    expect(result.data.resultData.error?.message).toMatch(
      /^A call to .*\/_index\/docs\/vectors\/delete returned HTTP status 404\.$/,
    );
  });
});

describe('Pinecone metadata and errors', () => {
  it('flattens nested metadata as LangChain does, keeping lists of strings and dropping empty values', () => {
    expect(flattenMetadata({ a: { b: { c: 1 } }, d: [1, 2], e: {}, f: [] })).toEqual({
      'a.b.c': 1,
      'd.0': 1,
      'd.1': 2,
      e: {},
      f: [],
    });
    expect(
      pineconeMetadata(
        { pageContent: 'hi', metadata: { tags: ['x', 'y'], nested: { n: null, k: 'v' }, gone: null, empty: {} } },
        'text',
      ),
    ).toEqual({ 'nested.k': 'v', tags: ['x', 'y'], text: 'hi' });
  });

  it("words refusals as Pinecone's client and puts https:// before a bare host", () => {
    expect(pineconeErrorMessage(400, 'u', '{"code":3,"message":"bad filter","details":[]}')).toBe('bad filter');
    expect(pineconeErrorMessage(404, 'https://api.pinecone.io/indexes/x', '')).toBe(
      'A call to https://api.pinecone.io/indexes/x returned HTTP status 404.',
    );
    expect(pineconeHostUrl('docs-abc.svc.aped-1.pinecone.io')).toBe('https://docs-abc.svc.aped-1.pinecone.io');
    expect(pineconeHostUrl('http://127.0.0.1:9/_index/docs/')).toBe('http://127.0.0.1:9/_index/docs');
  });
});
