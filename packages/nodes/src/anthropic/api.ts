/**
 * Calls of Anthropic's API as the Anthropic node sends them: the credential's key (`x-api-key`)
 * and custom header, `anthropic-version: 2023-06-01`, and `anthropic-beta` naming the Files API
 * always, the prompt tools or code execution when an operation uses them. The base URL is the
 * credential's (`https://api.anthropic.com` when it has none); `WEFT_ANTHROPIC_API_URL` replaces
 * that origin for a test fake, in every URL under it; nothing else sets it.
 */
import { httpNetworkError, httpStatusError, type ExecuteContext, type NodeMethodContext } from '@weft/workflow';

type Json = Record<string, any>;

/** The betas a request turns on beside the Files API. */
export interface AnthropicBetas {
  promptTools?: boolean;
  codeExecution?: boolean;
}

/** The credential's base URL as n8n reads it (`url`, else Anthropic's). */
export function anthropicBaseUrl(credentials: Record<string, unknown>): string {
  return (credentials.url as string | undefined) ?? 'https://api.anthropic.com';
}

/** A URL under the credential's base URL, moved to the test fake's origin when one is set. */
export function anthropicUrl(credentials: Record<string, unknown>, url: string): string {
  const override = process.env.WEFT_ANTHROPIC_API_URL;
  const base = anthropicBaseUrl(credentials);
  if (override && base && url.startsWith(base)) return `${override.replace(/\/$/, '')}${url.slice(base.length)}`;
  return url;
}

/** The headers of a request: version, betas, key and the credential's custom header. */
function headers(credentials: Record<string, unknown>, betas: AnthropicBetas = {}): Record<string, string> {
  const list = ['files-api-2025-04-14'];
  if (betas.promptTools) list.push('prompt-tools-2025-04-02');
  if (betas.codeExecution) list.push('code-execution-2025-05-22');
  const out: Record<string, string> = {
    'anthropic-version': '2023-06-01',
    'anthropic-beta': list.join(','),
    'x-api-key': String(credentials.apiKey ?? ''),
  };
  if (
    credentials.header &&
    typeof credentials.headerName === 'string' &&
    credentials.headerName &&
    typeof credentials.headerValue === 'string'
  )
    out[credentials.headerName] = credentials.headerValue;
  return out;
}

/** What one request takes besides its method and path. */
export interface AnthropicRequest {
  body?: Json | FormData;
  qs?: Record<string, unknown>;
  betas?: AnthropicBetas;
  /** A whole URL in place of base URL + path (a file's URL). */
  url?: string;
}

/**
 * One call of Anthropic's API; its JSON answer. Non-2xx answers and network failures throw
 * NodeApiErrors worded as n8n's.
 */
export async function anthropicRequest(
  ctx: ExecuteContext | NodeMethodContext,
  method: string,
  path: string,
  request: AnthropicRequest = {},
): Promise<Json> {
  const credentials = (await ctx.getCredentials('anthropicApi')) ?? {};
  const url = anthropicUrl(credentials, request.url ?? `${anthropicBaseUrl(credentials)}${path}`);
  const body = request.body && !(request.body instanceof FormData) ? dropUndefined(request.body) : request.body;
  let response;
  try {
    response = await ctx.helpers.httpRequest({
      url,
      method,
      headers: headers(credentials, request.betas),
      ...(request.qs ? { qs: dropUndefined(request.qs) } : {}),
      ...(body !== undefined ? { body } : {}),
      json: true,
      ignoreHttpStatusErrors: true,
    });
  } catch (e) {
    throw httpNetworkError(ctx.getNode(), e);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    let errorBody = response.body;
    if (typeof errorBody === 'string') {
      try {
        errorBody = JSON.parse(errorBody);
      } catch {
        // kept as text
      }
    }
    throw httpStatusError(ctx.getNode(), response.statusCode, errorBody);
  }
  return response.body ?? {};
}

/** A JSON value without its undefined members, as it goes on the wire. */
function dropUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
