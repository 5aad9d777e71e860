/** The Redis node against the machine's Redis (127.0.0.1:6379), on keys of a per-run prefix in database 0. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const credentials = { host: '127.0.0.1', port: 6379, database: 0, user: '', password: '', ssl: false };
const p = `weft:test:${process.pid}:${Date.now().toString(36)}:`;
let admin: Redis;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);

beforeAll(async () => {
  admin = new Redis({ host: '127.0.0.1', port: 6379 });
});
afterAll(async () => {
  const keys = await admin.keys(`${p}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'redis test',
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
        name: 'R',
        type: 'n8n-nodes-base.redis',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { redis: { id: 'r', name: 'r' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'R', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => extra.credentials ?? credentials },
  });
  const items = result.data.resultData.runData.R?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json), error: result.data.resultData.error };
}

describe('Redis node', () => {
  it('sets strings with a TTL, hashes from JSON, and gets them back by type', async () => {
    const set = await run(
      { operation: 'set', key: `={{ "${p}" + $json.k }}`, value: '={{ $json.v }}', expire: true, ttl: 100 },
      { items: [{ k: 's', v: 'hello' }] },
    );
    expect(set.json).toEqual([{ k: 's', v: 'hello' }]);
    const ttl = await admin.ttl(`${p}s`);
    expect(ttl).toBeGreaterThan(90);
    await run({ operation: 'set', key: `${p}h`, value: '{"a":1,"b":"x"}', keyType: 'hash' });
    expect(await admin.hgetall(`${p}h`)).toEqual({ a: '1', b: 'x' });
    const get = await run({
      operation: 'get',
      key: `${p}h`,
      propertyName: 'data.hash',
      keyType: 'automatic',
      options: {},
    });
    expect(get.json).toEqual([{ data: { hash: { a: '1', b: 'x' } } }]);
    const flat = await run({
      operation: 'get',
      key: `${p}s`,
      propertyName: 'a.b',
      keyType: 'string',
      options: { dotNotation: false },
    });
    expect(flat.json).toEqual([{ 'a.b': 'hello' }]);
    const missing = await run({
      operation: 'get',
      key: `${p}none`,
      propertyName: 'v',
      keyType: 'automatic',
      options: {},
    });
    expect(missing.json).toEqual([{ v: null }]);
  });

  it('sets sets and space-separated hashes, and refuses a value whose type it cannot tell', async () => {
    await run({ operation: 'set', key: `${p}set`, value: 'm1', keyType: 'sets' });
    await run({ operation: 'set', key: `${p}set`, value: 'm2', keyType: 'sets' });
    expect((await admin.smembers(`${p}set`)).sort()).toEqual(['m1', 'm2']);
    expect(
      (
        (await run({ operation: 'get', key: `${p}set`, propertyName: 'v', keyType: 'sets', options: {} })).json[0]!
          .v as string[]
      ).sort(),
    ).toEqual(['m1', 'm2']);
    await run({ operation: 'set', key: `${p}kv`, value: 'a 1 b 2', keyType: 'hash', valueIsJSON: false });
    expect(await admin.hgetall(`${p}kv`)).toEqual({ a: '1', b: '2' });
    const bad = await run({ operation: 'set', key: `${p}x`, value: '={{ 5 }}', keyType: 'automatic' });
    expect(bad.error?.message).toBe('Could not identify the type to set. Please set it manually!');
  });

  it('increments, lists keys, pushes, pops (parsing JSON) and measures lists', async () => {
    expect((await run({ operation: 'incr', key: `${p}n` }, { items: [{}, {}] })).json).toEqual([
      { [`${p}n`]: 1 },
      { [`${p}n`]: 2 },
    ]);
    const keys = await run({ operation: 'keys', keyPattern: `${p}n*`, getValues: true });
    expect(keys.json).toEqual([{ [`${p}n`]: '2' }]);
    expect((await run({ operation: 'keys', keyPattern: `${p}n*`, getValues: false })).json).toEqual([
      { keys: [`${p}n`] },
    ]);
    await run(
      { operation: 'push', list: `${p}l`, messageData: '={{ JSON.stringify($json) }}', tail: true },
      { items: [{ a: 1 }, { a: 2 }] },
    );
    expect((await run({ operation: 'llen', list: `${p}l` })).json).toEqual([{ [`${p}l`]: 2 }]);
    expect((await run({ operation: 'pop', list: `${p}l`, propertyName: 'item', options: {} })).json).toEqual([
      { item: { a: 1 } },
    ]);
    await run({ operation: 'delete', key: `${p}l` });
    expect(await admin.exists(`${p}l`)).toBe(0);
  });

  it('publishes to subscribers and reads INFO as an object', async () => {
    const sub = new Redis({ host: '127.0.0.1', port: 6379 });
    const got = new Promise<string>((resolve) => sub.on('message', (_c, m) => resolve(m)));
    await sub.subscribe(`${p}chan`);
    await run({ operation: 'publish', channel: `${p}chan`, messageData: 'hi there' });
    expect(await got).toBe('hi there');
    await sub.quit();
    const info = await run({ operation: 'info' });
    expect(info.json[0]).toMatchObject({ redis_version: expect.anything(), tcp_port: 6379 });
  });

  it('names the failure: a wrong type, a refused connection', async () => {
    await admin.set(`${p}str`, 'x');
    const wrong = await run({ operation: 'push', list: `${p}str`, messageData: 'y' });
    expect(wrong.error?.message).toContain('WRONGTYPE');
    const cont = await run(
      { operation: 'push', list: `${p}str`, messageData: 'y' },
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json[0]).toMatchObject({ error: expect.stringContaining('WRONGTYPE') });
    const refused = await run({ operation: 'info' }, { credentials: { ...credentials, port: 1 } });
    expect(refused.error?.message).toContain('Connection refused');
  });
});
