/**
 * Postgres Chat Memory against the machine's PostgreSQL (127.0.0.1:5432, db `test`), driven by the
 * Chat Memory Manager through the engine: n8n's table layout (created when missing), messages per
 * session in insertion order, the context window of 1.1+, a refused connection as the memory's error.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { tableIdentifier } from './history.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const credentials = { host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres', password: '', ssl: 'disable' };
const table = `weft_chat_${process.pid}_${Date.now().toString(36)}`;
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`DROP TABLE IF EXISTS ${table}`);
  await admin.query(`DROP TABLE IF EXISTS "${table} Mixed"`);
  await admin.end();
});

async function run(
  manager: Record<string, unknown>,
  memory: Record<string, unknown>,
  options: { version?: number; creds?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'postgres memory test',
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
        parameters: manager,
      },
      {
        id: '4',
        name: 'Memory',
        type: '@n8n/n8n-nodes-langchain.memoryPostgresChat',
        typeVersion: options.version ?? 1.3,
        position: [400, 200],
        parameters: { tableName: table, ...memory },
        credentials: { postgres: { id: 'p', name: 'p' } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Manager', type: 'main', index: 0 }]] },
      Memory: { ai_memory: [[{ node: 'Manager', type: 'ai_memory', index: 0 }]] },
    },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => options.creds ?? credentials },
  });
  return {
    items: result.data.resultData.runData.Manager?.[0]?.data?.main?.[0] ?? [],
    error: result.data.resultData.error,
  };
}

const messages = (...m: Array<[string, string]>) => ({
  mode: 'insert',
  insertMode: 'insert',
  messages: { messageValues: m.map(([type, message]) => ({ type, message })) },
});

describe('Postgres Chat Memory', () => {
  it("creates n8n's table and stores each message as JSONB with its type, per session", async () => {
    const r = await run(messages(['user', 'Hi'], ['ai', 'Hello']), { sessionIdType: 'customKey', sessionKey: 'pg-1' });
    expect(r.error).toBeUndefined();
    await run(messages(['user', 'other session']), { sessionIdType: 'customKey', sessionKey: 'pg-2' });
    const columns = await admin.query(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
      [table],
    );
    expect(columns.rows).toEqual([
      { column_name: 'id', data_type: 'integer' },
      { column_name: 'session_id', data_type: 'character varying' },
      { column_name: 'message', data_type: 'jsonb' },
    ]);
    const rows = await admin.query(`SELECT session_id, message FROM ${table} ORDER BY id`);
    expect(rows.rows).toEqual([
      { session_id: 'pg-1', message: { type: 'human', content: 'Hi', additional_kwargs: {}, response_metadata: {} } },
      { session_id: 'pg-1', message: expect.objectContaining({ type: 'ai', content: 'Hello' }) },
      { session_id: 'pg-2', message: expect.objectContaining({ type: 'human', content: 'other session' }) },
    ]);
    const loaded = await run(
      { mode: 'load', simplifyOutput: true, options: {} },
      { sessionIdType: 'customKey', sessionKey: 'pg-1' },
    );
    expect(loaded.items.map((i) => i.json)).toEqual([{ messages: [{ human: 'Hi', ai: 'Hello' }], messagesCount: 1 }]);
  });

  it('reads rows n8n wrote, and deletes only the session asked for', async () => {
    await admin.query(`INSERT INTO ${table} (session_id, message) VALUES ('pg-3', $1), ('pg-3', $2)`, [
      { type: 'human', content: 'from n8n', additional_kwargs: {}, response_metadata: {} },
      {
        type: 'ai',
        content: 'answer',
        tool_calls: [],
        invalid_tool_calls: [],
        additional_kwargs: {},
        response_metadata: {},
      },
    ]);
    expect(
      (
        await run(
          { mode: 'load', simplifyOutput: true, options: {} },
          { sessionIdType: 'customKey', sessionKey: 'pg-3' },
        )
      ).items[0]!.json,
    ).toEqual({ messages: [{ human: 'from n8n', ai: 'answer' }], messagesCount: 1 });
    await run({ mode: 'delete', deleteMode: 'all' }, { sessionIdType: 'customKey', sessionKey: 'pg-3' });
    const left = await admin.query(`SELECT DISTINCT session_id FROM ${table} ORDER BY session_id`);
    expect(left.rows.map((r) => r.session_id)).toEqual(['pg-1', 'pg-2']);
  });

  it('quotes table names that are not plain identifiers', async () => {
    expect(tableIdentifier('n8n_chat_histories')).toBe('n8n_chat_histories');
    expect(tableIdentifier('public.chats')).toBe('public.chats');
    expect(tableIdentifier('x; DROP TABLE y')).toBe('"x; DROP TABLE y"');
    const r = await run(messages(['user', 'quoted']), {
      sessionIdType: 'customKey',
      sessionKey: 'q',
      tableName: `${table} Mixed`,
    });
    expect(r.error).toBeUndefined();
    const rows = await admin.query(`SELECT session_id FROM "${table} Mixed"`);
    expect(rows.rows).toEqual([{ session_id: 'q' }]);
  });

  it('fails with the connection error when PostgreSQL refuses', async () => {
    const r = await run(
      { mode: 'load', options: {} },
      { sessionIdType: 'customKey', sessionKey: 'x' },
      { creds: { ...credentials, port: 1 } },
    );
    expect(r.error?.message).toBe('Connection refused');
  });
});
