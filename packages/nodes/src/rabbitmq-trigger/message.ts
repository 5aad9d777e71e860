/** A RabbitMQ message as the item n8n's RabbitMQ Trigger makes of it. */
import type { Message } from 'amqplib';
import type { BinaryData, Item } from '@weft/workflow';
import type { RabbitmqOptions } from '../rabbitmq/connection.js';
import type { QueueTriggerContext } from '../shared/queue-trigger.js';

/** JSON-safe copy (drops the properties amqplib leaves undefined). */
const plain = (value: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(value ?? {})) as Record<string, unknown>;

/** Bytes as binary data: through the host's binary store when it has one, else inline. */
async function binaryOf(ctx: QueueTriggerContext, content: Buffer): Promise<BinaryData> {
  if (ctx.helpers?.prepareBinaryData) return ctx.helpers.prepareBinaryData(new Uint8Array(content));
  return { data: content.toString('base64'), mimeType: 'application/octet-stream', fileSize: `${content.length} B` };
}

/**
 * The item for a message: `{fields, properties, content}` with the content as text (parsed as
 * JSON with "JSON Parse Body"), the content alone with "Only Content", or the content as binary
 * `data` with "Content Is Binary". Throws when "JSON Parse Body" meets content that is not JSON.
 */
export async function messageItem(ctx: QueueTriggerContext, message: Message, options: RabbitmqOptions): Promise<Item> {
  const meta = { fields: plain(message.fields), properties: plain(message.properties) };
  if (options.contentIsBinary) return { json: meta, binary: { data: await binaryOf(ctx, message.content) } };
  const text = message.content.toString();
  let content: unknown = text;
  if (options.jsonParseBody) {
    try {
      content = JSON.parse(text);
    } catch (error) {
      throw new Error(`The message content is not JSON: ${(error as Error).message}`, { cause: error });
    }
  }
  if (options.onlyContent) {
    // A value that is no object cannot be an item's JSON by itself: it is kept under `content`.
    return {
      json:
        content !== null && typeof content === 'object' && !Array.isArray(content)
          ? (content as Record<string, unknown>)
          : { content },
    };
  }
  return { json: { ...meta, content } };
}
