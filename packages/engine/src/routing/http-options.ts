/**
 * A declarative request (n8n's `IHttpRequestOptions` names) as the engine's HTTP client takes it:
 * `baseURL` joined to a relative `url`, empty query and (for GET/HEAD/OPTIONS) empty body left
 * out, header values as text, n8n's option names mapped to Weft's. Pure.
 */
import type { DeclarativeRequestOptions, HttpRequestOptions } from '@weft/workflow';
import { isPlainObject } from './merge.js';

/** Whether a URL is absolute (has a scheme, or starts with `//`). */
export function isAbsoluteUrl(url: string): boolean {
  return /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
}

/**
 * The URL a request goes to: `url` as it is when absolute, else `baseURL` and `url` joined with
 * exactly one slash.
 *
 * @example
 * joinUrl('https://api.test/v1/', '/users') // 'https://api.test/v1/users'
 */
export function joinUrl(baseURL: string | undefined, url: string | undefined): string {
  const path = url ?? '';
  if (!baseURL || isAbsoluteUrl(path)) return path;
  if (!path) return baseURL;
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.keys(value).length === 0;
}

function headerText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function proxyUrl(proxy: DeclarativeRequestOptions['proxy']): string | undefined {
  if (!proxy) return undefined;
  if (typeof proxy === 'string') return proxy;
  const auth = proxy.auth
    ? `${encodeURIComponent(proxy.auth.username)}:${encodeURIComponent(proxy.auth.password)}@`
    : '';
  return `${proxy.protocol ?? 'http'}://${auth}${proxy.host}:${proxy.port}`;
}

function responseTypeOf(options: DeclarativeRequestOptions): HttpRequestOptions['responseType'] {
  switch (options.encoding) {
    case 'arraybuffer':
    case 'blob':
    case 'stream':
      return 'arraybuffer';
    case 'json':
      return 'json';
    case 'text':
      return 'text';
    default:
      return 'auto';
  }
}

/** n8n's `comma` array format: lists in the query joined with commas (other formats are the client's). */
function commaJoined(qs: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(qs).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
}

/**
 * The request the HTTP client sends for declarative options. `returnFullResponse` is not needed:
 * the full response is always read.
 */
export function toHttpRequest(options: DeclarativeRequestOptions, signal?: AbortSignal): HttpRequestOptions {
  const method = String(options.method ?? 'GET').toUpperCase();
  const request: HttpRequestOptions = {
    url: joinUrl(options.baseURL, options.url),
    method,
    responseType: responseTypeOf(options),
  };
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(isPlainObject(options.headers) ? options.headers : {})) {
    if (value !== undefined && value !== null) headers[key] = headerText(value);
  }
  if (options.auth && (options.auth.username !== undefined || options.auth.password !== undefined)) {
    headers.Authorization = `Basic ${Buffer.from(`${options.auth.username ?? ''}:${options.auth.password ?? ''}`).toString('base64')}`;
  }
  request.headers = headers;
  if (isPlainObject(options.qs) && !isEmpty(options.qs)) {
    request.qs = options.arrayFormat === 'comma' ? commaJoined(options.qs) : options.qs;
    if (options.arrayFormat && options.arrayFormat !== 'comma') request.arrayFormat = options.arrayFormat;
  }
  const bodyless = ['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (options.body !== undefined && !(bodyless && isEmpty(options.body))) request.body = options.body;
  if (options.json !== undefined) request.json = !!options.json;
  if (options.timeout !== undefined && Number(options.timeout) > 0) request.timeout = Number(options.timeout);
  if (options.skipSslCertificateValidation) request.ignoreSslIssues = true;
  if (options.disableFollowRedirect) request.followRedirects = false;
  if (options.maxRedirects !== undefined) request.maxRedirects = Number(options.maxRedirects);
  const proxy = proxyUrl(options.proxy);
  if (proxy) request.proxy = proxy;
  if (signal) request.abortSignal = signal;
  return request;
}
