/**
 * The Chat Memory Manager through the engine, on Simple Memory: inserting, loading (simplified,
 * grouped or as LangChain messages) and deleting, across executions of one workflow; sessions
 * keyed per item and per workflow, and n8n's errors for missing session ids.
 */
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const wfId = `mm-${process.pid}-${Date.now().toString(36)}`;

async function run(
  manager: Record<string, unknown>,
  memory: Record<string, unknown>,
  options: { items?: unknown[]; version?: number; memoryVersion?: number; workflowId?: string } = {},
) {
  const workflow = {
    id: options.workflowId ?? wfId,
    name: 'memory manager test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Manager',
        type: '@n8n/n8n-nodes-langchain.memoryManager',
        typeVersion: options.version ?? 1.1,
        position: [400, 0],
        parameters: manager,
      },
      {
        id: '4',
        name: 'Memory',
        type: '@n8n/n8n-nodes-langchain.memoryBufferWindow',
        typeVersion: options.memoryVersion ?? 1.3,
        position: [400, 200],
        parameters: memory,
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Manager', type: 'main', index: 0 }]] },
      Memory: { ai_memory: [[{ node: 'Manager', type: 'ai_memory', index: 0 }]] },
    },
    pinData: { Data: (options.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC' });
  const runData = result.data.resultData.runData;
  return {
    items: runData.Manager?.[0]?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
    memoryRuns: runData.Memory ?? [],
  };
}

const insert = (
  session: string,
  messages: Array<{ type: string; message: string; hideFromUI?: boolean }>,
  insertMode = 'insert',
) =>
  run(
    { mode: 'insert', insertMode, messages: { messageValues: messages } },
    { sessionIdType: 'customKey', sessionKey: session },
  );
const load = (session: string, extra: Record<string, unknown> = {}, version?: number) =>
  run({ mode: 'load', ...extra }, { sessionIdType: 'customKey', sessionKey: session }, { version });

describe('Chat Memory Manager on Simple Memory', () => {
  it('inserts messages that a later execution of the workflow loads, simplified and grouped by default', async () => {
    const inserted = await insert('s1', [
      { type: 'system', message: 'Be brief' },
      { type: 'user', message: 'Hi' },
      { type: 'ai', message: 'Hello!' },
      { type: 'user', message: 'Bye', hideFromUI: true },
    ]);
    expect(inserted.error).toBeUndefined();
    expect(inserted.items).toEqual([{ json: { success: true }, pairedItem: { item: 0 } }]);
    // The manager reads the history directly, not through the memory's calls: no memory runs, as in n8n.
    expect(inserted.memoryRuns).toHaveLength(0);
    const loaded = await load('s1', { simplifyOutput: true, options: {} });
    expect(loaded.items.map((i) => i.json)).toEqual([
      { messages: [{ system: 'Be brief', human: 'Hi', ai: 'Hello!' }, { human: 'Bye' }], messagesCount: 2 },
    ]);
  });

  it('loads LangChain messages ungrouped, with hideFromUI kept, and overrides or deletes the last N', async () => {
    await insert('s2', [
      { type: 'user', message: 'one' },
      { type: 'ai', message: 'two' },
      { type: 'user', message: 'three', hideFromUI: true },
    ]);
    const raw = await load('s2', { simplifyOutput: false, options: { groupMessages: false } });
    expect(raw.items).toHaveLength(3);
    expect(raw.items[2]!.json).toMatchObject({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', 'HumanMessage'],
      kwargs: { content: 'three', additional_kwargs: { hideFromUI: true } },
    });
    const deleted = await run(
      { mode: 'delete', deleteMode: 'lastN', lastMessagesCount: 2 },
      { sessionIdType: 'customKey', sessionKey: 's2' },
    );
    expect(deleted.items.map((i) => i.json)).toEqual([{ success: true }]);
    expect((await load('s2', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [{ human: 'one' }],
      messagesCount: 1,
    });
    await insert('s2', [{ type: 'ai', message: 'fresh' }], 'override');
    expect((await load('s2', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [{ ai: 'fresh' }],
      messagesCount: 1,
    });
    await run({ mode: 'delete', deleteMode: 'all' }, { sessionIdType: 'customKey', sessionKey: 's2' });
    expect((await load('s2', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [],
      messagesCount: 0,
    });
  });

  it('version 1 answers the history after a change and loads ungrouped unless asked', async () => {
    const v1 = await run(
      { mode: 'insert', insertMode: 'insert', messages: { messageValues: [{ type: 'user', message: 'v1' }] } },
      { sessionIdType: 'customKey', sessionKey: 's3' },
      { version: 1 },
    );
    expect(v1.items.map((i) => (i.json as { kwargs: { content: string } }).kwargs.content)).toEqual(['v1']);
    const loaded = await load('s3', { simplifyOutput: false, options: {} }, 1);
    expect(loaded.items.map((i) => (i.json as { kwargs: { content: string } }).kwargs.content)).toEqual(['v1']);
  });

  it('keeps sessions apart per key (from the input’s sessionId) and per workflow', async () => {
    await run(
      {
        mode: 'insert',
        insertMode: 'insert',
        messages: { messageValues: [{ type: 'user', message: '={{ $json.text }}' }] },
      },
      { sessionIdType: 'fromInput' },
      { items: [{ sessionId: 'k-a', text: 'for a' }] },
    );
    await run(
      {
        mode: 'insert',
        insertMode: 'insert',
        messages: { messageValues: [{ type: 'user', message: '={{ $json.text }}' }] },
      },
      { sessionIdType: 'fromInput' },
      { items: [{ sessionId: 'k-b', text: 'for b' }] },
    );
    expect((await load('k-a', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [{ human: 'for a' }],
      messagesCount: 1,
    });
    expect((await load('k-b', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [{ human: 'for b' }],
      messagesCount: 1,
    });
    const other = await run(
      { mode: 'load', simplifyOutput: true, options: {} },
      { sessionIdType: 'customKey', sessionKey: 'k-a' },
      { workflowId: `${wfId}-other` },
    );
    expect(other.items[0]!.json).toEqual({ messages: [], messagesCount: 0 });
  });

  it("reads the session id of versions before 1.2 from sessionKey (version 1: 'chat_history' by default)", async () => {
    await run(
      { mode: 'insert', insertMode: 'insert', messages: { messageValues: [{ type: 'ai', message: 'legacy' }] } },
      {},
      { memoryVersion: 1 },
    );
    expect((await load('chat_history', { simplifyOutput: true, options: {} })).items[0]!.json).toEqual({
      messages: [{ ai: 'legacy' }],
      messagesCount: 1,
    });
  });

  it("fails with n8n's errors when the session id is missing or not text", async () => {
    const none = await run({ mode: 'load', options: {} }, { sessionIdType: 'fromInput' }, { items: [{ other: 1 }] });
    expect(none.error?.message).toBe('No session ID found');
    const empty = await run({ mode: 'load', options: {} }, { sessionIdType: 'customKey', sessionKey: '' });
    expect(empty.error?.message).toBe('Key parameter is empty');
    const object = await run(
      { mode: 'load', options: {} },
      { sessionIdType: 'fromInput' },
      { items: [{ sessionId: { a: 1 } }] },
    );
    expect(object.error?.message).toBe('Invalid session ID');
    expect(object.memoryRuns).toHaveLength(1);
    expect(object.memoryRuns[0]!.executionStatus).toBe('error');
  });

  it('refuses to run without a memory connected', async () => {
    const workflow = {
      name: 'no memory',
      nodes: [
        {
          id: '1',
          name: 'Start',
          type: 'n8n-nodes-base.manualTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {},
        },
        {
          id: '3',
          name: 'Manager',
          type: '@n8n/n8n-nodes-langchain.memoryManager',
          typeVersion: 1.1,
          position: [400, 0],
          parameters: { mode: 'load' },
        },
      ],
      connections: { Start: { main: [[{ node: 'Manager', type: 'main', index: 0 }]] } },
      settings: {},
    } as unknown as Workflow;
    const result = await runWorkflow({ workflow, nodeTypes, mode: 'manual', timezone: 'UTC' });
    expect(result.data.resultData.error?.message).toBe('No Memory is connected to "Manager"');
  });
});
