/**
 * One JSON call through the host's guarded HTTP client, answering the status and body whatever
 * the status (the vector store clients word refusals as their services' own clients do). A call
 * that never got an answer throws the client's error; an outgoing call the SSRF guard refused keeps
 * its code `ERR_SSRF_BLOCKED` (see {@link isGuardRefusal}).
 */
import type { HttpRequestOptions, HttpResponse, WorkflowNode } from '@weft/workflow';

/** What a call needs of its caller. */
export interface JsonHttpContext {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  readonly signal?: AbortSignal;
}

/** An answer: status, reason phrase, the body's text and its JSON (undefined when not JSON). */
export interface JsonAnswer {
  status: number;
  statusText: string;
  text: string;
  json: unknown;
}

/** Whether an error is the guard's refusal of a destination (shown as it is). */
export function isGuardRefusal(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'ERR_SSRF_BLOCKED';
}

/** Sends `body` (as JSON when given) and reads the answer as text and JSON. */
export async function jsonCall(
  ctx: JsonHttpContext,
  request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    qs?: Record<string, unknown>;
    body?: unknown;
  },
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const options: HttpRequestOptions = {
    url: request.url,
    method: request.method,
    headers,
    qs: request.qs,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
    abortSignal: ctx.signal,
  };
  if (request.body !== undefined) {
    options.body = JSON.stringify(request.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const response = await ctx.helpers.httpRequest(options);
  const body = response.body;
  const text =
    typeof body === 'string'
      ? body
      : body instanceof Uint8Array
        ? new TextDecoder().decode(body)
        : body === undefined || body === null
          ? ''
          : JSON.stringify(body);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, statusText: response.statusMessage ?? '', text, json };
}
