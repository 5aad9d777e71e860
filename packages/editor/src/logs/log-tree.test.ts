import { describe, expect, it } from 'vitest';
import type { RunData } from '@weft/workflow';
import { buildLogTree, flattenLogTree } from './log-tree';

/** An agent run as the engine records it: the trigger, the agent, two model calls and a tool call between them. */
const runData = {
  'When chat message received': [
    {
      startTime: 100,
      executionIndex: 0,
      executionTime: 1,
      executionStatus: 'success',
      source: [],
      data: { main: [[{ json: { chatInput: 'What is 6 * 7?' } }]] },
    },
  ],
  'AI Agent': [
    {
      startTime: 101,
      executionIndex: 1,
      executionTime: 40,
      executionStatus: 'success',
      source: [{ previousNode: 'When chat message received' }],
      data: { main: [[{ json: { output: '42' } }]] },
    },
  ],
  'OpenAI Chat Model': [
    {
      startTime: 102,
      executionIndex: 2,
      executionTime: 10,
      executionStatus: 'success',
      source: [{ previousNode: 'AI Agent', previousNodeRun: 0 }],
      inputOverride: { ai_languageModel: [[{ json: { messages: ['Human: What is 6 * 7?'] } }]] },
      data: {
        ai_languageModel: [
          [
            {
              json: {
                response: { generations: [] },
                tokenUsage: { promptTokens: 20, completionTokens: 5, totalTokens: 25 },
              },
            },
          ],
        ],
      },
    },
    {
      startTime: 120,
      executionIndex: 4,
      executionTime: 8,
      executionStatus: 'success',
      source: [{ previousNode: 'AI Agent', previousNodeRun: 0 }],
      inputOverride: { ai_languageModel: [[{ json: { messages: ['…'] } }]] },
      data: {
        ai_languageModel: [
          [
            {
              json: {
                response: { generations: [] },
                tokenUsageEstimate: { promptTokens: 30, completionTokens: 2, totalTokens: 32 },
              },
            },
          ],
        ],
      },
    },
  ],
  Calculator: [
    {
      startTime: 112,
      executionIndex: 3,
      executionTime: 1,
      executionStatus: 'success',
      source: [{ previousNode: 'AI Agent', previousNodeRun: 0 }],
      inputOverride: { ai_tool: [[{ json: { input: '6 * 7' } }]] },
      data: { ai_tool: [[{ json: { response: '42' } }]] },
    },
  ],
} as unknown as RunData;

describe('the logs tree', () => {
  it('nests each model and tool call under the run that made it, in the order they ran, with their tokens', () => {
    const tree = buildLogTree(runData);
    expect(flattenLogTree(tree).map(({ entry, depth }) => `${depth}:${entry.node}#${entry.runIndex}`)).toEqual([
      '0:When chat message received#0',
      '0:AI Agent#0',
      '1:OpenAI Chat Model#0',
      '1:Calculator#0',
      '1:OpenAI Chat Model#1',
    ]);
    const agent = tree[1]!;
    expect(agent.children[0]!.tokens).toEqual({ prompt: 20, completion: 5, total: 25, estimated: false });
    expect(agent.children[2]!.tokens).toEqual({ prompt: 30, completion: 2, total: 32, estimated: true });
    // The agent sums the calls under it; the estimate shows.
    expect(agent.tokens).toEqual({ prompt: 50, completion: 7, total: 57, estimated: true });
    expect(agent.children[1]).toMatchObject({
      connectionType: 'ai_tool',
      input: { ai_tool: [[{ json: { input: '6 * 7' } }]] },
      output: { ai_tool: [[{ json: { response: '42' } }]] },
    });
    expect(tree[0]!.tokens).toBeUndefined();
  });

  it('shows failed runs as errors with their message, and nothing for no run', () => {
    const failed = {
      Model: [
        {
          startTime: 1,
          executionTime: 2,
          executionStatus: 'error',
          source: [],
          error: { message: 'Invalid API key' },
          inputOverride: { ai_languageModel: [[{ json: {} }]] },
        },
      ],
    } as unknown as RunData;
    expect(buildLogTree(failed)[0]).toMatchObject({ status: 'error', error: { message: 'Invalid API key' } });
    expect(buildLogTree(null)).toEqual([]);
  });
});
