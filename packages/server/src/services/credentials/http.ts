import { guardedFetch, SsrfBlockedError } from '@weft/engine';
import type { HttpRequestOptions } from '@weft/workflow';

/** What {@link sendRequest} answers. */
export interface SimpleResponse {
  status: number;
  headers: Headers;
  text: string;
  /** JSON or form-encoded bodies parsed to an object; otherwise the text. */
  body: unknown;
}

function appendQuery(url: URL, qs: Record<string, unknown> | undefined): void {
  for (const [key, value] of Object.entries(qs ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value])
      url.searchParams.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
}

/** Parses a token-style answer: JSON, or `a=1&b=2` (OAuth1 and some OAuth2 providers). */
export function parseTokenBody(text: string, contentType: string): unknown {
  const trimmed = text.trim();
  if (contentType.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return text;
    }
  }
  if (contentType.includes('x-www-form-urlencoded') || /^[\w.~-]+=[^\s]*$/.test(trimmed))
    return Object.fromEntries(new URLSearchParams(trimmed));
  return text;
}

/**
 * Sends one HTTP request (credential tests and OAuth token calls) through the engine's SSRF guard,
 * so these calls follow the same outgoing-request rules as nodes. `baseURL` is prefixed to a relative `url`. Never throws
 * on a status; throws on network failures and after `timeout` ms (default 30 s).
 */
export async function sendRequest(options: HttpRequestOptions & { baseURL?: string }): Promise<SimpleResponse> {
  const base = options.baseURL ? options.baseURL.replace(/\/+$/, '') : '';
  const url = new URL(
    base && !/^https?:\/\//i.test(options.url) ? `${base}/${options.url.replace(/^\/+/, '')}` : options.url,
  );
  appendQuery(url, options.qs);
  const headers = new Headers();
  for (const [k, v] of Object.entries(options.headers ?? {}))
    if (v !== undefined && v !== null) headers.set(k, String(v));
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    body = options.body.toString();
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined && options.body !== null) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (!headers.has('accept'))
    headers.set('accept', 'application/json, application/x-www-form-urlencoded;q=0.9, */*;q=0.8');
  const plainHeaders: Record<string, string> = {};
  headers.forEach((value, key) => {
    plainHeaders[key] = value;
  });
  let res: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    res = await guardedFetch(url, {
      method: (options.method ?? 'GET').toUpperCase(),
      headers: plainHeaders,
      body,
      redirect: options.followRedirects === false ? 'manual' : 'follow',
      signal: AbortSignal.timeout(options.timeout && options.timeout > 0 ? options.timeout : 30_000),
    });
  } catch (e) {
    // fetch says only "fetch failed": a refusal of the outgoing-request guard is told as itself.
    const refused = (e as { cause?: unknown }).cause;
    if (refused instanceof SsrfBlockedError) throw refused;
    throw e;
  }
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers as unknown as Headers,
    text,
    body: parseTokenBody(text, res.headers.get('content-type') ?? ''),
  };
}

/** A short description of a failed response for messages (at most 300 characters of body). */
export function describeFailure(res: SimpleResponse): string {
  const detail = res.text.length > 300 ? `${res.text.slice(0, 300)}...` : res.text;
  return `${res.status}${detail ? ` - ${detail}` : ''}`;
}
