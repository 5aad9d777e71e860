/** The Redis Trigger end to end against the machine's Redis (127.0.0.1:6379): publish → run → item shape. */
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type TriggerResponse } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { triggerHarness } from '../shared/queue-trigger-harness.js';
import { triggerRedis } from './index.js';

const credentials = { host: '127.0.0.1', port: 6379, database: 0, user: '', password: '', ssl: false };
const c = `weft:trig:${process.pid}:${Date.now().toString(36)}:`;
let pub: Redis;
const open: TriggerResponse[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  pub = new Redis({ host: '127.0.0.1', port: 6379 });
});
afterEach(async () => {
  for (const x of open.splice(0)) await x.closeFunction?.();
});
afterAll(() => pub.quit());

async function start(parameters: Record<string, unknown>, extra: { credentials?: Record<string, unknown> } = {}) {
  const h = triggerHarness({ type: 'weft.redisTrigger', parameters, credentials: extra.credentials ?? credentials });
  open.push(await triggerRedis(h.ctx));
  return h;
}

describe('Redis Trigger', () => {
  it('starts a run per message with {channel, message}, on patterns and plain channels', async () => {
    const h = await start({ channels: `${c}orders:*, ${c}plain`, options: {} });
    await pub.publish(`${c}orders:eu`, 'first');
    await pub.publish(`${c}plain`, 'second');
    await pub.publish(`${c}other`, 'not subscribed');
    expect((await h.nextRun()).data).toEqual([[{ json: { channel: `${c}orders:eu`, message: 'first' } }]]);
    expect((await h.nextRun()).data).toEqual([[{ json: { channel: `${c}plain`, message: 'second' } }]]);
    await sleep(100);
    expect(h.runs).toHaveLength(2);
  });

  it('parses JSON messages when asked, keeps other text, and gives only the message', async () => {
    const h = await start({ channels: `${c}json`, options: { jsonParseBody: true, onlyMessage: true } });
    await pub.publish(`${c}json`, '{"a":[1]}');
    await pub.publish(`${c}json`, 'text');
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ message: { a: [1] } });
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ message: 'text' });
  });

  it('reports a dropped connection once and subscribes again by itself', async () => {
    const h = await start({ channels: `${c}back`, options: {} });
    const list = (await pub.client('LIST')) as string;
    const id = list
      .split('\n')
      .find((l) => l.includes('name=weft-trigger:wf:Queue_Trigger') && l.includes('psub=1'))
      ?.match(/id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await pub.client('KILL', 'ID', id!);
    expect((await h.nextError()).message).toBe('Connection to Redis lost');
    await sleep(1500);
    await pub.publish(`${c}back`, 'again');
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ channel: `${c}back`, message: 'again' });
  });

  it('refuses missing channels and names a refused connection', async () => {
    await expect(
      triggerRedis(triggerHarness({ type: 'weft.redisTrigger', parameters: { channels: ' , ' }, credentials }).ctx),
    ).rejects.toThrow('Channels are mandatory!');
    await expect(
      triggerRedis(
        triggerHarness({
          type: 'weft.redisTrigger',
          parameters: { channels: 'x' },
          credentials: { ...credentials, port: 1 },
        }).ctx,
      ),
    ).rejects.toThrow('Connection refused: Unable to connect to the Redis server. Please check the host and port.');
  });

  it('"listen for test event": a manual run takes the first message', async () => {
    const workflow = importN8nWorkflow({
      name: 'manual redis',
      nodes: [
        {
          id: 'a',
          name: 'Redis Trigger',
          type: 'n8n-nodes-base.redisTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { channels: `${c}manual` },
          credentials: { redis: { id: 'r', name: 'r' } },
        },
        {
          id: 'b',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode: 'return $input.all().map(i => ({json: {seen: i.json.message}}))' },
        },
      ],
      connections: { 'Redis Trigger': { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const running = runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      services: { getCredentials: async () => credentials },
    });
    await sleep(500);
    await pub.publish(`${c}manual`, 'one');
    await pub.publish(`${c}manual`, 'two');
    const result = await running;
    expect(result.data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([{ seen: 'one' }]);
  });
});
