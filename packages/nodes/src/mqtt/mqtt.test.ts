/** The MQTT node against the machine's Mosquitto (127.0.0.1:1883), on topics of a per-run prefix. */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { mqttClientOptions } from './client.js';

const credentials = {
  protocol: 'mqtt',
  host: '127.0.0.1',
  port: 1883,
  username: '',
  password: '',
  clean: true,
  clientId: '',
  ssl: false,
};
const t = `weft-test/${process.pid}-${Date.now().toString(36)}/`;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let sub: MqttClient;
const got: Array<{ topic: string; message: string; qos: number; retain: boolean }> = [];

beforeAll(async () => {
  sub = await mqtt.connectAsync('mqtt://127.0.0.1:1883');
  sub.on('message', (topic, payload, packet) =>
    got.push({ topic, message: payload.toString(), qos: packet.qos, retain: packet.retain }),
  );
  await sub.subscribeAsync(`${t}#`, { qos: 2 });
});
afterAll(async () => {
  await sub.publishAsync(`${t}kept`, '', { retain: true }); // clears the retained message
  await sub.endAsync();
});

async function run(
  parameters: Record<string, unknown>,
  extra: { items?: unknown[]; credentials?: Record<string, unknown> } = {},
) {
  const workflow = {
    name: 'mqtt test',
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
        name: 'M',
        type: 'n8n-nodes-base.mqtt',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { mqtt: { id: 'm', name: 'm' } },
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'M', type: 'main', index: 0 }]] },
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
  const items = result.data.resultData.runData.M?.[0]?.data?.main?.[0] ?? [];
  return { json: items.map((i) => i.json), error: result.data.resultData.error };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('MQTT node', () => {
  it('publishes each item as its JSON and passes the items on', async () => {
    const out = await run({ topic: `${t}json` }, { items: [{ a: 1 }, { b: [true] }] });
    expect(out.json).toEqual([{ a: 1 }, { b: [true] }]);
    await until(() => got.filter((m) => m.topic === `${t}json`).length === 2);
    expect(got.filter((m) => m.topic === `${t}json`).map((m) => JSON.parse(m.message))).toEqual([
      { a: 1 },
      { b: [true] },
    ]);
  });

  it('publishes a message of its own per item with QoS 2, and a retained one that later subscribers get', async () => {
    await run(
      { topic: `=${t}{{ $json.k }}`, sendInputData: false, message: '=v{{ $json.n }}', options: { qos: 2 } },
      {
        items: [
          { k: 'a', n: 1 },
          { k: 'b', n: 2 },
        ],
      },
    );
    await until(() => got.some((m) => m.topic === `${t}b`));
    expect(
      got.filter((m) => m.topic === `${t}a` || m.topic === `${t}b`).map((m) => [m.topic, m.message, m.qos]),
    ).toEqual([
      [`${t}a`, 'v1', 2],
      [`${t}b`, 'v2', 2],
    ]);
    await run({ topic: `${t}kept`, sendInputData: false, message: 'stays', options: { qos: 1, retain: true } });
    const late = await mqtt.connectAsync('mqtt://127.0.0.1:1883');
    const retained = new Promise<string>((resolve) =>
      late.on('message', (_topic, payload) => resolve(payload.toString())),
    );
    await late.subscribeAsync(`${t}kept`);
    expect(await retained).toBe('stays');
    await late.endAsync();
  });

  it('fails with the socket’s words when nothing answers, and refuses hosts the guard forbids', async () => {
    expect((await run({ topic: `${t}x` }, { credentials: { ...credentials, port: 1 } })).error?.message).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(
      (await run({ topic: `${t}x` }, { credentials: { ...credentials, host: '169.254.169.254' } })).error?.message,
    ).toMatch(/refused by Weft's outgoing-request guard/);
  });

  it('makes up a client ID, logs in only with user and password both, and passes TLS material', () => {
    expect(mqttClientOptions(credentials)).toMatchObject({
      protocol: 'mqtt',
      host: '127.0.0.1',
      port: 1883,
      clean: true,
      clientId: expect.stringMatching(/^mqttjs_[0-9a-f]{8}$/),
    });
    expect(mqttClientOptions({ ...credentials, username: 'u' }).username).toBeUndefined();
    expect(
      mqttClientOptions({ ...credentials, username: 'u', password: 'p', clientId: 'me', clean: false }),
    ).toMatchObject({ username: 'u', password: 'p', clientId: 'me', clean: false });
    const tls = mqttClientOptions({
      ...credentials,
      protocol: 'mqtts',
      ssl: true,
      ca: 'CA',
      cert: 'CERT',
      key: 'KEY',
      rejectUnauthorized: true,
    });
    expect(tls).toMatchObject({ protocol: 'mqtts', ca: 'CA', cert: 'CERT', key: 'KEY', rejectUnauthorized: true });
  });
});
