/**
 * Embeddings Cohere through the engine against the loopback Cohere fake: a Simple Vector Store
 * inserts documents (`search_document`, `embedding_types: ["float"]`, batches of 48) and loads the
 * nearest to a query (`search_query`); a rejected key fails the store with the Cohere client's
 * wording, without retries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { clearMemoryStores } from '../vector-store-in-memory/index.js';
import { start } from '../reranker-cohere/test-fake/cohere-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let cohere: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  cohere = await start();
  process.env.WEFT_COHERE_API_URL = cohere.url;
});
afterAll(async () => {
  delete process.env.WEFT_COHERE_API_URL;
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
const embeddings = (name: string, parameters: Record<string, unknown>, key = 'co-test-key') =>
  node(name, `${L}embeddingsCohere`, 1, parameters, { credentials: { cohereApi: { id: key, name: key } } });

async function run(texts: string[], nodes: unknown[], connections: Record<string, unknown>) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [
      node('Start', 'n8n-nodes-base.manualTrigger', 1, {}),
      node('Items', 'n8n-nodes-base.code', 2, {
        jsCode: `return ${JSON.stringify(texts.map((text) => ({ json: { text } })))};`,
      }),
      node('Insert', `${L}vectorStoreInMemory`, 1.3, {
        mode: 'insert',
        memoryKey: { __rl: true, mode: 'list', value: 'k' },
      }),
      node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
        jsonMode: 'expressionData',
        jsonData: '={{ $json.text }}',
      }),
      ...nodes,
    ],
    connections: { Start: main('Items'), Items: main('Insert'), Loader: sub('ai_document', 'Insert'), ...connections },
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (n: WorkflowNode) => ({
    apiKey: Object.values(n.credentials as Record<string, { id: string }>)[0]!.id,
    url: 'https://api.cohere.ai',
  });
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

describe('Embeddings Cohere', () => {
  it('embeds documents and queries with their input types, and the nearest document loads first', async () => {
    const result = await run(
      ['red apples are sweet', 'bananas are yellow', 'the sky is blue'],
      [
        embeddings('Emb', { modelName: 'embed-english-light-v3.0' }),
        node(
          'Load',
          `${L}vectorStoreInMemory`,
          1.3,
          { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: 'k' }, prompt: 'yellow bananas', topK: 1 },
          { executeOnce: true },
        ),
        embeddings('Emb Load', { modelName: 'embed-english-light-v3.0' }),
      ],
      { Emb: sub('ai_embedding', 'Insert'), Insert: main('Load'), 'Emb Load': sub('ai_embedding', 'Load') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const [loaded] = result.data.resultData.runData.Load![0]!.data!.main![0]!;
    expect((loaded!.json.document as { pageContent: string }).pageContent).toBe('bananas are yellow');
    const bodies = cohere.state.requests.map((r) => [r.path, r.body]);
    expect(bodies).toEqual([
      [
        '/v1/embed',
        {
          texts: ['red apples are sweet', 'bananas are yellow', 'the sky is blue'],
          model: 'embed-english-light-v3.0',
          input_type: 'search_document',
          embedding_types: ['float'],
        },
      ],
      [
        '/v1/embed',
        {
          texts: ['yellow bananas'],
          model: 'embed-english-light-v3.0',
          input_type: 'search_query',
          embedding_types: ['float'],
        },
      ],
    ]);
  });

  it('sends documents in batches of 48, with the default model', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => `document number ${i}`);
    const result = await run(texts, [embeddings('Emb', {})], { Emb: sub('ai_embedding', 'Insert') });
    expect(result.data.resultData.error).toBeUndefined();
    // The default model.
    expect(cohere.state.requests.map((r) => (r.body as { model: string }).model)).toEqual([
      'embed-english-v2.0',
      'embed-english-v2.0',
    ]);
    expect(cohere.state.requests.map((r) => (r.body as { texts: string[] }).texts.length).sort()).toEqual([2, 48]);
  });

  it('fails the store on a rejected key, asking once', async () => {
    const result = await run(['a'], [embeddings('Emb', {}, 'wrong')], { Emb: sub('ai_embedding', 'Insert') });
    expect(result.data.resultData.error?.message).toBe(
      'UnauthorizedError\nStatus code: 401\nBody: {\n  "message": "invalid api token"\n}',
    );
    expect(cohere.state.requests).toHaveLength(1);
  });
});
