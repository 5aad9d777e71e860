/** Runs the RabbitMQ node: each item becomes one message to a queue or exchange; "Delete From Queue" acknowledges the triggering message. */
import type { Channel, ChannelModel } from 'amqplib';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import {
  closeQuietly,
  connectRabbitmq,
  keyValues,
  openChannel,
  prepareExchange,
  prepareQueue,
  type RabbitmqOptions,
} from './connection.js';

/** The publish options "Arguments" names (amqplib's: expiration, priority, persistent…), as given. */
export function publishArguments(options: RabbitmqOptions): Record<string, unknown> {
  return keyValues(options.arguments, 'argument');
}

/**
 * Tells the run that started from a RabbitMQ Trigger (acknowledging "Specified Later in Workflow")
 * that its message may go: the first item's JSON is the answer, and the items pass on unchanged.
 */
function deleteFromQueue(ctx: ExecuteContext): NodeOutput {
  const items = ctx.getInputData();
  ctx.sendResponse?.({ statusCode: 200, headers: {}, body: items[0]?.json ?? {} });
  return [items];
}

/** Executes RabbitMQ 1 and 1.1. */
export async function executeRabbitmq(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  if (ctx.getNodeParameter('operation', 0, 'sendMessage') === 'deleteMessage') return deleteFromQueue(ctx);
  const mode = String(ctx.getNodeParameter('mode', 0, 'queue') || 'queue');
  if (mode !== 'queue' && mode !== 'exchange')
    throw new NodeOperationError(node, `The operation "${mode}" is not known!`);
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as RabbitmqOptions;
  const credentials = await ctx.getCredentials('rabbitmq');
  let model: ChannelModel | undefined;
  let channel: Channel | undefined;
  let channelError: Error | undefined;
  try {
    model = await connectRabbitmq(node, credentials, (host) => ctx.helpers.assertHostAllowed(host));
    channel = await openChannel(model, (error) => (channelError = error));
    const target =
      mode === 'queue' ? String(ctx.getNodeParameter('queue', 0, '')) : String(ctx.getNodeParameter('exchange', 0, ''));
    const routingKey = mode === 'exchange' ? String(ctx.getNodeParameter('routingKey', 0, '')) : '';
    if (mode === 'queue') await prepareQueue(channel, target, options);
    else await prepareExchange(channel, target, String(ctx.getNodeParameter('exchangeType', 0, 'fanout')), options);
    const sendInputData = ctx.getNodeParameter('sendInputData', 0, true) !== false;
    const withHeaders = (options.headers?.header?.length ?? 0) > 0;
    const out: Item[] = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const message = sendInputData
          ? JSON.stringify(items[i]!.json)
          : String(ctx.getNodeParameter('message', i, '') ?? '');
        const headers = withHeaders
          ? keyValues((ctx.getNodeParameter('options', i, {}) as RabbitmqOptions).headers, 'header')
          : {};
        const publish = { headers, ...publishArguments(options) };
        const sent =
          mode === 'queue'
            ? channel.sendToQueue(target, Buffer.from(message), publish)
            : channel.publish(target, routingKey, Buffer.from(message), publish);
        out.push({ json: { success: sent }, pairedItem: { item: i } });
      } catch (error) {
        if (!ctx.continueOnFail()) throw new NodeOperationError(node, error as Error, { itemIndex: i });
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    // Closing flushes what was written; a broker refusal (e.g. a bad argument) arrives as a channel error.
    await channel.close();
    channel = undefined;
    if (channelError) throw new NodeOperationError(node, channelError);
    return [out];
  } catch (error) {
    if (error instanceof NodeOperationError) throw error;
    throw new NodeOperationError(node, error as Error);
  } finally {
    await closeQuietly(channel, model);
  }
}
