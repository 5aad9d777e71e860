/**
 * The one way the editor talks to the server: every call goes to
 * the REST base, GET and DELETE send their data as query parameters, the others as a JSON body,
 * and only the response's `data` field is returned.
 */

/** Message and code of a call that never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'API-Server can not be reached. It is probably down.';
export const NETWORK_ERROR_CODE = 999;

/** An error raised from a failed call, carrying what the server said. */
export class ResponseError extends Error {
  /** The server's error code (100 is a workflow version conflict; 999 a network failure). */
  readonly errorCode?: number;
  readonly httpStatusCode?: number;
  readonly serverStackTrace?: string;
  /** Extra fields of the error body (for example the conflicting workflow's `meta`). */
  readonly meta?: Record<string, unknown>;
  constructor(
    message: string,
    options: {
      errorCode?: number;
      httpStatusCode?: number;
      stack?: string;
      name?: string;
      meta?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = options.name ?? 'ResponseError';
    if (options.errorCode !== undefined) this.errorCode = options.errorCode;
    if (options.httpStatusCode !== undefined) this.httpStatusCode = options.httpStatusCode;
    if (options.stack !== undefined) this.serverStackTrace = options.stack;
    if (options.meta !== undefined) this.meta = options.meta;
  }
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Where the API lives; tests and the dev server may point elsewhere. */
export const REST_BASE = '/rest';

function toQuery(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Sends a request and returns the body as it came (no `data` unwrapping). */
export async function request<T = unknown>(
  method: Method,
  url: string,
  data?: unknown,
  init: { base?: string; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const base = init.base ?? REST_BASE;
  const sendsQuery = method === 'GET' || method === 'DELETE';
  const target = `${base}${url}${sendsQuery ? toQuery(data) : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: string | undefined;
  if (!sendsQuery && data !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(data);
  }
  let response: Response;
  try {
    response = await fetch(target, { method, headers, body, credentials: 'same-origin', signal: init.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ResponseError(NETWORK_ERROR_MESSAGE, { errorCode: NETWORK_ERROR_CODE });
  }
  const text = await response.text();
  let parsed: any = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    const err =
      parsed && typeof parsed === 'object'
        ? parsed
        : { message: typeof parsed === 'string' && parsed ? parsed : response.statusText };
    if (err.name === 'NodeApiError') {
      const e = new ResponseError(err.message, {
        name: 'NodeApiError',
        httpStatusCode: response.status,
        stack: err.stack,
      });
      throw Object.assign(e, err);
    }
    const { message, code, stack, ...meta } = err as Record<string, unknown>;
    throw new ResponseError(String(message ?? `Request failed with status ${response.status}`), {
      errorCode: typeof code === 'number' ? code : undefined,
      httpStatusCode: response.status,
      stack: typeof stack === 'string' ? stack : undefined,
      meta,
    });
  }
  return parsed as T;
}

/** Calls the REST API and returns the response's `data` field. */
export async function restApi<T = unknown>(
  method: Method,
  url: string,
  data?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const body = await request<{ data: T }>(method, url, data, { signal });
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

/**
 * POSTs JSON to an endpoint that answers JSON lines as they are produced (a streamed chat
 * answer), calling `onLine` with each parsed line as it arrives. A failed call throws as
 * {@link request} does.
 */
export async function requestLines(
  url: string,
  data: unknown,
  onLine: (line: Record<string, unknown>) => void,
  init: { signal?: AbortSignal } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${REST_BASE}${url}`, {
      method: 'POST',
      headers: { accept: 'application/x-ndjson, application/json', 'content-type': 'application/json' },
      body: JSON.stringify(data),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ResponseError(NETWORK_ERROR_MESSAGE, { errorCode: NETWORK_ERROR_CODE });
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      message = String((JSON.parse(text) as { message?: unknown }).message ?? message);
    } catch {
      /* not JSON */
    }
    throw new ResponseError(message, { httpStatusCode: response.status });
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  const take = (final: boolean): void => {
    let nl: number;
    while ((nl = rest.indexOf('\n')) >= 0 || (final && rest.trim())) {
      const line = (nl >= 0 ? rest.slice(0, nl) : rest).trim();
      rest = nl >= 0 ? rest.slice(nl + 1) : '';
      if (line) onLine(JSON.parse(line) as Record<string, unknown>);
      if (nl < 0) break;
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rest += decoder.decode(value, { stream: true });
    take(false);
  }
  rest += decoder.decode();
  take(true);
}
