/**
 * Calls to the Hacker News search API (`http://hn.algolia.com/api/v1/…`, no credential) for the
 * Hacker News node, as n8n's node makes them. A refusal becomes a node error naming the item,
 * worded as n8n words HTTP errors; 429 answers wait their `Retry-After` and 5xx answers are retried
 * with backoff, a few times. "Return All" asks for pages of 100 the way n8n's node does: it asks for
 * the same first page again until the count it keeps (the running total, added up after every
 * page) reaches the number of hits, so a search with more than 100 hits answers its first 100
 * hits more than once, as in n8n. Tests point the origin at a loopback fake with
 * `WEFT_HACKERNEWS_API_URL` (the `/api/v1` path kept) and shorten the waits with
 * `WEFT_HACKERNEWS_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type ExecuteContext, type HttpResponse } from '@weft/workflow';

type Json = Record<string, any>;

/** The API's base URL, on the origin `WEFT_HACKERNEWS_API_URL` names when set. */
export function hackerNewsBaseUrl(): string {
  return `${(process.env.WEFT_HACKERNEWS_API_URL?.trim() || 'http://hn.algolia.com').replace(/\/+$/, '')}/api/v1`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_HACKERNEWS_RETRY_BASE_MS;
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
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One GET of a path under `/api/v1/` with its query (undefined values left out). */
export async function hackerNewsRequest(
  ctx: ExecuteContext,
  endpoint: string,
  qs: Json,
  itemIndex: number,
): Promise<any> {
  const query: Json = {};
  for (const [key, value] of Object.entries(qs)) if (value !== undefined) query[key] = value;
  for (let attempt = 0; ; attempt++) {
    const response = await ctx.helpers.httpRequest({
      url: `${hackerNewsBaseUrl()}/${endpoint}`,
      method: 'GET',
      qs: query,
      headers: { Accept: 'application/json' },
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    });
    if (response.statusCode < 300) return parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(ctx.getNode(), response.statusCode, parse(response.body), itemIndex);
  }
}

/** The most pages "Return All" asks for before it stops. */
const MAX_PAGES = 10_000;

/** Every hit of a search as n8n's node collects them (see the module comment). */
export async function hackerNewsRequestAll(
  ctx: ExecuteContext,
  endpoint: string,
  qs: Json,
  itemIndex: number,
): Promise<unknown[]> {
  const query = { ...qs, hitsPerPage: 100 };
  const out: unknown[] = [];
  let counted = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await hackerNewsRequest(ctx, endpoint, query, itemIndex);
    out.push(...((answer?.hits ?? []) as unknown[]));
    counted += out.length;
    if (!(Number(answer?.nbHits) > counted)) break;
  }
  return out;
}
