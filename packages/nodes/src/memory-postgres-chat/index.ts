/**
 * Postgres Chat Memory (n8n's `memoryPostgresChat`, versions 1–1.3): the chat history in a
 * PostgreSQL table (`n8n_chat_histories` unless set), all of it in version 1 and the last
 * interactions (context window) from 1.1 on.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import {
  connectedToAgentNotice,
  contextWindowLengthProperty,
  customSessionKeyProperty,
  getSessionId,
  inputSessionKeyProperty,
  sessionIdTypeProperty,
  wrapMemory,
} from '../shared/ai/memory.js';
import { connectPostgres } from '../postgres/connection.js';
import { postgresChatHistory } from './history.js';

async function supplyPostgresMemory(ctx: SupplyDataContext, itemIndex: number) {
  const credentials = await ctx.getCredentials('postgres');
  const tableName = ctx.getNodeParameter('tableName', itemIndex, 'n8n_chat_histories') as string;
  const sessionId = getSessionId(ctx, itemIndex);
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const chatHistory = await postgresChatHistory({
    connect: () => connectPostgres(ctx.getNode(), credentials, {}),
    tableName,
    sessionId,
  });
  const { BufferMemory, BufferWindowMemory } = await import('@langchain/classic/memory');
  const fields = {
    memoryKey: 'chat_history',
    chatHistory,
    returnMessages: true,
    inputKey: 'input',
    outputKey: 'output',
  };
  const memory =
    ctx.getNode().typeVersion < 1.1
      ? new BufferMemory(fields)
      : new BufferWindowMemory({ ...fields, k: ctx.getNodeParameter('contextWindowLength', itemIndex) as number });
  return {
    response: wrapMemory(memory, ctx),
    closeFunction: async () => {
      await chatHistory.client?.end().catch(() => undefined);
    },
  };
}

/** Postgres Chat Memory, every version n8n declares (credential: Weft's `postgres`). */
export const memoryPostgresChatNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.memoryPostgresChat',
      displayName: 'Postgres Chat Memory',
      description: 'Stores the chat history in Postgres table.',
      icon: 'file:postgres.svg',
      group: ['transform'],
      version: [1, 1.1, 1.2, 1.3],
      defaults: { name: 'Postgres Chat Memory' },
      credentials: [{ name: 'postgres', required: true }],
      codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
      inputs: [],
      outputs: ['ai_memory'],
      outputNames: ['Memory'],
      properties: [
        connectedToAgentNotice,
        sessionIdTypeProperty,
        inputSessionKeyProperty(1.2),
        customSessionKeyProperty,
        {
          displayName: 'Table Name',
          name: 'tableName',
          type: 'string',
          default: 'n8n_chat_histories',
          description: 'The table the chat history is stored in (created when it does not exist)',
        },
        { ...contextWindowLengthProperty, displayOptions: { hide: { '@version': [{ _cnd: { lt: 1.1 } }] } } },
      ],
    },
    supplyData: supplyPostgresMemory,
  },
];
