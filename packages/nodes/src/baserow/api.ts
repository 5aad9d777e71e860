/**
 * Calls to Baserow's REST API for the Baserow node: a JWT got from the credential's username and
 * password (`POST {host}/api/user/token-auth/`), then each call to `{host}{path}` with
 * `Authorization: JWT <token>`. A refusal becomes the node error n8n gives (its message for the
 * status, Baserow's `detail` as the description); 429 answers wait their `Retry-After` and 5xx
 * answers are retried with backoff, a few times. Lists are read 100 rows a page. Tests point the
 * host's origin at a loopback fake with `WEFT_BASEROW_API_URL` (the path kept) and shorten the
 * waits with `WEFT_BASEROW_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface BaserowCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** A signed-in session: the host and the JWT. */
export interface BaserowSession {
  host: string;
  token: string;
}

/** The URL with its origin replaced by `WEFT_BASEROW_API_URL` when a test sets it. */
export function baserowUrl(url: string): string {
  const override = process.env.WEFT_BASEROW_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_BASEROW_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([500, 502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(
  caller: BaserowCaller,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Json | undefined,
  qs: Json | undefined,
  itemIndex?: number,
): Promise<any> {
  if (!/^https?:\/\//i.test(url))
    throw new NodeOperationError(caller.getNode(), `The Baserow host in "${url}" is not an http(s) URL`, { itemIndex });
  const hasBody = body !== undefined && Object.keys(body).length > 0;
  const options: HttpRequestOptions = {
    url: baserowUrl(url),
    method,
    headers: { Accept: 'application/json', ...headers, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    ...(qs && Object.keys(qs).length > 0 ? { qs } : {}),
    ...(hasBody ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
  }
}

/** Signs in with the `baserowApi` credential's username and password and answers the session. */
export async function baserowSignIn(caller: BaserowCaller): Promise<BaserowSession> {
  const credentials = await caller.getCredentials('baserowApi');
  const host = String(credentials.host ?? '');
  const answer = (await send(
    caller,
    `${host}/api/user/token-auth/`,
    'POST',
    {},
    { username: credentials.username, password: credentials.password },
    undefined,
  )) as Json;
  return { host, token: String(answer?.token ?? '') };
}

/** One call with the session's JWT: a path under the host, a JSON body and a query. */
export function baserowRequest(
  caller: BaserowCaller,
  session: BaserowSession,
  method: string,
  endpoint: string,
  body?: Json,
  qs?: Json,
  itemIndex?: number,
): Promise<any> {
  return send(
    caller,
    `${session.host}${endpoint}`,
    method,
    { Authorization: `JWT ${session.token}` },
    body,
    qs,
    itemIndex,
  );
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * The rows of a list, 100 a page (`page`, `size`) until `next` is null; without "Return All" it
 * stops once it holds more than the limit and cuts the list there, as n8n's node does.
 */
export async function baserowRequestAll(
  caller: BaserowCaller,
  session: BaserowSession,
  endpoint: string,
  qs: Json,
  returnAll: boolean,
  limit: number,
  itemIndex?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Baserow kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const answer = (await baserowRequest(
      caller,
      session,
      'GET',
      endpoint,
      undefined,
      { ...qs, page, size: 100 },
      itemIndex,
    )) as Json;
    out.push(...((answer?.results ?? []) as Json[]));
    if (!returnAll && out.length > limit) return out.slice(0, limit);
    if (answer?.next === null || answer?.next === undefined) return out;
  }
}
