/**
 * Redis Chat Memory (n8n's `memoryRedisChat`, versions 1–1.5): the chat history in a Redis list
 * keyed by the session id, with an optional time to live; all of it before version 1.3, the last
 * interactions (context window) from 1.3 on. The credential's user is sent from 1.5 on, as in n8n.
 */
import type { NodeType, SupplyDataContext } from '@weft/workflow';
import {
  connectedToAgentNotice,
  contextWindowLengthProperty,
  customSessionKeyProperty,
  inputSessionKeyProperty,
  legacySessionKeyProperties,
  sessionIdAtVersion,
  sessionIdTypeProperty,
  wrapMemory,
} from '../shared/ai/memory.js';
import { connectRedis } from '../redis/client.js';
import { redisChatHistory } from './history.js';

async function supplyRedisMemory(ctx: SupplyDataContext, itemIndex: number) {
  const credentials = await ctx.getCredentials('redis');
  const version = ctx.getNode().typeVersion;
  const sessionTTL = Number(ctx.getNodeParameter('sessionTTL', itemIndex, 0));
  const sessionId = sessionIdAtVersion(ctx, itemIndex, 1.2);
  await ctx.helpers.assertHostAllowed(String(credentials.host ?? 'localhost'));
  const connectWith = version >= 1.5 ? credentials : { ...credentials, user: undefined };
  const chatHistory = await redisChatHistory({
    connect: () => connectRedis(ctx.getNode(), connectWith),
    sessionId,
    sessionTTL: sessionTTL > 0 ? sessionTTL : undefined,
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
    version < 1.3
      ? new BufferMemory(fields)
      : new BufferWindowMemory({ ...fields, k: ctx.getNodeParameter('contextWindowLength', itemIndex) as number });
  return {
    response: wrapMemory(memory, ctx),
    closeFunction: async () => {
      chatHistory.client?.disconnect();
    },
  };
}

/** Redis Chat Memory, every version n8n declares (credential: Weft's `redis`). */
export const memoryRedisChatNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.memoryRedisChat',
      displayName: 'Redis Chat Memory',
      description: 'Stores the chat history in Redis.',
      icon: 'file:redis.svg',
      group: ['transform'],
      version: [1, 1.1, 1.2, 1.3, 1.4, 1.5],
      defaults: { name: 'Redis Chat Memory' },
      credentials: [{ name: 'redis', required: true }],
      codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
      inputs: [],
      outputs: ['ai_memory'],
      outputNames: ['Memory'],
      properties: [
        connectedToAgentNotice,
        ...legacySessionKeyProperties(),
        { ...sessionIdTypeProperty, displayOptions: { show: { '@version': [{ _cnd: { gte: 1.2 } }] } } },
        inputSessionKeyProperty(1.4),
        customSessionKeyProperty,
        {
          displayName: 'Session Time To Live',
          name: 'sessionTTL',
          type: 'number',
          default: 0,
          description: 'How long the session is kept, in seconds (0: it does not expire)',
        },
        { ...contextWindowLengthProperty, displayOptions: { hide: { '@version': [{ _cnd: { lt: 1.3 } }] } } },
      ],
    },
    supplyData: supplyRedisMemory,
  },
];
