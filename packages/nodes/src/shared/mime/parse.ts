/**
 * Raw RFC 822 messages parsed with mailparser's `simpleParser` into the JSON n8n's mail nodes
 * answer: text, html, textAsHtml, subject, date (ISO), to/from/cc/bcc address objects, messageId,
 * headers as `{ lower-case name: whole header line }`, and the attachments apart.
 */
import type { Attachment, ParsedMail } from 'mailparser';
import { lazyRequire } from '../lazy-require.js';

const mailparser = lazyRequire<typeof import('mailparser')>('mailparser');

/** A parsed message: its JSON fields and its attachments. */
export interface ParsedMessage {
  json: Record<string, unknown>;
  attachments: Attachment[];
}

/** Converts values JSON cannot carry (dates, Maps, buffers) into plain data. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [k, plain(v)]));
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, plain(v)]),
    );
  return value;
}

/**
 * Parses a message. The JSON keeps every field mailparser gives (n8n spreads them as they are)
 * except `headerLines` and `attachments`; `headers` becomes each header's whole line by lower-case
 * name, and `date` an ISO string.
 */
export async function parseMail(raw: Uint8Array | string): Promise<ParsedMessage> {
  const parsed: ParsedMail = await mailparser().simpleParser(typeof raw === 'string' ? raw : Buffer.from(raw));
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line;
  // Field order as mailparser gives it, as n8n spreads it.
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'headerLines' || key === 'attachments' || value === undefined) continue;
    json[key] = key === 'headers' ? headers : plain(value);
  }
  return { json, attachments: parsed.attachments ?? [] };
}
