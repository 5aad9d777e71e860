/** The MQTT Trigger end to end against the machine's Mosquitto: publish → run → item shape. */
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type TriggerResponse } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { triggerHarness, type HarnessOptions } from '../shared/queue-trigger-harness.js';
import { topicSubscriptions, triggerMqtt } from './index.js';

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
const t = `weft-trig/${process.pid}-${Date.now().toString(36)}/`;
let pub: MqttClient;
const open: TriggerResponse[] = [];
const harnesses: Array<ReturnType<typeof triggerHarness>> = [];

beforeAll(async () => {
  pub = await mqtt.connectAsync('mqtt://127.0.0.1:1883');
});
afterEach(async () => {
  for (const h of harnesses.splice(0)) for (const r of h.runs) r.finish({});
  for (const x of open.splice(0)) await x.closeFunction?.();
});
afterAll(() => pub.endAsync());

async function start(parameters: Record<string, unknown>, extra: Partial<HarnessOptions> = {}) {
  const h = triggerHarness({ type: 'weft.mqttTrigger', parameters, credentials, ...extra });
  harnesses.push(h);
  open.push(await triggerMqtt(h.ctx));
  return h;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MQTT Trigger', () => {
  it('reads topic:qos lists, wildcards included, and refuses an empty one', () => {
    const node = { name: 'M' } as never;
    expect(topicSubscriptions(node, 'a/b,c/+/d:1,e/#:2,f:7')).toEqual({
      'a/b': { qos: 0 },
      'c/+/d': { qos: 1 },
      'e/#': { qos: 2 },
      f: { qos: 0 },
    });
    expect(() => topicSubscriptions(node, '')).toThrow('Topics are mandatory!');
  });

  it('starts a run per message with {message, topic}, on wildcard subscriptions', async () => {
    const h = await start({ topics: `${t}plain/+,${t}deep/#:1`, options: {} });
    await pub.publishAsync(`${t}plain/x`, 'hello');
    await pub.publishAsync(`${t}deep/a/b`, '{"n":1}', { qos: 1 });
    const runs = [await h.nextRun(), await h.nextRun()].map((r) => r.data[0]![0]!.json);
    expect(runs).toEqual([
      { message: 'hello', topic: `${t}plain/x` },
      { message: '{"n":1}', topic: `${t}deep/a/b` },
    ]);
  });

  it('parses JSON messages when asked (text that is not JSON stays text), and gives only the message', async () => {
    const h = await start({ topics: `${t}json`, options: { jsonParseBody: true } });
    await pub.publishAsync(`${t}json`, '{"a":[1,2]}');
    await pub.publishAsync(`${t}json`, 'not json');
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ message: { a: [1, 2] }, topic: `${t}json` });
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ message: 'not json', topic: `${t}json` });
    const only = await start({ topics: `${t}only`, options: { jsonParseBody: true, onlyMessage: true } });
    await pub.publishAsync(`${t}only`, '{"a":1}');
    await pub.publishAsync(`${t}only`, 'text');
    expect((await only.nextRun()).data[0]![0]!.json).toEqual({ a: 1 });
    expect((await only.nextRun()).data[0]![0]!.json).toEqual({ message: 'text' });
  });

  it('without parallel processing, starts each run once the previous one has ended', async () => {
    const h = await start({ topics: `${t}order`, options: { parallelProcessing: false } }, { waitForRuns: true });
    for (const n of [1, 2, 3]) await pub.publishAsync(`${t}order`, String(n));
    const first = await h.nextRun();
    await sleep(200);
    expect(h.runs).toHaveLength(1);
    first.finish({ error: new Error('a failed run does not stop the next') });
    const second = await h.nextRun();
    second.finish({});
    const third = await h.nextRun();
    expect([first, second, third].map((r) => r.data[0]![0]!.json.message)).toEqual(['1', '2', '3']);
  });

  it('reports a lost connection once and reconnects by itself, subscriptions included', async () => {
    const clientId = `weft-trig-${process.pid}`;
    const h = await start({ topics: `${t}back`, options: {} }, { credentials: { ...credentials, clientId } });
    // A second client with the same ID makes the broker drop the trigger's connection.
    const intruder = await mqtt.connectAsync('mqtt://127.0.0.1:1883', { clientId, reconnectPeriod: 0 });
    expect((await h.nextError()).message).toBe('Connection to the MQTT broker lost');
    await intruder.endAsync(true);
    await sleep(1500);
    await pub.publishAsync(`${t}back`, 'again', { qos: 1 });
    expect((await h.nextRun()).data[0]![0]!.json).toEqual({ message: 'again', topic: `${t}back` });
  });

  it('reports a refused connection at activation, naming the socket error', async () => {
    await expect(
      triggerMqtt(
        triggerHarness({
          type: 'weft.mqttTrigger',
          parameters: { topics: 'x' },
          credentials: { ...credentials, port: 1 },
        }).ctx,
      ),
    ).rejects.toThrow('connect ECONNREFUSED 127.0.0.1:1');
  });

  it('"listen for test event": a manual run takes the first message', async () => {
    const workflow = importN8nWorkflow({
      name: 'manual mqtt',
      nodes: [
        {
          id: 'a',
          name: 'MQTT Trigger',
          type: 'n8n-nodes-base.mqttTrigger',
          typeVersion: 1,
          position: [0, 0],
          parameters: { topics: `${t}manual`, options: { jsonParseBody: true } },
          credentials: { mqtt: { id: 'm', name: 'm' } },
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
      connections: { 'MQTT Trigger': { main: [[{ node: 'Code', type: 'main', index: 0 }]] } },
    });
    const running = runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry(builtinNodeTypes),
      mode: 'manual',
      services: { getCredentials: async () => credentials },
    });
    await sleep(500);
    await pub.publishAsync(`${t}manual`, '{"x":1}');
    await pub.publishAsync(`${t}manual`, '{"x":2}');
    const result = await running;
    expect(result.status).toBe('success');
    expect(result.data.resultData.runData.Code![0]!.data!.main![0]!.map((i) => i.json)).toEqual([{ seen: { x: 1 } }]);
  });
});
