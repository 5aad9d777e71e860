/**
 * n8n's HTTP helpers over Weft's: `httpRequest` takes n8n's `IHttpRequestOptions` (`baseURL`,
 * `auth`, `encoding`, `returnFullResponse`, `disableFollowRedirect`…) and answers the body unless
 * the full response is asked for; the legacy `request` takes request-promise's options (`uri`,
 * `form`, `formData`, `resolveWithFullResponse`, `simple`, `encoding: null`…). Both go through the
 * engine's client, so the outgoing-request guard checks every host. Failures are thrown as the
 * libraries n8n uses throw them (an axios-like error, a request-promise `StatusCodeError`), which
 * is what community nodes catch and hand to `NodeApiError`.
 */
import type { HttpRequestOptions, HttpResponse } from '@weft/workflow';

type Loose = Record<string, unknown>;

/** What Weft's helpers send: the engine's `httpRequest`, and a credential-signed variant. */
export interface WeftHttp {
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
  httpRequestWithAuthentication(
    credentialType: string,
    options: HttpRequestOptions,
    itemIndex?: number,
  ): Promise<HttpResponse>;
}

/**
 * Test-only: origins replaced before a request leaves (`WEFT_COMMUNITY_HTTP_ORIGIN_MAP`, JSON
 * `{"https://api.example.com": "http://127.0.0.1:4010"}`), for community packages whose API host
 * is written into their code. Never set it on an instance: requests (and their credentials)
 * would go to the other origin.
 */
function remapOrigin(url: string): string {
  const raw = process.env.WEFT_COMMUNITY_HTTP_ORIGIN_MAP;
  if (!raw) return url;
  let map: Record<string, string>;
  try {
    map = JSON.parse(raw) as Record<string, string>;
  } catch {
    return url;
  }
  for (const [from, to] of Object.entries(map)) {
    if (url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`)) return to + url.slice(from.length);
  }
  return url;
}

function joinUrl(baseURL: unknown, url: unknown): string {
  const u = typeof url === 'string' ? url : '';
  if (typeof baseURL !== 'string' || !baseURL || /^[a-z][a-z0-9+.-]*:\/\//i.test(u)) return u;
  if (!u) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${u.replace(/^\/+/, '')}`;
}

function basicAuth(user: unknown, pass: unknown): string {
  return `Basic ${Buffer.from(`${String(user ?? '')}:${String(pass ?? '')}`).toString('base64')}`;
}

function proxyUrl(proxy: unknown): string | undefined {
  if (typeof proxy === 'string') return proxy || undefined;
  if (!proxy || typeof proxy !== 'object') return undefined;
  const p = proxy as {
    host?: string;
    port?: number;
    protocol?: string;
    auth?: { username?: string; password?: string };
  };
  if (!p.host) return undefined;
  const auth = p.auth
    ? `${encodeURIComponent(p.auth.username ?? '')}:${encodeURIComponent(p.auth.password ?? '')}@`
    : '';
  return `${(p.protocol ?? 'http').replace(/:$/, '')}://${auth}${p.host}${p.port ? `:${p.port}` : ''}`;
}

function stringHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (headers && typeof headers === 'object') {
    for (const [k, v] of Object.entries(headers as Loose))
      if (v !== undefined && v !== null) out[k] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/** Bytes as the Buffer n8n's helpers answer (community code calls `.toString('base64')` on them). */
export function asBuffer(value: unknown): unknown {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

/** n8n's `IHttpRequestOptions` as the engine's options. */
export function fromN8nHttpOptions(options: Loose): HttpRequestOptions {
  const headers = stringHeaders(options.headers);
  const auth = options.auth as { username?: unknown; password?: unknown } | undefined;
  if (auth && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization'))
    headers.Authorization = basicAuth(auth.username, auth.password);
  const encoding = options.encoding;
  const out: HttpRequestOptions = {
    url: remapOrigin(joinUrl(options.baseURL, options.url ?? options.uri)),
    method: typeof options.method === 'string' ? options.method.toUpperCase() : 'GET',
    headers,
    ignoreHttpStatusErrors: options.ignoreHttpStatusErrors === true,
    responseType:
      encoding === 'arraybuffer' || encoding === 'blob' || encoding === 'stream'
        ? 'arraybuffer'
        : encoding === 'text'
          ? 'text'
          : encoding === 'json'
            ? 'json'
            : 'auto',
  };
  if (options.qs && typeof options.qs === 'object' && Object.keys(options.qs).length) out.qs = options.qs as Loose;
  if (options.body !== undefined) out.body = options.body;
  if (options.json === true) out.json = true;
  if (typeof options.timeout === 'number') out.timeout = options.timeout;
  if (options.disableFollowRedirect === true) out.followRedirects = false;
  if (typeof options.maxRedirects === 'number') out.maxRedirects = options.maxRedirects;
  if (options.skipSslCertificateValidation === true) out.ignoreSslIssues = true;
  const proxy = proxyUrl(options.proxy);
  if (proxy) out.proxy = proxy;
  if (options.arrayFormat === 'indices' || options.arrayFormat === 'brackets' || options.arrayFormat === 'repeat')
    out.arrayFormat = options.arrayFormat;
  if (options.abortSignal instanceof AbortSignal) out.abortSignal = options.abortSignal;
  return out;
}

/** An error shaped as axios throws it, which is what n8n's `httpRequest` throws. */
export class N8nHttpError extends Error {
  isAxiosError = true;
  code: string | undefined;
  status: number | undefined;
  response: { status: number; statusText: string; headers: HttpResponse['headers']; data: unknown } | undefined;
  constructor(message: string, options: { code?: string; response?: HttpResponse; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AxiosError';
    this.code = options.code;
    if (options.response) {
      this.status = options.response.statusCode;
      this.response = {
        status: options.response.statusCode,
        statusText: options.response.statusMessage,
        headers: options.response.headers,
        data: asBuffer(options.response.body),
      };
    }
  }
}

function axiosLike(error: unknown): Error {
  const e = error as { message?: string; code?: string; statusCode?: number; response?: HttpResponse };
  if (e?.response && typeof e.response.statusCode === 'number') {
    const status = e.response.statusCode;
    return new N8nHttpError(`Request failed with status code ${status}`, {
      code: status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      response: e.response,
      cause: error,
    });
  }
  if (error instanceof Error && !('code' in error && typeof e.code === 'string')) return error;
  return new N8nHttpError(e?.message ?? String(error), { code: e?.code, cause: error });
}

function n8nResult(response: HttpResponse, full: boolean): unknown {
  const body = asBuffer(response.body);
  return full
    ? { body, headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage }
    : body;
}

/** n8n's `helpers.httpRequest(options)`. */
export async function n8nHttpRequest(http: WeftHttp, options: Loose): Promise<unknown> {
  try {
    return n8nResult(await http.httpRequest(fromN8nHttpOptions(options)), options.returnFullResponse === true);
  } catch (error) {
    throw axiosLike(error);
  }
}

/** n8n's `helpers.httpRequestWithAuthentication(credentialType, options)`. */
export async function n8nHttpRequestWithAuthentication(
  http: WeftHttp,
  credentialType: string,
  options: Loose,
  itemIndex?: number,
): Promise<unknown> {
  try {
    return n8nResult(
      await http.httpRequestWithAuthentication(credentialType, fromN8nHttpOptions(options), itemIndex),
      options.returnFullResponse === true,
    );
  } catch (error) {
    throw axiosLike(error);
  }
}

/** A multipart body from request's `formData` (values, Buffers, or `{value, options: {filename, contentType}}`). */
function multipart(formData: Loose): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown): void => {
    if (value && typeof value === 'object' && 'value' in (value as Loose)) {
      const { value: v, options } = value as {
        value: unknown;
        options?: { filename?: string; contentType?: string } | string;
      };
      const opts = typeof options === 'string' ? { filename: options } : (options ?? {});
      if (v instanceof Uint8Array || typeof v === 'string') {
        form.append(
          key,
          new Blob([v as BlobPart], opts.contentType ? { type: opts.contentType } : {}),
          opts.filename ?? (v instanceof Uint8Array ? 'file' : undefined),
        );
        return;
      }
      append(key, v);
      return;
    }
    if (value instanceof Uint8Array) form.append(key, new Blob([value as BlobPart]), 'file');
    else if (value !== undefined && value !== null)
      form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(formData)) {
    if (Array.isArray(value)) for (const v of value) append(key, v);
    else append(key, value);
  }
  return form;
}

/** request-promise's options as n8n's `IHttpRequestOptions`. */
function fromRequestOptions(options: Loose): {
  n8n: Loose;
  full: boolean;
  simple: boolean;
  json: boolean;
  binary: boolean;
} {
  const headers = stringHeaders(options.headers);
  const auth = options.auth as
    { user?: unknown; username?: unknown; pass?: unknown; password?: unknown; bearer?: unknown } | undefined;
  if (auth && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
    headers.Authorization =
      auth.bearer !== undefined
        ? `Bearer ${String(auth.bearer)}`
        : basicAuth(auth.user ?? auth.username, auth.pass ?? auth.password);
  }
  const json = options.json !== undefined && options.json !== false;
  let body: unknown = options.body;
  if (options.form && typeof options.form === 'object') {
    body = new URLSearchParams(
      Object.entries(options.form as Loose).map(([k, v]) => [
        k,
        typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
      ]),
    );
  } else if (typeof options.form === 'string') {
    body = options.form;
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.formData && typeof options.formData === 'object') {
    body = multipart(options.formData as Loose);
  } else if (typeof options.json === 'object' && options.json !== null && body === undefined) {
    body = options.json;
  }
  if (json && !Object.keys(headers).some((h) => h.toLowerCase() === 'accept')) headers.accept = 'application/json';
  const binary = options.encoding === null;
  const n8n: Loose = {
    url: joinUrl(options.baseUrl ?? options.baseURL, options.uri ?? options.url),
    method: options.method ?? 'GET',
    headers,
    qs: options.qs,
    body,
    json:
      json &&
      body !== undefined &&
      !(body instanceof URLSearchParams) &&
      !(body instanceof FormData) &&
      typeof body !== 'string'
        ? true
        : undefined,
    timeout: options.timeout,
    disableFollowRedirect: options.followRedirect === false,
    skipSslCertificateValidation: options.rejectUnauthorized === false || options.strictSSL === false,
    proxy: options.proxy,
    encoding: binary ? 'arraybuffer' : json ? 'json' : 'text',
    ignoreHttpStatusErrors: true,
  };
  if (options.useQuerystring === true) n8n.arrayFormat = 'repeat';
  return { n8n, full: options.resolveWithFullResponse === true, simple: options.simple !== false, json, binary };
}

/** request-promise's error for a non-2xx answer (`StatusCodeError`): `statusCode`, `error` (the body), `response`. */
export class StatusCodeError extends Error {
  statusCode: number;
  error: unknown;
  options: Loose;
  response: { statusCode: number; statusMessage: string; headers: HttpResponse['headers']; body: unknown };
  constructor(response: HttpResponse, body: unknown, options: Loose) {
    super(`${response.statusCode} - ${typeof body === 'string' ? body : (JSON.stringify(body) ?? '')}`);
    this.name = 'StatusCodeError';
    this.statusCode = response.statusCode;
    this.error = body;
    this.options = options;
    this.response = {
      statusCode: response.statusCode,
      statusMessage: response.statusMessage,
      headers: response.headers,
      body,
    };
  }
}

/** Sends a legacy request through `send` and answers as request-promise does. */
async function legacy(
  send: (options: HttpRequestOptions) => Promise<HttpResponse>,
  input: Loose | string,
): Promise<unknown> {
  const options: Loose = typeof input === 'string' ? { uri: input } : input;
  const { n8n, full, simple, json, binary } = fromRequestOptions(options);
  let response: HttpResponse;
  try {
    response = await send(fromN8nHttpOptions(n8n));
  } catch (error) {
    const e = error as { message?: string; code?: string };
    const out = new Error(`RequestError: ${e?.message ?? String(error)}`, { cause: error }) as Error & {
      code?: string;
      error?: unknown;
    };
    out.name = 'RequestError';
    out.code = e?.code;
    out.error = error;
    throw out;
  }
  let body: unknown = response.body;
  if (binary) body = asBuffer(body);
  else if (!json && typeof body !== 'string' && body instanceof Uint8Array) body = Buffer.from(body).toString('utf8');
  else if (!json && typeof body === 'object' && body !== null && !(body instanceof Uint8Array))
    body = JSON.stringify(body);
  if (simple && (response.statusCode < 200 || response.statusCode >= 300))
    throw new StatusCodeError(response, body, options);
  return full
    ? { body, headers: response.headers, statusCode: response.statusCode, statusMessage: response.statusMessage }
    : body;
}

/** n8n's legacy `helpers.request(options)` (request-promise options). */
export function n8nRequest(http: WeftHttp, options: Loose | string): Promise<unknown> {
  return legacy((o) => http.httpRequest(o), options);
}

/** n8n's legacy `helpers.requestWithAuthentication(credentialType, options)` and `requestOAuth2`. */
export function n8nRequestWithAuthentication(
  http: WeftHttp,
  credentialType: string,
  options: Loose,
  itemIndex?: number,
): Promise<unknown> {
  return legacy((o) => http.httpRequestWithAuthentication(credentialType, o, itemIndex), options);
}
