import {
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
  type HttpResponse,
  type Item,
} from '@weft/workflow';
import { applyCredentialAuthentication } from '../credentials/authenticate.js';

/** How the node reads the answer. */
export type ResponseFormat = 'autodetect' | 'json' | 'text' | 'file';
/** How the body is sent (decides where pagination `body` parameters go). */
export type BodyKind = 'json' | 'form' | 'multipart' | 'raw' | 'binary' | 'none';

/** One item's request, ready to send, with how to read its answer. */
export interface PreparedRequest {
  request: HttpRequestOptions;
  responseFormat: ResponseFormat;
  fullResponse: boolean;
  neverError: boolean;
  outputPropertyName: string;
  bodyKind: BodyKind;
  /** The body object before encoding (form and multipart fields), for pagination merges. */
  bodyFields?: Record<string, unknown>;
  /**
   * A credential type the request is signed with when sent (`ctx.helpers.httpRequestWithAuthentication`):
   * OAuth2 (renewed on a 401), OAuth1, Digest (a challenge round trip) and any predefined type.
   */
  credentialType?: string;
}

/** Sends one request of a prepared node request, signed with its credential type when it has one. */
export function sendPrepared(
  ctx: ExecuteContext,
  prepared: { credentialType?: string },
  request: HttpRequestOptions,
  itemIndex: number,
): Promise<HttpResponse> {
  if (!prepared.credentialType) return ctx.helpers.httpRequest(request);
  if (!ctx.helpers.httpRequestWithAuthentication) {
    throw new NodeOperationError(
      ctx.getNode(),
      `Requests signed with "${prepared.credentialType}" credentials cannot be sent in this run`,
      { itemIndex },
    );
  }
  return ctx.helpers.httpRequestWithAuthentication(prepared.credentialType, request, itemIndex);
}

/** Credential types applied to the request as it is built; every other type signs it when it is sent. */
const STATIC_AUTH = ['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth'];

interface KeyValue {
  name?: unknown;
  value?: unknown;
  parameterType?: string;
  inputDataFieldName?: string;
}

/** The node's options this module reads. */
export type Options = {
  redirect?: { redirect?: { followRedirects?: boolean; maxRedirects?: number } };
  batching?: unknown;
  proxy?: string;
  timeout?: number;
  allowUnauthorizedCerts?: boolean;
  queryParameterArrays?: 'repeat' | 'brackets' | 'indices';
  lowercaseHeaders?: boolean;
  response?: {
    response?: {
      fullResponse?: boolean;
      neverError?: boolean;
      responseFormat?: ResponseFormat;
      outputPropertyName?: string;
    };
  };
};

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets `value` at a lodash-style path (`a.b[0].c`) inside `target`, creating objects and arrays on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path
    .replace(/\[(?:'([^']*)'|"([^"]*)"|([^\]]*))\]/g, (_m, a, b, c) => `.${a ?? b ?? c}`)
    .split('.')
    .filter((k, i) => k !== '' || i > 0);
  if (keys.length === 0) keys.push('');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (UNSAFE_KEYS.has(key)) return;
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Parses a JSON parameter (body, query or headers), with n8n's error when it is not valid JSON. Objects pass through. */
export function parseJsonParameter(ctx: ExecuteContext, value: unknown, itemIndex: number): unknown {
  if (typeof value === 'object' && value !== null) return value;
  try {
    return JSON.parse(String(value));
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'JSON parameter needs to be valid JSON', { itemIndex });
  }
}

function keyValues(entries: KeyValue[], version: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, value } of entries) {
    const key = String(name ?? '');
    if (UNSAFE_KEYS.has(key)) continue;
    if (version >= 4.3 && key in out) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

function lowerKeys(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

async function binaryBlob(
  ctx: ExecuteContext,
  item: Item,
  itemIndex: number,
  field: string,
): Promise<{ bytes: Uint8Array; mimeType: string; fileName: string }> {
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
  const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, field);
  return { bytes, mimeType: meta.mimeType || 'application/octet-stream', fileName: meta.fileName ?? 'file' };
}

async function buildMultipart(
  ctx: ExecuteContext,
  item: Item,
  itemIndex: number,
  entries: KeyValue[],
): Promise<FormData> {
  const form = new FormData();
  for (const entry of entries) {
    const name = String(entry.name ?? '');
    if (entry.parameterType === 'formBinaryData') {
      if (!entry.inputDataFieldName) continue;
      const file = await binaryBlob(ctx, item, itemIndex, entry.inputDataFieldName);
      form.append(name, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mimeType }), file.fileName);
    } else {
      const v = entry.value;
      form.append(name, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
    }
  }
  return form;
}

function urlOf(ctx: ExecuteContext, itemIndex: number): string {
  const raw: unknown = ctx.getNodeParameter('url', itemIndex, '');
  if (typeof raw !== 'string') {
    throw new NodeOperationError(
      ctx.getNode(),
      `URL parameter must be a string, got ${raw === null ? 'null' : typeof raw}`,
      { itemIndex },
    );
  }
  const url = raw.trim();
  if (!url) throw new NodeOperationError(ctx.getNode(), 'URL parameter cannot be empty', { itemIndex });
  if (!url.startsWith('http://') && !url.startsWith('https://')) {
    throw new NodeOperationError(ctx.getNode(), `Invalid URL: ${url}. URL must start with "http" or "https".`, {
      itemIndex,
    });
  }
  return url;
}

const ACCEPT: Record<string, string> = {
  json: 'application/json,text/*;q=0.99',
  text: 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, */*;q=0.1',
  other: 'application/json,text/html,application/xhtml+xml,application/xml,text/*;q=0.9, image/*;q=0.8, */*;q=0.7',
};

const OPTION_KEYS = [
  'redirect',
  'batching',
  'proxy',
  'timeout',
  'allowUnauthorizedCerts',
  'queryParameterArrays',
  'lowercaseHeaders',
  'response',
] as const;

/**
 * Reads the node's options one by one: reading the whole collection would also resolve the
 * pagination expressions, which only make sense with `$response` in scope.
 */
export function readOptions(ctx: ExecuteContext, itemIndex: number): Options {
  const out: Record<string, unknown> = {};
  for (const key of OPTION_KEYS) {
    const value: unknown = ctx.getNodeParameter(`options.${key}`, itemIndex, undefined);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Applies the node's authentication to a request: the static types (basic, header, query, bearer)
 * now; any other generic type (Digest, Custom Auth, OAuth1, OAuth2, several headers) or predefined
 * credential type (a service's own) is named for signing when the request is sent.
 */
async function authenticate(
  ctx: ExecuteContext,
  itemIndex: number,
  request: HttpRequestOptions,
): Promise<{ request: HttpRequestOptions; credentialType?: string }> {
  const authentication = ctx.getNodeParameter('authentication', 0, 'none') as string;
  let type: string;
  if (authentication === 'genericCredentialType') type = ctx.getNodeParameter('genericAuthType', 0, '') as string;
  else if (authentication === 'predefinedCredentialType')
    type = ctx.getNodeParameter('nodeCredentialType', itemIndex, '') as string;
  else return { request };
  if (!type)
    throw new NodeOperationError(ctx.getNode(), 'Choose the credential type the request authenticates with', {
      itemIndex,
    });
  if (STATIC_AUTH.includes(type))
    return { request: applyCredentialAuthentication(type, await ctx.getCredentials(type, itemIndex), request) };
  // Checked now, so that a missing credential fails before anything is sent.
  await ctx.getCredentials(type, itemIndex);
  return { request, credentialType: type };
}

/** Reads the node's parameters for one item and builds its request. */
export async function buildRequest(
  ctx: ExecuteContext,
  itemIndex: number,
  item: Item,
  version: number,
): Promise<PreparedRequest> {
  const url = urlOf(ctx, itemIndex);
  const p = <T>(name: string, fallback: T): T => (ctx.getNodeParameter(name, itemIndex, fallback) ?? fallback) as T;
  const s = (name: string, fallback: string): string => String(p<unknown>(name, fallback));
  const method = s('method', 'GET').toUpperCase();
  const options = readOptions(ctx, itemIndex);
  const res = options.response?.response ?? {};
  const responseFormat: ResponseFormat = res.responseFormat || 'autodetect';
  const redirectDefault = version >= 4 && options.redirect === undefined;
  const request: HttpRequestOptions = {
    url,
    method,
    headers: {},
    followRedirects: !!options.redirect?.redirect?.followRedirects || redirectDefault,
    ignoreSslIssues: !!options.allowUnauthorizedCerts,
    timeout: options.timeout ? Number(options.timeout) : 300_000,
    responseType: 'arraybuffer',
    ignoreHttpStatusErrors: true,
    abortSignal: ctx.signal,
  };
  if (options.redirect?.redirect?.maxRedirects) request.maxRedirects = Number(options.redirect.redirect.maxRedirects);
  if (options.proxy) request.proxy = options.proxy;
  const sendQuery = p('sendQuery', false);
  // n8n's request helper writes query arrays with indices (`a[0]=x`) unless the option says otherwise.
  request.arrayFormat = (sendQuery && options.queryParameterArrays) || 'indices';

  let bodyKind: BodyKind = 'none';
  let bodyFields: Record<string, unknown> | undefined;
  const sendBody = p('sendBody', false);
  const contentType = s('contentType', sendBody ? 'json' : '');
  if (sendBody) {
    const specifyBody = s('specifyBody', '');
    const params = p<KeyValue[]>('bodyParameters.parameters', []);
    let body: unknown;
    if (contentType === 'multipart-form-data') {
      bodyFields = keyValues(
        params.filter((e) => e.parameterType !== 'formBinaryData'),
        version,
      );
      body = await buildMultipart(ctx, item, itemIndex, params);
    } else if (specifyBody === 'keypair') {
      if ((contentType === 'json' || !contentType) && version >= 4) {
        const obj: Record<string, unknown> = {};
        for (const entry of params) setPath(obj, String(entry.name ?? ''), entry.value);
        body = obj;
      } else {
        body = keyValues(params, version);
      }
    } else if (specifyBody === 'json') {
      body = parseJsonParameter(ctx, p<unknown>('jsonBody', ''), itemIndex);
    } else if (specifyBody === 'string') {
      body = Object.fromEntries(new URLSearchParams(String(p('body', ''))));
    }
    bodyKind = 'json';
    if (['PATCH', 'POST', 'PUT', 'GET'].includes(method)) {
      if (contentType === 'multipart-form-data') {
        bodyKind = 'multipart';
      } else if (contentType === 'form-urlencoded') {
        bodyKind = 'form';
        bodyFields = (body ?? {}) as Record<string, unknown>;
        body = formEncode(bodyFields);
      } else if (contentType === 'binaryData') {
        bodyKind = 'binary';
        const file = await binaryBlob(ctx, item, itemIndex, String(p('inputDataFieldName', '')));
        body = file.bytes;
        request.headers = {
          ...request.headers,
          'content-length': String(file.bytes.length),
          'content-type': file.mimeType,
        };
      } else if (contentType === 'raw') {
        bodyKind = 'raw';
        body = p('body', '');
      }
    }
    if (body !== undefined) request.body = body;
  }

  if (sendQuery) {
    if (s('specifyQuery', 'keypair') === 'json') {
      request.qs = parseJsonParameter(ctx, p<unknown>('jsonQuery', ''), itemIndex) as Record<string, unknown>;
    } else {
      request.qs = keyValues(p<KeyValue[]>('queryParameters.parameters', []), version);
    }
  }

  if (p('sendHeaders', false)) {
    let extra: Record<string, unknown>;
    if (s('specifyHeaders', 'keypair') === 'json') {
      extra = parseJsonParameter(ctx, p<unknown>('jsonHeaders', ''), itemIndex) as Record<string, unknown>;
    } else {
      extra = keyValues(
        p<KeyValue[]>('headerParameters.parameters', []).filter((h) => h.name),
        version,
      );
    }
    if (options.lowercaseHeaders === undefined || options.lowercaseHeaders) extra = lowerKeys(extra);
    request.headers = { ...request.headers, ...stringValues(extra) };
  }

  if (contentType === 'raw' && sendBody)
    request.headers = { ...request.headers, 'content-type': String(p('rawContentType', '')) };

  const { request: authed, credentialType } = await authenticate(ctx, itemIndex, request);
  const headers = authed.headers ?? {};
  if (headers.accept === undefined) {
    headers.accept = ACCEPT[responseFormat === 'json' ? 'json' : responseFormat === 'text' ? 'text' : 'other']!;
  }
  authed.headers = headers;
  return {
    request: authed,
    responseFormat,
    fullResponse: !!res.fullResponse,
    neverError: !!res.neverError,
    outputPropertyName: res.outputPropertyName || 'data',
    bodyKind,
    bodyFields,
    credentialType,
  };
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null) continue;
    // A header named twice (4.3) goes out as one comma-joined value, as repeated header lines read.
    out[k] = Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x))).join(', ')
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

/**
 * Encodes fields as `application/x-www-form-urlencoded` the way n8n's request helper does (the `qs`
 * package's defaults): arrays as `key[0]`, `key[1]`, nested objects as `key[sub]`.
 */
export function formEncode(fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const walk = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) return params.append(key, '');
    if (Array.isArray(value)) return value.forEach((v, i) => walk(`${key}[${i}]`, v));
    if (value instanceof Date) return params.append(key, value.toISOString());
    if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) walk(`${key}[${sub}]`, v);
      return;
    }
    params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(fields)) walk(key, value);
  return params;
}
