/**
 * Calls to the OpenAI API for the OpenAI node, with the `openAiApi` credential as n8n sends it:
 * the credential's base URL (default `https://api.openai.com/v1`), `Authorization: Bearer`, the
 * organization header and the optional custom header. Failed calls become n8n's API errors.
 */
import { httpNetworkError, httpStatusError } from '@weft/workflow';
import type { ExecuteContext } from '@weft/workflow';

/** The base URL OpenAI's API answers on when the credential names none. */
export const OPENAI_DEFAULT_URL = 'https://api.openai.com/v1';

/** Messages n8n puts in place of the API's for some OpenAI error codes. */
const CUSTOM_ERROR_MESSAGES: Record<string, string> = {
  insufficient_quota:
    'Insufficient quota detected. <a href="https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-langchain.openai/common-issues/#insufficient-quota" target="_blank">Learn more</a> about resolving this issue',
  rate_limit_exceeded: 'OpenAI: Rate limit reached',
};

/** What one call sends besides method and path. */
export interface OpenAiRequest {
  /** A JSON body, or a FormData (multipart uploads). */
  body?: unknown;
  qs?: Record<string, unknown>;
  /** Answer the bytes of the response (speech, file contents) instead of parsed JSON. */
  binary?: boolean;
  headers?: Record<string, string>;
}

/** The base URL of the credential without a trailing slash. */
export function openAiBaseUrl(credentials: Record<string, unknown>): string {
  const url = typeof credentials.url === 'string' && credentials.url ? credentials.url : OPENAI_DEFAULT_URL;
  return url.replace(/\/+$/, '');
}

/** The headers n8n's openAiApi credential adds to a request. */
export function openAiAuthHeaders(credentials: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = { Authorization: `Bearer ${String(credentials.apiKey ?? '')}` };
  if (typeof credentials.organizationId === 'string' && credentials.organizationId)
    headers['OpenAI-Organization'] = credentials.organizationId;
  if (
    credentials.header &&
    typeof credentials.headerName === 'string' &&
    credentials.headerName &&
    typeof credentials.headerValue === 'string'
  ) {
    headers[credentials.headerName] = credentials.headerValue;
  }
  return headers;
}

/**
 * Calls `endpoint` (below the credential's base URL) and answers the parsed JSON (or the bytes
 * with `binary`). A non-2xx answer throws n8n's API error for its status, worded as the OpenAI
 * node words quota and rate-limit errors; an unreachable host throws n8n's network error.
 */
export async function openAiRequest(
  ctx: ExecuteContext,
  itemIndex: number,
  method: string,
  endpoint: string,
  request: OpenAiRequest = {},
): Promise<any> {
  const credentials = await ctx.getCredentials('openAiApi', itemIndex);
  const url = `${openAiBaseUrl(credentials)}${endpoint}`;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  let response;
  try {
    response = await ctx.helpers.httpRequest({
      url,
      method,
      headers: { ...(request.headers ?? {}), ...openAiAuthHeaders(credentials) },
      ...(request.qs ? { qs: request.qs } : {}),
      ...(request.body !== undefined ? { body: request.body, json: !isForm } : {}),
      responseType: request.binary ? 'arraybuffer' : 'json',
      ignoreHttpStatusErrors: true,
      abortSignal: ctx.signal,
    });
  } catch (error) {
    throw httpNetworkError(ctx.getNode(), error, itemIndex);
  }
  if (response.statusCode >= 400) {
    let body = response.body;
    if (body instanceof Uint8Array) {
      const text = Buffer.from(body).toString('utf8');
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const error = httpStatusError(ctx.getNode(), response.statusCode, body, itemIndex);
    const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (typeof code === 'string' && CUSTOM_ERROR_MESSAGES[code]) error.message = CUSTOM_ERROR_MESSAGES[code];
    throw error;
  }
  return response.body;
}
