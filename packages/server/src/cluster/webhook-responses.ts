import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { WebhookResponders, WebhookResponse } from '../services/active/responses.js';

/** A Respond to Webhook answer on the wire (bodies that are bytes travel as base64). */
interface WireMessage {
  origin: string;
  executionId: string;
  statusCode: number;
  headers: Record<string, string>;
  body?: unknown;
  bodyBase64?: string;
}

/** The pub/sub channel of Respond to Webhook answers of a cluster. */
export function webhookResponseChannel(prefix: string): string {
  return `${prefix}:webhook-responses`;
}

function encode(origin: string, executionId: string, response: WebhookResponse): string {
  const message: WireMessage = { origin, executionId, statusCode: response.statusCode, headers: response.headers };
  if (Buffer.isBuffer(response.body) || response.body instanceof Uint8Array)
    message.bodyBase64 = Buffer.from(response.body as Uint8Array).toString('base64');
  else if (response.body !== undefined) message.body = response.body;
  return JSON.stringify(message);
}

function decode(raw: string): WireMessage | undefined {
  try {
    const m = JSON.parse(raw) as WireMessage;
    return typeof m.executionId === 'string' && typeof m.statusCode === 'number' ? m : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Carries Respond to Webhook answers between processes: an answer given by a node in this process
 * (a worker) is also published on Redis, and answers published by other processes are handed to
 * this process's responders, where the webhook request waiting for that execution id gets them.
 * Answers `stop`, which ends both directions.
 */
export async function bridgeWebhookResponses(
  responders: WebhookResponders,
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
): Promise<() => Promise<void>> {
  const origin = randomUUID();
  const channel = webhookResponseChannel(prefix);
  const deliverHere = responders.deliver.bind(responders);
  responders.deliver = (executionId, response) => {
    deliverHere(executionId, response);
    publisher.publish(channel, encode(origin, executionId, response)).catch(() => undefined);
  };
  const onMessage = (from: string, raw: string) => {
    if (from !== channel) return;
    const m = decode(raw);
    if (!m || m.origin === origin) return;
    const body = m.bodyBase64 !== undefined ? Buffer.from(m.bodyBase64, 'base64') : m.body;
    deliverHere(m.executionId, {
      statusCode: m.statusCode,
      headers: m.headers ?? {},
      ...(body !== undefined ? { body } : {}),
    });
  };
  subscriber.on('message', onMessage);
  await subscriber.subscribe(channel);
  return async () => {
    responders.deliver = deliverHere;
    subscriber.off('message', onMessage);
    await subscriber.unsubscribe(channel).catch(() => undefined);
  };
}
