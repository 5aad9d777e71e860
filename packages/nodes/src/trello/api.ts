/**
 * Calls to Trello's REST API (`https://api.trello.com/1/…`) for the Trello node, signed with the
 * node's `trelloApi` credential (the `key` and `token` query parameters). A refusal becomes the node
 * error n8n gives (its message for the status, Trello's text as the description); 429 answers wait
 * their `Retry-After` and 5xx answers are retried with backoff, a few times. "Return All" lists are
 * read 30 at a time, newest first (`sort=-id`), each page `before` the last id of the one before,
 * until a page comes back short. Tests point the origin at a loopback fake with
 * `WEFT_TRELLO_API_URL` (the `/1/…` path is kept) and shorten the waits with
 * `WEFT_TRELLO_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface TrelloCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/1/` (a leading slash is allowed, as n8n's node writes some), query and JSON body. */
export interface TrelloCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** Trello's API origin, or the one `WEFT_TRELLO_API_URL` names. */
export function trelloOrigin(): string {
  return (process.env.WEFT_TRELLO_API_URL?.trim() || 'https://api.trello.com').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_TRELLO_RETRY_BASE_MS;
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

/** Sends one call and answers its parsed JSON body. */
export async function trelloRequest(caller: TrelloCaller, call: TrelloCall): Promise<any> {
  const credentials = await caller.getCredentials('trelloApi', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  qs.key = credentials.apiKey;
  qs.token = credentials.apiToken;
  const hasBody = call.method !== 'GET' && call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${trelloOrigin()}/1/${call.endpoint.replace(/^\/+/, '')}`,
    method: call.method,
    headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
    qs,
    ...(hasBody ? { body: call.body } : {}),
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
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/** Every entry of a list, 30 a page, newest first, each page before the last id of the one before. */
export async function trelloRequestAll(caller: TrelloCaller, call: TrelloCall & { qs: Json }): Promise<unknown[]> {
  call.qs.limit = 30;
  call.qs.sort = '-id';
  const out: unknown[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Trello kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = ((await trelloRequest(caller, { ...call, qs: { ...call.qs } })) ?? []) as Json[];
    out.push(...answer);
    if (answer.length !== 0) call.qs.before = answer[answer.length - 1]!.id;
    if (!(call.qs.limit <= answer.length)) return out;
  }
}
