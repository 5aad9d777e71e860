/**
 * Calls to Todoist's REST API v2 (`https://api.todoist.com/rest/v2/…`) and Sync API v9
 * (`https://api.todoist.com/sync/v9/…`) for the Todoist node, signed with the credential its
 * `authentication` parameter picks (read from the first item, as n8n does): an API token
 * (`todoistApi`) or an OAuth2 connection (`todoistOAuth2Api`), both sent as a bearer token. A
 * refusal becomes the node error n8n gives (its message for the status, Todoist's plain-text
 * answer as the description); 429 answers wait their `Retry-After` and 5xx answers are retried
 * with backoff, a few times. Tests point the origin at a loopback fake with `WEFT_TODOIST_API_URL`
 * (the paths kept) and shorten the waits with `WEFT_TODOIST_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface TodoistCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: `rest` (a path under `/rest/v2`) or `sync` (under `/sync/v9`). */
export interface TodoistCall {
  /** The node's `authentication` parameter: `apiKey` or `oAuth2`. */
  authentication: unknown;
  api: 'rest' | 'sync';
  method: 'GET' | 'POST' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** Todoist's API origin, or the one `WEFT_TODOIST_API_URL` names. */
export function todoistOrigin(): string {
  return (process.env.WEFT_TODOIST_API_URL?.trim() || 'https://api.todoist.com').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_TODOIST_RETRY_BASE_MS;
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

/** The bearer token of the credential `authentication` names. */
async function token(caller: TodoistCaller, authentication: unknown, itemIndex?: number): Promise<string> {
  if (authentication === 'oAuth2') {
    const credentials = await caller.getCredentials('todoistOAuth2Api', itemIndex);
    const access = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof access !== 'string' || !access) {
      throw new NodeOperationError(caller.getNode(), 'The Todoist OAuth2 credential is not connected to Todoist yet', {
        itemIndex,
        description: 'Open the credential and sign in with Todoist.',
      });
    }
    return access;
  }
  const credentials = await caller.getCredentials('todoistApi', itemIndex);
  return String(credentials.apiKey ?? '');
}

/** Sends one call and answers its parsed JSON body (undefined for an empty one). */
export async function todoistRequest(caller: TodoistCaller, call: TodoistCall): Promise<any> {
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${todoistOrigin()}/${call.api === 'rest' ? 'rest/v2' : 'sync/v9'}${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${await token(caller, call.authentication, call.itemIndex)}`,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
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
