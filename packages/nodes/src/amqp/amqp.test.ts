/** The AMQP Sender against RabbitMQ's AMQP 1.0 plugin (127.0.0.1:5672, guest/guest), read back over AMQP 0-9-1. */
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';

const credentials = { hostname: '127.0.0.1', port: 5672, username: 'guest', password: 'guest', transportType: '' };
const q = `weft-amqp-${process.pid}-${Date.now().toString(36)}`;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let admin: ChannelModel;
let ch: Channel;

beforeAll(async () => {
  admin = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  ch = await admin.createChannel();
  await ch.assertQueue(q, { durable: false });
});
afterAll(async () => {
  await ch.deleteQueue(q);
  await admin.close();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'amqp test',
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
        name: 'A',
        type: 'n8n-nodes-base.amqp',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { amqp: { id: 'a', name: 'a' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'A', type: 'main', index: 0 }]] },
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
  const items = result.data.resultData.runData.A?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json), error: result.data.resultData.error };
}

async function take(count: number) {
  const out = [];
  for (let i = 0; i < 50 && out.length < count; i++) {
    const m = await ch.get(q, { noAck: true });
    if (m) out.push(m);
    else await new Promise((r) => setTimeout(r, 50));
  }
  return out;
}

describe('AMQP Sender', () => {
  it('sends each item as JSON text with the headers as application properties, answering delivery ids', async () => {
    const out = await run(
      { sink: `/amq/queue/${q}`, headerParametersJson: '{"h":"v","n":2}' },
      { items: [{ a: 1 }, { b: 'x' }] },
    );
    expect(out.json).toEqual([{ id: 0 }, { id: 1 }]);
    const got = await take(2);
    // RabbitMQ hands an AMQP 1.0 message to 0-9-1 clients with its section encoding in front.
    expect(got.map((m) => m.content.toString())).toEqual([
      expect.stringMatching(/[^}]\{"a":1\}$/),
      expect.stringMatching(/[^}]\{"b":"x"\}$/),
    ]);
  });

  it('sends only one property when asked', async () => {
    await run(
      { sink: `/amq/queue/${q}`, options: { sendOnlyProperty: 'm' } },
      { items: [{ m: { k: 1 }, other: true }] },
    );
    expect((await take(1))[0]!.content.toString()).toMatch(/[^}]\{"k":1\}$/);
  });

  it('names a missing sink and a refused connection as n8n does; continue-on-fail gives an error item', async () => {
    expect((await run({ sink: '' })).error?.message).toBe('Queue or Topic required!');
    expect((await run({ sink: 'x' }, { credentials: { ...credentials, port: 1 } })).error?.message).toBe(
      'The service refused the connection - perhaps it is offline',
    );
    expect((await run({ sink: 'x' }, { credentials: { ...credentials, password: 'wrong' } })).error?.message).toMatch(
      /authenticate|ECONNRESET/i,
    );
    expect(
      (await run({ sink: 'x' }, { credentials: { ...credentials, port: 1 }, onError: 'continueRegularOutput' })).json,
    ).toEqual([{ error: 'The service refused the connection - perhaps it is offline' }]);
    expect(
      (await run({ sink: 'x' }, { credentials: { ...credentials, hostname: '169.254.169.254' } })).error?.message,
    ).toMatch(/refused by Weft's outgoing-request guard/);
  });
});
