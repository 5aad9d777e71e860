/** Connections to RabbitMQ (amqplib) for the RabbitMQ node and its trigger, with n8n's option handling. */
import type { Channel, ChannelModel, Options } from 'amqplib';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { formatPemKey } from '../respond-to-webhook/jwt.js';

const amqplib = lazyRequire<typeof import('amqplib')>('amqplib');

/** A `key`/`value` list of a fixedCollection (arguments, headers). */
export interface KeyValueList {
  [group: string]: Array<{ key?: string; value?: unknown }> | undefined;
}

/** The options collection of the RabbitMQ node and trigger, as stored (only those set). */
export interface RabbitmqOptions {
  alternateExchange?: string;
  arguments?: KeyValueList;
  headers?: KeyValueList;
  autoDelete?: boolean;
  assertExchange?: boolean;
  assertQueue?: boolean;
  durable?: boolean;
  exclusive?: boolean;
  binding?: { bindings?: Array<{ exchange?: string; routingKey?: string }> };
  contentIsBinary?: boolean;
  acknowledge?: string;
  jsonParseBody?: boolean;
  onlyContent?: boolean;
  parallelMessages?: number;
  [key: string]: unknown;
}

const blank = (value: unknown): string | undefined =>
  value === '' || value === undefined || value === null ? undefined : String(value);

/**
 * Opens a connection for a `rabbitmq` credential after checking its host against the instance's
 * guard. Empty fields fall back to amqplib's defaults (localhost, guest/guest, vhost `/`); with SSL
 * the connection is `amqps`, with the CA given, and "Passwordless" logs in by client certificate.
 * `connectionName` is shown for the connection in the broker's management tools.
 */
export async function connectRabbitmq(
  node: WorkflowNode,
  credentials: Record<string, unknown>,
  assertHost: (host: string) => Promise<void>,
  connectionName?: string,
): Promise<ChannelModel> {
  const hostname = blank(credentials.hostname);
  await assertHost(hostname ?? 'localhost');
  const target: Options.Connect = {
    hostname,
    port: credentials.port === '' || credentials.port === undefined ? undefined : Number(credentials.port),
    username: blank(credentials.username),
    password: blank(credentials.password),
    vhost: blank(credentials.vhost),
  };
  // The name the broker's tools show for the connection (e.g. `Weft: <workflow> / <node>`).
  const socket: Record<string, unknown> = connectionName
    ? { clientProperties: { connection_name: connectionName } }
    : {};
  if (credentials.ssl === true) {
    target.protocol = 'amqps';
    if (blank(credentials.ca)) socket.ca = [Buffer.from(formatPemKey(String(credentials.ca)))];
    if (credentials.passwordless === true || credentials.passwordless === undefined) {
      if (blank(credentials.cert)) socket.cert = Buffer.from(formatPemKey(String(credentials.cert)));
      if (blank(credentials.key)) socket.key = Buffer.from(formatPemKey(String(credentials.key)));
      if (blank(credentials.passphrase)) socket.passphrase = String(credentials.passphrase);
      socket.credentials = amqplib().credentials.external();
    }
  }
  try {
    return await amqplib().connect(target, socket);
  } catch (error) {
    const e = error as Error & { code?: string };
    const description =
      e.code === 'ECONNREFUSED'
        ? `Nothing answers at ${hostname ?? 'localhost'}:${target.port ?? 5672}: check the host and port of the credential`
        : undefined;
    throw new NodeOperationError(node, e.message, { description });
  }
}

/** A channel on a fresh connection; errors on either are reported through `onError` rather than thrown. */
export async function openChannel(
  model: ChannelModel,
  onError: (error: Error) => void = () => undefined,
): Promise<Channel> {
  model.on('error', onError);
  const channel = await model.createChannel();
  channel.on('error', onError);
  return channel;
}

/**
 * Makes sure a queue is there: declared with the options when "Assert Queue" is on, else only
 * checked (as n8n does, so a missing queue is an error), then bound to each binding's exchange.
 */
export async function prepareQueue(channel: Channel, queue: string, options: RabbitmqOptions): Promise<void> {
  if (options.assertQueue) await channel.assertQueue(queue, options);
  else await channel.checkQueue(queue);
  for (const binding of options.binding?.bindings ?? []) {
    await channel.bindQueue(queue, String(binding.exchange ?? ''), String(binding.routingKey ?? ''));
  }
}

/** Makes sure an exchange is there: declared (type, durable, alternate exchange…) when "Assert Exchange" is on, else only checked. */
export async function prepareExchange(
  channel: Channel,
  exchange: string,
  type: string,
  options: RabbitmqOptions,
): Promise<void> {
  if (options.assertExchange) await channel.assertExchange(exchange, type, options);
  else await channel.checkExchange(exchange);
}

/** A fixedCollection's `key`/`value` pairs as an object (later keys win). */
export function keyValues(list: KeyValueList | undefined, group: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const entry of list?.[group] ?? []) out[String(entry.key ?? '')] = entry.value;
  return out;
}

/** Closes a channel and its connection, ignoring what is closed already. */
export async function closeQuietly(channel: Channel | undefined, model: ChannelModel | undefined): Promise<void> {
  await channel?.close().catch(() => undefined);
  await model?.close().catch(() => undefined);
}
