/**
 * Calls to Stripe's API (`https://api.stripe.com/v1/…`) with the `stripeApi` credential's secret key
 * as a bearer token. Bodies go form-encoded with bracketed keys for nested values and indices for
 * lists (`metadata[plan]=pro`, `enabled_events[0]=*`), as n8n's request helper encodes them. A
 * refusal becomes a node error naming the item (Stripe's `error.message` as the description); 429
 * answers wait their `Retry-After` and 5xx answers are retried with backoff, a few times. Lists
 * are followed with `starting_after` while Stripe says it `has_more`, as n8n's node does (Stripe's
 * default page size, no `limit` sent). Tests point the origin at a loopback fake with
 * `WEFT_STRIPE_API_URL` and shorten the waits with `WEFT_STRIPE_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute, webhook-setup or method context). */
export interface StripeCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/v1`, a form body and a query. */
export interface StripeCall {
  method: 'GET' | 'POST' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

const ORIGIN = 'https://api.stripe.com';
const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stripe's origin, or the one `WEFT_STRIPE_API_URL` names in tests. */
export function stripeOrigin(): string {
  return process.env.WEFT_STRIPE_API_URL?.trim().replace(/\/+$/, '') || ORIGIN;
}

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A form body as n8n's request helper writes one (the `qs` package's defaults): nested objects as
 * `a[b]=…`, arrays as `a[0]=…`, null as an empty value, undefined and empty lists or objects left out.
 */
export function formEncode(value: Json): string {
  const parts: string[] = [];
  const walk = (key: string, v: unknown): void => {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return;
    if (v === null) parts.push(`${encode(key)}=`);
    else if (v instanceof Date) parts.push(`${encode(key)}=${encode(v.toISOString())}`);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(`${key}[${i}]`, x));
    else if (typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(`${key}[${k}]`, x);
    else parts.push(`${encode(key)}=${encode(String(v))}`);
  };
  for (const [k, v] of Object.entries(value)) walk(k, v);
  return parts.join('&');
}

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_STRIPE_RETRY_BASE_MS;
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
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : body instanceof Uint8Array
      ? Buffer.from(body).toString('utf8')
      : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends one call and answers its parsed JSON body. */
export async function stripeRequest(caller: StripeCaller, call: StripeCall): Promise<any> {
  const credentials = await caller.getCredentials('stripeApi', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const form = call.method === 'GET' || call.method === 'DELETE' ? '' : formEncode(call.body ?? {});
  const options: HttpRequestOptions = {
    url: `${stripeOrigin()}/v1${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${String(credentials.secretKey ?? '')}`,
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(form ? { body: form } : {}),
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

/**
 * A list (`GET /v1/<resource>s`): page after page from `starting_after` the last id while Stripe
 * has more, stopping once `limit` entries are read unless all are asked for (n8n's `handleListing`).
 * As in n8n, a list with no entries at all fails (it has no last id to go on from).
 */
export async function stripeList(
  caller: StripeCaller,
  resource: string,
  returnAll: boolean,
  limit: number,
  qs: Json,
  itemIndex: number,
): Promise<Json[]> {
  const out: Json[] = [];
  const query: Json = { ...qs };
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Stripe kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const answer = (await stripeRequest(caller, {
      method: 'GET',
      endpoint: `/${resource}s`,
      qs: { ...query },
      itemIndex,
    })) as Json;
    const data = Array.isArray(answer?.data) ? (answer.data as Json[]) : [];
    out.push(...data);
    if (!returnAll && out.length >= limit) return out.slice(0, limit);
    // n8n's node reads the last entry's id before it looks at `has_more`, so an empty list fails.
    if (out.length === 0)
      throw new NodeOperationError(caller.getNode(), "Cannot read properties of undefined (reading 'id')", {
        itemIndex,
      });
    query.starting_after = out[out.length - 1]!.id;
    if (!answer?.has_more) return out;
  }
}
