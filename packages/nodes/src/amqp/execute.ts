/** Runs the AMQP Sender: one message per item on one sender link, answering each delivery's id. */
import type { Connection, EventContext } from 'rhea';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { amqpConnectOptions, amqpContainer, amqpCredentialProblem } from './connection.js';

interface AmqpSenderOptions {
  containerId?: string;
  dataAsObject?: boolean;
  reconnect?: boolean;
  reconnectLimit?: number;
  sendOnlyProperty?: string;
}

/** The headers parameter: JSON text parsed, an object as it is. */
function headersOf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'string') return value === '' ? undefined : (JSON.parse(value) as Record<string, unknown>);
  return (value ?? undefined) as Record<string, unknown> | undefined;
}

/** Executes AMQP Sender 1 (credential checked first; with continue-on-fail a failure is one `{error}` item). */
export async function executeAmqp(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const container = amqpContainer();
  let connection: Connection | undefined;
  try {
    const credentials = await ctx.getCredentials('amqp');
    await ctx.helpers.assertHostAllowed(String(credentials.hostname || 'localhost'));
    const problem = await amqpCredentialProblem(credentials);
    if (problem !== undefined) {
      // n8n words a refused connection this way (its node errors map socket codes to messages).
      if (problem.includes('ECONNREFUSED'))
        throw new NodeOperationError(node, 'The service refused the connection - perhaps it is offline', {
          description: problem,
        });
      throw new NodeOperationError(node, problem, { description: 'Check your credentials and try again' });
    }
    const sink = String(ctx.getNodeParameter('sink', 0, '') ?? '');
    const headers = headersOf(ctx.getNodeParameter('headerParametersJson', 0, {}));
    const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as AmqpSenderOptions;
    if (sink === '') throw new NodeOperationError(node, 'Queue or Topic required!');
    // As n8n: reconnecting is always on (the option cannot turn it off), up to the limit (50).
    const reconnectLimit = Number(options.reconnectLimit || 50);
    const out = await new Promise<Item[]>((resolve, reject) => {
      let left = reconnectLimit;
      container.on('disconnected', (context: EventContext) => {
        if (left <= 0) {
          if (connection) connection.options.reconnect = false;
          const message = context.error?.message ?? 'Disconnected';
          reject(
            new NodeOperationError(node, message, {
              description: `Check your credentials${options.reconnect ? '' : ', and consider enabling reconnect in the options'}`,
              itemIndex: 0,
            }),
          );
        }
        left--;
      });
      container.on('error', (error: Error) => reject(new NodeOperationError(node, error.message)));
      container.on('sender_error', (context: EventContext) =>
        reject(
          new NodeOperationError(
            node,
            (context.sender?.error as Error | undefined)?.message ?? 'The peer refused the sender',
          ),
        ),
      );
      container.once('sendable', (context: EventContext) => {
        const items = ctx.getInputData();
        const sent: Item[] = [];
        for (let i = 0; i < items.length; i++) {
          let body: unknown = items[i]!.json;
          if (options.sendOnlyProperty) body = (body as Record<string, unknown>)[options.sendOnlyProperty];
          if (options.dataAsObject !== true) body = JSON.stringify(body);
          const delivery = context.sender?.send({ application_properties: headers, body });
          sent.push({ json: { id: delivery?.id }, pairedItem: { item: i } });
        }
        resolve(sent);
      });
      connection = container.connect(
        amqpConnectOptions(credentials, {
          container_id: options.containerId || undefined,
          id: options.containerId || undefined,
          reconnect: true,
          reconnect_limit: reconnectLimit,
        }),
      );
      connection.open_sender(sink);
    });
    return [out];
  } catch (error) {
    if (ctx.continueOnFail()) return [[{ json: { error: (error as Error).message }, pairedItem: { item: 0 } }]];
    throw error instanceof NodeOperationError ? error : new NodeOperationError(node, error as Error);
  } finally {
    connection?.close();
  }
}
