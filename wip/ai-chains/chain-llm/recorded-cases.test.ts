/**
 * The chains' and output parsers' n8n recordings (`test/ai-cases/`) run through the real engine
 * against the loopback fake. Until the OpenAI chat model node is registered, a test-only chat
 * model sub-node supplies LangChain's ChatOpenAI pointed at the fake (it records no runs, so the
 * runs of model nodes are left out of the comparison); the messages sent to the provider must be
 * n8n's, and every other node's outputs, run counts and errors must be n8n's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { builtinNodeTypes } from '@weft/nodes';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType, type WorkflowNode } from '@weft/workflow';
import { startAiFake, type AiFake } from '../../test/ai-fake/server.mjs';
import { differences, type ResultLike } from '../../test/conformance-diff.js';

const root = fileURLToPath(new URL('../../test/ai-cases/', import.meta.url));
const RECORDED_URL = 'http://127.0.0.1:18233';
const MODEL_TYPE = '@n8n/n8n-nodes-langchain.lmChatOpenAi';

/** A chat model sub-node for these tests only: ChatOpenAI with the node's model, at the credential's URL. */
const stubChatModel: NodeType = {
  description: {
    name: MODEL_TYPE, displayName: 'OpenAI Chat Model (test)', group: ['transform'], version: [1, 1.1, 1.2, 1.3],
    defaults: { name: 'OpenAI Chat Model' }, inputs: [], outputs: ['ai_languageModel'], properties: [],
  },
  async supplyData(ctx) {
    const credentials = await ctx.getCredentials('openAiApi');
    const model = ctx.getNodeParameter('model', 0) as string | { value: string };
    const { ChatOpenAI } = await import('@langchain/openai');
    return { response: new ChatOpenAI({ apiKey: String(credentials.apiKey), model: typeof model === 'string' ? model : model.value, configuration: { baseURL: String(credentials.url) } }) };
  },
};

const builtin = builtinNodeTypes.some((t) => t.description.name === MODEL_TYPE);
const registry = createNodeTypeRegistry(builtin ? builtinNodeTypes : [...builtinNodeTypes, stubChatModel]);

const CASES = [
  'chainLlm-v1.4-plain', 'chainLlm-v1.5-structured-parser', 'chainLlm-v1.5-parser-mismatch', 'chainLlm-v1.6-item-list', 'chainLlm-v1.7-messages',
  'outputParserAutofixing-fixes', 'informationExtractor-attributes', 'textClassifier-categories', 'sentimentAnalysis-basic', 'chainSummarization-v2.1-map-reduce',
];

let fake: AiFake;
beforeAll(async () => {
  fake = await startAiFake({ port: 0 });
});
afterAll(() => fake?.close());

function load(name: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, name, file), 'utf8').replaceAll(RECORDED_URL, fake.url));
}

/** The messages of each request (what the chain built), in order. */
function messagesOf(requests: Array<{ body?: unknown }>): unknown[] {
  return requests.map((r) => (r.body as { messages?: unknown })?.messages);
}

describe('chains and output parsers against n8n recordings', () => {
  for (const name of CASES) {
    it(name, async () => {
      const raw = load(name, 'workflow.json') as { nodes: WorkflowNode[] };
      const workflow = importN8nWorkflow(raw);
      const modelNodes = raw.nodes.filter((n) => n.type === MODEL_TYPE).map((n) => n.name);
      const credentials = load('.', 'credentials.json') as Array<{ id: string; type: string; data: Record<string, unknown> }>;
      const getCredentials = async (node: WorkflowNode, type: string) => credentials.find((c) => c.type === type && c.id === (node.credentials as Record<string, { id?: string }> | undefined)?.[type]?.id)!.data;
      const before = fake.requests.length;
      const result = await runWorkflow({ workflow, nodeTypes: registry, mode: 'manual', timezone: 'UTC', services: { getCredentials } });
      const sent = fake.requests.slice(before);
      const expected = (load(name, 'expected.json') as { data: { resultData: ResultLike } }).data.resultData;
      const actual = result.data.resultData as unknown as ResultLike;
      if (!builtin) {
        for (const n of modelNodes) {
          delete expected.runData?.[n];
          delete actual.runData?.[n];
        }
      }
      const diffs = differences(expected, actual);
      expect(diffs, diffs.join('\n')).toEqual([]);
      expect(messagesOf(sent)).toEqual(messagesOf(load(name, 'requests.json') as Array<{ body?: unknown }>));
    }, 60_000);
  }
});
