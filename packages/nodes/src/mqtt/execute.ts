/** Runs the MQTT node: one message per item, then waits for the broker to take QoS 1 and 2 messages. */
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { connectMqtt } from './client.js';

/** Executes MQTT 1; the items pass on unchanged, as in n8n. */
export async function executeMqtt(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const credentials = await ctx.getCredentials('mqtt');
  const client = await connectMqtt(node, credentials, (host) => ctx.helpers.assertHostAllowed(host));
  try {
    const sends: Array<Promise<unknown>> = [];
    for (let i = 0; i < items.length; i++) {
      const topic = String(ctx.getNodeParameter('topic', i, '') ?? '');
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { qos?: 0 | 1 | 2; retain?: boolean };
      const message =
        ctx.getNodeParameter('sendInputData', i, true) !== false
          ? JSON.stringify(items[i]!.json)
          : String(ctx.getNodeParameter('message', i, '') ?? '');
      sends.push(
        client
          .publishAsync(topic, message, options)
          .catch((error: unknown) =>
            Promise.reject(new NodeOperationError(node, (error as Error).message, { itemIndex: i })),
          ),
      );
    }
    await Promise.all(sends);
    await client.endAsync();
    return [items];
  } catch (error) {
    client.end(true);
    throw error instanceof NodeOperationError ? error : new NodeOperationError(node, error as Error);
  }
}
