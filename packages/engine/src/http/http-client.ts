/**
 * The engine's implementation of `ctx.helpers.httpRequest`, built on undici: query strings,
 * JSON/form/multipart/raw/binary bodies, timeouts, redirects, ignoring TLS errors, proxies and
 * response parsing by content type.
 */
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import type { Agent, ProxyAgent, Dispatcher } from 'undici';
import { undici } from './undici.js';
import { axiosStatusCode, type HttpRequestOptions, type HttpResponse } from '@weft/workflow';
import { appendQuery, encodeRfc3986 } from './query-string.js';
import { assertResolvedHostAllowed, ssrfAgent } from './ssrf-connector.js';
import { currentSsrfPolicy, SsrfBlockedError, type SsrfPolicy } from './ssrf-policy.js';

/** An HTTP call failed: network error, timeout, too many redirects or (unless ignored) a non-2xx status. */
export class HttpClientError extends Error {
  /** A Node/undici error code such as `ECONNREFUSED`, `ECONNABORTED` or `ERR_BAD_RESPONSE`. */
  code: string | undefined;
  /** The HTTP status when the server answered. */
  statusCode: number | undefined;
  /** The full response when the server answered with a non-2xx status. */
  response: HttpResponse | undefined;
  /** The URL as given, when it could not be parsed (`ERR_INVALID_URL`, as Node's URL error names it). */
  input: string | undefined;
  constructor(
    message: string,
    options: { code?: string; statusCode?: number; response?: HttpResponse; cause?: unknown; input?: string } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpClientError';
    this.code = options.code;
    this.statusCode = options.statusCode;
    this.response = options.response;
    this.input = options.input;
  }
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Default timeout in ms when a request sets none (default 300 000, like n8n). */
  defaultTimeout?: number;
  /**
   * The SSRF guard's policy, checked on the address of every connection (redirects included).
   * Default: read from the environment (WEFT_SSRF_BLOCK_PRIVATE, WEFT_SSRF_ALLOW, WEFT_SSRF_DENY).
   */
  ssrfPolicy?: SsrfPolicy | (() => SsrfPolicy);
}

const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_MAX_REDIRECTS = 21;

function findHeader(headers: Record<string, string>, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) return key;
  return undefined;
}

function setHeaderIfMissing(headers: Record<string, string>, name: string, value: string): void {
  if (findHeader(headers, name) === undefined) headers[name] = value;
}

function deleteHeader(headers: Record<string, string>, name: string): void {
  const key = findHeader(headers, name);
  if (key !== undefined) delete headers[key];
}

function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

/** Turns the request's `body` into bytes or a string, setting a content type when it is implied. */
export async function encodeBody(
  body: unknown,
  headers: Record<string, string>,
  json?: boolean,
): Promise<string | Uint8Array | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) {
    setHeaderIfMissing(headers, 'content-type', 'application/x-www-form-urlencoded');
    // Encoded as n8n's form bodies are (`qs`): a space is %20 where URLSearchParams writes `+`.
    return [...body].map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`).join('&');
  }
  if (body instanceof FormData || body instanceof Blob) {
    const encoded = new Response(body);
    const type = encoded.headers.get('content-type');
    if (body instanceof FormData) {
      deleteHeader(headers, 'content-type');
      if (type) headers['content-type'] = type;
    } else if (type) {
      setHeaderIfMissing(headers, 'content-type', type);
    }
    return new Uint8Array(await encoded.arrayBuffer());
  }
  if (isPlainData(body) || json) {
    setHeaderIfMissing(headers, 'content-type', 'application/json');
    return JSON.stringify(body);
  }
  return String(body);
}

function decompress(bytes: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || bytes.length === 0) return bytes;
  try {
    const e = encoding.toLowerCase().trim();
    if (e === 'gzip' || e === 'x-gzip') return gunzipSync(bytes);
    if (e === 'br') return brotliDecompressSync(bytes);
    if (e === 'deflate') {
      try {
        return inflateSync(bytes);
      } catch {
        return inflateRawSync(bytes);
      }
    }
  } catch {
    // Not actually compressed: keep the bytes as they came.
  }
  return bytes;
}

function charsetOf(contentType: string): string {
  const match = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match?.[1] ?? 'utf-8';
}

/** Decodes bytes to text using the charset of a content type (UTF-8 when unknown). */
export function decodeText(bytes: Uint8Array, contentType = ''): string {
  try {
    return new TextDecoder(charsetOf(contentType)).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Whether a content type is textual (not a file). */
export function isTextContentType(contentType: string): boolean {
  const ct = contentType.toLowerCase();
  return (
    ct.startsWith('text/') ||
    ct.includes('json') ||
    ct.includes('xml') ||
    ct.includes('javascript') ||
    ct.includes('x-www-form-urlencoded') ||
    ct.includes('yaml') ||
    ct.includes('csv')
  );
}

/** Parses response bytes per `responseType` ('auto' decides from the content type). */
export function parseBody(
  bytes: Uint8Array,
  contentType: string,
  responseType: HttpRequestOptions['responseType'] = 'auto',
): unknown {
  if (responseType === 'arraybuffer') return bytes;
  if (responseType === 'text') return decodeText(bytes, contentType);
  const isJson = contentType.toLowerCase().includes('json');
  if (responseType === 'json' || isJson) {
    const text = decodeText(bytes, contentType);
    if (text.trim() === '') return responseType === 'json' ? '' : text;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (!contentType || isTextContentType(contentType)) return decodeText(bytes, contentType);
  return bytes;
}

function headerValue(headers: HttpResponse['headers'], name: string): string {
  const v = headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

function normaliseHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(raw)) if (value !== undefined) out[key.toLowerCase()] = value;
  return out;
}

/** The SSRF refusal somewhere in an error's cause chain. */
function ssrfRefusalIn(error: unknown): SsrfBlockedError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof SsrfBlockedError) return e;
  }
  return undefined;
}

function toClientError(error: unknown, timedOut: boolean, timeout: number): HttpClientError {
  if (error instanceof HttpClientError) return error;
  const refused = ssrfRefusalIn(error);
  if (refused) return new HttpClientError(refused.message, { code: refused.code, cause: refused });
  if (timedOut) return new HttpClientError(`timeout of ${timeout}ms exceeded`, { code: 'ECONNABORTED', cause: error });
  const e = error as { message?: string; code?: string; cause?: { code?: string; message?: string } };
  const code = e?.code && !e.code.startsWith('UND_ERR') ? e.code : (e?.cause?.code ?? e?.code);
  const message = e?.cause?.message && e.message === 'fetch failed' ? e.cause.message : (e?.message ?? String(error));
  return new HttpClientError(message, { code, cause: error });
}

/** Text of a response body, for error messages. */
function bodyForMessage(body: unknown): string {
  if (body instanceof Uint8Array) return JSON.stringify(decodeText(body));
  return JSON.stringify(body) ?? '';
}

/** The error the client throws for a non-2xx answer (unless told to ignore status errors). */
export function httpStatusClientError(response: HttpResponse): HttpClientError {
  return new HttpClientError(`${response.statusCode} - ${bodyForMessage(response.body)}`, {
    code: axiosStatusCode(response.statusCode),
    statusCode: response.statusCode,
    response,
  });
}

/**
 * Creates the HTTP function the engine hands to nodes as `ctx.helpers.httpRequest`.
 * Agents (for ignored TLS errors and proxies) are created on first use and reused.
 */
export function createHttpClient(
  clientOptions: HttpClientOptions = {},
): (options: HttpRequestOptions) => Promise<HttpResponse> {
  const configured = clientOptions.ssrfPolicy;
  const policy = typeof configured === 'function' ? configured : configured ? () => configured : currentSsrfPolicy;
  let guardedAgent: Agent | undefined;
  let insecureAgent: Agent | undefined;
  const proxies = new Map<string, ProxyAgent>();

  const dispatcherFor = (options: HttpRequestOptions): Dispatcher | undefined => {
    if (options.proxy) {
      const key = `${options.proxy}|${options.ignoreSslIssues ? 1 : 0}`;
      let agent = proxies.get(key);
      if (!agent) {
        agent = new (undici().ProxyAgent)({
          uri: options.proxy,
          ...(options.ignoreSslIssues
            ? { requestTls: { rejectUnauthorized: false }, proxyTls: { rejectUnauthorized: false } }
            : {}),
        });
        proxies.set(key, agent);
      }
      return agent;
    }
    if (options.ignoreSslIssues) {
      insecureAgent ??= ssrfAgent({ rejectUnauthorized: false }, policy);
      return insecureAgent;
    }
    guardedAgent ??= ssrfAgent({}, policy);
    return guardedAgent;
  };

  return async function httpRequest(options: HttpRequestOptions): Promise<HttpResponse> {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined && value !== null) headers[key] = String(value);
    }
    let method = (options.method ?? 'GET').toUpperCase();
    let body = await encodeBody(options.body, headers, options.json);
    setHeaderIfMissing(headers, 'accept-encoding', 'gzip, deflate, br');
    let url: string;
    try {
      url = new URL(appendQuery(options.url, options.qs, options.arrayFormat)).toString();
    } catch (cause) {
      throw new HttpClientError(`Invalid URL: ${options.url}`, { code: 'ERR_INVALID_URL', cause, input: options.url });
    }
    const follow = options.followRedirects ?? true;
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const timeout = options.timeout ?? clientOptions.defaultTimeout ?? 300_000;
    const dispatcher = dispatcherFor(options);

    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout)
        : undefined;
    const onOuterAbort = () => controller.abort();
    options.abortSignal?.addEventListener('abort', onOuterAbort, { once: true });
    try {
      for (let redirects = 0; ; redirects++) {
        // Through a proxy the proxy connects, so the target is checked here by its name and addresses.
        if (options.proxy) await assertResolvedHostAllowed(new URL(url).hostname, policy());
        const res = await undici().request(url, {
          method: method,
          headers,
          body,
          signal: controller.signal,
          ...(dispatcher ? { dispatcher } : {}),
        });
        const resHeaders = normaliseHeaders(res.headers);
        const location = headerValue(resHeaders, 'location');
        if (follow && REDIRECT_CODES.has(res.statusCode) && location) {
          await res.body.dump();
          if (redirects >= maxRedirects) {
            throw new HttpClientError('Maximum number of redirects exceeded', { code: 'ERR_FR_TOO_MANY_REDIRECTS' });
          }
          const previousOrigin = new URL(url).origin;
          url = new URL(location, url).toString();
          if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === 'POST')) {
            if (method !== 'HEAD') method = 'GET';
            body = undefined;
            deleteHeader(headers, 'content-type');
            deleteHeader(headers, 'content-length');
          }
          if (new URL(url).origin !== previousOrigin) {
            deleteHeader(headers, 'authorization');
            deleteHeader(headers, 'cookie');
          }
          continue;
        }
        const raw = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await res.body.arrayBuffer());
        const bytes = decompress(raw, headerValue(resHeaders, 'content-encoding') || undefined);
        const contentType = headerValue(resHeaders, 'content-type');
        const response: HttpResponse = {
          statusCode: res.statusCode,
          statusMessage: statusText(res.statusCode),
          headers: resHeaders,
          body: parseBody(bytes, contentType, options.responseType ?? 'auto'),
        };
        if (!options.ignoreHttpStatusErrors && (res.statusCode < 200 || res.statusCode >= 300))
          throw httpStatusClientError(response);
        return response;
      }
    } catch (error) {
      throw toClientError(error, timedOut, timeout);
    } finally {
      if (timer) clearTimeout(timer);
      options.abortSignal?.removeEventListener('abort', onOuterAbort);
    }
  };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The standard reason phrase of a status code (undici does not expose the server's). */
export function statusText(code: number): string {
  return STATUS_TEXT[code] ?? '';
}
