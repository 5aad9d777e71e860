/**
 * Redis Trigger 1: subscribes to channel patterns (PSUBSCRIBE) while its workflow is active, one
 * run per message. A lost connection is reported once; the client reconnects (with pauses
 * growing to 5 s) and subscribes again by itself. Redis keeps no messages for absent subscribers:
 * what is published while the connection is down is not seen.
 */
import type { Redis } from 'ioredis';
import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type NodeOutput,
  type NodeType,
  type TriggerResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import {
  assertTriggerHost,
  runTriggerByHand,
  triggerCredentials,
  type QueueTriggerContext,
} from '../shared/queue-trigger.js';
import { redisTriggerDescription } from './description.js';

export { redisTriggerDescription } from './description.js';

const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

interface RedisTriggerOptions {
  jsonParseBody?: boolean;
  onlyMessage?: boolean;
}

/** The item of a message: `{channel, message}` (or `{message}` alone), the message parsed when it is JSON and asked for. */
export function redisMessageItem(channel: string, text: string, options: RedisTriggerOptions): Item {
  let message: unknown = text;
  if (options.jsonParseBody) {
    try {
      message = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
  }
  return { json: options.onlyMessage ? { message } : { channel, message } };
}

/** A subscriber connection for a `redis` credential that reconnects, failing at once when the first connection fails. */
async function subscriber(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  connectionName: string,
): Promise<Redis> {
  const client = new (ioredis().Redis)({
    connectionName,
    host: String(credentials.host || 'localhost'),
    port: Number(credentials.port ?? 6379),
    db: Number(credentials.database ?? 0),
    username: credentials.user ? String(credentials.user) : undefined,
    password: credentials.password ? String(credentials.password) : undefined,
    tls: credentials.ssl === true ? { rejectUnauthorized: credentials.disableTlsVerification !== true } : undefined,
    connectTimeout: 10000,
    lazyConnect: true,
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(times * 500, 5000),
  });
  let first: Error | undefined;
  const onFirstError = (error: Error) => (first ??= error);
  client.on('error', onFirstError);
  try {
    client.options.retryStrategy = () => null;
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const e = (first ?? error) as Error & { code?: string };
    if (e.code === 'ECONNREFUSED' || String(e.message).includes('ECONNREFUSED')) {
      throw new NodeOperationError(
        node,
        'Connection refused: Unable to connect to the Redis server. Please check the host and port.',
        { description: e.message },
      );
    }
    throw new NodeOperationError(node, e.message);
  } finally {
    client.removeListener('error', onFirstError);
  }
  client.options.retryStrategy = (times: number) => Math.min(times * 500, 5000);
  return client;
}

/** Subscribes (see the module comment); by hand, the first message is the only one taken. */
export async function triggerRedis(ctx: QueueTriggerContext): Promise<TriggerResponse> {
  const node = ctx.getNode();
  const channels = String(ctx.getNodeParameter('channels', '') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (!channels.length) throw new NodeOperationError(node, 'Channels are mandatory!');
  const options = (ctx.getNodeParameter('options', {}) ?? {}) as RedisTriggerOptions;
  const credentials = await triggerCredentials(ctx, 'redis');
  await assertTriggerHost(ctx, String(credentials.host || 'localhost'));
  // CLIENT LIST shows whose subscriber it is (names may not hold spaces).
  const client = await subscriber(
    node,
    credentials,
    `weft-trigger:${ctx.getWorkflow().id ?? ''}:${node.name}`.replace(/\s+/g, '_'),
  );
  let closing = false;
  let reported = false;
  client.on('error', (error: Error) => {
    if (closing || reported) return;
    reported = true;
    ctx.emitError(
      new NodeOperationError(node, error.message, { description: 'Reconnecting until Redis answers again' }),
    );
  });
  client.on('close', () => {
    if (closing || reported) return;
    reported = true;
    ctx.emitError(
      new NodeOperationError(node, 'Connection to Redis lost', {
        description: 'Reconnecting until Redis answers again',
      }),
    );
  });
  client.on('ready', () => (reported = false));
  const closeFunction = async () => {
    closing = true;
    await client.quit().catch(() => client.disconnect());
  };
  const listen = async (once: boolean) => {
    const onMessage = (_pattern: string, channel: string, message: string) => {
      if (once) client.removeListener('pmessage', onMessage);
      ctx.emit([[redisMessageItem(channel, message, options)]]);
    };
    client.on('pmessage', onMessage);
    await client.psubscribe(...channels);
  };
  if (ctx.getMode() === 'manual') return { closeFunction, manualTriggerFunction: () => listen(true) };
  await listen(false);
  return { closeFunction };
}

/** By hand: listens for the first message (see {@link runTriggerByHand}). */
function executeRedisTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerRedis);
}

/** Redis Trigger, version 1. */
export const redisTriggerNode: NodeType[] = [
  { description: redisTriggerDescription, trigger: triggerRedis, execute: executeRedisTrigger },
];
