/**
 * Calls to Microsoft Graph (v1.0) for every Microsoft 365 node: the node's OAuth2 credential as a
 * bearer token, Graph's error answers (`{ error: { code, message } }`) as node errors worded as n8n's, 429
 * and 5xx answers retried (after `Retry-After` when Graph sends one, else with backoff), and
 * `@odata.nextLink` paging. Tests point `https://graph.microsoft.com` at a loopback fake with
 * `WEFT_MICROSOFT_GRAPH_URL`; nothing else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** Graph's origin; API paths start with `/v1.0`. */
export const GRAPH_ORIGIN = 'https://graph.microsoft.com';
/** Graph v1.0's base URL. */
export const GRAPH_BASE = `${GRAPH_ORIGIN}/v1.0`;

/** Where a Microsoft node's calls get their credential and transport. */
export interface GraphSource {
  node: WorkflowNode;
  /** The node's OAuth2 credential type, e.g. `microsoftOutlookOAuth2Api`. */
  credentialType: string;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  /** Renews the OAuth2 credential's token after Graph refused it, when the host can. */
  refreshOAuth2?(type: string): Promise<Record<string, unknown>>;
  /** The host's guarded HTTP client (`ctx.helpers.httpRequest`). */
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
}

/** One call: a path under `/v1.0` (e.g. `/me/messages`) or a full Graph URL (a `@odata.nextLink`). */
export interface GraphRequest {
  method?: string;
  /** `/me/messages`, or `https://graph.microsoft.com/…`. */
  url: string;
  qs?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: HttpRequestOptions['responseType'];
  /** The item the call is for, named in errors. */
  itemIndex?: number;
}

/** The loopback origin tests serve Graph from, when set. */
function overrideOrigin(): string | undefined {
  const value = process.env.WEFT_MICROSOFT_GRAPH_URL?.trim();
  return value ? value.replace(/\/+$/, '') : undefined;
}

/** A Graph path or URL as this process reaches it (the test override replaces Graph's origin). */
export function graphUrl(pathOrUrl: string): string {
  const url = /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${GRAPH_BASE}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  const origin = overrideOrigin();
  return origin ? url.replace(/^https:\/\/graph\.microsoft\.com/i, origin) : url;
}

const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_RETRIES = 3;

function retryDelay(response: HttpResponse, attempt: number): number {
  const header = response.headers['retry-after'];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  const base = Number(process.env.WEFT_MICROSOFT_RETRY_BASE_MS ?? 1000);
  return base * 2 ** attempt * (0.75 + Math.random() / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A body as JSON when it is JSON text or bytes (error answers of binary downloads). */
function parsedBody(body: unknown): unknown {
  if (body instanceof Uint8Array) body = Buffer.from(body).toString('utf8');
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  return body;
}

/** Graph's reason (`{ error: { code, message } }`, or OAuth's `error_description`). */
export function graphReason(body: unknown): { code?: string; message?: string } {
  const parsed = parsedBody(body);
  if (!parsed || typeof parsed !== 'object')
    return typeof parsed === 'string' && parsed.trim() ? { message: parsed.trim().slice(0, 300) } : {};
  const error = (parsed as { error?: unknown }).error;
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown };
    return {
      code: typeof e.code === 'string' ? e.code : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  const description = (parsed as { error_description?: unknown }).error_description;
  return { message: typeof description === 'string' ? description : typeof error === 'string' ? error : undefined };
}

/**
 * A node error for a refused call, worded as n8n words it (its message for the HTTP status, e.g.
 * "The resource you are requesting could not be found"), with Graph's own message as the
 * description; statuses n8n has no words for name Graph's code and message.
 */
export function graphApiError(node: WorkflowNode, response: HttpResponse, itemIndex?: number): NodeApiError {
  const { code: graphCode, message } = graphReason(response.body);
  const status = response.statusCode;
  const detail = message ?? (response.statusMessage || `HTTP ${status}`);
  const text =
    statusCodeMessage(String(status)) ??
    `Microsoft Graph answered ${status}${graphCode ? ` (${graphCode})` : ''}: ${detail}`;
  return new NodeApiError(
    node,
    { message: text, description: detail, httpCode: status, body: parsedBody(response.body) },
    { itemIndex },
  );
}

/** The `Authorization` header of a call (from `data` when a refresh just gave it). */
async function authorization(source: GraphSource, itemIndex?: number, data?: Record<string, unknown>): Promise<string> {
  const c = data ?? (await source.getCredentials(source.credentialType));
  const token = (c.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(
      source.node,
      `The credential of type "${source.credentialType}" is not connected to Microsoft yet`,
      {
        itemIndex,
        description: 'Open the credential and sign in with Microsoft.',
      },
    );
  }
  return `Bearer ${token}`;
}

/** A new `Authorization` header after a 401 (the token renewed with its refresh token), or undefined when the host cannot renew. */
async function renewedAuthorization(source: GraphSource, itemIndex?: number): Promise<string | undefined> {
  if (!source.refreshOAuth2) return undefined;
  let data: Record<string, unknown>;
  try {
    data = await source.refreshOAuth2(source.credentialType);
  } catch (error) {
    throw new NodeApiError(
      source.node,
      {
        message: 'Authorization failed - please check your credentials',
        description: `Microsoft refused the access token, and a new one could not be had: ${(error as Error).message}`,
        httpCode: 401,
      },
      { itemIndex },
    );
  }
  return authorization(source, itemIndex, data);
}

/**
 * Sends one call and answers the whole response: 429 and 5xx answers are retried, and a 401 once
 * with a renewed token (as n8n renews an OAuth2 token that expired early or was revoked).
 */
export async function graphApiResponse(source: GraphSource, request: GraphRequest): Promise<HttpResponse> {
  const auth = await authorization(source, request.itemIndex);
  const hasJsonBody =
    request.body !== undefined && !(request.body instanceof Uint8Array) && typeof request.body !== 'string';
  const options: HttpRequestOptions = {
    method: request.method ?? 'GET',
    url: graphUrl(request.url),
    qs: request.qs && Object.keys(request.qs).length ? request.qs : undefined,
    body: request.body,
    headers: {
      ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
      ...request.headers,
      Authorization: auth,
    },
    responseType: request.responseType ?? 'json',
    ignoreHttpStatusErrors: true,
  };
  let renewed = false;
  for (let attempt = 0; ; attempt += 1) {
    const response = await source.httpRequest(options);
    if (response.statusCode < 400) return response;
    if (RETRIED.has(response.statusCode) && attempt < MAX_RETRIES) {
      await sleep(retryDelay(response, attempt));
      continue;
    }
    if (response.statusCode === 401 && !renewed) {
      const fresh = await renewedAuthorization(source, request.itemIndex);
      if (fresh) {
        renewed = true;
        options.headers = { ...options.headers, Authorization: fresh };
        continue;
      }
    }
    throw graphApiError(source.node, response, request.itemIndex);
  }
}

/** Sends one call and answers its body (parsed JSON unless another response type is asked; `{}` when empty). */
export async function graphApiRequest<T = Record<string, unknown>>(
  source: GraphSource,
  request: GraphRequest,
): Promise<T> {
  const response = await graphApiResponse(source, request);
  return (response.body === '' || response.body === undefined || response.body === null ? {} : response.body) as T;
}

/**
 * Every entry of a paged collection: follows `@odata.nextLink` (which carries the query itself) and
 * collects `property` (`value` by default) of each page, stopping once `limit` entries are in.
 */
export async function graphApiRequestAll<T = Record<string, unknown>>(
  source: GraphSource,
  request: GraphRequest,
  limit?: number,
  property = 'value',
): Promise<T[]> {
  const out: T[] = [];
  let next: string | undefined;
  do {
    const page = await graphApiRequest(source, next ? { ...request, url: next, qs: undefined } : request);
    const entries = page[property];
    if (Array.isArray(entries)) out.push(...(entries as T[]));
    const link = page['@odata.nextLink'];
    next = typeof link === 'string' && link ? link : undefined;
  } while (next && (limit === undefined || out.length < limit));
  return limit === undefined ? out : out.slice(0, limit);
}
