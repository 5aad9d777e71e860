/**
 * Reranker Cohere through the engine: a Simple Vector Store loads documents (OpenAI embeddings from
 * the AI fake), the reranker reorders them through the loopback Cohere fake; a Vector Store
 * Retriever under a Question and Answer Chain gets the reranked documents; a rejected key fails the
 * store with the Cohere client's wording.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { clearMemoryStores } from '../vector-store-in-memory/index.js';
import { relevance, start } from './test-fake/cohere-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let ai: AiFake;
let cohere: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  ai = await startAiFake({ port: 0 });
  cohere = await start();
  process.env.WEFT_COHERE_API_URL = cohere.url;
});
afterAll(async () => {
  delete process.env.WEFT_COHERE_API_URL;
  await ai?.close();
  await cohere?.close();
});
beforeEach(() => {
  clearMemoryStores();
  cohere.state.requests.length = 0;
});

const node = (
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  extra: Partial<WorkflowNode> = {},
) => ({ id: name, name, type, typeVersion, position: [0, 0], parameters, ...extra });
const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const embeddings = (name: string) =>
  node(name, `${L}embeddingsOpenAi`, 1.2, { options: {} }, { credentials: { openAiApi: { id: 'o', name: 'o' } } });
const reranker = (parameters: Record<string, unknown>, key = 'co-test-key') =>
  node('Reranker', `${L}rerankerCohere`, 1, parameters, { credentials: { cohereApi: { id: key, name: key } } });

const DOCS = ['red apples are sweet', 'green apples are sour', 'bananas are yellow', 'sweet red cherries'];

async function run(nodes: unknown[], connections: Record<string, unknown>) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger', 1, {}),
      node('Items', 'n8n-nodes-base.code', 2, {
        jsCode: `return ${JSON.stringify(DOCS.map((text) => ({ json: { text } })))};`,
      }),
      node('Insert', `${L}vectorStoreInMemory`, 1.3, {
        mode: 'insert',
        memoryKey: { __rl: true, mode: 'list', value: 'rerank' },
      }),
      embeddings('Emb'),
      node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
        jsonMode: 'expressionData',
        jsonData: '={{ $json.text }}',
      }),
      ...nodes,
    ],
    connections: {
      Start: main('Items'),
      Items: main('Insert'),
      Emb: sub('ai_embedding', 'Insert'),
      Loader: sub('ai_document', 'Insert'),
      ...connections,
    },
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (n: WorkflowNode, type: string) => {
    if (type === 'openAiApi') return { apiKey: 'sk-fake', url: `${ai.url}/v1` };
    if (type === 'cohereApi')
      return {
        apiKey: Object.values(n.credentials as Record<string, { id: string }>)[0]!.id,
        url: 'https://api.cohere.ai',
      };
    throw new Error(`no ${type}`);
  };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

const load = (extra: Record<string, unknown> = {}) =>
  node(
    'Load',
    `${L}vectorStoreInMemory`,
    1.3,
    {
      mode: 'load',
      memoryKey: { __rl: true, mode: 'list', value: 'rerank' },
      prompt: 'sweet red apples',
      topK: 4,
      useReranker: true,
      ...extra,
    },
    { executeOnce: true },
  );

describe('Reranker Cohere', () => {
  it('reorders a load by relevance, keeps Top N, and scores with the relevance', async () => {
    const result = await run(
      [load(), reranker({ modelName: 'rerank-english-v3.0', topN: 2 }), embeddings('Emb Load')],
      { Insert: main('Load'), Reranker: sub('ai_reranker', 'Load'), 'Emb Load': sub('ai_embedding', 'Load') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const out = result.data.resultData.runData.Load![0]!.data!.main![0]!.map((i) => i.json);
    expect(out.map((j) => [(j.document as { pageContent: string }).pageContent, j.score])).toEqual([
      ['red apples are sweet', relevance('sweet red apples', 'red apples are sweet')],
      ['sweet red cherries', relevance('sweet red apples', 'sweet red cherries')],
    ]);
    // The relevance replaces the distance as the score; it is not left in the metadata.
    expect((out[0]!.document as { metadata: Record<string, unknown> }).metadata.relevanceScore).toBeUndefined();
    const [request] = cohere.state.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/rerank' });
    expect(request!.body).toEqual({
      model: 'rerank-english-v3.0',
      query: 'sweet red apples',
      documents: expect.arrayContaining(DOCS),
      top_n: 2,
    });
    // As in n8n 1.123, the reranker's calls are not runs of the node.
    expect(result.data.resultData.runData.Reranker).toBeUndefined();
  });

  it('gives the retriever of a Question and Answer Chain the reranked documents', async () => {
    const result = await run(
      [
        node('Chain', `${L}chainRetrievalQa`, 1.6, { promptType: 'define', text: '@system' }, { executeOnce: true }),
        node(
          'Model',
          `${L}lmChatOpenAi`,
          1,
          { model: 'gpt-4o-mini', options: {} },
          {
            credentials: { openAiApi: { id: 'o', name: 'o' } },
          },
        ),
        node('Retriever', `${L}retrieverVectorStore`, 1, { topK: 4 }),
        node('Store', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'retrieve',
          memoryKey: { __rl: true, mode: 'list', value: 'rerank' },
          useReranker: true,
        }),
        reranker({ topN: 1 }),
        embeddings('Emb Store'),
      ],
      {
        Insert: main('Chain'),
        Model: sub('ai_languageModel', 'Chain'),
        Retriever: sub('ai_retriever', 'Chain'),
        Store: sub('ai_vectorStore', 'Retriever'),
        Reranker: sub('ai_reranker', 'Store'),
        'Emb Store': sub('ai_embedding', 'Store'),
      },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const answer = JSON.stringify(result.data.resultData.runData.Chain![0]!.data!.main![0]![0]!.json);
    expect(cohere.state.requests).toHaveLength(1);
    expect(cohere.state.requests[0]!.body).toMatchObject({ model: 'rerank-v3.5', top_n: 1, query: '@system' });
    const best = [...DOCS].sort((a, b) => relevance('@system', b) - relevance('@system', a))[0]!;
    expect(answer).toContain(best);
  });

  it('fails the store with the Cohere client wording on a rejected key', async () => {
    const result = await run([load(), reranker({}, 'wrong'), embeddings('Emb Load')], {
      Insert: main('Load'),
      Reranker: sub('ai_reranker', 'Load'),
      'Emb Load': sub('ai_embedding', 'Load'),
    });
    expect(result.data.resultData.error?.message).toBe(
      'UnauthorizedError\nStatus code: 401\nBody: {\n  "message": "invalid api token"\n}',
    );
  });
});
