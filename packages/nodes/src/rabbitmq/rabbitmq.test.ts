/** The RabbitMQ node against the machine's RabbitMQ (127.0.0.1:5672, guest/guest), on queues of a per-run prefix. */
import amqplib, { type Channel, type ChannelModel, type GetMessage } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const credentials = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', vhost: '/', ssl: false };
const p = `weft-test-${process.pid}-${Date.now().toString(36)}-`;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let admin: ChannelModel;
let ch: Channel;

beforeAll(async () => {
  admin = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  ch = await admin.createChannel();
  await ch.assertQueue(`${p}q`, { durable: false, autoDelete: false });
  await ch.assertQueue(`${p}routed`, { durable: false });
  await ch.bindQueue(`${p}routed`, 'amq.topic', `${p}key`);
});
afterAll(async () => {
  for (const q of ['q', 'routed']) await ch.deleteQueue(`${p}${q}`).catch(() => undefined);
  await admin.close();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; onError?: string; credentials?: Record<string, unknown>; version?: number } = {},
) {
  const workflow = {
    name: 'rabbitmq test',
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
        type: 'n8n-nodes-base.rabbitmq',
        typeVersion: extra.version ?? 1.1,
        position: [400, 0],
        parameters,
        credentials: { rabbitmq: { id: 'r', name: 'r' } },
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

/** Every message waiting in a queue, taken off it. */
async function drain(queue: string): Promise<GetMessage[]> {
  const out: GetMessage[] = [];
  for (;;) {
    const m = await ch.get(queue, { noAck: true });
    if (!m) return out;
    out.push(m);
  }
}

describe('RabbitMQ node', () => {
  it('sends each item as its JSON to a queue, with per-item headers and publish arguments', async () => {
    const out = await run(
      {
        queue: `${p}q`,
        options: {
          headers: { header: [{ key: 'n', value: '={{ $json.n }}' }] },
          arguments: { argument: [{ key: 'contentType', value: 'application/json' }] },
        },
      },
      {
        items: [
          { n: 1, s: 'a' },
          { n: 2, nested: { x: [1] } },
        ],
      },
    );
    expect(out.json).toEqual([{ success: true }, { success: true }]);
    const got = await drain(`${p}q`);
    expect(got.map((m) => JSON.parse(m.content.toString()))).toEqual([
      { n: 1, s: 'a' },
      { n: 2, nested: { x: [1] } },
    ]);
    expect(got.map((m) => m.properties.headers)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(got[0]!.properties.contentType).toBe('application/json');
  });

  it('sends a message of its own when "Send Input Data" is off (version 1 too)', async () => {
    await run(
      { queue: `${p}q`, sendInputData: false, message: '=hello {{ $json.who }}' },
      { items: [{ who: 'there' }], version: 1 },
    );
    expect((await drain(`${p}q`)).map((m) => m.content.toString())).toEqual(['hello there']);
  });

  it('publishes to an exchange with a routing key, reaching the queues bound to it', async () => {
    const out = await run(
      {
        mode: 'exchange',
        exchange: 'amq.topic',
        exchangeType: 'topic',
        routingKey: `${p}key`,
        sendInputData: false,
        message: '={{ $json.m }}',
      },
      { items: [{ m: 'one' }, { m: 'two' }] },
    );
    expect(out.json).toEqual([{ success: true }, { success: true }]);
    expect(
      (await drain(`${p}routed`)).map((m) => [m.content.toString(), m.fields.exchange, m.fields.routingKey]),
    ).toEqual([
      ['one', 'amq.topic', `${p}key`],
      ['two', 'amq.topic', `${p}key`],
    ]);
  });

  it('only checks that the queue or exchange exists, as n8n does, and names the broker’s refusal', async () => {
    const missing = await run({ queue: `${p}none` });
    expect(missing.error?.message).toBe(
      `Operation failed: QueueDeclare; 404 (NOT-FOUND) with message "NOT_FOUND - no queue '${p}none' in vhost '/'"`,
    );
    const noExchange = await run({ mode: 'exchange', exchange: `${p}nox`, exchangeType: 'direct' });
    expect(noExchange.error?.message).toContain('NOT_FOUND - no exchange');
    const badArgument = await run({
      queue: `${p}q`,
      options: { arguments: { argument: [{ key: 'priority', value: 'high' }] } },
    });
    expect(badArgument.error?.message).toBe("Field 'priority' is the wrong type; must be a number (but not NaN)");
  });

  it('fails on a refused connection or login with the broker’s words; continue-on-fail goes on', async () => {
    const refused = await run({ queue: `${p}q` }, { credentials: { ...credentials, port: 1 } });
    expect(refused.error?.message).toBe('connect ECONNREFUSED 127.0.0.1:1');
    const login = await run({ queue: `${p}q` }, { credentials: { ...credentials, password: 'wrong' } });
    expect(login.error?.message).toContain('ACCESS_REFUSED');
    const cont = await run({ queue: `${p}none` }, { onError: 'continueRegularOutput' });
    // The input goes on; as in n8n, a run whose last node failed and continued ends with its error.
    expect(cont.error?.message).toContain('NOT_FOUND');
    expect(cont.json).toHaveLength(1);
  });

  it('"Delete From Queue" passes its items on unchanged', async () => {
    const out = await run({ operation: 'deleteMessage' }, { items: [{ a: 1 }, { a: 2 }] });
    expect(out.json).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('refuses a broker the outgoing-connection guard forbids', async () => {
    const metadata = await run({ queue: `${p}q` }, { credentials: { ...credentials, hostname: '169.254.169.254' } });
    expect(metadata.error?.message).toMatch(/refused by Weft's outgoing-request guard/);
  });
});
