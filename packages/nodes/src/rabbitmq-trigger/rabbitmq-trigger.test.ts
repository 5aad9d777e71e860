/** The RabbitMQ Trigger end to end against the machine's RabbitMQ: publish → run → item shape, and when messages are acknowledged. */
import { execFileSync } from 'node:child_process';
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type TriggerResponse } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { triggerHarness, type HarnessOptions } from '../shared/queue-trigger-harness.js';
import { triggerRabbitmq } from './index.js';

const credentials = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/', ssl: false };
const p = `weft-trig-${process.pid}-${Date.now().toString(36)}-`;
let admin: ChannelModel;
let ch: Channel;
const open: TriggerResponse[] = [];
const harnesses: Array<ReturnType<typeof triggerHarness>> = [];
const queues: string[] = [];

beforeAll(async () => {
  admin = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  ch = await admin.createChannel();
});
afterEach(async () => {
  // Runs a failed test left unfinished would keep closing waiting.
  for (const h of harnesses.splice(0)) for (const r of h.runs) r.finish({});
  for (const t of open.splice(0)) await t.closeFunction?.();
});
afterAll(async () => {
  for (const q of queues) await ch.deleteQueue(q).catch(() => undefined);
  await admin.close();
});

async function queue(name: string): Promise<string> {
  const q = `${p}${name}`;
  await ch.assertQueue(q, { durable: true });
  queues.push(q);
  return q;
}
const send = (q: string, body: string, headers?: Record<string, unknown>) =>
  ch.sendToQueue(q, Buffer.from(body), { headers, persistent: true, contentType: 'text/plain' });
const waiting = async (q: string) => (await ch.checkQueue(q)).messageCount;
/** Messages of a queue neither acknowledged nor waiting (held by a consumer). */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(parameters: Record<string, unknown>, extra: Partial<HarnessOptions> = {}) {
  const h = triggerHarness({ type: 'weft.rabbitmqTrigger', parameters, credentials, waitForRuns: true, ...extra });
  harnesses.push(h);
  open.push(await triggerRabbitmq(h.ctx));
  return h;
}

describe('RabbitMQ Trigger', () => {
  it('starts a run per message with n8n’s item shape, acknowledging at once by default', async () => {
    const q = await queue('shape');
    const h = await start({ queue: q, options: {} }, { waitForRuns: false });
    send(q, 'plain text', { h: 'v' });
    const run = await h.nextRun();
    const json = run.data[0]![0]!.json as Record<string, any>;
    expect(json.content).toBe('plain text');
    expect(json.fields).toMatchObject({
      deliveryTag: 1,
      redelivered: false,
      exchange: '',
      routingKey: q,
      consumerTag: expect.any(String),
    });
    expect(json.properties).toMatchObject({ contentType: 'text/plain', headers: { h: 'v' }, deliveryMode: 2 });
    await sleep(100);
    expect(await waiting(q)).toBe(0);
  });

  it('parses JSON bodies, gives only the content, or the content as binary', async () => {
    const q = await queue('parse');
    const parsed = await start({ queue: q, options: { jsonParseBody: true } });
    send(q, '{"a":1,"b":[true]}');
    let run = await parsed.nextRun();
    expect(run.data[0]![0]!.json.content).toEqual({ a: 1, b: [true] });
    run.finish();
    await open.pop()!.closeFunction!();
    const only = await start({ queue: q, options: { jsonParseBody: true, onlyContent: true } });
    send(q, '{"a":2}');
    run = await only.nextRun();
    expect(run.data[0]![0]!.json).toEqual({ a: 2 });
    run.finish();
    await open.pop()!.closeFunction!();
    const binary = await start({ queue: q, options: { contentIsBinary: true } });
    send(q, 'bytes');
    run = await binary.nextRun();
    const item = run.data[0]![0]!;
    expect(item.json.content).toBeUndefined();
    expect(item.json.fields).toBeDefined();
    expect(Buffer.from(item.binary!.data!.data, 'base64').toString()).toBe('bytes');
    run.finish();
  });

  it('sets aside a body that is not JSON and says so, then goes on', async () => {
    const q = await queue('badjson');
    const h = await start({ queue: q, options: { jsonParseBody: true } });
    send(q, 'not json');
    send(q, '{"ok":true}');
    expect((await h.nextError()).message).toMatch(/could not be read: The message content is not JSON/);
    const run = await h.nextRun();
    expect(run.data[0]![0]!.json.content).toEqual({ ok: true });
    run.finish();
  });

  it('"Execution Finishes Successfully": a failed run puts the message back, a successful one removes it', async () => {
    const q = await queue('success');
    const h = await start({ queue: q, options: { acknowledge: 'executionFinishesSuccessfully' } });
    send(q, 'job');
    const first = await h.nextRun();
    await sleep(100);
    expect(await waiting(q)).toBe(0); // held, not yet acknowledged
    first.finish({ error: new Error('the run failed') });
    const second = await h.nextRun();
    expect((second.data[0]![0]!.json.fields as { redelivered: boolean }).redelivered).toBe(true);
    second.finish({});
    await open.pop()!.closeFunction!();
    expect(await waiting(q)).toBe(0);
  });

  it('"Execution Finishes" removes the message even after a failed run; a limit of 1 runs one message at a time', async () => {
    const q = await queue('finish');
    const h = await start({ queue: q, options: { acknowledge: 'executionFinishes', parallelMessages: 1 } });
    send(q, 'one');
    send(q, 'two');
    const one = await h.nextRun();
    await sleep(200);
    expect(h.runs).toHaveLength(1); // the second waits for the first run
    one.finish({ error: new Error('failed') });
    const two = await h.nextRun();
    expect(two.data[0]![0]!.json.content).toBe('two');
    two.finish({});
    await open.pop()!.closeFunction!();
    expect(await waiting(q)).toBe(0);
  });

  it('"Immediately" with a parallel limit acknowledges after the run, as n8n does; bad limits are refused', async () => {
    const q = await queue('limit');
    const h = await start({ queue: q, options: { parallelMessages: 1 } });
    send(q, 'a');
    send(q, 'b');
    const a = await h.nextRun();
    await sleep(200);
    expect(h.runs).toHaveLength(1);
    a.finish({});
    (await h.nextRun()).finish({});
    for (const parallelMessages of [0, -2, 1.5]) {
      await expect(
        triggerRabbitmq(
          triggerHarness({
            type: 'weft.rabbitmqTrigger',
            parameters: { queue: q, options: { parallelMessages, acknowledge: 'executionFinishes' } },
            credentials,
          }).ctx,
        ),
      ).rejects.toThrow('Parallel message processing limit must be a number greater than zero (or -1 for no limit)');
    }
  });

  it('"Specified Later in Workflow" keeps the message until a node of the run answers', async () => {
    const q = await queue('later');
    const h = await start({ queue: q, options: { acknowledge: 'laterMessageNode' } });
    send(q, 'hold me');
    const run = await h.nextRun();
    await sleep(100);
    expect(await waiting(q)).toBe(0);
    run.finish({ response: { deleted: true } });
    await open.pop()!.closeFunction!();
    expect(await waiting(q)).toBe(0);
    // Not answered: closing gives the message back to the queue.
    const again = await start({ queue: q, options: { acknowledge: 'laterMessageNode' } });
    send(q, 'never deleted');
    (await again.nextRun()).finish({});
    await open.pop()!.closeFunction!();
    await sleep(100);
    expect(await waiting(q)).toBe(1);
  });

  it('declares and binds the queue with "Assert Queue", else only checks it, naming the missing queue', async () => {
    const q = `${p}asserted`;
    queues.push(q);
    await expect(start({ queue: q, options: {} })).rejects.toThrow(`NOT_FOUND - no queue '${q}'`);
    const h = await start(
      {
        queue: q,
        options: {
          assertQueue: true,
          durable: false,
          binding: { bindings: [{ exchange: 'amq.direct', routingKey: `${p}rk` }] },
        },
      },
      { waitForRuns: false },
    );
    ch.publish('amq.direct', `${p}rk`, Buffer.from('via exchange'));
    const run = await h.nextRun();
    expect(run.data[0]![0]!.json).toMatchObject({
      content: 'via exchange',
      fields: { exchange: 'amq.direct', routingKey: `${p}rk` },
    });
  });

  it('a run that never ends (a crash) leaves the message on the broker, and a closed connection reconnects', async () => {
    const q = await queue('reconnect');
    const h = await start({ queue: q, options: { acknowledge: 'executionFinishes' } });
    send(q, 'survives');
    const lost = await h.nextRun();
    expect(lost.data[0]![0]!.json.content).toBe('survives');
    // The broker drops the trigger's connection (as when it restarts).
    const names = execFileSync(
      'rabbitmqctl',
      ['list_connections', '-q', '--no-table-headers', 'pid', 'client_properties'],
      { encoding: 'utf8' },
    );
    const line = names.split('\n').find((l) => l.includes('Weft: queue test / Queue Trigger'));
    expect(line).toBeDefined();
    execFileSync('rabbitmqctl', ['close_connection', line!.split('\t')[0]!, 'test: broker closes']);
    expect((await h.nextError()).message).toBe('Connection got closed unexpectedly');
    const again = await h.nextRun(15_000);
    expect(again.data[0]![0]!.json).toMatchObject({ content: 'survives', fields: { redelivered: true } });
    again.finish({});
    await sleep(100);
    await open.pop()!.closeFunction!();
    expect(await waiting(q)).toBe(0);
  }, 30_000);

  it('"listen for test event": a manual run takes the first message (one waiting, or the next to come)', async () => {
    const q = await queue('manual');
    send(q, '{"first":1}');
    send(q, '{"second":2}');
    const workflow = importN8nWorkflow({
      name: 'manual rabbit',
      nodes: [
        {
          id: 'a',
          name: 'RabbitMQ Trigger',
          type: 'n8n-nodes-base.rabbitmqTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { queue: q, options: { jsonParseBody: true, onlyContent: true } },
          credentials: { rabbitmq: { id: 'r', name: 'r' } },
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
      connections: { 'RabbitMQ Trigger': { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
    const result = await runWorkflow({
      workflow,
      nodeTypes,
      mode: 'manual',
      services: { getCredentials: async () => credentials },
    });
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { seen: { first: 1 } },
    ]);
    await sleep(100);
    expect(await waiting(q)).toBe(1); // the second message stays for the next listener
    const later = runWorkflow({
      workflow,
      nodeTypes,
      mode: 'manual',
      services: { getCredentials: async () => credentials },
    });
    await ch.get(q, { noAck: true }); // empty the queue, so the listener waits
    await sleep(300);
    send(q, '{"third":3}');
    expect((await later).data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([
      { seen: { third: 3 } },
    ]);
  });
});
