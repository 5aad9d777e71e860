/**
 * Calls to Zendesk's Support API (`https://<subdomain>.zendesk.com/api/v2/<resource>.json`, the
 * subdomain the credential names) for the Zendesk node and its editor look-ups, signed with the
 * credential the node's `authentication` picks (`zendeskApi`: HTTP Basic `<email>/token:<token>`;
 * `zendeskOAuth2Api`: the Bearer token, renewed once through the run's OAuth2 refresh on a 401).
 * A refusal becomes a `NodeApiError` naming the item (Zendesk's `error`/`description`/`details` as
 * its description); 429 answers wait their `Retry-After` and 502–504 answers are retried with
 * backoff, a few times. Lists follow each answer's `next_page` URL until there is none (or until a
 * `limit` in the query is reached, as n8n does for ticket fields). Tests point the API at a loopback
 * fake with `WEFT_ZENDESK_API_URL` (it replaces the origin of the subdomain's URL and of the
 * `next_page` links, the path kept) and shorten the waits with `WEFT_ZENDESK_RETRY_BASE_MS`.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { zendeskTokenAuthorization } from './credentials.js';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface ZendeskCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface ZendeskCall {
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A resource path under `/api/v2`, without `.json` (`/tickets/1`). */
  resource: string;
  body?: Json;
  qs?: Json;
  /** An absolute URL Zendesk handed out (a `next_page`), used as it is. */
  url?: string;
  itemIndex?: number;
}

/** A URL with its origin replaced by `WEFT_ZENDESK_API_URL` when that is set. */
export function zendeskUrl(url: string): string {
  const override = process.env.WEFT_ZENDESK_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  const parsed = new URL(url);
  return `${override}${parsed.pathname}${parsed.search}`;
}

const credentialTypeOf = (authentication: unknown) => (authentication === 'oAuth2' ? 'zendeskOAuth2Api' : 'zendeskApi');
const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_ZENDESK_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
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

function authorization(
  caller: ZendeskCaller,
  type: string,
  credentials: Record<string, unknown>,
  itemIndex?: number,
): string {
  if (type === 'zendeskApi') return zendeskTokenAuthorization(credentials);
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(caller.getNode(), 'The Zendesk OAuth2 credential is not connected to Zendesk yet', {
      itemIndex,
      description: 'Open the credential and sign in with Zendesk.',
    });
  return `Bearer ${token}`;
}

/** Sends one call and answers the parsed body (`{}` when Zendesk answers nothing). */
export async function zendeskRequest(caller: ZendeskCaller, call: ZendeskCall): Promise<Json> {
  const type = credentialTypeOf(call.authentication);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const subdomain = String(credentials.subdomain ?? '').trim();
  if (!subdomain && !call.url)
    throw new NodeOperationError(caller.getNode(), 'The Zendesk credential has no subdomain', {
      itemIndex: call.itemIndex,
      description: 'Set "Subdomain" in the credential to the name in https://<name>.zendesk.com.',
    });
  const url = zendeskUrl(
    call.url ??
      `https://${subdomain}.zendesk.com/api/v2${call.resource}${call.resource.includes('webhooks') ? '' : '.json'}`,
  );
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest({
      url,
      method: call.method,
      headers: { Accept: 'application/json', Authorization: authorization(caller, type, credentials, call.itemIndex) },
      ...(!call.url && call.qs && Object.keys(call.qs).length ? { qs: { ...call.qs } } : {}),
      ...(hasBody ? { body: call.body, json: true } : {}),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
      arrayFormat: 'brackets',
    });
    if (response.statusCode < 300) return parse(response.body) ?? {};
    if (response.statusCode === 401 && type === 'zendeskOAuth2Api' && caller.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined)
      throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
    await sleep(wait);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/** Every entry under `property` of a list, following `next_page` (see the module comment). */
export async function zendeskRequestAll(
  caller: ZendeskCaller,
  property: string,
  call: ZendeskCall,
): Promise<unknown[]> {
  const out: unknown[] = [];
  let url: string | undefined;
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Zendesk kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await zendeskRequest(caller, { ...call, url });
    out.push(...((answer[property] ?? []) as unknown[]));
    const limit = Number(call.qs?.limit);
    if (limit && limit <= out.length) return out;
    if (answer.next_page === undefined || answer.next_page === null) return out;
    url = String(answer.next_page);
  }
}
