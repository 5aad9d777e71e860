/**
 * Retrieval through the engine against the loopback fake provider: the Simple Vector Store filled
 * by an earlier node, then read through the Vector Store Retriever by the Question and Answer Chain
 * (the `@system` directive answers the prompt the model got, so the retrieved context shows) and
 * by the Vector Store Question Answer Tool (called by an agent, and run on its own).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { clearMemoryStores } from '../vector-store-in-memory/index.js';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const L = '@n8n/n8n-nodes-langchain.';
let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

function node(
  name: string,
  type: string,
  typeVersion: number,
  parameters: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id: name,
    name,
    type: type.includes('.') ? type : L + type,
    typeVersion,
    position: [0, 0],
    parameters,
    ...extra,
  };
}
const openAi = { credentials: { openAiApi: { id: 'k', name: 'k' } } };
const embeddings = (name: string) => node(name, 'embeddingsOpenAi', 1.2, { options: {} }, openAi);
const chat = (name: string) =>
  node(name, 'lmChatOpenAi', 1.2, { model: { __rl: true, mode: 'list', value: 'gpt-4o-mini' }, options: {} }, openAi);
const store = (name: string, mode: string, key: string) =>
  node(name, 'vectorStoreInMemory', 1.3, { mode, memoryKey: { __rl: true, mode: 'list', value: key } });
const code = (name: string, rows: unknown[]) =>
  node(name, 'n8n-nodes-base.code', 2, { jsCode: `return ${JSON.stringify(rows.map((json) => ({ json })))};` });
const main = (to: string) => ({ main: [[{ node: to, type: 'main', index: 0 }]] });
const sub = (type: string, to: string) => ({ [type]: [[{ node: to, type, index: 0 }]] });

/** Start → Facts → Insert (key) → Ask (questions) → root, with the insert's sub-nodes and `subs`. */
async function run(
  key: string,
  questions: string[],
  root: ReturnType<typeof node>,
  subs: Array<[ReturnType<typeof node>, string, string]>,
) {
  const nodes = [
    node('Start', 'n8n-nodes-base.manualTrigger', 1),
    code('Facts', [
      { text: 'Cats purr when they are happy.' },
      { text: 'Dogs bark at strangers.' },
      { text: 'Parrots can learn words.' },
    ]),
    store('Insert', 'insert', key),
    code(
      'Ask',
      questions.map((question) => ({ question })),
    ),
    root,
    embeddings('Emb Insert'),
    node('Loader', 'documentDefaultDataLoader', 1.1, {
      jsonMode: 'expressionData',
      jsonData: '={{ $json.text }}',
      options: {},
    }),
    ...subs.map(([n]) => n),
  ];
  const connections: Record<string, unknown> = {
    Start: main('Facts'),
    Facts: main('Insert'),
    Insert: main('Ask'),
    Ask: main(root.name),
    'Emb Insert': sub('ai_embedding', 'Insert'),
    Loader: sub('ai_document', 'Insert'),
  };
  for (const [n, type, to] of subs) connections[n.name] = sub(type, to);
  const workflow = importN8nWorkflow({ name: 't', nodes, connections, settings: { executionOrder: 'v1' } });
  const getCredentials = async (_n: WorkflowNode, type: string) => {
    if (type === 'openAiApi') return { apiKey: 'sk-fake', url: `${fake.url}/v1` };
    throw new Error(`no ${type}`);
  };
  return runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
}

describe('Question and Answer Chain over the Vector Store Retriever', () => {
  it('stuffs the topK documents nearest to each question into the prompt (versions 1.3 and 1.6)', async () => {
    clearMemoryStores();
    for (const [version, shape] of [
      [1.3, (t: string) => ({ response: { text: t } })],
      [1.6, (t: string) => ({ response: t })],
    ] as const) {
      const result = await run(
        `qa-${version}`,
        ['Which pet purrs? @system', 'Do dogs bark? @system'],
        node('QA', 'chainRetrievalQa', version, { promptType: 'define', text: '={{ $json.question }}', options: {} }),
        [
          [chat('Model'), 'ai_languageModel', 'QA'],
          [node('Retriever', 'retrieverVectorStore', 1, { topK: 1 }), 'ai_retriever', 'QA'],
          [store('Store', 'retrieve', `qa-${version}`), 'ai_vectorStore', 'Retriever'],
          [embeddings('Emb Retrieve'), 'ai_embedding', 'Store'],
        ],
      );
      expect(result.data.resultData.error).toBeUndefined();
      const runData = result.data.resultData.runData;
      const prompt = (doc: string) =>
        `You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question.\nIf you don't know the answer, just say that you don't know, don't try to make up an answer.\n----------------\nContext: ${doc}`;
      expect(runData.QA![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
        shape(prompt('Cats purr when they are happy.')),
        shape(prompt('Dogs bark at strangers.')),
      ]);
      // As in n8n, the chain's retriever calls are not runs of the retriever; the query embeddings are.
      expect(runData.Retriever).toBeUndefined();
      expect(runData['Emb Retrieve']!.map((r) => r.inputOverride)).toEqual([
        { ai_embedding: [[{ json: { query: 'Which pet purrs? @system' } }]] },
        { ai_embedding: [[{ json: { query: 'Do dogs bark? @system' } }]] },
      ]);
    }
  });

  it('fails naming the input when the retriever has no vector store', async () => {
    const result = await run(
      'none',
      ['q'],
      node('QA', 'chainRetrievalQa', 1.6, { promptType: 'define', text: '={{ $json.question }}', options: {} }),
      [
        [chat('Model'), 'ai_languageModel', 'QA'],
        [node('Retriever', 'retrieverVectorStore', 1, {}), 'ai_retriever', 'QA'],
      ],
    );
    expect(result.data.resultData.error?.message).toBe('No Vector Store is connected to "Retriever"');
  });
});

describe('Vector Store Question Answer Tool', () => {
  it('answers an agent from the store through its own model (1.1 named after the node, 1 by Data Name)', async () => {
    clearMemoryStores();
    for (const [version, toolName, params] of [
      [1.1, 'Pet_Notes', {}],
      [1, 'pets', { name: 'pets' }],
    ] as const) {
      const result = await run(
        `tool-${version}`,
        [`Ask @tool(${toolName}, {"input": "Which pet purrs?"})`],
        node('Agent', 'agent', 2.2, { promptType: 'define', text: '={{ $json.question }}', options: {} }),
        [
          [chat('Model'), 'ai_languageModel', 'Agent'],
          [
            node('Pet Notes', 'toolVectorStore', version, { description: 'facts about pets', topK: 2, ...params }),
            'ai_tool',
            'Agent',
          ],
          [store('Store', 'retrieve', `tool-${version}`), 'ai_vectorStore', 'Pet Notes'],
          [embeddings('Emb Retrieve'), 'ai_embedding', 'Store'],
          [chat('Tool Model'), 'ai_languageModel', 'Pet Notes'],
        ],
      );
      expect(result.data.resultData.error).toBeUndefined();
      const runData = result.data.resultData.runData;
      expect(runData.Agent![0]!.data!.main![0]![0]!.json).toEqual({ output: 'Tools said: Echo: Which pet purrs?' });
      expect(runData['Pet Notes']![0]!.inputOverride).toEqual({ ai_tool: [[{ json: { query: 'Which pet purrs?' } }]] });
      const toolPrompt = (
        runData['Tool Model']![0]!.inputOverride!.ai_languageModel![0]![0]!.json as { messages: string[] }
      ).messages[0];
      expect(toolPrompt).toContain('----------------\nCats purr when they are happy.\n\n');
      const offered = fake.requests.filter((r) => r.path === '/v1/chat/completions' && r.body.tools).at(-1)!.body
        .tools[0].function;
      expect(offered.name).toBe(toolName);
      expect(offered.description).toBe(
        `Useful for when you need to answer questions about ${toolName}. Whenever you need information about facts about pets you should ALWAYS use this. Input should be a fully formed question.`,
      );
    }
  });
});
