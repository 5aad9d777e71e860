/** How Gmail's messages become items: the simple form, the parsed raw form, and snippets unescaped. */
import type { BinaryData, Item } from '@weft/workflow';
import { parseMail } from '../shared/mime/index.js';
import type { GmailClient } from './client.js';

/** The headers the simple form asks Gmail for (`format=metadata`). */
export const SIMPLE_HEADERS = ['From', 'To', 'Cc', 'Bcc', 'Subject'];

/** The query of a message fetched in the simple form or as raw RFC 822. */
export function messageFormat(simple: boolean): Record<string, unknown> {
  return simple ? { format: 'metadata', metadataHeaders: SIMPLE_HEADERS } : { format: 'raw' };
}

/**
 * The simple form of messages: `labelIds` become `labels` (`[{ id, name }]`, from the mailbox's
 * labels) and each payload header becomes a top-level field (From, To, Subject …).
 */
export async function simplifyMessages(
  client: GmailClient,
  messages: Array<Record<string, unknown>> | undefined,
  itemIndex?: number,
): Promise<Array<Record<string, unknown>>> {
  const { labels = [] } = await client.request<{ labels?: Array<{ id: string; name: string }> }>(
    'GET',
    '/gmail/v1/users/me/labels',
    { itemIndex },
  );
  const known = labels.map(({ id, name }) => ({ id, name }));
  return (messages ?? []).map((message) => {
    const out: Record<string, unknown> = { ...message };
    if (Array.isArray(out.labelIds)) {
      const ids = out.labelIds as string[];
      out.labels = known.filter((label) => ids.includes(label.id));
      delete out.labelIds;
    }
    const payload = out.payload as { headers?: Array<{ name: string; value: string }> } | undefined;
    if (payload?.headers) {
      for (const header of payload.headers) out[header.name] = header.value;
      const { headers: _headers, ...rest } = payload;
      out.payload = rest;
    }
    return out;
  });
}

/** Stores attachment bytes as a binary field value. */
export type StoreBinary = (bytes: Uint8Array, fileName?: string, mimeType?: string) => Promise<BinaryData>;

/**
 * A message fetched with `format=raw` as n8n's item: `id`, `threadId`, `labelIds`, `sizeEstimate`
 * and the parsed e-mail; with `download`, each attachment in binary `<prefix><index>`.
 */
export async function parseRawMessage(
  message: Record<string, unknown>,
  prefix: string,
  download: boolean,
  store: StoreBinary,
): Promise<Item> {
  const { json: parsed, attachments } = await parseMail(Buffer.from(String(message.raw ?? ''), 'base64'));
  const json: Record<string, unknown> = {};
  for (const key of ['id', 'threadId', 'labelIds', 'sizeEstimate'])
    if (message[key] !== undefined) json[key] = message[key];
  Object.assign(json, parsed);
  const item: Item = { json: json };
  if (download && attachments.length) {
    item.binary = {};
    for (const [index, attachment] of attachments.entries()) {
      item.binary[`${prefix}${index}`] = await store(attachment.content, attachment.filename, attachment.contentType);
    }
  }
  return item;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&quot;': '"' };

/** Gmail escapes HTML in snippets; n8n answers them unescaped. */
export function unescapeSnippets(items: Item[]): Item[] {
  for (const item of items) {
    const snippet = item.json.snippet;
    if (typeof snippet === 'string' && snippet)
      item.json.snippet = snippet.replace(/&amp;|&lt;|&gt;|&#39;|&quot;/g, (m) => ENTITIES[m]!);
  }
  return items;
}

/** Bytes as an inline binary field value, for hosts whose context cannot store binary data. */
export async function inlineBinary(
  bytes: Uint8Array,
  fileName?: string,
  mimeType = 'application/octet-stream',
): Promise<BinaryData> {
  const buffer = Buffer.from(bytes);
  const extension = fileName?.includes('.') ? fileName.split('.').pop() : undefined;
  const size =
    buffer.length < 1024
      ? `${buffer.length} B`
      : buffer.length < 1024 * 1024
        ? `${(buffer.length / 1024).toFixed(1)} kB`
        : `${(buffer.length / 1024 / 1024).toFixed(1)} MB`;
  const fileType = mimeType.startsWith('image/')
    ? 'image'
    : mimeType.includes('json')
      ? 'json'
      : mimeType.startsWith('text/')
        ? 'text'
        : undefined;
  return {
    data: buffer.toString('base64'),
    mimeType,
    ...(fileName !== undefined ? { fileName } : {}),
    ...(extension ? { fileExtension: extension } : {}),
    fileSize: size,
    ...(fileType ? { fileType } : {}),
  };
}
