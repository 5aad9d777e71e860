/**
 * Redis Chat Memory against the machine's Redis (127.0.0.1:6379), driven by the Chat Memory
 * Manager through the engine: n8n's list layout (newest first, JSON stored messages), the session
 * TTL, legacy session keys, and a refused connection as the memory's error.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const credentials = { host: '127.0.0.1', port: 6379, database: 0, user: '', password: '', ssl: false };
const p = `weft:memtest:${process.pid}:${Date.now().toString(36)}:`;
let admin: Redis;

beforeAll(() => {
  admin = new Redis({ host: '127.0.0.1', port: 6379 });
});
afterAll(async () => {
  const keys = await admin.keys(`${p}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
});

async function run(
  manager: Record<string, unknown>,
  memory: Record<string, unknown>,
  options: { version?: number; creds?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'redis memory test',
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
        type: '@n8n/n8n-nodes-langchain.memoryRedisChat',
        typeVersion: options.version ?? 1.5,
        position: [400, 200],
        parameters: memory,
        credentials: { redis: { id: 'r', name: 'r' } },
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

describe('Redis Chat Memory', () => {
  it('pushes stored messages at the head of the session list, and loads them oldest first', async () => {
    const r = await run(messages(['user', 'Hi'], ['ai', 'Hello']), {
      sessionIdType: 'customKey',
      sessionKey: `${p}s1`,
    });
    expect(r.error).toBeUndefined();
    const raw = (await admin.lrange(`${p}s1`, 0, -1)).map((m) => JSON.parse(m));
    expect(raw).toEqual([
      { type: 'ai', data: expect.objectContaining({ content: 'Hello' }) },
      { type: 'human', data: { content: 'Hi', additional_kwargs: {}, response_metadata: {} } },
    ]);
    expect(await admin.ttl(`${p}s1`)).toBe(-1);
    const loaded = await run(
      { mode: 'load', simplifyOutput: true, options: {} },
      { sessionIdType: 'customKey', sessionKey: `${p}s1` },
    );
    expect(loaded.items.map((i) => i.json)).toEqual([{ messages: [{ human: 'Hi', ai: 'Hello' }], messagesCount: 1 }]);
  });

  it('sets the session TTL on each message, and deletes the key with all messages', async () => {
    await run(messages(['user', 'short-lived']), {
      sessionIdType: 'customKey',
      sessionKey: `${p}ttl`,
      sessionTTL: 300,
    });
    const ttl = await admin.ttl(`${p}ttl`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await run({ mode: 'delete', deleteMode: 'all' }, { sessionIdType: 'customKey', sessionKey: `${p}ttl` });
    expect(await admin.exists(`${p}ttl`)).toBe(0);
  });

  it('versions before 1.2 take sessionKey as the key', async () => {
    await run(messages(['ai', 'legacy']), { sessionKey: `${p}legacy` }, { version: 1.1 });
    expect(await admin.llen(`${p}legacy`)).toBe(1);
  });

  it('fails with the connection error when Redis refuses', async () => {
    const r = await run(
      { mode: 'load', options: {} },
      { sessionIdType: 'customKey', sessionKey: 'x' },
      { creds: { ...credentials, port: 1 } },
    );
    expect(r.error?.message).toMatch(/^Connection refused/);
  });
});
