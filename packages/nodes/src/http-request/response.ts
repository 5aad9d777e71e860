import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { PreparedRequest, ResponseFormat } from './build-request.js';

/** An answer as the node keeps it: `resolved` when the body was already decoded (pagination). */
export interface NodeResponse {
  statusCode: number;
  statusMessage: string;
  headers: Record<string, string | string[]>;
  body: unknown;
  resolved: boolean;
}

/** Content types the autodetect format treats as files. */
export const BINARY_CONTENT_TYPES = [
  'image/',
  'audio/',
  'video/',
  'application/octet-stream',
  'application/gzip',
  'application/zip',
  'application/vnd.rar',
  'application/epub+zip',
  'application/x-bzip',
  'application/x-bzip2',
  'application/x-cdf',
  'application/vnd.amazon.ebook',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-fontobject',
  'application/vnd.oasis.opendocument.presentation',
  'application/pdf',
  'application/x-tar',
  'application/vnd.visio',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/x-7z-compressed',
];

/** The first value of a response header ('' when absent). */
export function header(headers: Record<string, string | string[]>, name: string): string {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** Response bytes as text, in the charset the content type names (UTF-8 by default). */
export function bytesToText(body: unknown, contentType = ''): string {
  if (typeof body === 'string') return body;
  if (!(body instanceof Uint8Array)) return body === undefined || body === null ? '' : JSON.stringify(body);
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toText(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? JSON.stringify(data) : data;
}

const isEmpty = (v: unknown) => typeof v === 'string' && v.trim().length === 0;

/** The file name of a downloaded answer: from Content-Disposition, else the URL path's last segment when it has an extension. */
export function fileNameFor(headers: Record<string, string | string[]>, url: string): string | undefined {
  const disposition = header(headers, 'content-disposition');
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
    } catch {
      return star.trim();
    }
  }
  if (plain) return plain.trim();
  const last = new URL(url).pathname.split('/').pop() ?? '';
  return last.includes('.') ? decodeURIComponent(last) : undefined;
}

/** Decides the effective format and decodes the body per n8n's rules. */
function decodeBody(
  ctx: ExecuteContext,
  prepared: PreparedRequest,
  r: NodeResponse,
): { format: ResponseFormat; body: unknown } {
  const contentType = header(r.headers, 'content-type');
  const format = prepared.responseFormat;
  if (format === 'autodetect') {
    if (contentType.includes('application/json')) {
      if (r.resolved) return { format: 'json', body: r.body };
      const text = bytesToText(r.body, contentType);
      // An empty JSON answer (a 204, a HEAD) is invalid JSON to n8n too, unless errors are ignored.
      try {
        return { format: 'json', body: JSON.parse(text) };
      } catch {
        if (prepared.neverError) return { format: 'json', body: {} };
        throw new NodeOperationError(ctx.getNode(), 'Invalid JSON in response body');
      }
    }
    if (BINARY_CONTENT_TYPES.some((t) => contentType.includes(t))) return { format: 'file', body: r.body };
    if (r.resolved) return { format: 'text', body: r.body };
    const text = bytesToText(r.body, contentType);
    return { format: 'text', body: text ? text : undefined };
  }
  if (format === 'file' || r.resolved) return { format, body: r.body };
  const text = bytesToText(r.body, contentType);
  // n8n's request helper answers no body at all for an empty one: the item then has no `json`
  // (JSON format), no text field (text format), and a full response has no `body`.
  if (text === '' && prepared.bodyKind !== 'raw') return { format, body: undefined };
  // The request library parses JSON answers for these formats, except for raw request bodies.
  return { format, body: prepared.bodyKind === 'raw' ? text : tryJson(text) };
}

function parseJsonBody(ctx: ExecuteContext, body: unknown, itemIndex: number): unknown {
  if (typeof body !== 'string') return body;
  if (isEmpty(body)) return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Response body is not valid JSON. Change "Response Format" to "Text"', {
      itemIndex,
    });
  }
}

/** Turns one answer into output items as n8n's HTTP Request node (v4.x) does. */
export async function responseToItems(
  ctx: ExecuteContext,
  prepared: PreparedRequest,
  r: NodeResponse,
  itemIndex: number,
  input: Item,
): Promise<Item[]> {
  const { format, body } = decodeBody(ctx, prepared, r);
  const meta = { headers: r.headers, statusCode: r.statusCode, statusMessage: r.statusMessage };
  const pairedItem = { item: itemIndex };
  const out = prepared.outputPropertyName;
  if (format === 'file') {
    const bytes = body instanceof Uint8Array ? body : new TextEncoder().encode(bytesToText(body));
    const contentType = header(r.headers, 'content-type');
    const mimeType = contentType.split(';')[0]?.trim() || undefined;
    const binaryData = await ctx.helpers.prepareBinaryData(
      bytes,
      fileNameFor(r.headers, prepared.request.url),
      mimeType,
    );
    return [
      {
        json: prepared.fullResponse ? meta : input.json,
        binary: { ...(input.binary ?? {}), [out]: binaryData },
        pairedItem,
      },
    ];
  }
  if (format === 'text') {
    const json = prepared.fullResponse ? { [out]: toText(body), ...meta } : { [out]: toText(body) };
    return [{ json, pairedItem }];
  }
  if (prepared.fullResponse) {
    const parsed = format === 'json' ? parseJsonBody(ctx, body, itemIndex) : body;
    return [{ json: { body: parsed, ...meta }, pairedItem }];
  }
  const parsed = format === 'json' ? parseJsonBody(ctx, body, itemIndex) : body;
  // No body: n8n's item has no `json` at all.
  if (parsed === undefined) return [{ json: undefined as unknown as Item['json'], pairedItem }];
  const values = Array.isArray(parsed) ? parsed : [parsed];
  return values.map((value) => ({ json: (value ?? {}) as Item['json'], pairedItem }));
}
