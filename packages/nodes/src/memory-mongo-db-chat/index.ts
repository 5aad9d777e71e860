/**
 * MongoDB Chat Memory (n8n's `memoryMongoDbChat`, version 1): the chat history of a session in a
 * MongoDB collection (`n8n_chat_histories` unless set), one document per session holding its
 * messages (see `history.ts`); the model is given the last interactions (context window). Uses
 * Weft's `mongoDb` credential, connecting as n8n's memory does (see `connection.ts`).
 */
import type { MongoClient } from 'mongodb';
import { NodeOperationError, type NodeType, type SupplyDataContext } from '@weft/workflow';
import {
  connectedToAgentNotice,
  contextWindowLengthProperty,
  customSessionKeyProperty,
  getSessionId,
  inputSessionKeyProperty,
  sessionIdTypeProperty,
  wrapMemory,
} from '../shared/ai/memory.js';
import { connectionHosts, mongoDriver } from '../mongo-db/connection.js';
import { memoryTarget } from './connection.js';
import { mongoChatHistory } from './history.js';

async function supplyMongoMemory(ctx: SupplyDataContext, itemIndex: number) {
  const node = ctx.getNode();
  const credentials = await ctx.getCredentials('mongoDb');
  const collectionName = ctx.getNodeParameter('collectionName', itemIndex, 'n8n_chat_histories') as string;
  const databaseName = ctx.getNodeParameter('databaseName', itemIndex, '') as string;
  const sessionId = getSessionId(ctx, itemIndex);
  const { connectionString, database } = memoryTarget(node, credentials, databaseName);
  for (const host of connectionHosts(connectionString)) await ctx.helpers.assertHostAllowed(host);
  let client: MongoClient | undefined;
  try {
    const { MongoClient: Client } = mongoDriver();
    client = new Client(connectionString);
    await client.connect();
    const chatHistory = await mongoChatHistory({
      collection: client.db(database).collection(collectionName),
      sessionId,
    });
    const { BufferWindowMemory } = await import('@langchain/classic/memory');
    const fields = {
      memoryKey: 'chat_history',
      chatHistory,
      returnMessages: true,
      inputKey: 'input',
      outputKey: 'output',
    };
    const memory = new BufferWindowMemory({
      ...fields,
      k: ctx.getNodeParameter('contextWindowLength', itemIndex, 5) as number,
    });
    const connected = client;
    return {
      response: wrapMemory(memory, ctx),
      closeFunction: async () => {
        await connected.close().catch(() => undefined);
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    throw new NodeOperationError(node, `MongoDB connection error: ${(error as Error).message}`);
  }
}

/** MongoDB Chat Memory, version 1 (credential: Weft's `mongoDb`). */
export const memoryMongoDbChatNode: NodeType[] = [
  {
    description: {
      name: '@n8n/n8n-nodes-langchain.memoryMongoDbChat',
      displayName: 'MongoDB Chat Memory',
      description: 'Stores the chat history in MongoDB collection.',
      icon: 'file:mongodb.svg',
      group: ['transform'],
      version: [1],
      defaults: { name: 'MongoDB Chat Memory' },
      credentials: [{ name: 'mongoDb', required: true }],
      codex: { categories: ['AI'], subcategories: { AI: ['Memory'], Memory: ['Other memories'] } },
      inputs: [],
      outputs: ['ai_memory'],
      outputNames: ['Memory'],
      properties: [
        connectedToAgentNotice,
        sessionIdTypeProperty,
        inputSessionKeyProperty(1),
        customSessionKeyProperty,
        {
          displayName: 'Collection Name',
          name: 'collectionName',
          type: 'string',
          default: 'n8n_chat_histories',
          description: 'The collection the chat history is kept in (created when it does not exist)',
        },
        {
          displayName: 'Database Name',
          name: 'databaseName',
          type: 'string',
          default: '',
          description: "The database of the chat history; the credential's database when empty",
        },
        contextWindowLengthProperty,
      ],
    },
    supplyData: supplyMongoMemory,
  },
];
