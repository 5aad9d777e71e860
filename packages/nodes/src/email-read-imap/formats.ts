/**
 * The items of the three formats, shaped as n8n's Email Trigger (IMAP) gives them:
 *
 * - Simple: `{ textHtml, textPlain, metadata, attributes: { uid } }` plus the top-level headers
 *   `from`, `to`, `cc`, `subject` and `date` as written in the message; every other header is in
 *   `metadata` (names in lower case). With "Download Attachments", the parts marked as
 *   attachments become binary properties `<prefix>0`, `<prefix>1`…
 * - Resolved: the message as mailparser parses it (`from`/`to` as address objects, `text`,
 *   `html`, `textAsHtml`, `date`, `messageId`…), `headers` as `{ name: "Name: value" }` lines,
 *   every attachment (inline ones included) as a binary property, and `attributes: { uid }`.
 * - RAW: `{ raw }`, the body of the message as received (everything after the header).
 *
 * Version 1 gives no `attributes`.
 */
import type { FetchMessageObject, ImapFlow, MessageStructureObject } from 'imapflow';
import { lazyRequire } from '../shared/lazy-require.js';

const mailparser = lazyRequire<typeof import('mailparser')>('mailparser');
import type { BinaryData, Item, JsonObject } from '@weft/workflow';
import { mimeTypeOf } from '../shared/mime-types.js';
import { parseHeaderBlock } from './headers.js';

/** Stores an attachment as binary data. */
export type BinaryMaker = (data: Buffer, fileName: string | undefined, mimeType: string) => Promise<BinaryData>;

/** What the items are built with. */
export interface FormatOptions {
  format: 'simple' | 'resolved' | 'raw';
  version: number;
  downloadAttachments: boolean;
  prefix: string;
  binary: BinaryMaker;
}

const TOP_LEVEL = ['cc', 'date', 'from', 'subject', 'to'];

/** Fetches what the format needs of the messages with these UIDs (without marking them read). */
export async function fetchMessages(
  client: ImapFlow,
  uids: number[],
  format: FormatOptions['format'],
): Promise<FetchMessageObject[]> {
  const query =
    format === 'resolved'
      ? { uid: true, source: true }
      : format === 'raw'
        ? { uid: true, bodyParts: ['TEXT'] }
        : { uid: true, headers: true, bodyStructure: true };
  const out: FetchMessageObject[] = [];
  for await (const message of client.fetch(uids.join(','), query, { uid: true })) out.push(message);
  return out.sort((a, b) => a.uid - b.uid);
}

/** Every part of a structure with a part number; a message of one part is part 1. */
function leafParts(
  node: MessageStructureObject | undefined,
  out: MessageStructureObject[] = [],
): MessageStructureObject[] {
  if (!node) return out;
  if (node.childNodes?.length) {
    for (const child of node.childNodes) leafParts(child, out);
  } else {
    out.push(node.part ? node : { ...node, part: '1' });
  }
  return out;
}

async function partContent(client: ImapFlow, uid: number, part: string): Promise<Buffer> {
  const download = await client.download(String(uid), part, { uid: true });
  if (!('content' in download) || !download.content) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of download.content) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The first text part of `subtype` as text ('' when there is none or it cannot be read). */
async function textOf(
  client: ImapFlow,
  uid: number,
  parts: MessageStructureObject[],
  subtype: string,
): Promise<string> {
  const part = parts.find((p) => p.type.toLowerCase() === `text/${subtype}`);
  if (!part) return '';
  try {
    return (await partContent(client, uid, part.part!)).toString('utf8');
  } catch {
    return '';
  }
}

async function simpleItem(client: ImapFlow, message: FetchMessageObject, options: FormatOptions): Promise<Item> {
  const parts = leafParts(message.bodyStructure);
  const json: JsonObject = {
    textHtml: await textOf(client, message.uid, parts, 'html'),
    textPlain: await textOf(client, message.uid, parts, 'plain'),
    metadata: {},
    ...(options.version >= 2 ? { attributes: { uid: message.uid } } : {}),
  };
  for (const [name, value] of Object.entries(parseHeaderBlock(message.headers ?? ''))) {
    if (TOP_LEVEL.includes(name)) json[name] = value;
    else (json.metadata as JsonObject)[name] = value;
  }
  const item: Item = { json };
  if (options.downloadAttachments) {
    const attachments = parts.filter((p) => p.disposition?.toLowerCase() === 'attachment');
    const binary: Record<string, BinaryData> = {};
    for (const [i, part] of attachments.entries()) {
      const fileName = part.dispositionParameters?.filename ?? part.parameters?.name;
      const byName = fileName ? mimeTypeOf(fileName) : 'application/octet-stream';
      binary[`${options.prefix}${i}`] = await options.binary(
        await partContent(client, message.uid, part.part!),
        fileName,
        byName !== 'application/octet-stream' ? byName : part.type,
      );
    }
    if (attachments.length) item.binary = binary;
  }
  return item;
}

async function resolvedItem(message: FetchMessageObject, options: FormatOptions): Promise<Item> {
  const parsed = await mailparser().simpleParser(message.source ?? Buffer.alloc(0));
  const headers: Record<string, string> = {};
  for (const header of parsed.headerLines) headers[header.key] = header.line;
  const binary: Record<string, BinaryData> = {};
  for (const [i, attachment] of parsed.attachments.entries()) {
    binary[`${options.prefix}${i}`] = await options.binary(
      attachment.content,
      attachment.filename,
      attachment.contentType,
    );
  }
  const json = JSON.parse(
    JSON.stringify({ ...parsed, headers, headerLines: undefined, attachments: undefined }),
  ) as JsonObject;
  if (options.version >= 2) json.attributes = { uid: message.uid };
  return Object.keys(binary).length ? { json, binary } : { json };
}

function rawItem(message: FetchMessageObject): Item {
  const entry = [...(message.bodyParts ?? new Map<string, Buffer>()).entries()].find(
    ([key]) => key.toLowerCase() === 'text',
  );
  return { json: { raw: entry ? entry[1].toString('utf8') : '' } };
}

/** The item of one fetched message in the node's format. */
export function messageItem(client: ImapFlow, message: FetchMessageObject, options: FormatOptions): Promise<Item> {
  if (options.format === 'resolved') return resolvedItem(message, options);
  if (options.format === 'raw') return Promise.resolve(rawItem(message));
  return simpleItem(client, message, options);
}
