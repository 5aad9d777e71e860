/**
 * Calls to HighLevel's two APIs. Version 1 of the node speaks API v1
 * (`https://rest.gohighlevel.com/v1/…`, the `highLevelApi` key as a bearer token); version 2 speaks
 * API v2 (`https://services.leadconnectorhq.com/…`, the `Version: 2021-07-28` header and the
 * `highLevelOAuth2Api` access token, renewed once on a 401 where the host can). A refusal becomes a
 * node error naming the item (HighLevel's `message` or `msg` as its description); 429 answers wait
 * their `Retry-After` and 5xx answers are retried with backoff, a few times.
 * Tests point both origins at a loopback fake with `WEFT_HIGHLEVEL_API_URL` (the path kept) and
 * shorten the waits with `WEFT_HIGHLEVEL_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface HighLevelCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: the API version, a path under the API's root, query and JSON body. */
export interface HighLevelCall {
  version: 1 | 2;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  qs?: Json;
  body?: Json;
  itemIndex?: number;
  /** Request options of the node ("Ignore SSL Issues", timeout in ms). */
  ignoreSslIssues?: boolean;
  timeout?: number;
}

/** The API roots of each version. */
export const HIGHLEVEL_V1_URL = 'https://rest.gohighlevel.com/v1';
export const HIGHLEVEL_V2_URL = 'https://services.leadconnectorhq.com';
/** The API v2 version header the node sends. */
export const HIGHLEVEL_V2_VERSION = '2021-07-28';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_HIGHLEVEL_RETRY_BASE_MS;
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

/** An API root on the origin `WEFT_HIGHLEVEL_API_URL` names when set (its path kept). */
export function highLevelRoot(version: 1 | 2): string {
  const root = version === 1 ? HIGHLEVEL_V1_URL : HIGHLEVEL_V2_URL;
  const override = process.env.WEFT_HIGHLEVEL_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return root;
  return `${override}${new URL(root).pathname.replace(/\/+$/, '')}`;
}

/** The credential type each version signs with. */
export const credentialTypeOf = (version: 1 | 2) => (version === 1 ? 'highLevelApi' : 'highLevelOAuth2Api');

/** The location the OAuth2 token was granted for (`oauthTokenData.locationId`). */
export async function highLevelLocationId(caller: HighLevelCaller, itemIndex?: number): Promise<string | undefined> {
  const credentials = await caller.getCredentials('highLevelOAuth2Api', itemIndex);
  const location = (credentials.oauthTokenData as Json | undefined)?.locationId;
  return location === undefined || location === null ? undefined : String(location);
}

function bearer(version: 1 | 2, credentials: Record<string, unknown>): string {
  if (version === 1) return `Bearer ${String(credentials.apiKey ?? '')}`;
  return `Bearer ${String((credentials.oauthTokenData as Json | undefined)?.access_token ?? '')}`;
}

/** Sends one call and answers its parsed JSON body. */
export async function highLevelRequest(caller: HighLevelCaller, call: HighLevelCall): Promise<any> {
  const type = credentialTypeOf(call.version);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && call.method !== 'GET';
  const path = call.path.startsWith('/') ? call.path : `/${call.path}`;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (call.version === 2) headers.Version = HIGHLEVEL_V2_VERSION;
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const options: HttpRequestOptions = {
      url: `${highLevelRoot(call.version)}${path}`,
      method: call.method,
      headers: { ...headers, Authorization: bearer(call.version, credentials) },
      qs,
      ...(hasBody ? { body: call.body } : {}),
      ...(call.ignoreSslIssues ? { ignoreSslIssues: true } : {}),
      ...(call.timeout ? { timeout: call.timeout } : {}),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    if (response.statusCode === 401 && call.version === 2 && !refreshed && caller.refreshOAuth2Credentials) {
      refreshed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** A node error raised before any call (n8n's wording), naming the item. */
export function refusal(node: WorkflowNode, message: string, itemIndex?: number): NodeOperationError {
  return new NodeOperationError(node, message, { itemIndex, description: message });
}
