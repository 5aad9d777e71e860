/**
 * Calls to a WooCommerce shop's REST API v3 (`<url>/wp-json/wc/v3/…`, the URL from the
 * `wooCommerceApi` credential) for the WooCommerce node, its trigger and its look-ups, signed with
 * the consumer key and secret as Basic auth, or as `consumer_key` and `consumer_secret` in the query
 * when the credential asks for it. Bodies go as JSON. A refusal becomes a node error naming the item
 * (WordPress's `message` as the description); 429 answers wait their `Retry-After` and 5xx answers
 * are retried with backoff, a few times. Lists are read 100 a page, following the `Link` header's
 * `rel="next"` page, as n8n's node does (which fails, as n8n's does, when the shop sends no Link
 * header at all). Tests point the shop's origin at a loopback fake with `WEFT_WOOCOMMERCE_API_URL`
 * (the path kept; the Link header's origin is replaced too) and shorten the waits with
 * `WEFT_WOOCOMMERCE_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute, webhook-setup or method context). */
export interface WooCommerceCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under `/wp-json/wc/v3` (`/orders`), or a whole page URL from a Link header. */
export interface WooCommerceCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** A URL on the origin `WEFT_WOOCOMMERCE_API_URL` names, when set (tests only). */
export function wooCommerceUrl(url: string): string {
  const override = process.env.WEFT_WOOCOMMERCE_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  const start = url.indexOf('//');
  if (start < 0) return url;
  const at = url.indexOf('/', start + 2);
  return `${override}${at < 0 ? '' : url.slice(at)}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_WOOCOMMERCE_RETRY_BASE_MS;
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
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one call and answers its parsed body and headers. */
export async function wooCommerceRequestFull(
  caller: WooCommerceCaller,
  call: WooCommerceCall,
): Promise<{ body: any; headers: Record<string, string | string[]> }> {
  const credentials = await caller.getCredentials('wooCommerceApi', call.itemIndex);
  const url = /^https?:\/\//.test(call.endpoint)
    ? call.endpoint
    : `${String(credentials.url ?? '')}/wp-json/wc/v3${call.endpoint}`;
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (credentials.includeCredentialsInQuery === true)
    Object.assign(qs, { consumer_key: credentials.consumerKey, consumer_secret: credentials.consumerSecret });
  else
    headers.Authorization = `Basic ${Buffer.from(`${String(credentials.consumerKey ?? '')}:${String(credentials.consumerSecret ?? '')}`).toString('base64')}`;
  const hasBody = call.method !== 'GET' && call.body !== undefined && Object.keys(call.body).length > 0;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const options: HttpRequestOptions = {
    url: wooCommerceUrl(url),
    method: call.method,
    headers,
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return { body: parse(response.body) ?? {}, headers: response.headers };
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined)
      throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
    await sleep(wait);
  }
}

/** Sends one call and answers its parsed body. */
export async function wooCommerceRequest(caller: WooCommerceCaller, call: WooCommerceCall): Promise<any> {
  return (await wooCommerceRequestFull(caller, call)).body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/** Every entry of a list, 100 a page, following the Link header's next page (the query sent again beside it). */
export async function wooCommerceRequestAll(caller: WooCommerceCaller, call: WooCommerceCall): Promise<Json[]> {
  // As in n8n's node, the caller's query itself gets `per_page` (a query shared by the items of a run keeps it).
  const qs: Json = call.qs ?? {};
  qs.per_page = 100;
  const out: Json[] = [];
  let endpoint = call.endpoint;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `WooCommerce kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await wooCommerceRequestFull(caller, { ...call, endpoint, qs });
    const raw = answer.headers.link;
    const link = Array.isArray(raw) ? raw.join(', ') : raw;
    // n8n's node splits the Link header without checking that there is one.
    if (typeof link !== 'string')
      throw new NodeOperationError(caller.getNode(), "Cannot read properties of undefined (reading 'split')", {
        itemIndex: call.itemIndex,
      });
    const next = link.split(',').find((part) => part.includes('rel="next"'));
    if (Array.isArray(answer.body)) out.push(...(answer.body as Json[]));
    if (!next) return out;
    endpoint = next
      .split(';')[0]!
      .replace(/<(.*)>/, '$1')
      .trim();
  }
}
