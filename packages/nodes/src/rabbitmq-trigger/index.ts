/**
 * RabbitMQ Trigger 1: consumes a queue while its workflow is active, one run per message, and
 * acknowledges each message when the options say (at once, after the run, after a successful
 * run, or when a RabbitMQ node of the run deletes it). A message whose run has not let it go is
 * never lost: a failed run (when only success counts) puts it back, and a crash or lost connection
 * leaves it unacknowledged, so the broker delivers it again. A lost connection is reported once
 * and reconnected with growing pauses (1 s up to 30 s) until the workflow is deactivated.
 */
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import {
  NodeOperationError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type TriggerResponse,
} from '@weft/workflow';
import {
  closeQuietly,
  connectRabbitmq,
  openChannel,
  prepareQueue,
  type RabbitmqOptions,
} from '../rabbitmq/connection.js';
import {
  assertTriggerHost,
  emitMessage,
  runTriggerByHand,
  triggerCredentials,
  type QueueTriggerContext,
} from '../shared/queue-trigger.js';
import { rabbitmqTriggerDescription } from './description.js';
import { messageItem } from './message.js';

export { rabbitmqTriggerDescription } from './description.js';

const ACK_MODES = ['immediately', 'executionFinishes', 'executionFinishesSuccessfully', 'laterMessageNode'];
/** How long closing waits for runs whose messages are not acknowledged yet (as n8n: 5 minutes). */
const CLOSE_GRACE_MS = 300_000;

/** One connection with its consuming channel. */
interface Session {
  model: ChannelModel;
  channel: Channel;
  consumerTag?: string;
  /** Messages of this channel whose runs have not let them go yet. */
  inFlight: Set<Promise<void>>;
}

/** The acknowledgement mode and parallel limit, checked (a limit implies acknowledging after the run). */
export function consumeSettings(
  ctx: QueueTriggerContext,
  options: RabbitmqOptions,
): { ackMode: string; parallel: number } {
  const node = ctx.getNode();
  let ackMode = String(options.acknowledge ?? 'immediately');
  if (!ACK_MODES.includes(ackMode))
    throw new NodeOperationError(
      node,
      `Unknown "Delete From Queue When" value "${ackMode}" (use ${ACK_MODES.join(', ')})`,
    );
  const parallel = options.parallelMessages === undefined ? -1 : Number(options.parallelMessages);
  if (Number.isNaN(parallel) || parallel === 0 || parallel < -1 || !Number.isInteger(parallel)) {
    throw new NodeOperationError(
      node,
      'Parallel message processing limit must be a number greater than zero (or -1 for no limit)',
    );
  }
  if (parallel !== -1 && ackMode === 'immediately') ackMode = 'executionFinishes';
  return { ackMode, parallel };
}

/** Starts consuming (see the module comment); by hand, the first message is the only one taken. */
export async function triggerRabbitmq(ctx: QueueTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const manual = ctx.getMode() === 'manual';
  const queue = String(ctx.getNodeParameter('queue', '') ?? '');
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as RabbitmqOptions;
  const { ackMode, parallel } = manual
    ? { ackMode: String(options.acknowledge ?? 'immediately'), parallel: 1 }
    : consumeSettings(ctx, options);
  const credentials = await triggerCredentials(ctx, 'rabbitmq');
  let closing = false;
  let fired = false;
  let session: Session | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const settle = (channel: Channel, message: ConsumeMessage, how: 'ack' | 'nack' | 'drop') => {
    try {
      if (how === 'ack') channel.ack(message);
      else channel.nack(message, false, how === 'nack');
    } catch {
      // The channel is gone: unacknowledged, the message comes again.
    }
  };

  const handle = async (channel: Channel, message: ConsumeMessage) => {
    if (manual && fired) return settle(channel, message, 'nack');
    fired = true;
    let item;
    try {
      item = await messageItem(ctx, message, options);
    } catch (error) {
      // Content that can never be read is set aside (dead-lettered where the queue has a DLX) rather than redelivered forever.
      settle(channel, message, 'drop');
      ctx.emitError(
        new NodeOperationError(node, `A message of queue "${queue}" could not be read: ${(error as Error).message}`),
      );
      return;
    }
    if (ackMode === 'immediately') {
      ctx.emit([[item]]);
      return settle(channel, message, 'ack');
    }
    const outcome = await emitMessage(ctx, [[item]], { waitForResponse: ackMode === 'laterMessageNode' }).catch(
      (error: unknown) => ({ error }),
    );
    if (ackMode === 'laterMessageNode' && ctx.emitAndWait && !('response' in outcome)) return; // held, as n8n does, until the channel closes
    settle(
      channel,
      message,
      ackMode === 'executionFinishesSuccessfully' && outcome.error !== undefined ? 'nack' : 'ack',
    );
  };

  const connect = async (): Promise<Session> => {
    const model = await connectRabbitmq(
      node,
      credentials,
      (host) => assertTriggerHost(ctx, host),
      `Weft: ${ctx.getWorkflow().name ?? ctx.getWorkflow().id ?? ''} / ${node.name}`,
    );
    try {
      const channel = await openChannel(model);
      await prepareQueue(channel, queue, options);
      if (parallel !== -1) await channel.prefetch(parallel);
      const current: Session = { model, channel, inFlight: new Set() };
      const lost = () => {
        if (closing || session !== current) return;
        session = undefined;
        void closeQuietly(channel, model);
        if (manual) ctx.emitError(new NodeOperationError(node, 'Connection got closed unexpectedly'));
        else {
          ctx.emitError(
            new NodeOperationError(node, 'Connection got closed unexpectedly', {
              description: 'Reconnecting until the broker answers again',
            }),
          );
          reconnect(1000);
        }
      };
      model.on('close', lost);
      channel.on('close', lost);
      const consume = (message: ConsumeMessage | null) => {
        if (message === null) return lost(); // the broker cancelled the consumer (e.g. the queue was deleted)
        const work = handle(channel, message).finally(() => current.inFlight.delete(work));
        current.inFlight.add(work);
      };
      session = current;
      if (manual) {
        const waiting = await channel.get(queue);
        if (waiting) {
          consume(waiting as unknown as ConsumeMessage);
          return current;
        }
      }
      current.consumerTag = (await channel.consume(queue, consume)).consumerTag;
      return current;
    } catch (error) {
      await closeQuietly(undefined, model);
      throw error instanceof NodeOperationError ? error : new NodeOperationError(node, error as Error);
    }
  };

  const reconnect = (delay: number) => {
    if (closing) return;
    retry = setTimeout(() => {
      connect().catch(() => reconnect(Math.min(delay * 2, 30_000)));
    }, delay);
  };

  const closeFunction = async () => {
    closing = true;
    if (retry) clearTimeout(retry);
    const current = session;
    session = undefined;
    if (!current) return;
    if (current.consumerTag) await current.channel.cancel(current.consumerTag).catch(() => undefined);
    // Runs still going need the channel to acknowledge their messages (those of a lost channel come again anyway).
    if (current.inFlight.size)
      await Promise.race([
        Promise.allSettled([...current.inFlight]),
        new Promise((r) => setTimeout(r, CLOSE_GRACE_MS).unref()),
      ]);
    await closeQuietly(current.channel, current.model);
  };

  if (manual) return { closeFunction, manualTriggerFunction: async () => void (await connect()) };
  await connect();
  return { closeFunction };
}

/** By hand: listens for the first message (see {@link runTriggerByHand}). */
function executeRabbitmqTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerRabbitmq);
}

/** RabbitMQ Trigger, version 1. */
export const rabbitmqTriggerNode: NodeType[] = [
  { description: rabbitmqTriggerDescription, trigger: triggerRabbitmq, execute: executeRabbitmqTrigger },
];
