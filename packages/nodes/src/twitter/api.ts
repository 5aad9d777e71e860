/**
 * Calls to X's API for the X node: API v1.1 (`https://api.twitter.com/1.1…`, media on
 * `https://upload.twitter.com/1.1/media/upload.json`) signed with OAuth 1.0a from the
 * `twitterOAuth1Api` credential (Weft's `oAuth1Api` signer), and API v2 (`https://api.twitter.com/2…`)
 * with the `twitterOAuth2Api` credential's Bearer token, renewed once through the run's OAuth2
 * refresh when X answers 401. A refusal becomes the node error n8n gives (its message for the
 * status, X's own text as the description); 429 answers wait their `Retry-After` (or X's
 * `x-rate-limit-reset`) and 502–504 answers are retried with backoff, a few times. Tests point
 * both hosts at a loopback fake with `WEFT_TWITTER_API_URL` (it replaces the origin, keeping the
 * path) and shorten the waits with `WEFT_TWITTER_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { oAuth1Api } from '../credentials/oauth1-api.js';

/** What a call needs from its caller (an execute or method context). */
export interface TwitterCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  /** The run's OAuth2 renewal (execute contexts have one). */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface TwitterCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** A full URL on api.twitter.com or upload.twitter.com. */
  url: string;
  /** A JSON body (sent only when it has keys, as n8n does). */
  body?: Record<string, unknown>;
  /** A form body (media uploads). */
  form?: Record<string, string | number>;
  qs?: Record<string, unknown>;
  itemIndex?: number;
}

/** API v1.1's and v2's bases. */
export const TWITTER_V1_BASE = 'https://api.twitter.com/1.1';
export const TWITTER_V2_BASE = 'https://api.twitter.com/2';
export const TWITTER_UPLOAD_URL = 'https://upload.twitter.com/1.1/media/upload.json';

/** The URL a call goes to: `WEFT_TWITTER_API_URL` (tests) in place of X's origins. */
export function twitterUrl(url: string): string {
  const override = process.env.WEFT_TWITTER_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
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
  const override = process.env.WEFT_TWITTER_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const after = Number(header(response, 'retry-after'));
    const reset = Number(header(response, 'x-rate-limit-reset'));
    let seconds = 1;
    if (header(response, 'retry-after') !== undefined && Number.isFinite(after) && after >= 0) seconds = after;
    else if (Number.isFinite(reset) && reset > 0) seconds = Math.max(0, reset - Math.floor(Date.now() / 1000));
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

function options(call: TwitterCall): HttpRequestOptions {
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const qs = call.qs && Object.keys(call.qs).length ? call.qs : undefined;
  const form = call.form
    ? new URLSearchParams(Object.entries(call.form).map(([k, v]): [string, string] => [k, String(v)]))
    : undefined;
  return {
    url: twitterUrl(call.url),
    method: call.method,
    headers: { Accept: 'application/json', ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    ...(qs ? { qs } : {}),
    ...(form ? { body: form } : hasBody ? { body: call.body, json: true } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
    arrayFormat: 'repeat',
  };
}

/** Sends until the answer is not one to retry; `sign` signs each attempt afresh. */
async function send(
  caller: TwitterCaller,
  call: TwitterCall,
  sign: (o: HttpRequestOptions) => Promise<HttpRequestOptions>,
  renew?: () => Promise<void>,
): Promise<HttpResponse> {
  const base = options(call);
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(await sign(base));
    if (response.statusCode < 300) return response;
    if (response.statusCode === 401 && renew && !renewed) {
      renewed = true;
      await renew();
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) return response;
    await sleep(wait);
  }
}

const emptyToUndefined = (body: unknown) => (body === '' || body === null ? undefined : body);

/** An API v1.1 call signed with OAuth 1.0a; answers the JSON body. */
export async function twitterV1Request(caller: TwitterCaller, call: TwitterCall): Promise<any> {
  const credentials = await caller.getCredentials('twitterOAuth1Api', call.itemIndex);
  const response = await send(caller, call, async (o) => oAuth1Api.authenticate!(credentials, o));
  if (response.statusCode >= 300)
    throw httpStatusError(caller.getNode(), response.statusCode, response.body, call.itemIndex);
  return emptyToUndefined(response.body);
}

function bearer(caller: TwitterCaller, data: Record<string, unknown>, itemIndex?: number): string {
  const token = (data.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The X OAuth2 credential is not connected to X yet', {
      itemIndex,
      description: 'Open the credential and sign in with X.',
    });
  }
  return `Bearer ${token}`;
}

/** An API v2 call with the OAuth2 token; answers the whole JSON body (`data`, `meta`, `errors`). */
export async function twitterV2Response(caller: TwitterCaller, call: TwitterCall): Promise<any> {
  let credentials = await caller.getCredentials('twitterOAuth2Api', call.itemIndex);
  const refresh = caller.refreshOAuth2Credentials;
  const renew = refresh
    ? async () => {
        credentials = await refresh.call(caller, 'twitterOAuth2Api');
      }
    : undefined;
  const response = await send(
    caller,
    call,
    async (o) => ({ ...o, headers: { ...o.headers, Authorization: bearer(caller, credentials, call.itemIndex) } }),
    renew,
  );
  if (response.statusCode < 300) return emptyToUndefined(response.body);
  const body = response.body as { required_enrollment?: unknown } | undefined;
  if (body && typeof body === 'object' && body.required_enrollment === 'Appropriate Level of API Access') {
    throw new NodeOperationError(caller.getNode(), 'The operation requires Twitter Api to be either Basic or Pro.', {
      itemIndex: call.itemIndex,
    });
  }
  throw httpStatusError(caller.getNode(), response.statusCode, response.body, call.itemIndex);
}

/** An API v2 call answering its `data`. */
export async function twitterV2Request(caller: TwitterCaller, call: TwitterCall): Promise<any> {
  return (await twitterV2Response(caller, call))?.data;
}
