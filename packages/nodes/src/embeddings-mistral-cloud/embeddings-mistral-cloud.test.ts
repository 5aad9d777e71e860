/**
 * Embeddings Mistral Cloud through the engine against the loopback Mistral fake: a Simple Vector
 * Store inserts documents (new lines stripped, batches of Batch Size) and loads the nearest to a
 * query; a rejected key fails the store with the Mistral SDK's wording.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { clearMemoryStores } from '../vector-store-in-memory/index.js';
import { start } from './test-fake/mistral-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let mistral: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  mistral = await start();
  process.env.WEFT_MISTRAL_API_URL = mistral.url;
});
afterAll(async () => {
  delete process.env.WEFT_MISTRAL_API_URL;
  await mistral?.close();
});
beforeEach(() => {
  clearMemoryStores();
  mistral.state.requests.length = 0;
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
const embeddings = (name: string, parameters: Record<string, unknown>, key = 'mistral-test-key') =>
  node(name, `${L}embeddingsMistralCloud`, 1, parameters, { credentials: { mistralCloudApi: { id: key, name: key } } });

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
  });
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

describe('Embeddings Mistral Cloud', () => {
  it('embeds documents and a query, and the nearest document loads first', async () => {
    const result = await run(
      ['red apples\nare sweet', 'bananas are yellow', 'the sky is blue'],
      [
        embeddings('Emb', { model: 'mistral-embed', options: {} }),
        node(
          'Load',
          `${L}vectorStoreInMemory`,
          1.3,
          { mode: 'load', memoryKey: { __rl: true, mode: 'list', value: 'k' }, prompt: 'yellow bananas', topK: 1 },
          { executeOnce: true },
        ),
        embeddings('Emb Load', { model: 'mistral-embed', options: {} }),
      ],
      { Emb: sub('ai_embedding', 'Insert'), Insert: main('Load'), 'Emb Load': sub('ai_embedding', 'Load') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    const [loaded] = result.data.resultData.runData.Load![0]!.data!.main![0]!;
    expect((loaded!.json.document as { pageContent: string }).pageContent).toBe('bananas are yellow');
    expect(mistral.state.requests.map((r) => [r.path, r.body])).toEqual([
      [
        '/v1/embeddings',
        {
          model: 'mistral-embed',
          input: ['red apples are sweet', 'bananas are yellow', 'the sky is blue'],
          encoding_format: 'float',
        },
      ],
      ['/v1/embeddings', { model: 'mistral-embed', input: 'yellow bananas', encoding_format: 'float' }],
    ]);
  });

  it('keeps new lines when asked and sends batches of Batch Size', async () => {
    const result = await run(
      ['a\nb', 'c', 'd'],
      [embeddings('Emb', { model: 'mistral-embed', options: { batchSize: 2, stripNewLines: false } })],
      { Emb: sub('ai_embedding', 'Insert') },
    );
    expect(result.data.resultData.error).toBeUndefined();
    expect(mistral.state.requests.map((r) => (r.body as { input: string[] }).input)).toEqual([['a\nb', 'c'], ['d']]);
  });

  // LangChain's caller does not see the status of the Mistral SDK's errors, so it retries them six
  // times with backoff (about a minute and a half), in n8n as here: run with WEFT_SLOW_TESTS=1.
  it.skipIf(!process.env.WEFT_SLOW_TESTS)(
    'fails the store on a rejected key, after the retries of the LangChain caller',
    { timeout: 150_000 },
    async () => {
      const result = await run(['a'], [embeddings('Emb', { model: 'mistral-embed', options: {} }, 'wrong')], {
        Emb: sub('ai_embedding', 'Insert'),
      });
      expect(result.data.resultData.error?.message).toMatch(/^API error occurred: Status 401/);
      expect(mistral.state.requests).toHaveLength(7);
    },
  );
});
