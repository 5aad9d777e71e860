/**
 * The memory wrapper: each call into a memory is a run of the memory sub-node in n8n's shapes
 * (loadMemoryVariables, saveContext, getMessages, addMessage), failures close the run with the
 * error; and the session id rules.
 */
import { describe, expect, it } from 'vitest';
import type { ExecuteContext, Item, WorkflowNode } from '@weft/workflow';
import { coerceSessionIdToString, getOptionalMemory, getSessionId, wrapMemory } from './memory.js';

const node = {
  id: 'm',
  name: 'Memory',
  type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
  typeVersion: 1.3,
  position: [0, 0],
  parameters: {},
} as WorkflowNode;

function runLog() {
  const runs: Array<{ type: string; input: Item[][]; output?: Item[][] | Error }> = [];
  return {
    runs,
    ctx: {
      getNode: () => node,
      addInputData(type: string, data: Item[][]) {
        runs.push({ type, input: data });
        return { index: runs.length - 1 };
      },
      addOutputData(_type: string, index: number, data: Item[][] | Error) {
        runs[index]!.output = data;
      },
    },
  };
}

describe('wrapMemory', () => {
  it('records loadMemoryVariables and saveContext as n8n does', async () => {
    const { BufferWindowMemory } = await import('@langchain/classic/memory');
    const memory = new BufferWindowMemory({
      k: 1,
      inputKey: 'input',
      memoryKey: 'chat_history',
      outputKey: 'output',
      returnMessages: true,
    });
    const { runs, ctx } = runLog();
    const wrapped = wrapMemory(memory, ctx);
    expect(wrapped).toBeInstanceOf(BufferWindowMemory);
    expect(await wrapped.loadMemoryVariables({ input: 'hi' })).toEqual({ chat_history: [] });
    await wrapped.saveContext({ input: 'hi' }, { output: 'hello' });
    await wrapped.saveContext({ input: 'again' }, { output: 'sure' });
    const loaded = await wrapped.loadMemoryVariables({ input: 'x' });
    expect(runs.map((r) => r.input[0]![0]!.json.action)).toEqual([
      'loadMemoryVariables',
      'saveContext',
      'saveContext',
      'loadMemoryVariables',
    ]);
    expect(runs[0]!.input[0]![0]!.json).toEqual({ action: 'loadMemoryVariables', values: { input: 'hi' } });
    expect(runs[0]!.output).toEqual([[{ json: { action: 'loadMemoryVariables', chatHistory: [] } }]]);
    expect(runs[1]!.input[0]![0]!.json).toEqual({
      action: 'saveContext',
      input: { input: 'hi' },
      output: { output: 'hello' },
    });
    // saveContext answers the whole history; loadMemoryVariables the window (k = 1: the last two messages).
    expect(((runs[2]!.output as Item[][])[0]![0]!.json.chatHistory as unknown[]).length).toBe(4);
    expect((loaded.chat_history as Array<{ content: string }>).map((m) => m.content)).toEqual(['again', 'sure']);
    expect(((runs[3]!.output as Item[][])[0]![0]!.json.chatHistory as unknown[]).length).toBe(2);
  });

  it('records getMessages and addMessage of a chat message history', async () => {
    const { InMemoryChatMessageHistory } = await import('@langchain/core/chat_history');
    const { HumanMessage } = await import('@langchain/core/messages');
    const { runs, ctx } = runLog();
    const history = wrapMemory(new InMemoryChatMessageHistory(), ctx);
    await history.addMessage(new HumanMessage('hey'));
    const messages = await history.getMessages();
    expect(messages).toHaveLength(1);
    expect(runs.map((r) => r.input[0]![0]!.json.action)).toEqual(['addMessage', 'getMessages']);
    expect((runs[1]!.output as Item[][])[0]![0]!.json).toEqual({ action: 'getMessages', response: messages });
  });

  it("closes the run with the error of a failing call and throws it as the memory node's error", async () => {
    const failing = {
      loadMemoryVariables: async () => {
        throw new Error('store down');
      },
      saveContext: async () => undefined,
    };
    const { runs, ctx } = runLog();
    await expect(wrapMemory(failing, ctx).loadMemoryVariables()).rejects.toMatchObject({
      name: 'NodeOperationError',
      message: 'store down',
      description: 'store down',
    });
    expect(runs[0]!.output).toBeInstanceOf(Error);
  });
});

function paramCtx(
  params: Record<string, unknown>,
  json: Record<string, unknown>,
  chatTrigger?: Record<string, unknown>,
): ExecuteContext {
  return {
    getNode: () => node,
    getNodeParameter: (name: string, _i: number, fallback?: unknown) => params[name] ?? fallback,
    evaluateExpression: (expr: string) => (expr.includes('$json') ? json.sessionId : chatTrigger?.sessionId),
    getWorkflow: () => ({
      name: 'w',
      nodes: chatTrigger ? [{ name: 'When chat message received', type: '@n8n/n8n-nodes-langchain.chatTrigger' }] : [],
      connections: {},
    }),
  } as unknown as ExecuteContext;
}

describe('getSessionId', () => {
  it("takes $json.sessionId, else the Chat Trigger's first item, else fails", () => {
    expect(getSessionId(paramCtx({ sessionIdType: 'fromInput' }, { sessionId: 'abc' }), 0)).toBe('abc');
    expect(getSessionId(paramCtx({ sessionIdType: 'fromInput' }, {}, { sessionId: 'from-trigger' }), 0)).toBe(
      'from-trigger',
    );
    expect(() => getSessionId(paramCtx({ sessionIdType: 'fromInput' }, {}), 0)).toThrow('No session ID found');
  });

  it('takes the custom key, numbers as text, and refuses empty keys and objects', () => {
    expect(getSessionId(paramCtx({ sessionIdType: 'customKey', sessionKey: 42 }, {}), 0)).toBe('42');
    expect(() => getSessionId(paramCtx({ sessionIdType: 'customKey', sessionKey: '' }, {}), 0)).toThrow(
      'Key parameter is empty',
    );
    expect(() => coerceSessionIdToString({ getNode: () => node }, { a: 1 }, 0)).toThrow('Invalid session ID');
  });
});

describe('getOptionalMemory', () => {
  it("asks for the memory of item 0, as n8n's agents do", async () => {
    const asked: Array<[string, number]> = [];
    const memory = await getOptionalMemory({
      getInputConnectionData: async (type, i) => {
        asked.push([type, i]);
        return 'mem';
      },
    });
    expect(memory).toBe('mem');
    expect(asked).toEqual([['ai_memory', 0]]);
  });
});
