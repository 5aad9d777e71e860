import { NodeOperationError, type ExecuteContext, type HttpRequestOptions, type Item } from '@weft/workflow';
import { applyCredentialAuthentication } from '../credentials/authenticate.js';
import { formEncode } from './build-request.js';
import { v1CredentialType } from './legacy-description.js';

/** How versions 1 and 2 read the answer. */
export type LegacyResponseFormat = 'json' | 'string' | 'file';

/** The `options` collection of versions 1 and 2. */
export interface LegacyOptions {
  batchInterval?: number;
  batchSize?: number;
  bodyContentType?: 'json' | 'raw' | 'multipart-form-data' | 'form-urlencoded';
  bodyContentCustomMimeType?: string;
  fullResponse?: boolean;
  followAllRedirects?: boolean;
  followRedirect?: boolean;
  ignoreResponseCode?: boolean;
  proxy?: string;
  splitIntoItems?: boolean;
  timeout?: number;
  useQueryString?: boolean;
}

/** One item's request for versions 1 and 2, with how to read its answer. */
export interface LegacyPrepared {
  request: HttpRequestOptions;
  responseFormat: LegacyResponseFormat;
  options: LegacyOptions;
  /** Raw body content type: the answer is kept as text, never parsed as JSON. */
  raw: boolean;
  /** A credential type that signs the request when it is sent (OAuth, Digest, a service's own). */
  credentialType?: string;
}

/** The credential types whose `authenticate` Weft can apply to a request. */
const STATIC_AUTH = ['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth'];

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

interface Pair {
  name?: unknown;
  value?: unknown;
}

/**
 * The credential type a version 1 or 2 node authenticates with (undefined for none). The static
 * types are applied as the request is built; the others (Digest, OAuth1, OAuth2, a service's own)
 * sign it when it is sent.
 */
export function legacyCredentialType(ctx: ExecuteContext, version: number): string | undefined {
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'none') ?? 'none');
  let type: string | undefined;
  if (version < 2) {
    type = v1CredentialType(authentication);
  } else if (authentication === 'genericCredentialType') {
    type = String(ctx.getNodeParameter('genericAuthType', 0, '') ?? '');
  } else if (authentication === 'predefinedCredentialType') {
    type = String(ctx.getNodeParameter('nodeCredentialType', 0, '') ?? '');
    // As a predefined type n8n authenticates only with a type's own `authenticate`; its basic and
    // query auth types have none, so n8n sends such requests without credentials, and so does Weft.
    if (type === 'httpBasicAuth' || type === 'httpQueryAuth') return undefined;
  }
  if (type === '')
    throw new NodeOperationError(
      ctx.getNode(),
      `Choose the credential type the HTTP Request node version ${version} authenticates with`,
    );
  return type;
}

function parseJsonField(ctx: ExecuteContext, value: unknown, displayName: string, itemIndex: number): unknown {
  if (typeof value === 'object' && value !== null) return value;
  try {
    return JSON.parse(String(value));
  } catch {
    throw new NodeOperationError(
      ctx.getNode(),
      `The data in "${displayName}" is no valid JSON. Set Body Content Type to "RAW/Custom" for XML or other types of payloads`,
      { itemIndex },
    );
  }
}

function uiPairs(ctx: ExecuteContext, name: string, itemIndex: number): Pair[] | undefined {
  const value = ctx.getNodeParameter(name, itemIndex, {}) as { parameter?: Pair[] } | undefined;
  return Array.isArray(value?.parameter) ? value.parameter : undefined;
}

/** Query pairs: a repeated name collects its values in an array (a first non-string value is replaced). */
function queryFromPairs(pairs: Pair[]): Record<string, unknown> {
  const qs: Record<string, unknown> = {};
  for (const { name, value } of pairs) {
    const key = String(name ?? '');
    if (UNSAFE_KEYS.has(key)) continue;
    const old = qs[key];
    qs[key] = typeof old === 'string' ? [old, value] : Array.isArray(old) ? [...old, value] : value;
  }
  return qs;
}

function flatPairs(pairs: Pair[], lowerCase = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, value } of pairs) {
    const key = lowerCase ? String(name ?? '').toLowerCase() : String(name ?? '');
    if (!UNSAFE_KEYS.has(key)) out[key] = value;
  }
  return out;
}

function stringHeaders(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}

async function binaryPart(
  ctx: ExecuteContext,
  item: Item,
  itemIndex: number,
  field: string,
): Promise<{ bytes: Uint8Array; mimeType: string; fileName?: string }> {
  const meta = item.binary?.[field];
  if (!meta) {
    throw new NodeOperationError(
      ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${field}', but none was found [item ${itemIndex}]`,
      {
        itemIndex,
        description: 'Make sure that the previous node outputs a binary file',
      },
    );
  }
  return {
    bytes: await ctx.helpers.getBinaryDataBuffer(itemIndex, field),
    mimeType: meta.mimeType || 'application/octet-stream',
    fileName: meta.fileName,
  };
}

/** The multipart body of "Send Binary File": `key:binaryField` pairs (a single field goes out as `file`). */
async function binaryMultipart(
  ctx: ExecuteContext,
  item: Item,
  itemIndex: number,
  spec: string,
): Promise<Record<string, unknown>> {
  const entries = spec.split(',').map((s) => s.trim());
  const body: Record<string, unknown> = {};
  for (const entry of entries) {
    let key = 'file';
    let field = entry;
    if (entry.includes(':')) {
      [key, field] = entry.split(':') as [string, string];
    } else if (entries.length > 1) {
      throw new NodeOperationError(
        ctx.getNode(),
        'If more than one property should be send it is needed to define the in the format:<code>"sendKey1:binaryProperty1,sendKey2:binaryProperty2"</code>',
        { itemIndex },
      );
    }
    body[key] = await binaryPart(ctx, item, itemIndex, field);
  }
  return body;
}

function isFilePart(v: unknown): v is { bytes: Uint8Array; mimeType: string; fileName?: string } {
  return typeof v === 'object' && v !== null && (v as { bytes?: unknown }).bytes instanceof Uint8Array;
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isFilePart(value)) {
      form.append(
        key,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.mimeType }),
        value.fileName ?? 'file',
      );
    } else {
      for (const v of Array.isArray(value) ? value : [value])
        form.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
    }
  }
  return form;
}

const ACCEPT: Record<LegacyResponseFormat, string> = {
  json: 'application/json,text/*;q=0.99',
  string: 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, */*;q=0.1',
  file: 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, image/*;q=0.8, */*;q=0.7',
};

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === name);
}

function setContentType(headers: Record<string, string>, value: string): void {
  for (const k of Object.keys(headers)) if (k.toLowerCase() === 'content-type') delete headers[k];
  headers['content-type'] = value;
}

/** Reads a version 1 or 2 node's parameters for one item and builds its request. */
export async function buildLegacyRequest(
  ctx: ExecuteContext,
  itemIndex: number,
  item: Item,
  credentialType: string | undefined,
): Promise<LegacyPrepared> {
  const node = ctx.getNode();
  const method = String(ctx.getNodeParameter('requestMethod', itemIndex, 'GET') ?? 'GET').toUpperCase();
  const jsonParameters = !!ctx.getNodeParameter('jsonParameters', itemIndex, false);
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as LegacyOptions;
  const responseFormat = String(ctx.getNodeParameter('responseFormat', 0, 'json') ?? 'json') as LegacyResponseFormat;
  if (!['json', 'string', 'file'].includes(responseFormat)) {
    throw new NodeOperationError(
      node,
      `The response format "${responseFormat}" is not known; use json, string or file`,
      { itemIndex },
    );
  }
  const url: unknown = ctx.getNodeParameter('url', itemIndex, '');
  if (typeof url !== 'string' || (!url.startsWith('http://') && !url.startsWith('https://'))) {
    throw new NodeOperationError(node, `Invalid URL: ${String(url)}. URL must start with "http" or "https".`, {
      itemIndex,
    });
  }
  const raw = options.bodyContentType === 'raw';

  let body: unknown;
  let headers: Record<string, unknown> = {};
  let qs: Record<string, unknown> | undefined;
  if (jsonParameters) {
    const sendBinaryData = !!ctx.getNodeParameter('sendBinaryData', itemIndex, false);
    if (sendBinaryData) {
      if (options.bodyContentType !== 'raw' && options.bodyContentType !== 'multipart-form-data') {
        throw new NodeOperationError(
          node,
          'Sending binary data is only supported when option "Body Content Type" is set to "RAW/CUSTOM" or "FORM-DATA/MULTIPART"!',
          { itemIndex },
        );
      }
      const field = String(ctx.getNodeParameter('binaryPropertyName', itemIndex, 'data') ?? 'data');
      body = raw
        ? (await binaryPart(ctx, item, itemIndex, field)).bytes
        : await binaryMultipart(ctx, item, itemIndex, field);
    } else {
      const value: unknown = ctx.getNodeParameter('bodyParametersJson', itemIndex, '');
      if (value !== '' && value !== undefined)
        body = raw || typeof value === 'object' ? value : parseJsonField(ctx, value, 'Body Parameters', itemIndex);
    }
    const headerValue: unknown = ctx.getNodeParameter('headerParametersJson', itemIndex, '');
    if (headerValue !== '' && headerValue !== undefined)
      headers = parseJsonField(ctx, headerValue, 'Headers', itemIndex) as Record<string, unknown>;
    const queryValue: unknown = ctx.getNodeParameter('queryParametersJson', itemIndex, '');
    if (queryValue !== '' && queryValue !== undefined)
      qs = parseJsonField(ctx, queryValue, 'Query Parameters', itemIndex) as Record<string, unknown>;
  } else {
    const bodyPairs = uiPairs(ctx, 'bodyParametersUi', itemIndex);
    if (bodyPairs) body = flatPairs(bodyPairs);
    const headerPairs = uiPairs(ctx, 'headerParametersUi', itemIndex);
    if (headerPairs) headers = flatPairs(headerPairs, true);
    const queryPairs = uiPairs(ctx, 'queryParametersUi', itemIndex);
    if (queryPairs) qs = queryFromPairs(queryPairs);
  }
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) {
    throw new NodeOperationError(node, 'The headers must be a JSON object', { itemIndex });
  }
  if (qs !== undefined && (typeof qs !== 'object' || qs === null || Array.isArray(qs))) {
    throw new NodeOperationError(node, 'The query parameters must be a JSON object', { itemIndex });
  }

  const outHeaders = stringHeaders(headers);
  const isBodyMethod = ['PATCH', 'POST', 'PUT'].includes(method);
  let encoded: unknown = body;
  if (isBodyMethod && options.bodyContentType === 'multipart-form-data' && body !== undefined) {
    for (const k of Object.keys(outHeaders)) if (k.toLowerCase() === 'content-type') delete outHeaders[k];
    encoded = toFormData((typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>);
  } else if (isBodyMethod && options.bodyContentType === 'form-urlencoded' && body !== undefined) {
    encoded = formEncode((typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>);
    setContentType(outHeaders, 'application/x-www-form-urlencoded');
  } else if (responseFormat === 'file' && !raw) {
    encoded = body === undefined ? undefined : JSON.stringify(body);
    if (isBodyMethod) setContentType(outHeaders, 'application/json');
  } else if (raw && body !== undefined && !(body instanceof Uint8Array)) {
    encoded = typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body);
  } else if (!raw && body !== undefined && typeof body !== 'object') {
    encoded = JSON.stringify(body);
    if (!hasHeader(outHeaders, 'content-type')) outHeaders['content-type'] = 'application/json';
  }
  const customType = options.bodyContentCustomMimeType;
  if (customType && options.bodyContentType !== 'multipart-form-data' && options.bodyContentType !== 'form-urlencoded')
    setContentType(outHeaders, customType);

  const followRedirects =
    (options.followRedirect !== false && (method === 'GET' || method === 'HEAD')) || !!options.followAllRedirects;
  let request: HttpRequestOptions = {
    url,
    method,
    headers: outHeaders,
    followRedirects,
    ignoreSslIssues: !!ctx.getNodeParameter('allowUnauthorizedCerts', itemIndex, false),
    timeout: options.timeout !== undefined ? Number(options.timeout) : 3_600_000,
    responseType: 'arraybuffer',
    ignoreHttpStatusErrors: true,
    arrayFormat: options.useQueryString ? 'repeat' : 'indices',
    abortSignal: ctx.signal,
  };
  if (encoded !== undefined) request.body = encoded;
  if (qs !== undefined) request.qs = qs;
  if (options.proxy) request.proxy = options.proxy;
  let signWith: string | undefined;
  if (credentialType && STATIC_AUTH.includes(credentialType))
    request = applyCredentialAuthentication(
      credentialType,
      await ctx.getCredentials(credentialType, itemIndex),
      request,
    );
  else if (credentialType) {
    await ctx.getCredentials(credentialType, itemIndex);
    signWith = credentialType;
  }
  const finalHeaders = request.headers ?? {};
  if (!hasHeader(finalHeaders, 'accept')) finalHeaders.accept = ACCEPT[responseFormat];
  request.headers = finalHeaders;
  return { request, responseFormat, options, raw, credentialType: signWith };
}
