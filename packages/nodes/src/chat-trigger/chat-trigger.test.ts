import { describe, expect, it } from 'vitest';
import { nodeInputs, type ExecuteContext, type Item } from '@weft/workflow';
import { chatTriggerNode } from './index.js';
import { manualChatTriggerNode } from '../manual-chat-trigger/index.js';

const [chatTrigger] = chatTriggerNode;

/** A context with the given input items, options and (optionally) a connected memory. */
function context(
  items: Item[],
  options: Record<string, unknown>,
  memory?: unknown,
): ExecuteContext & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    getInputData: () => items,
    getNodeParameter: (name: string, _i: number, fallback?: unknown) =>
      name.startsWith('options.') ? (options[name.slice(8)] ?? fallback) : fallback,
    getInputConnectionData: async (type: string) => {
      asked.push(type);
      return memory;
    },
  } as unknown as ExecuteContext & { asked: string[] };
}

/** A LangChain-like message as the memories hold them. */
function message(type: string, content: string, hidden = false) {
  return {
    additional_kwargs: hidden ? { hideFromUI: true } : {},
    toJSON: () => ({ lc: 1, type: 'constructor', id: ['langchain_core', 'messages', type], kwargs: { content } }),
  };
}

describe('Chat Trigger node', () => {
  it('takes a memory input only when public chats load earlier sessions from memory', () => {
    const description = chatTrigger!.description;
    expect(
      nodeInputs(description, { public: true, mode: 'hostedChat', options: { loadPreviousSession: 'memory' } }, 1.4),
    ).toEqual([{ displayName: 'Memory', maxConnections: 1, type: 'ai_memory', required: true }]);
    expect(
      nodeInputs(description, { public: true, mode: 'webhook', options: { loadPreviousSession: 'manually' } }, 1.4),
    ).toEqual([]);
    expect(nodeInputs(description, { public: true, mode: 'hostedChat', options: {} }, 1.1)).toEqual([]);
  });

  it('passes the chat message on as it came, without asking for a memory', async () => {
    const items = [{ json: { sessionId: 's', action: 'sendMessage', chatInput: 'hi' } }];
    const ctx = context(items, { loadPreviousSession: 'memory' });
    expect(await chatTrigger!.execute!(ctx)).toEqual([items]);
    expect(ctx.asked).toEqual([]);
  });

  it("answers loadPreviousSession with the memory's messages, leaving out hidden ones", async () => {
    const memory = {
      chatHistory: {
        getMessages: async () => [
          message('HumanMessage', 'hello'),
          message('SystemMessage', 'secret', true),
          message('AIMessage', 'hi!'),
        ],
      },
    };
    const ctx = context(
      [{ json: { action: 'loadPreviousSession', sessionId: 's' } }],
      { loadPreviousSession: 'memory' },
      memory,
    );
    const out = await chatTrigger!.execute!(ctx);
    expect(ctx.asked).toEqual(['ai_memory']);
    expect(out![0]!.map((i) => [(i.json.id as string[])[2], (i.json.kwargs as { content: string }).content])).toEqual([
      ['HumanMessage', 'hello'],
      ['AIMessage', 'hi!'],
    ]);
  });

  it('lets the workflow answer loadPreviousSession itself when the option is "manually"', async () => {
    const items = [{ json: { action: 'loadPreviousSession', sessionId: 's' } }];
    const ctx = context(items, { loadPreviousSession: 'manually' });
    expect(await chatTrigger!.execute!(ctx)).toEqual([items]);
    expect(ctx.asked).toEqual([]);
  });

  it("registers n8n's versions under n8n's type names", () => {
    expect(chatTrigger!.description).toMatchObject({
      name: '@n8n/n8n-nodes-langchain.chatTrigger',
      version: [1, 1.1, 1.2, 1.3, 1.4],
      defaultVersion: 1.4,
    });
    expect(manualChatTriggerNode[0]!.description).toMatchObject({
      name: '@n8n/n8n-nodes-langchain.manualChatTrigger',
      version: [1, 1.1],
    });
  });
});
