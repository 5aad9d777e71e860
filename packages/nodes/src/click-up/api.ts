/**
 * Calls to ClickUp's API v2 (`https://api.clickup.com/api/v2/…`) for the ClickUp node, signed with
 * the credential its `authentication` parameter picks (read from the first item, as n8n does): a
 * personal token (`clickUpApi`) or an OAuth2 connection (`clickUpOAuth2Api`), both sent as the
 * Authorization header without a `Bearer` prefix, as ClickUp takes them. A refusal becomes the
 * node error n8n gives (its message for the status, ClickUp's `err` as the description); 429
 * answers wait their `Retry-After` (or ClickUp's `X-RateLimit-Reset`) and 5xx answers are retried
 * with backoff, a few times. Lists of tasks are read by `page` (from 0) until a page comes back
 * empty or the limit is reached. Tests point the origin at a loopback fake with
 * `WEFT_CLICKUP_API_URL` (the `/api/v2` path is kept) and shorten the waits with
 * `WEFT_CLICKUP_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface ClickUpCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/api/v2`, its query and JSON body. */
export interface ClickUpCall {
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** ClickUp's API origin, or the one `WEFT_CLICKUP_API_URL` names. */
export function clickUpOrigin(): string {
  return (process.env.WEFT_CLICKUP_API_URL?.trim() || 'https://api.clickup.com').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const header = (response: HttpResponse, name: string) => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_CLICKUP_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const after = Number(header(response, 'retry-after'));
    const reset = Number(header(response, 'x-ratelimit-reset'));
    const seconds =
      Number.isFinite(after) && after >= 0
        ? after
        : Number.isFinite(reset) && reset > 0
          ? Math.max(0, reset - Date.now() / 1000)
          : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? Math.ceil(seconds * 1000);
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

/** The Authorization header of the node's credential. */
async function authorization(caller: ClickUpCaller, authentication: unknown, itemIndex?: number): Promise<string> {
  if (authentication === 'oAuth2') {
    const credentials = await caller.getCredentials('clickUpOAuth2Api', itemIndex);
    const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || !token) {
      throw new NodeOperationError(caller.getNode(), 'The ClickUp OAuth2 credential is not connected to ClickUp yet', {
        itemIndex,
        description: 'Open the credential and sign in with ClickUp.',
      });
    }
    return token;
  }
  const credentials = await caller.getCredentials('clickUpApi', itemIndex);
  return String(credentials.accessToken ?? '');
}

/** Sends one call and answers its parsed JSON body (`{}` for an empty one). */
export async function clickUpRequest(caller: ClickUpCaller, call: ClickUpCall): Promise<Json> {
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.method !== 'GET' && call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${clickUpOrigin()}/api/v2${call.endpoint}`,
    method: call.method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: await authorization(caller, call.authentication, call.itemIndex),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
    arrayFormat: 'indices',
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

/**
 * Every entry under `property` of a paged list: `page` from 0 (set on the shared query, as n8n
 * does), until a page is empty or, when the query names a `limit`, that many entries are read.
 */
export async function clickUpRequestAll(
  caller: ClickUpCaller,
  call: ClickUpCall & { qs: Json },
  property: string,
): Promise<unknown[]> {
  const out: unknown[] = [];
  call.qs.page = 0;
  for (;;) {
    if (call.qs.page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `ClickUp kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await clickUpRequest(caller, { ...call, qs: { ...call.qs } });
    const entries = answer[property];
    if (Array.isArray(entries)) out.push(...(entries as unknown[]));
    call.qs.page += 1;
    const limit = Number(call.qs.limit);
    if (call.qs.limit && limit <= out.length) return out;
    if (!Array.isArray(entries) || entries.length === 0) return out;
  }
}
