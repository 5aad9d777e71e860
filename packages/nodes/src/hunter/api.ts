/**
 * Calls to Hunter's API v2 (`https://api.hunter.io/v2/…`) with the `hunterApi` credential's key as
 * the `api_key` query parameter, as n8n's node sends it. A refusal becomes the node error n8n gives
 * (its message for the status, Hunter's `details` as the description); 429 answers wait their
 * `Retry-After` and 5xx answers are retried with backoff, a few times. Tests point the origin at a
 * loopback fake with `WEFT_HUNTER_API_URL` (the path kept) and shorten the waits with
 * `WEFT_HUNTER_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller. */
export interface HunterCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** Hunter's API origin, or the one `WEFT_HUNTER_API_URL` names. */
export function hunterOrigin(): string {
  return (process.env.WEFT_HUNTER_API_URL?.trim() || 'https://api.hunter.io').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_HUNTER_RETRY_BASE_MS;
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

/** A GET of `endpoint` (under `/v2`) with the query, signed with the key; answers the parsed JSON. */
export async function hunterRequest(
  caller: HunterCaller,
  endpoint: string,
  query: Json,
  itemIndex?: number,
): Promise<Json> {
  const credentials = await caller.getCredentials('hunterApi', itemIndex);
  const qs: Json = { api_key: credentials.apiKey };
  for (const [key, value] of Object.entries(query)) if (value !== undefined) qs[key] = value;
  const options: HttpRequestOptions = {
    url: `${hunterOrigin()}/v2${endpoint}`,
    method: 'GET',
    headers: { Accept: 'application/json' },
    qs,
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
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
  }
}

/**
 * Every page of a paged answer's `property`, as n8n reads them: offset from 0 in steps of 100
 * (written onto `query`, which n8n shares between items), while the answer's `meta.offset` is
 * not past `meta.results`.
 */
export async function hunterRequestAll(
  caller: HunterCaller,
  property: string,
  endpoint: string,
  query: Json,
  itemIndex?: number,
): Promise<unknown[]> {
  const pages: unknown[] = [];
  query.offset = 0;
  query.limit = 100;
  for (;;) {
    const answer = await hunterRequest(caller, endpoint, query, itemIndex);
    pages.push(answer[property]);
    query.offset += query.limit;
    const meta = answer.meta as Json | undefined;
    if (meta?.results === undefined || !(meta.offset <= meta.results)) return pages;
  }
}
