/**
 * The retrieval nodes through the engine against the loopback fake provider: loaders and
 * splitters feeding the Simple Vector Store, its modes, what each sub-node records, and the error
 * paths (a rejected key, a missing Document sub-node).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { clearMemoryStores } from './index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

const L = '@n8n/n8n-nodes-langchain.';

function node(
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown>,
  extra: Partial<WorkflowNode> = {},
) {
  return { id: name, name, type, typeVersion, position: [0, 0], parameters, ...extra };
}

function openAi(name: string, apiKey = 'sk-fake') {
  return node(
    name,
    `${L}embeddingsOpenAi`,
    1.2,
    { options: {} },
    { credentials: { openAiApi: { id: apiKey, name: apiKey } } },
  );
}

async function run(nodes: unknown[], connections: Record<string, unknown>) {
  const workflow = importN8nWorkflow({
    name: 't',
    nodes: [node('Start', 'n8n-nodes-base.manualTrigger', 1, {}), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
  });
  const getCredentials = async (_node: WorkflowNode, type: string) => {
    const key = Object.values((_node.credentials ?? {}) as Record<string, { id: string }>)[0]?.id ?? 'sk-fake';
    if (type === 'openAiApi') return { apiKey: key, url: `${fake.url}/v1` };
    throw new Error(`no ${type}`);
  };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });
const texts = (items: string[]) =>
  node('Items', 'n8n-nodes-base.code', 2, {
    jsCode: `return ${JSON.stringify(items.map((text) => ({ json: { text } })))};`,
  });

describe('Simple Vector Store with loaders, splitters and OpenAI embeddings', () => {
  it('inserts character-split documents, loads the nearest without metadata, and records each sub-node call', async () => {
    clearMemoryStores();
    const result = await run(
      [
        texts(['alpha beta|gamma delta', 'cats purr']),
        node('Insert', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'insert',
          memoryKey: { __rl: true, mode: 'list', value: 'test-store' },
          clearStore: true,
        }),
        node(
          'Load',
          `${L}vectorStoreInMemory`,
          1.3,
          {
            mode: 'load',
            memoryKey: { __rl: true, mode: 'list', value: 'test-store' },
            prompt: 'cats purr',
            topK: 1,
            includeDocumentMetadata: false,
          },
          { executeOnce: true },
        ),
        openAi('Emb'),
        openAi('Emb Load'),
        node('Loader', `${L}documentDefaultDataLoader`, 1, {
          jsonMode: 'expressionData',
          jsonData: '={{ $json.text }}',
        }),
        node('Splitter', `${L}textSplitterCharacterTextSplitter`, 1, { separator: '|', chunkSize: 5, chunkOverlap: 0 }),
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Insert: main('Load'),
        Emb: sub('ai_embedding', 'Insert'),
        'Emb Load': sub('ai_embedding', 'Load'),
        Loader: sub('ai_document', 'Insert'),
        Splitter: sub('ai_textSplitter', 'Loader'),
      },
    );
    const runData = result.data.resultData.runData;
    expect(result.data.resultData.error).toBeUndefined();
    expect(runData.Insert![0]!.data!.main![0]!.map((i) => i.json.pageContent)).toEqual([
      'alpha beta',
      'gamma delta',
      'cats purr',
    ]);
    expect(runData.Insert![0]!.data!.main![0]!.map((i) => i.pairedItem)).toEqual([
      { item: 0 },
      { item: 0 },
      { item: 1 },
    ]);
    // One loader run per item, one splitter run per text, one embedding run for the batch.
    expect(runData.Loader).toHaveLength(2);
    expect(runData.Splitter).toHaveLength(2);
    expect(runData.Splitter![0]!.inputOverride).toEqual({
      ai_textSplitter: [[{ json: { textSplitter: 'alpha beta|gamma delta' } }]],
    });
    expect(runData.Emb).toHaveLength(1);
    expect(runData['Emb Load']![0]!.inputOverride).toEqual({ ai_embedding: [[{ json: { query: 'cats purr' } }]] });
    const loaded = runData.Load![0]!.data!.main![0]!;
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.json.document).toEqual({ pageContent: 'cats purr' });
    expect(loaded[0]!.json.score).toBeCloseTo(1, 6);
  });

  it('splits by cl100k tokens with the Token Splitter', async () => {
    clearMemoryStores();
    const result = await run(
      [
        texts(['one two three four five six']),
        node('Insert', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'insert',
          memoryKey: { __rl: true, mode: 'list', value: 'tokens' },
        }),
        openAi('Emb'),
        node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
          jsonMode: 'expressionData',
          jsonData: '={{ $json.text }}',
          textSplittingMode: 'custom',
        }),
        node('Splitter', `${L}textSplitterTokenSplitter`, 1, { chunkSize: 2, chunkOverlap: 0 }),
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Emb: sub('ai_embedding', 'Insert'),
        Loader: sub('ai_document', 'Insert'),
        Splitter: sub('ai_textSplitter', 'Loader'),
      },
    );
    expect(result.data.resultData.runData.Splitter![0]!.data!.ai_textSplitter![0]![0]!.json.response).toEqual([
      'one two',
      ' three four',
      ' five six',
    ]);
  });

  it('answers the search of the tool mode run in the flow as text parts', async () => {
    clearMemoryStores();
    await run(
      [
        texts(['cats purr', 'dogs bark']),
        node('Insert', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'insert',
          memoryKey: { __rl: true, mode: 'list', value: 'tool' },
        }),
        openAi('Emb'),
        node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
          jsonMode: 'expressionData',
          jsonData: '={{ $json.text }}',
        }),
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Emb: sub('ai_embedding', 'Insert'),
        Loader: sub('ai_document', 'Insert'),
      },
    );
    const result = await run(
      [
        node('Query', 'n8n-nodes-base.code', 2, { jsCode: 'return [{ json: { input: "dogs bark" } }];' }),
        node('Search', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'retrieve-as-tool',
          toolDescription: 'pets',
          memoryKey: { __rl: true, mode: 'list', value: 'tool' },
          topK: 1,
        }),
        openAi('Emb'),
      ],
      { Start: main('Query'), Query: main('Search'), Emb: sub('ai_embedding', 'Search') },
    );
    const response = result.data.resultData.runData.Search![0]!.data!.main![0]![0]!.json.response as Array<{
      type: string;
      text: string;
    }>;
    expect(response).toHaveLength(1);
    expect(response[0]!.type).toBe('text');
    expect(JSON.parse(response[0]!.text).pageContent).toBe('dogs bark');
  });

  it('fails on a rejected key with the embeddings sub-node showing the error', async () => {
    clearMemoryStores();
    const result = await run(
      [
        texts(['x']),
        node('Insert', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'insert',
          memoryKey: { __rl: true, mode: 'list', value: 'bad' },
        }),
        openAi('Emb', 'bad-key'),
        node('Loader', `${L}documentDefaultDataLoader`, 1.1, {
          jsonMode: 'expressionData',
          jsonData: '={{ $json.text }}',
        }),
      ],
      {
        Start: main('Items'),
        Items: main('Insert'),
        Emb: sub('ai_embedding', 'Insert'),
        Loader: sub('ai_document', 'Insert'),
      },
    );
    expect(result.data.resultData.error?.message).toMatch(/401|Incorrect API key|invalid/i);
    expect(result.data.resultData.runData.Emb![0]!.executionStatus).toBe('error');
  });

  it('refuses to insert without a Document sub-node', async () => {
    const result = await run(
      [
        texts(['x']),
        node('Insert', `${L}vectorStoreInMemory`, 1.3, {
          mode: 'insert',
          memoryKey: { __rl: true, mode: 'list', value: 'none' },
        }),
        openAi('Emb'),
      ],
      { Start: main('Items'), Items: main('Insert'), Emb: sub('ai_embedding', 'Insert') },
    );
    expect(result.data.resultData.error?.message).toBe('No Document is connected to "Insert"');
  });
});
