/**
 * Calls to SendGrid's v3 API (`https://api.sendgrid.com/v3/…`) with the `sendGridApi` credential's
 * API key as a bearer token. A refusal becomes a node error naming the item (SendGrid's first
 * `errors[].message` as the description); 429 answers wait their `Retry-After` (or SendGrid's
 * `X-RateLimit-Reset`) and 5xx answers are retried with backoff, a few times. Lists are followed
 * through `_metadata.next` links. Tests point the origin at a loopback fake with
 * `WEFT_SENDGRID_API_URL` and shorten the waits with `WEFT_SENDGRID_RETRY_BASE_MS`.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface SendGridCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under `/v3`, query and JSON body. */
export interface SendGridCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

const ORIGIN = 'https://api.sendgrid.com';
const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's origin: SendGrid's, or the one `WEFT_SENDGRID_API_URL` names. */
export function sendGridOrigin(): string {
  return process.env.WEFT_SENDGRID_API_URL?.trim().replace(/\/+$/, '') || ORIGIN;
}

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value === undefined ? undefined : String(value);
}

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_SENDGRID_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const named = Number(header(response, 'retry-after'));
    const reset = Number(header(response, 'x-ratelimit-reset'));
    const seconds =
      Number.isFinite(named) && named >= 0
        ? named
        : Number.isFinite(reset) && reset > 0
          ? Math.max(0, reset - Math.floor(Date.now() / 1000))
          : 1;
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

/** The answer of one call: its parsed JSON body and its headers. */
export interface SendGridAnswer {
  body: any;
  headers: HttpResponse['headers'];
}

/** Sends one call (to a path under `/v3`, or to a full `url` SendGrid gave) and answers its body and headers. */
export async function sendGridRequestFull(
  caller: SendGridCaller,
  call: SendGridCall,
  url?: string,
): Promise<SendGridAnswer> {
  const credentials = await caller.getCredentials('sendGridApi', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: url ?? `${sendGridOrigin()}/v3${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(url ? {} : { qs }),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return { body: parse(response.body), headers: response.headers };
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** Sends one call and answers its parsed JSON body. */
export async function sendGridRequest(caller: SendGridCaller, call: SendGridCall): Promise<any> {
  return (await sendGridRequestFull(caller, call)).body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 1_000;

/** Every entry under `property` of a list, following `_metadata.next` links, stopping at `limit` entries when given. */
export async function sendGridRequestAll(
  caller: SendGridCaller,
  call: SendGridCall,
  property: string,
  limit?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  let next: string | undefined;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `SendGrid kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = (await sendGridRequestFull(caller, call, next)).body as Json | undefined;
    const entries = answer?.[property];
    if (Array.isArray(entries)) out.push(...(entries as Json[]));
    if (limit && out.length >= limit) return out;
    const link = answer?._metadata?.next;
    if (typeof link !== 'string' || link === '' || link === next) return out;
    next = link.startsWith(ORIGIN) ? `${sendGridOrigin()}${link.slice(ORIGIN.length)}` : link;
  }
}
