/**
 * MQTT Trigger 1: subscribes to topics while its workflow is active, one run per message. The
 * client reconnects (and subscribes again) by itself when the broker goes away; each loss is
 * reported once. Without "Parallel Processing", a message's run starts only once the previous
 * message's run has ended (where the host says when runs end).
 */
import type { MqttClient } from 'mqtt';
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type TriggerResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { connectMqtt } from '../mqtt/client.js';
import {
  assertTriggerHost,
  emitMessage,
  runTriggerByHand,
  triggerCredentials,
  type QueueTriggerContext,
} from '../shared/queue-trigger.js';
import { mqttTriggerDescription } from './description.js';

export { mqttTriggerDescription } from './description.js';

interface MqttTriggerOptions {
  jsonParseBody?: boolean;
  onlyMessage?: boolean;
  parallelProcessing?: boolean;
}

/** `topic[:qos]` entries separated by commas, as a subscription map (a QoS other than 0-2 is 0). */
export function topicSubscriptions(node: WorkflowNode, topics: string): Record<string, { qos: 0 | 1 | 2 }> {
  const out: Record<string, { qos: 0 | 1 | 2 }> = {};
  for (const entry of topics.split(',')) {
    const [topic = '', qosText] = entry.trim().split(':');
    if (!topic) continue;
    const qos = qosText ? parseInt(qosText, 10) : 0;
    out[topic] = { qos: qos === 1 || qos === 2 ? qos : 0 };
  }
  if (!Object.keys(out).length) throw new NodeOperationError(node, 'Topics are mandatory!');
  return out;
}

/**
 * The item of a message: `{message, topic}`, the message parsed when it is JSON and "JSON Parse
 * Body" is on. With "Only Message" the item is the message alone: a parsed object as it is, any
 * other value as `{message}` (n8n makes the item's JSON a one-value list there, which Weft's items cannot be).
 */
export function mqttItem(topic: string, payload: Buffer, options: MqttTriggerOptions): Item {
  let message: unknown = payload.toString();
  if (options.jsonParseBody) {
    try {
      message = JSON.parse(message as string);
    } catch {
      // Not JSON: kept as text.
    }
  }
  if (!options.onlyMessage) return { json: { message, topic } };
  return {
    json:
      message !== null && typeof message === 'object' && !Array.isArray(message)
        ? (message as Record<string, unknown>)
        : { message },
  };
}

/** Subscribes (see the module comment); by hand, the first message is the only one taken. */
export async function triggerMqtt(ctx: QueueTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const subscriptions = topicSubscriptions(node, String(ctx.getNodeParameter('topics', '') ?? ''));
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as MqttTriggerOptions;
  const credentials = await triggerCredentials(ctx, 'mqtt');
  const client: MqttClient = await connectMqtt(node, credentials, (host) => assertTriggerHost(ctx, host));
  let closing = false;
  let reported = false;
  client.on('error', (error) => {
    if (closing || reported) return;
    reported = true;
    ctx.emitError(new NodeOperationError(node, error.message));
  });
  client.on('close', () => {
    if (closing || reported) return;
    reported = true;
    ctx.emitError(
      new NodeOperationError(node, 'Connection to the MQTT broker lost', {
        description: 'Reconnecting until the broker answers again',
      }),
    );
  });
  client.on('connect', () => (reported = false));
  const closeFunction = async () => {
    closing = true;
    await client.endAsync().catch(() => client.end(true));
  };

  if (ctx.getMode() === 'manual') {
    const manualTriggerFunction = async () => {
      client.once('message', (topic, payload) => ctx.emit([[mqttItem(topic, payload, options)]]));
      await client.subscribeAsync(subscriptions);
    };
    return { closeFunction, manualTriggerFunction };
  }

  let previous: Promise<unknown> = Promise.resolve();
  client.on('message', (topic, payload) => {
    const data = [[mqttItem(topic, payload, options)]];
    if (options.parallelProcessing !== false) return void emitMessage(ctx, data, false);
    // In order: each run starts when the one before has ended.
    previous = previous.then(() => emitMessage(ctx, data, {})).catch(() => undefined);
  });
  try {
    await client.subscribeAsync(subscriptions);
  } catch (error) {
    await closeFunction();
    throw new NodeOperationError(node, error as Error);
  }
  return { closeFunction };
}

/** By hand: listens for the first message (see {@link runTriggerByHand}). */
function executeMqttTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerMqtt);
}

/** MQTT Trigger, version 1. */
export const mqttTriggerNode: NodeType[] = [
  { description: mqttTriggerDescription, trigger: triggerMqtt, execute: executeMqttTrigger },
];
