import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { BinaryData, Item, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../../context.js';

/** Key the Webhook node reads for the request's method when it has one output per method. */
export const WEBHOOK_METHOD_KEY = '__weftWebhookMethod';

/** A request refused before the workflow runs: status, plain-text message and headers. */
export class WebhookRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The Webhook node's `options` collection. */
export interface WebhookOptions {
  binaryData?: boolean;
  binaryPropertyName?: string;
  ignoreBots?: boolean;
  ipWhitelist?: string;
  noResponseBody?: boolean;
  rawBody?: boolean;
  responseData?: string;
  responseContentType?: string;
  responsePropertyName?: string;
  responseHeaders?: { entries?: Array<{ name?: string; value?: string }> };
  responseCode?: { values?: { responseCode?: number | string; customCode?: number } };
  allowedOrigins?: string;
}

/** The node's options (an empty object when unset). */
export function optionsOf(node: WorkflowNode): WebhookOptions {
  const o = node.parameters.options;
  return o && typeof o === 'object' && !Array.isArray(o) ? o : {};
}

const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|telegram|discord|slack|skype|vkshare|pinterest|bitlybot|outbrain|quora link/i;

const AUTH_WRONG = 'Authorization data is wrong!';
const REALM = { 'WWW-Authenticate': 'Basic realm="Webhook"' };

/** Checks the IP allowlist, bots and the node's authentication; throws a {@link WebhookRefusal}. */
export async function checkAccess(ctx: ServerContext, node: WorkflowNode, req: FastifyRequest): Promise<void> {
  const options = optionsOf(node);
  const allow = String(options.ipWhitelist ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (allow.length && !allow.some((a) => req.ip.includes(a) || req.ips?.some((ip) => ip.includes(a)))) {
    throw new WebhookRefusal(403, 'IP is not whitelisted to access the webhook!');
  }
  if (options.ignoreBots && BOT.test(String(req.headers['user-agent'] ?? '')))
    throw new WebhookRefusal(403, AUTH_WRONG, REALM);
  const auth = String(node.parameters.authentication ?? 'none');
  if (auth === 'none') return;
  const type = auth === 'basicAuth' ? 'httpBasicAuth' : auth === 'headerAuth' ? 'httpHeaderAuth' : undefined;
  if (!type) throw new WebhookRefusal(500, `The authentication "${auth}" is not supported by Weft's Webhook node`);
  const ref = node.credentials?.[type];
  let data: Record<string, unknown>;
  try {
    if (!ref) throw new Error('no credential');
    data = await ctx.credentials.decryptedForNode(ref, type);
  } catch {
    throw new WebhookRefusal(500, 'No authentication data defined on node!', REALM);
  }
  if (type === 'httpBasicAuth') {
    const header = String(req.headers.authorization ?? '');
    if (!header.toLowerCase().startsWith('basic ')) throw new WebhookRefusal(401, 'Authorization is required!', REALM);
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const cut = decoded.indexOf(':');
    const user = cut < 0 ? decoded : decoded.slice(0, cut);
    const password = cut < 0 ? '' : decoded.slice(cut + 1);
    if (user !== String(data.user ?? '') || password !== String(data.password ?? ''))
      throw new WebhookRefusal(403, AUTH_WRONG, REALM);
    return;
  }
  const name = String(data.name ?? '').toLowerCase();
  if (!name || req.headers[name] === undefined || String(req.headers[name]) !== String(data.value ?? ''))
    throw new WebhookRefusal(403, AUTH_WRONG, REALM);
}

/** Bytes as a binary property value. */
export function toBinary(bytes: Buffer, mimeType: string, fileName?: string): BinaryData {
  const name = fileName ?? randomUUID();
  const ext = name.includes('.') ? name.split('.').pop() : mimeType.split('/')[1]?.split(/[;+]/)[0];
  const size =
    bytes.length < 1024
      ? `${bytes.length} B`
      : bytes.length < 1024 * 1024
        ? `${(bytes.length / 1024).toFixed(1)} kB`
        : `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
  const fileType = mimeType.startsWith('image/')
    ? 'image'
    : mimeType.includes('json')
      ? 'json'
      : mimeType.startsWith('text/')
        ? 'text'
        : mimeType.startsWith('video/')
          ? 'video'
          : mimeType.startsWith('audio/')
            ? 'audio'
            : mimeType === 'application/pdf'
              ? 'pdf'
              : undefined;
  return {
    data: bytes.toString('base64'),
    mimeType,
    fileName: name,
    ...(ext ? { fileExtension: ext } : {}),
    fileSize: size,
    ...(fileType ? { fileType } : {}),
  };
}

/** The file name of a content-disposition header, if any. */
function dispositionName(header: string | undefined): string | undefined {
  const m = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : undefined;
}

/** Adds a form value, turning repeated keys into arrays. */
function addValue(target: Record<string, unknown>, key: string, value: unknown): void {
  const prev = target[key];
  if (prev === undefined) target[key] = value;
  else target[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/** Splits a multipart/form-data body into fields and files. */
export function parseMultipart(
  body: Buffer,
  boundary: string,
): {
  fields: Record<string, unknown>;
  files: Array<{ field: string; fileName?: string; mimeType: string; bytes: Buffer }>;
} {
  const fields: Record<string, unknown> = {};
  const files: Array<{ field: string; fileName?: string; mimeType: string; bytes: Buffer }> = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const part = body.subarray(start + 2, next - 2); // skip CRLF after the delimiter and before the next
    const split = part.indexOf('\r\n\r\n');
    if (split >= 0) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const disposition = /content-disposition:([^\r\n]*)/i.exec(head)?.[1] ?? '';
      const field = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '';
      const fileName = /filename="([^"]*)"/i.exec(disposition)?.[1];
      const mimeType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim();
      if (fileName !== undefined)
        files.push({ field, fileName, mimeType: mimeType ?? 'application/octet-stream', bytes: Buffer.from(content) });
      else addValue(fields, field, content.toString('utf8'));
    }
    pos = next;
  }
  return { fields, files };
}

/** What {@link buildWebhookItem} needs to know about the matched webhook. */
export interface WebhookItemContext {
  node: WorkflowNode;
  params: Record<string, string>;
  webhookUrl: string;
  executionMode: 'production' | 'test';
  /** Whether the node has one output per method. */
  multipleMethods: boolean;
}

/**
 * Builds the Webhook node's output item from a request, as n8n does: `{headers, params, query,
 * body, webhookUrl, executionMode}`. JSON, form and text bodies are parsed; multipart files and
 * any other content type become binary data (in the node's `binaryPropertyName`, default 'data').
 */
export function buildWebhookItem(req: FastifyRequest, raw: Buffer | undefined, w: WebhookItemContext): Item {
  const options = optionsOf(w.node);
  const contentType = String(req.headers['content-type'] ?? '');
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  const property = options.binaryPropertyName || 'data';
  let body: unknown = {};
  let binary: Record<string, BinaryData> | undefined;
  if (raw && raw.length) {
    if (mime === 'application/json' || mime.endsWith('+json')) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch (e) {
        throw new WebhookRefusal(400, `The request body is not valid JSON: ${(e as Error).message}`);
      }
    } else if (mime === 'application/x-www-form-urlencoded') {
      const form: Record<string, unknown> = {};
      for (const [k, v] of new URLSearchParams(raw.toString('utf8'))) addValue(form, k, v);
      body = form;
    } else if (mime.startsWith('text/') || mime === 'application/xml') {
      body = raw.toString('utf8');
    } else if (mime === 'multipart/form-data') {
      const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
      if (!boundary) throw new WebhookRefusal(400, 'The multipart request has no boundary');
      const { fields, files } = parseMultipart(raw, boundary);
      body = fields;
      files.forEach((f, i) => {
        binary ??= {};
        const key = options.binaryPropertyName
          ? `${options.binaryPropertyName}${i}`
          : f.field.replace(/\[\]$/, '') +
            (files.filter((g) => g.field === f.field).length > 1
              ? files.filter((g, j) => g.field === f.field && j < i).length
              : '');
        binary[key] = toBinary(f.bytes, f.mimeType, f.fileName);
      });
    } else {
      binary = {
        [property]: toBinary(
          raw,
          mime || 'application/octet-stream',
          dispositionName(req.headers['content-disposition']),
        ),
      };
    }
    if (options.rawBody && !binary)
      binary = { data: { data: raw.toString('base64'), mimeType: mime || 'application/json' } };
  }
  const json: Record<string, unknown> = {
    headers: { ...req.headers },
    params: w.params,
    query: { ...(req.query as Record<string, unknown>) },
    body,
    webhookUrl: w.webhookUrl,
    executionMode: w.executionMode,
  };
  if (w.multipleMethods) json[WEBHOOK_METHOD_KEY] = req.method.toUpperCase();
  return { json: json, ...(binary ? { binary } : {}) };
}
