/**
 * Calls to the Notion API (`https://api.notion.com/v1/…`) for the Notion nodes: the integration
 * secret as a bearer token, the `Notion-Version` header n8n sends for the node's version, Notion's
 * error answers (`{object: 'error', status, code, message}`) as node errors naming the item, 429
 * answers retried after `Retry-After` and 5xx answers with backoff, and cursor pagination
 * (`has_more` / `next_cursor`). Tests point the origin at a loopback fake with
 * `WEFT_NOTION_API_URL`; nothing else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a Notion call needs from its caller: the node, its credential and the guarded HTTP client. */
export interface NotionContext {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path below `/v1` (or a full `url` for file downloads) and what to send. */
export interface NotionCall {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  qs?: Record<string, unknown>;
  /** The item the call is for, named in errors. */
  itemIndex?: number;
  /** `Notion-Version` to send instead of the node version's. */
  notionVersion?: string;
}

/** The Notion-Version n8n sends per node typeVersion. */
export function notionVersionOf(typeVersion: number): string {
  return typeVersion < 2 ? '2021-05-13' : '2021-08-16';
}

/** The API's base (`…/v1`), the test override if set. */
export function notionBaseUrl(): string {
  const override = process.env.WEFT_NOTION_API_URL?.trim();
  return `${override ? override.replace(/\/+$/, '') : 'https://api.notion.com'}/v1`;
}

const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(response: HttpResponse, attempt: number): number {
  const header = response.headers['retry-after'];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  if (header !== undefined && Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  const base = Number(process.env.WEFT_NOTION_RETRY_BASE_MS ?? 1000);
  return base * 2 ** attempt * (0.75 + Math.random() / 2);
}

/**
 * A Notion refusal as a node error, worded as n8n words it: the message n8n gives the HTTP status
 * ("The resource you are requesting could not be found") and Notion's own message as the
 * description (a hint of what to check when Notion gave none).
 */
export function notionApiError(node: WorkflowNode, response: HttpResponse, itemIndex?: number): NodeApiError {
  const body = response.body as { message?: unknown; code?: unknown } | undefined;
  const reason = body && typeof body === 'object' && typeof body.message === 'string' ? body.message : undefined;
  const status = response.statusCode;
  const raw =
    typeof response.body === 'string' && response.body.trim() ? response.body.trim().slice(0, 300) : undefined;
  const hint =
    status === 401
      ? 'Check the Internal Integration Secret of the Notion credential.'
      : status === 404
        ? 'Check the ID or link, and that the page or database is shared with the integration (Connections in Notion).'
        : status === 429
          ? 'Notion kept answering "rate limited" after several retries; try again later or send fewer requests.'
          : undefined;
  const message =
    statusCodeMessage(String(status)) ?? reason ?? raw ?? `Notion answered ${status} ${response.statusMessage}`.trim();
  const description = reason ?? raw ?? hint;
  return new NodeApiError(
    node,
    {
      message,
      description: description === message ? undefined : description,
      httpCode: String(status),
      body: response.body,
    },
    { itemIndex },
  );
}

/** The credential's secret as an `Authorization` header. */
async function authorization(ctx: NotionContext, itemIndex?: number): Promise<string> {
  const credentials = await ctx.getCredentials('notionApi');
  const apiKey = String(credentials.apiKey ?? '').trim();
  if (!apiKey)
    throw new NodeOperationError(ctx.getNode(), 'The Notion credential has no Internal Integration Secret', {
      itemIndex,
    });
  return `Bearer ${apiKey}`;
}

/** Sends one call (retrying 429 and 5xx) and answers its parsed JSON body. */
export async function notionRequest<T = Record<string, unknown>>(ctx: NotionContext, call: NotionCall): Promise<T> {
  const node = ctx.getNode();
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    method: call.method,
    url: `${notionBaseUrl()}${call.path}`,
    headers: {
      Authorization: await authorization(ctx, call.itemIndex),
      'Notion-Version': call.notionVersion ?? notionVersionOf(node.typeVersion),
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(call.qs && Object.keys(call.qs).length ? { qs: call.qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt += 1) {
    const response = await ctx.helpers.httpRequest(options);
    if (response.statusCode < 400)
      return (response.body === '' || response.body === undefined ? {} : response.body) as T;
    if (RETRIED.has(response.statusCode) && attempt < MAX_RETRIES) {
      await sleep(retryDelay(response, attempt));
      continue;
    }
    throw notionApiError(node, response, call.itemIndex);
  }
}

/** Downloads a file (a page's file property) as bytes; Notion's own file URLs are pre-signed. */
export async function notionDownload(
  ctx: NotionContext,
  url: string,
  itemIndex?: number,
): Promise<{ data: Uint8Array; mimeType?: string }> {
  const response = await ctx.helpers.httpRequest({
    method: 'GET',
    url,
    responseType: 'arraybuffer',
    ignoreHttpStatusErrors: true,
  });
  if (response.statusCode >= 400) throw notionApiError(ctx.getNode(), response, itemIndex);
  const type = response.headers['content-type'];
  const body = response.body;
  const data =
    body instanceof Uint8Array
      ? body
      : new Uint8Array(Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));
  return { data, mimeType: Array.isArray(type) ? type[0] : type };
}

/**
 * Every entry of a paginated list: follows `next_cursor` while `has_more`, as `start_cursor` in the
 * query (GET lists) or in the body (POST queries and searches), stopping once `limit` entries are in
 * (n8n asks page after page and cuts the list afterwards).
 */
export async function notionRequestAll<T = Record<string, unknown>>(
  ctx: NotionContext,
  call: NotionCall,
  limit?: number,
): Promise<T[]> {
  const out: T[] = [];
  const inQuery = call.method.toUpperCase() === 'GET';
  const body = { ...call.body };
  const qs = { ...call.qs };
  for (;;) {
    const page = await notionRequest<{ results?: T[]; has_more?: boolean; next_cursor?: string | null }>(ctx, {
      ...call,
      body,
      qs,
    });
    if (Array.isArray(page.results)) out.push(...page.results);
    if (limit !== undefined && out.length >= limit) return out;
    if (page.has_more !== true || !page.next_cursor) return out;
    if (inQuery) qs.start_cursor = page.next_cursor;
    else body.start_cursor = page.next_cursor;
  }
}
