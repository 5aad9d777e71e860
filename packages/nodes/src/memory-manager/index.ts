/**
 * Chat Memory Manager (n8n's `memoryManager`, versions 1 and 1.1): reads, inserts into or deletes
 * from the chat history of the memory connected to it, once per input item.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeType } from '@weft/workflow';
import type { BaseChatMessageHistory } from '@langchain/core/chat_history';
import { simplifyMessages } from './messages.js';
import { managerProperties } from './description.js';

/** What the manager needs of a connected memory: its chat history. */
interface MemoryWithHistory {
  chatHistory: BaseChatMessageHistory;
}

interface MessageValue {
  type: 'ai' | 'system' | 'user';
  message: string;
  hideFromUI?: boolean;
}

async function executeMemoryManager(ctx: ExecuteContext): Promise<Item[][]> {
  const version = ctx.getNode().typeVersion;
  const items = ctx.getInputData();
  const mode = ctx.getNodeParameter('mode', 0, 'load') as string;
  const memory = (await ctx.getInputConnectionData!('ai_memory', 0)) as MemoryWithHistory | undefined;
  if (!memory?.chatHistory)
    throw new NodeOperationError(ctx.getNode(), 'The connected memory has no chat history to manage');
  const history = memory.chatHistory;

  // Version 1 answers the whole history after a change; later versions `{success: true}`.
  const changed = async (i: number): Promise<Item[]> => {
    if (version === 1) {
      const messages = await history.getMessages();
      return (messages ?? []).map((m) => ({ json: m.toJSON() as unknown as Item['json'], pairedItem: { item: i } }));
    }
    return [{ json: { success: true }, pairedItem: { item: i } }];
  };

  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const messages = await history.getMessages();
    if (mode === 'delete') {
      const deleteMode = ctx.getNodeParameter('deleteMode', i) as string;
      if (deleteMode === 'lastN') {
        const count = ctx.getNodeParameter('lastMessagesCount', i) as number;
        if (messages.length >= count) {
          const kept = messages.slice(0, messages.length - count);
          await history.clear();
          for (const m of kept) await history.addMessage(m);
        }
      } else {
        await history.clear();
      }
      out.push(...(await changed(i)));
    }
    if (mode === 'insert') {
      const insertMode = ctx.getNodeParameter('insertMode', i) as string;
      const toInsert = ctx.getNodeParameter('messages.messageValues', i, []) as MessageValue[];
      const { AIMessage, SystemMessage, HumanMessage } = await import('@langchain/core/messages');
      const classes = { ai: AIMessage, system: SystemMessage, user: HumanMessage };
      if (insertMode === 'override') await history.clear();
      for (const value of toInsert) {
        const MessageClass = classes[value.type];
        if (!MessageClass)
          throw new NodeOperationError(ctx.getNode(), `Unknown message type "${String(value.type)}"`, {
            itemIndex: i,
            description: 'Use ai, system or user.',
          });
        const message = new MessageClass(value.message);
        if (value.hideFromUI) message.additional_kwargs.hideFromUI = true;
        await history.addMessage(message);
      }
      out.push(...(await changed(i)));
    }
    if (mode === 'load') {
      const simplify = ctx.getNodeParameter('simplifyOutput', i, false) as boolean;
      const options = ctx.getNodeParameter('options', i) as { groupMessages?: boolean };
      if (simplify && messages.length && version === 1) {
        // Version 1 stops at the first item here, answering only its messages (as n8n does).
        const simplified = simplifyMessages(messages);
        const json = options.groupMessages ? [{ messages: simplified, messagesCount: simplified.length }] : simplified;
        return [json.map((j) => ({ json: j, pairedItem: { item: i } }))];
      }
      let group = true;
      if (options.groupMessages === false) group = false;
      if (options.groupMessages === undefined && version === 1) group = false;
      let output: unknown[] = (simplify ? simplifyMessages(messages) : messages?.map((m) => m.toJSON())) ?? [];
      if (group) output = [{ messages: output, messagesCount: output.length }];
      out.push(...output.map((j) => ({ json: j as Item['json'], pairedItem: { item: i } })));
    }
  }
  return [out];
}

/** Chat Memory Manager, versions 1 and 1.1. */
export const memoryManagerNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.memoryManager',
      displayName: 'Chat Memory Manager',
      description: 'Manage chat messages memory and use it in the workflow',
      icon: 'fa:database',
      iconColor: 'black',
      group: ['transform'],
      version: [1, 1.1],
      defaults: { name: 'Chat Memory Manager' },
      codex: { categories: ['AI'], subcategories: { AI: ['Miscellaneous', 'Root Nodes'] } },
      inputs: [
        { displayName: '', type: 'main' },
        { displayName: 'Memory', type: 'ai_memory', required: true, maxConnections: 1 },
      ],
      outputs: [{ displayName: '', type: 'main' }],
      properties: managerProperties,
    },
    execute: executeMemoryManager,
  },
];
