/** The AMQP Trigger end to end against RabbitMQ's AMQP 1.0 plugin: send → run → item shape. */
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type TriggerResponse } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { triggerHarness, type HarnessOptions } from '../shared/queue-trigger-harness.js';
import { triggerAmqp } from './index.js';

const credentials = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', transportType: '' };
const q = `weft-amqp-trig-${process.pid}-${Date.now().toString(36)}`;
let admin: ChannelModel;
let ch: Channel;
const open: TriggerResponse[] = [];
const harnesses: Array<ReturnType<typeof triggerHarness>> = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  admin = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  ch = await admin.createChannel();
  await ch.assertQueue(q, { durable: false });
});
afterEach(async () => {
  for (const h of harnesses.splice(0)) for (const r of h.runs) r.finish({});
  for (const x of open.splice(0)) await x.closeFunction?.();
});
afterAll(async () => {
  await ch.deleteQueue(q);
  await admin.close();
});

async function start(parameters: Record<string, unknown>, extra: Partial<HarnessOptions> = {}) {
  const h = triggerHarness({ type: 'weft.amqpTrigger', parameters, credentials, ...extra });
  harnesses.push(h);
  open.push(await triggerAmqp(h.ctx));
  return h;
}
const send = (body: string) => ch.sendToQueue(q, Buffer.from(body), { headers: { k: 'v' } });

describe('AMQP Trigger', () => {
  it('starts a run per message with the whole message, or its parsed body alone', async () => {
    const h = await start({ sink: `/amq/queue/${q}`, options: {} });
    send('{"a":1}');
    const json = (await h.nextRun()).data[0]![0]!.json as Record<string, any>;
    // A data section: bytes, as rhea gives them (n8n's shape, bytes stored as {type: 'Buffer', data}).
    expect(json).toMatchObject({
      durable: false,
      subject: q,
      body: { typecode: 117, content: { type: 'Buffer', data: [...Buffer.from('{"a":1}')] } },
    });
    await open.pop()!.closeFunction!();
    const parsed = await start({
      sink: `/amq/queue/${q}`,
      options: { jsonConvertByteArrayToString: true, jsonParseBody: true, onlyBody: true },
    });
    send('{"a":2}');
    expect((await parsed.nextRun()).data[0]![0]!.json).toEqual({ a: 2 });
  });

  it('without parallel processing, starts each run once the previous one has ended', async () => {
    const h = await start(
      { sink: `/amq/queue/${q}`, options: { jsonConvertByteArrayToString: true, parallelProcessing: false } },
      { waitForRuns: true },
    );
    send('1');
    send('2');
    const first = await h.nextRun();
    await sleep(200);
    expect(h.runs).toHaveLength(1);
    first.finish({});
    expect((await h.nextRun()).data[0]![0]!.json.body).toBe('2');
  });

  it('refuses an empty sink, and reports a peer that cannot be reached', async () => {
    await expect(
      triggerAmqp(triggerHarness({ type: 'weft.amqpTrigger', parameters: { sink: '' }, credentials }).ctx),
    ).rejects.toThrow('Queue or Topic required!');
    const h = await start({ sink: 'x', options: { reconnectLimit: 0 } }, { credentials: { ...credentials, port: 1 } });
    expect((await h.nextError()).message).toMatch(/^Connection to the AMQP peer lost: .*ECONNREFUSED/);
  });

  it('"listen for test event": a manual run takes the first message', async () => {
    const workflow = importN8nWorkflow({
      name: 'manual amqp',
      nodes: [
        {
          id: 'a',
          name: 'AMQP Trigger',
          type: 'n8n-nodes-base.amqpTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: {
            sink: `/amq/queue/${q}`,
            options: { jsonConvertByteArrayToString: true, jsonParseBody: true, onlyBody: true },
          },
          credentials: { amqp: { id: 'a', name: 'a' } },
        },
        {
          id: 'b',
          name: 'Code',
          type: 'n8n-nodes-base.code',
          typeVersion: 2,
          position: [200, 0],
          parameters: { jsCode: 'return $input.all().map(i => ({json: {seen: i.json}}))' },
        },
      ],
      connections: { 'AMQP Trigger': { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const running = runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      services: { getCredentials: async () => credentials },
    });
    await sleep(500);
    send('{"x":1}');
    const result = await running;
    expect(result.data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([{ seen: { x: 1 } }]);
  });
});
