/**
 * Calls to Mattermost's REST API (`<baseUrl>/api/v4/…`, the base URL from the node's
 * `mattermostApi` credential, a trailing slash dropped) with the credential's access token as a
 * bearer token; "Ignore SSL Issues" skips the server's certificate check. A refusal becomes a node
 * error naming the item (Mattermost's `message` as the description); 429 answers wait their
 * `Retry-After` and 5xx answers are retried with backoff, a few times. Lists are read 100 a page
 * (`page`, `per_page`) until a page comes back empty, as n8n's node reads them.
 * Tests that replay recorded cases point the base URL's origin at a loopback fake with
 * `WEFT_MATTERMOST_API_URL` (the base URL's path kept) and shorten the waits with
 * `WEFT_MATTERMOST_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface MattermostCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/api/v4/` (a leading slash is allowed), query and JSON body (an object or array). */
export interface MattermostCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json | unknown[];
  qs?: Json;
  itemIndex?: number;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_MATTERMOST_RETRY_BASE_MS;
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

/** The credential's base URL without its trailing slash, on the origin `WEFT_MATTERMOST_API_URL` names when set. */
export function mattermostBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/$/, '');
  const override = process.env.WEFT_MATTERMOST_API_URL?.trim().replace(/\/+$/, '');
  if (!override || !trimmed) return trimmed;
  try {
    const url = new URL(trimmed);
    return `${override}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return trimmed;
  }
}

/** Sends one call and answers its parsed JSON body. */
export async function mattermostRequest(caller: MattermostCaller, call: MattermostCall): Promise<any> {
  const credentials = await caller.getCredentials('mattermostApi', call.itemIndex);
  const baseUrl = mattermostBaseUrl(String(credentials.baseUrl ?? ''));
  if (!baseUrl)
    throw new NodeOperationError(caller.getNode(), 'The Mattermost credential has no Base URL', {
      itemIndex: call.itemIndex,
    });
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody =
    call.method !== 'GET' && call.body !== undefined && (Array.isArray(call.body) || Object.keys(call.body).length > 0);
  const options: HttpRequestOptions = {
    url: `${baseUrl}/api/v4/${call.endpoint.replace(/^\/+/, '')}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${String(credentials.accessToken ?? '')}`,
      ...(hasBody ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    },
    qs,
    ...(hasBody ? { body: call.body } : {}),
    ignoreSslIssues: credentials.allowUnauthorizedCerts === true,
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

/** Every entry of a list: pages of 100 from page 0 until one comes back empty. */
export async function mattermostRequestAll(caller: MattermostCaller, call: MattermostCall): Promise<unknown[]> {
  const qs: Json = { ...call.qs, page: 0, per_page: 100 };
  const out: unknown[] = [];
  for (;;) {
    if (qs.page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Mattermost kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await mattermostRequest(caller, { ...call, qs: { ...qs } });
    const page = Array.isArray(answer) ? answer : [];
    out.push(...page);
    if (page.length === 0) return out;
    qs.page++;
  }
}
