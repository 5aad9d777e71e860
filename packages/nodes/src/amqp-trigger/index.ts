/**
 * AMQP Trigger 1: receives from a queue or topic (optionally a durable subscription) while its
 * workflow is active, one run per message, asking the peer for "Messages per Cicle" messages at a
 * time. rhea reconnects by itself (forever unless a limit is set); each loss is reported once.
 * Without "Parallel Processing", a message's run starts when the previous one has ended.
 */
import type { EventContext, Message } from 'rhea';
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type TriggerResponse,
} from '@weft/workflow';
import { amqpConnectOptions, amqpContainer } from '../amqp/connection.js';
import {
  assertTriggerHost,
  emitMessage,
  runTriggerByHand,
  triggerCredentials,
  type QueueTriggerContext,
} from '../shared/queue-trigger.js';
import { amqpTriggerDescription } from './description.js';

export { amqpTriggerDescription } from './description.js';

interface AmqpTriggerOptions {
  containerId?: string;
  jsonConvertByteArrayToString?: boolean;
  jsonParseBody?: boolean;
  pullMessagesNumber?: number;
  onlyBody?: boolean;
  parallelProcessing?: boolean;
  reconnectLimit?: number;
  sleepTime?: number;
}

/** JSON-safe copy of a message (dates as ISO text, bytes as `{type: 'Buffer', data}` as n8n stores them). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;

/**
 * The item of a message: the whole message (body, properties, annotations), or the body alone with
 * "Only Body" (a body that is no object is kept as `{body}`, since an item's JSON is an object).
 */
export function amqpItem(message: Message, options: AmqpTriggerOptions): Item {
  const data = { ...(message as unknown as Record<string, unknown>) };
  const content = (data.body as { content?: unknown } | undefined)?.content;
  if (options.jsonConvertByteArrayToString && content !== undefined)
    data.body = Buffer.from(content as Uint8Array).toString();
  if (options.jsonParseBody) data.body = JSON.parse(String(data.body));
  if (options.onlyBody) {
    const body = plain(data.body);
    return {
      json:
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : { body },
    };
  }
  return { json: plain(data) as Record<string, unknown> };
}

/** Starts receiving (see the module comment); by hand, the first message is the only one taken. */
export async function triggerAmqp(ctx: QueueTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const sink = String(ctx.getNodeParameter('sink', '') ?? '');
  const clientname = String(ctx.getNodeParameter('clientname', '') ?? '');
  const subscription = String(ctx.getNodeParameter('subscription', '') ?? '');
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as AmqpTriggerOptions;
  if (sink === '') throw new NodeOperationError(node, 'Queue or Topic required!');
  const credentials = await triggerCredentials(ctx, 'amqp');
  await assertTriggerHost(ctx, String(credentials.hostname || 'localhost'));
  const manual = ctx.getMode() === 'manual';
  const credit = Number(options.pullMessagesNumber || 100);
  const durable = subscription !== '' && clientname !== '';
  const container = amqpContainer();
  let closing = false;
  let reported = false;
  let fired = false;
  let previous: Promise<unknown> = Promise.resolve();

  container.on('receiver_open', (context: EventContext) => {
    reported = false;
    context.receiver?.add_credit(credit);
  });
  container.on('disconnected', (context: EventContext) => {
    if (closing || reported) return;
    reported = true;
    const reason = context.error?.message ?? 'Disconnected';
    ctx.emitError(
      new NodeOperationError(node, `Connection to the AMQP peer lost: ${reason}`, {
        description: manual ? undefined : 'Reconnecting until the peer answers again',
      }),
    );
  });
  // Errors rhea would otherwise throw (a refused login, a refused link) are reported, not crashes.
  container.on('error', (error: Error) => {
    if (!closing) ctx.emitError(new NodeOperationError(node, error.message));
  });
  container.on('message', (context: EventContext) => {
    if (!context.message || (manual && fired)) return;
    fired = true;
    let item: Item;
    try {
      item = amqpItem(context.message, options);
    } catch (error) {
      ctx.emitError(
        new NodeOperationError(node, `A message of "${sink}" could not be read: ${(error as Error).message}`),
      );
      return;
    }
    const data = [[item]];
    const more = () => {
      if (!context.receiver?.has_credit())
        setTimeout(() => context.receiver?.add_credit(credit), Number(options.sleepTime || 10));
    };
    if (options.parallelProcessing !== false) {
      void emitMessage(ctx, data, false);
      return more();
    }
    previous = previous
      .then(() => emitMessage(ctx, data, {}))
      .catch(() => undefined)
      .then(more);
  });

  const connect = () => {
    const connection = container.connect(
      amqpConnectOptions(credentials, {
        reconnect: !manual,
        reconnect_limit: options.reconnectLimit ?? undefined,
        all_errors_non_fatal: true,
        container_id: options.containerId || undefined,
        id: options.containerId || undefined,
      }),
    );
    connection.open_receiver({
      ...(subscription ? { name: subscription } : {}),
      source: { address: sink, durable: durable ? 2 : undefined, expiry_policy: durable ? 'never' : undefined },
      credit_window: 0,
    });
    return connection;
  };
  let connection: ReturnType<typeof connect> | undefined;
  const closeFunction = async () => {
    closing = true;
    container.removeAllListeners('message');
    connection?.close();
  };
  if (manual) return { closeFunction, manualTriggerFunction: async () => void (connection = connect()) };
  connection = connect();
  return { closeFunction };
}

/** By hand: listens for the first message (see {@link runTriggerByHand}). */
function executeAmqpTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerAmqp);
}

/** AMQP Trigger, version 1. */
export const amqpTriggerNode: NodeType[] = [
  { description: amqpTriggerDescription, trigger: triggerAmqp, execute: executeAmqpTrigger },
];
