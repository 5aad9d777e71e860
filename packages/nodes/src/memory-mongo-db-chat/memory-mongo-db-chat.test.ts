/**
 * MongoDB Chat Memory through the engine, driven by the Chat Memory Manager, with the official
 * driver against the loopback MongoDB fake: n8n's layout (one document per session, its stored
 * messages pushed in order with an upsert), loading and deleting a session, and the connection
 * string the memory builds from the credential's values.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow, type WorkflowNode } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { createMongoFake, type MongoFake } from '../mongo-db/test-fake/mongo-fake.mjs';
import { memoryTarget } from './connection.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let mongo: MongoFake;
let port: number;

beforeEach(async () => {
  mongo = createMongoFake();
  port = await mongo.start();
});
afterEach(async () => {
  await mongo.close();
});

async function run(manager: Record<string, unknown>, memory: Record<string, unknown>) {
  const workflow = {
    name: 'mongo memory test',
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
        id: '2',
        name: 'Manager',
        type: '@n8n/n8n-nodes-langchain.memoryManager',
        typeVersion: 1.1,
        position: [400, 0],
        parameters: manager,
      },
      {
        id: '3',
        name: 'Memory',
        type: '@n8n/n8n-nodes-langchain.memoryMongoDbChat',
        typeVersion: 1,
        position: [400, 200],
        parameters: memory,
        credentials: { mongoDb: { id: 'm', name: 'm' } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Manager', type: 'main', index: 0 }]] },
      Memory: { ai_memory: [[{ node: 'Manager', type: 'ai_memory', index: 0 }]] },
    },
    settings: {},
  } as unknown as Workflow;
  const credentials = {
    configurationType: 'connectionString',
    connectionString: `mongodb://127.0.0.1:${port}`,
    database: 'chat',
  };
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => credentials },
  });
  return {
    items: result.data.resultData.runData.Manager?.[0]?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
  };
}

const insert = (...m: Array<[string, string]>) => ({
  mode: 'insert',
  insertMode: 'insert',
  messages: { messageValues: m.map(([type, message]) => ({ type, message })) },
});
const key = (sessionKey: string) => ({ sessionIdType: 'customKey', sessionKey });

describe('MongoDB Chat Memory', () => {
  it('keeps one document per session, each message pushed with an upsert', async () => {
    expect((await run(insert(['user', 'Hi'], ['ai', 'Hello']), key('s1'))).error).toBeUndefined();
    expect((await run(insert(['user', 'Again']), key('s1'))).error).toBeUndefined();
    const docs = mongo.state.dbs.chat!.n8n_chat_histories!;
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      sessionId: 's1',
      messages: [
        { type: 'human', data: { content: 'Hi', additional_kwargs: {}, response_metadata: {} } },
        { type: 'ai', data: expect.objectContaining({ content: 'Hello' }) },
        { type: 'human', data: expect.objectContaining({ content: 'Again' }) },
      ],
    });
    const update = mongo.state.commands.filter((c) => c.name === 'update').at(-1)!.command.updates[0];
    expect(update).toMatchObject({
      q: { sessionId: 's1' },
      u: { $push: { messages: { $each: [{ type: 'human' }] } } },
      upsert: true,
    });
  });

  it('loads a session from its collection and database, and deletes it', async () => {
    mongo.seed('other', 'talks', [
      {
        sessionId: 'k',
        messages: [
          { type: 'human', data: { content: 'Q', additional_kwargs: {}, response_metadata: {} } },
          { type: 'ai', data: { content: 'A', additional_kwargs: {}, response_metadata: {} } },
        ],
      },
    ]);
    const where = { ...key('k'), collectionName: 'talks', databaseName: 'other' };
    const loaded = await run({ mode: 'load', simplifyOutput: true, options: {} }, where);
    expect(loaded.items.map((i) => i.json)).toEqual([{ messages: [{ human: 'Q', ai: 'A' }], messagesCount: 1 }]);
    expect(mongo.state.commands.find((c) => c.name === 'find')).toMatchObject({
      db: 'other',
      command: { find: 'talks', filter: { sessionId: 'k' } },
    });
    expect((await run({ mode: 'delete', deleteMode: 'all' }, where)).error).toBeUndefined();
    expect(mongo.state.dbs.other!.talks).toEqual([]);
  });

  it('builds the connection string from values as n8n does', () => {
    const node = { name: 'M' } as WorkflowNode;
    const values = { configurationType: 'values', host: 'db.example', port: 27017, database: 'd' };
    expect(memoryTarget(node, { ...values, user: 'a@b', password: 'p:w', tls: true }, '')).toEqual({
      connectionString: 'mongodb://a%40b:p%3Aw@db.example:27017/?appname=n8n&ssl=true',
      database: 'd',
    });
    expect(memoryTarget(node, { ...values, user: 'only-user' }, 'mine')).toEqual({
      connectionString: 'mongodb://db.example:27017/?appname=n8n',
      database: 'mine',
    });
    expect(() => memoryTarget(node, { ...values, database: '' }, '')).toThrow(
      'Database name must be provided either in credentials or in node parameters',
    );
  });
});
