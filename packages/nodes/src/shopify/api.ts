/**
 * Calls to Shopify's Admin REST API 2024-07 (`https://<shop>.myshopify.com/admin/api/2024-07/…`, the
 * shop from the credential's subdomain) for the Shopify node, its trigger and its look-ups, signed
 * with the credential the node's `authentication` picks: `shopifyApi` (Basic API key and password),
 * `shopifyAccessTokenApi` (`X-Shopify-Access-Token`) or `shopifyOAuth2Api` (the OAuth2 token as
 * `X-Shopify-Access-Token` and Bearer, renewed once through the run's OAuth2 refresh on a 401).
 * Bodies go as JSON. A refusal becomes a node error naming the item (Shopify's `errors` as the
 * description); 429 answers wait their `Retry-After` and 5xx answers are retried with backoff, a few
 * times. Lists follow the `Link` header's `rel="next"` page (only `limit` and `fields` kept beside
 * its `page_info`), as n8n's node does. Tests point every shop's origin at a loopback fake with
 * `WEFT_SHOPIFY_API_URL` (the path kept; the Link header's origin is replaced too) and shorten the
 * waits with `WEFT_SHOPIFY_RETRY_BASE_MS`; nothing else sets them.
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
export interface ShopifyCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  /** The run's OAuth2 renewal (execute contexts have one). */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface ShopifyCall {
  /** The node's `authentication` parameter (`apiKey`, `accessToken` or `oAuth2`). */
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under `/admin/api/2024-07/` (`/orders.json`), or a whole page URL from a Link header. */
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** What a call answers: the parsed body and the response headers. */
export interface ShopifyAnswer {
  body: any;
  headers: Record<string, string | string[]>;
}

/** The credential type an `authentication` value picks (OAuth2 unless API key or access token). */
export function shopifyCredentialType(authentication: unknown): string {
  if (authentication === 'apiKey') return 'shopifyApi';
  if (authentication === 'accessToken') return 'shopifyAccessTokenApi';
  return 'shopifyOAuth2Api';
}

/** A URL on the origin `WEFT_SHOPIFY_API_URL` names, when set (tests only). */
export function shopifyUrl(url: string): string {
  const override = process.env.WEFT_SHOPIFY_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  const at = url.indexOf('/', url.indexOf('//') + 2);
  return `${override}${at < 0 ? '' : url.slice(at)}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_SHOPIFY_RETRY_BASE_MS;
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

function sign(
  caller: ShopifyCaller,
  type: string,
  credentials: Record<string, unknown>,
  headers: Record<string, string>,
  itemIndex?: number,
): Record<string, string> {
  if (type === 'shopifyApi')
    return {
      ...headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.apiKey ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    };
  if (type === 'shopifyAccessTokenApi')
    return { ...headers, 'X-Shopify-Access-Token': String(credentials.accessToken ?? '') };
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The Shopify OAuth2 credential is not connected to Shopify yet', {
      itemIndex,
      description: 'Open the credential and sign in with Shopify.',
    });
  }
  return { ...headers, Authorization: `Bearer ${token}`, 'X-Shopify-Access-Token': token };
}

/** Sends one call and answers its parsed body and headers. */
export async function shopifyRequestFull(caller: ShopifyCaller, call: ShopifyCall): Promise<ShopifyAnswer> {
  const type = shopifyCredentialType(call.authentication);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const page = /^https?:\/\//.test(call.endpoint);
  // n8n joins the resource to the base with its leading slash, so the path has two slashes there.
  const url = page
    ? call.endpoint
    : `https://${String(credentials.shopSubdomain ?? '')}.myshopify.com/admin/api/2024-07/${call.endpoint}`;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const base: HttpRequestOptions = {
    url: shopifyUrl(url),
    method: call.method,
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  const headers = { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}) };
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest({
      ...base,
      headers: sign(caller, type, credentials, headers, call.itemIndex),
    });
    if (response.statusCode === 401 && type === 'shopifyOAuth2Api' && caller.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    if (response.statusCode < 300) return { body: parse(response.body) ?? {}, headers: response.headers };
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined)
      throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
    await sleep(wait);
  }
}

/** Sends one call and answers its parsed body. */
export async function shopifyRequest(caller: ShopifyCaller, call: ShopifyCall): Promise<any> {
  return (await shopifyRequestFull(caller, call)).body;
}

/** The URL of a Link header's `rel="next"` entry, or undefined. */
export function nextPageUrl(link: unknown): string | undefined {
  const text = Array.isArray(link) ? link.join(', ') : typeof link === 'string' ? link : '';
  for (const part of text.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry of a list (`property` of each page): query values left empty are dropped first, and
 * each next page is asked for with its `page_info` and only the `limit` and `fields` of the query.
 */
export async function shopifyRequestAll(
  caller: ShopifyCaller,
  call: ShopifyCall & { property: string },
): Promise<Json[]> {
  const query: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== '') query[key] = value;
  const pageQuery: Json = {};
  if (query.limit) pageQuery.limit = query.limit;
  if (query.fields) pageQuery.fields = query.fields;
  const out: Json[] = [];
  let endpoint = call.endpoint;
  let qs = query;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Shopify kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await shopifyRequestFull(caller, { ...call, endpoint, qs });
    const entries = answer.body?.[call.property];
    if (Array.isArray(entries)) out.push(...(entries as Json[]));
    const next = nextPageUrl(answer.headers.link);
    if (!next) return out;
    endpoint = next;
    qs = pageQuery;
  }
}
