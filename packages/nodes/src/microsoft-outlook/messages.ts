/**
 * Outlook message shapes as n8n builds and trims them: recipients from comma-separated addresses,
 * a Graph message from the node's fields, the "simple" output, `$filter` from the filters UI, and
 * attachments and MIME content as binary data.
 */
import { NodeOperationError, type BinaryData, type ExecuteContext, type Item, type WorkflowNode } from '@weft/workflow';
import type { OutlookClient } from './client.js';

/** Graph's recipient of one address. */
export function makeRecipient(address: string): { emailAddress: { address: string } } {
  return { emailAddress: { address } };
}

const RECIPIENT_LISTS = ['bccRecipients', 'ccRecipients', 'replyTo', 'sender', 'toRecipients'];

/**
 * A Graph message from the node's fields: `bodyContent`/`bodyContentType` become `body`, address
 * lists (comma-separated text or arrays) become recipients, custom headers are unwrapped.
 */
export function createMessage(
  node: WorkflowNode,
  input: Record<string, unknown>,
  itemIndex?: number,
): Record<string, unknown> {
  const fields = { ...input };
  const message: Record<string, unknown> = {};
  if (fields.bodyContent || fields.bodyContentType) {
    message.body = { content: fields.bodyContent, contentType: fields.bodyContentType };
    delete fields.bodyContent;
    delete fields.bodyContentType;
  }
  const headers = fields.internetMessageHeaders as { headers?: unknown } | undefined;
  if (headers && typeof headers === 'object' && 'headers' in headers) fields.internetMessageHeaders = headers.headers;
  for (const [key, value] of Object.entries(fields)) {
    if (RECIPIENT_LISTS.includes(key)) {
      if (Array.isArray(value)) message[key] = value.map((address) => makeRecipient(String(address)));
      else if (typeof value === 'string')
        message[key] = value.split(',').map((address) => makeRecipient(address.trim()));
      else
        throw new NodeOperationError(node, `The "${key}" field must be a string or an array of strings`, { itemIndex });
      continue;
    }
    if (key === 'from') {
      if (value) message.from = makeRecipient(String(value));
      continue;
    }
    message[key] = value;
  }
  return message;
}

type Recipient = { emailAddress?: { address?: string } };

/** n8n's "Simplified" message: id, conversation, subject, preview, sender and recipient addresses, categories. */
export function simplifyMessages(messages: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return messages.map((m) => ({
    id: m.id,
    conversationId: m.conversationId,
    subject: m.subject,
    bodyPreview: m.bodyPreview,
    from: (m.from as Recipient | undefined)?.emailAddress?.address,
    to: ((m.toRecipients as Recipient[] | undefined) ?? []).map((r) => r.emailAddress?.address),
    categories: m.categories,
    hasAttachments: m.hasAttachments,
  }));
}

/** The `$select` of the "Simplified" message output. */
export const SIMPLE_MESSAGE_SELECT =
  'id,conversationId,subject,bodyPreview,from,toRecipients,categories,hasAttachments';

/** The `$filter` of the message filters (folders, sender, attachments, read state, dates, custom), or undefined. */
export function prepareFilterString(filters: Record<string, unknown>): string | undefined {
  const f = (filters.filters ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (Array.isArray(f.foldersToInclude)) {
    parts.push(
      (f.foldersToInclude as string[])
        .filter((id) => id !== '')
        .map((id) => `parentFolderId eq '${id}'`)
        .join(' or '),
    );
  }
  if (Array.isArray(f.foldersToExclude))
    for (const id of f.foldersToExclude as string[]) parts.push(`parentFolderId ne '${id}'`);
  if (f.sender) parts.push(`(from/emailAddress/address eq '${f.sender}' or from/emailAddress/name eq '${f.sender}')`);
  if (f.hasAttachments) parts.push(`hasAttachments eq ${f.hasAttachments}`);
  if (f.readStatus && f.readStatus !== 'both') parts.push(`isRead eq ${f.readStatus === 'read'}`);
  if (f.receivedAfter) parts.push(`receivedDateTime ge ${f.receivedAfter}`);
  if (f.receivedBefore) parts.push(`receivedDateTime le ${f.receivedBefore}`);
  if (f.custom) parts.push(String(f.custom));
  return parts.length ? parts.join(' and ') : undefined;
}

/** An Outlook ID as typed in a URL-ish form (`%2F`, `%3D`, `%2B`) back to Graph's (`-`, `=`, `+`), as n8n does. */
export function decodeOutlookId(id: unknown): string {
  return String(id ?? '')
    .replace(/%2F/g, '-')
    .replace(/%3D/g, '=')
    .replace(/%2B/g, '+');
}

function contentType(headers: Record<string, string | string[]>): string | undefined {
  const value = headers['content-type'];
  return Array.isArray(value) ? value[0] : value;
}

/** Stores bytes as a binary property value. */
export type StoreBinary = (data: Uint8Array, fileName?: string, mimeType?: string) => Promise<BinaryData>;

/** Binary data kept inline (base64), for contexts without the host's binary store (a poll). */
export async function inlineBinary(data: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData> {
  const extension = fileName?.includes('.') ? fileName.split('.').pop() : undefined;
  return {
    data: Buffer.from(data).toString('base64'),
    mimeType: mimeType || 'application/octet-stream',
    ...(fileName ? { fileName } : {}),
    ...(extension ? { fileExtension: extension } : {}),
    fileSize: `${data.length} B`,
  };
}

/** Items of messages, each with its attachments as binary properties `<prefix><index>` when it has any. */
export async function withAttachments(
  ctx: { helpers: { prepareBinaryData?: StoreBinary } },
  client: OutlookClient,
  messages: Array<Record<string, unknown>>,
  prefix: string,
  itemIndex?: number,
): Promise<Item[]> {
  const store: StoreBinary = ctx.helpers.prepareBinaryData
    ? (d, f, m) => ctx.helpers.prepareBinaryData!(d, f, m)
    : inlineBinary;
  const out: Item[] = [];
  for (const message of messages) {
    const item: Item = { json: message };
    if (message.hasAttachments === true) {
      const binary: Record<string, BinaryData> = {};
      const attachments = await client.requestAll<{ id: string; name?: string; contentType?: string }>(
        `/messages/${message.id}/attachments`,
        {},
        itemIndex,
      );
      for (const [index, attachment] of attachments.entries()) {
        const response = await client.download(
          `/messages/${message.id}/attachments/${attachment.id}/$value`,
          itemIndex,
        );
        binary[`${prefix}${index}`] = await store(response.body as Uint8Array, attachment.name, attachment.contentType);
      }
      if (Object.keys(binary).length) item.binary = binary;
    }
    out.push(item);
  }
  return out;
}

/** A message's MIME source (`$value`) as a `.eml` binary property. */
export async function mimeContent(
  ctx: ExecuteContext,
  client: OutlookClient,
  messageId: string,
  property: string,
  fileName: string | undefined,
  itemIndex: number,
): Promise<Record<string, BinaryData>> {
  const response = await client.download(`/messages/${messageId}/$value`, itemIndex);
  return {
    [property]: await ctx.helpers.prepareBinaryData(
      response.body as Uint8Array,
      `${fileName || messageId}.eml`,
      contentType(response.headers),
    ),
  };
}

/** A binary property of an item as a Graph file attachment (`contentBytes` in base64). */
export async function fileAttachment(
  ctx: ExecuteContext,
  itemIndex: number,
  property: string,
  fileName?: string,
): Promise<Record<string, unknown>> {
  const item = ctx.getInputData()[itemIndex];
  const node = ctx.getNode();
  if (!item?.binary) throw new NodeOperationError(node, 'No binary data exists on item!', { itemIndex });
  const binary = item.binary[property];
  if (!binary) throw new NodeOperationError(node, `The item has no binary property "${property}"`, { itemIndex });
  const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, property);
  return {
    '@odata.type': '#microsoft.graph.fileAttachment',
    name: fileName ?? binary.fileName,
    contentBytes: Buffer.from(bytes).toString('base64'),
  };
}

/** Contact fields as Graph takes them: comma lists split, `{ values }` collections unwrapped, blanks left out. */
export function prepareContactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const lists = ['businessPhones', 'categories', 'children', 'homePhones', 'imAddresses'];
  const wrapped = ['businessAddress', 'emailAddresses', 'homePhones', 'otherAddress'];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === '') continue;
    if (lists.includes(key) && !Array.isArray(value)) {
      out[key] = String(value)
        .split(',')
        .map((s) => s.trim());
      continue;
    }
    if (wrapped.includes(key)) {
      const values = (value as { values?: unknown }).values;
      if (values !== undefined) out[key] = values;
      continue;
    }
    out[key] = value;
  }
  return out;
}
