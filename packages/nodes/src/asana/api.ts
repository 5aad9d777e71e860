/**
 * Calls to Asana's REST API (`https://app.asana.com/api/1.0/…`) for the Asana node, signed with the
 * credential its `authentication` parameter picks (read from the first item, as n8n does): a
 * personal access token (`asanaApi`) or an OAuth2 connection (`asanaOAuth2Api`), both sent as a
 * bearer token. Bodies are wrapped in `{ data }` as Asana takes them (none for GET and DELETE). A
 * refusal becomes the node error n8n gives; 429 answers wait their `Retry-After` and 5xx answers are
 * retried with backoff, a few times. Lists are read 100 a page, following `next_page.uri` until it
 * is null. Tests point the origin at a loopback fake with `WEFT_ASANA_API_URL` and shorten the
 * waits with `WEFT_ASANA_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface AsanaCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/api/1.0`, its query and the body's `data`. */
export interface AsanaCall {
  /** The node's `authentication` parameter: `accessToken` or `oAuth2`. */
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  /** A whole URL (Asana's `next_page.uri`) used instead of the endpoint. */
  uri?: string;
  itemIndex?: number;
}

const ASANA_ORIGIN = 'https://app.asana.com';

/** Asana's API origin, or the one `WEFT_ASANA_API_URL` names. */
export function asanaOrigin(): string {
  return (process.env.WEFT_ASANA_API_URL?.trim() || ASANA_ORIGIN).replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_ASANA_RETRY_BASE_MS;
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
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The bearer token of the credential the node's `authentication` parameter picks. */
async function token(caller: AsanaCaller, authentication: unknown, itemIndex?: number): Promise<string> {
  if (authentication === undefined || authentication === 'accessToken') {
    return String((await caller.getCredentials('asanaApi', itemIndex)).accessToken ?? '');
  }
  const credentials = await caller.getCredentials('asanaOAuth2Api', itemIndex);
  const access = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof access !== 'string' || !access) {
    throw new NodeOperationError(caller.getNode(), 'The Asana OAuth2 credential is not connected to Asana yet', {
      itemIndex,
      description: 'Open the credential and sign in with Asana.',
    });
  }
  return access;
}

/** A `next_page.uri` from Asana, moved onto the origin `WEFT_ASANA_API_URL` names when set. */
function onOrigin(uri: string): string {
  if (!process.env.WEFT_ASANA_API_URL) return uri;
  try {
    const url = new URL(uri);
    return `${asanaOrigin()}${url.pathname}${url.search}`;
  } catch {
    return uri;
  }
}

/** Sends one call and answers its parsed JSON body (`{}` for an empty one). */
export async function asanaRequest(caller: AsanaCaller, call: AsanaCall): Promise<Json> {
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.method === 'POST' || call.method === 'PUT';
  const options: HttpRequestOptions = {
    url: call.uri ? onOrigin(call.uri) : `${asanaOrigin()}/api/1.0${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${await token(caller, call.authentication, call.itemIndex)}`,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: { data: call.body ?? {} } } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body) ?? {};
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/** Every entry of a list: 100 a page, then Asana's `next_page.uri` until it is null. */
export async function asanaRequestAll(caller: AsanaCaller, call: AsanaCall): Promise<unknown[]> {
  const out: unknown[] = [];
  let next: AsanaCall = { ...call, qs: { ...call.qs, limit: 100 } };
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Asana kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await asanaRequest(caller, next);
    if (Array.isArray(answer.data)) out.push(...(answer.data as unknown[]));
    const uri = (answer.next_page as Json | null | undefined)?.uri;
    if (answer.next_page === null || typeof uri !== 'string') return out;
    next = { ...call, qs: {}, uri };
  }
}
