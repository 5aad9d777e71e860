/**
 * Calls to Airtop's REST API (`https://api.airtop.ai/api/v1/…`) for the Airtop node, signed with its
 * `airtopApi` credential (the API key as a bearer token and as `api-key`, with the SDK headers n8n
 * sends). Absolute URLs (an agent's webhook, its result) are called as they are. A refusal becomes a
 * node error naming the item, worded as n8n words HTTP errors; 429 answers wait their `Retry-After`
 * and 5xx answers are retried with backoff, a few times. Session events are read from Airtop's
 * server-sent event stream (`/sessions/{id}/events?all=true`) until one matches or time runs out.
 * Tests point `api.airtop.ai` (and only it) at a loopback fake with `WEFT_AIRTOP_API_URL` (the path
 * kept) and shorten the waits with `WEFT_AIRTOP_RETRY_BASE_MS` and `WEFT_AIRTOP_POLL_MS`; nothing
 * else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute context). */
export interface AirtopCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: {
    httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
    fetch?(input: string, init?: Record<string, unknown>): Promise<unknown>;
  };
}

type Json = Record<string, any>;

/** Airtop's API origin. */
export const AIRTOP_ORIGIN = 'https://api.airtop.ai';
/** The SDK version n8n 1.123 announces (its nodes package's version). */
export const AIRTOP_SDK_VERSION = '1.123.81';

/** A URL on Airtop's API, its origin moved to `WEFT_AIRTOP_API_URL` when that is set. */
export function airtopUrl(endpoint: string): string {
  const absolute = endpoint.startsWith('http') ? endpoint : `${AIRTOP_ORIGIN}/api/v1${endpoint}`;
  const override = process.env.WEFT_AIRTOP_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return absolute;
  try {
    const url = new URL(absolute);
    return url.origin === AIRTOP_ORIGIN ? `${override}${url.pathname}${url.search}` : absolute;
  } catch {
    return absolute;
  }
}

/** How long the node waits between two looks at something still running (1 s, as n8n's node). */
export function pollIntervalMs(): number {
  const override = process.env.WEFT_AIRTOP_POLL_MS;
  return override === undefined || override === '' ? 1000 : Number(override);
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_AIRTOP_RETRY_BASE_MS;
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
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function authHeaders(caller: AirtopCaller, itemIndex?: number): Promise<Record<string, string>> {
  const credentials = await caller.getCredentials('airtopApi', itemIndex);
  const key = String(credentials.apiKey ?? '');
  return { Authorization: `Bearer ${key}`, 'api-key': key };
}

/**
 * Sends one call and answers its parsed JSON body (an empty answer is `''`, as n8n's request
 * helper gives it). An empty body object is not sent, as in n8n's node.
 */
export async function airtopRequest(
  caller: AirtopCaller,
  method: string,
  endpoint: string,
  body?: Json,
  qs?: Json,
  itemIndex?: number,
): Promise<any> {
  const hasBody = body !== undefined && Object.keys(body).length > 0;
  const query: Json = {};
  for (const [key, value] of Object.entries(qs ?? {})) if (value !== undefined) query[key] = value;
  const options: HttpRequestOptions = {
    url: airtopUrl(endpoint),
    method,
    headers: {
      'Content-Type': 'application/json',
      'x-airtop-sdk-environment': 'n8n',
      'x-airtop-sdk-version': AIRTOP_SDK_VERSION,
      Accept: 'application/json',
      ...(await authHeaders(caller, itemIndex)),
    },
    qs: query,
    ...(hasBody ? { body } : {}),
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
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
  }
}

/** One event of a session's event stream. */
export type AirtopEvent = Json;

/** The first `data:` line of a chunk of the event stream, parsed, as n8n's node reads each chunk. */
export function parseEventChunk(chunk: string): AirtopEvent | null {
  const line = chunk.split('\n').find((l) => l.startsWith('data:'));
  if (!line) return null;
  try {
    return JSON.parse(line.replace('data: ', '').trim()) as AirtopEvent;
  } catch {
    return null;
  }
}

/**
 * Reads a session's event stream until an event meets `condition`, or fails with n8n's timeout
 * error after `timeoutSeconds`. Each event (`data: {…}` separated by a blank line) is read whole.
 */
export async function waitForSessionEvent(
  caller: AirtopCaller,
  sessionId: string,
  condition: (event: AirtopEvent) => boolean,
  timeoutSeconds: number,
  itemIndex?: number,
): Promise<AirtopEvent> {
  const timeoutError = () =>
    new NodeApiError(
      caller.getNode(),
      { message: 'Timeout reached while waiting for the operation to complete', httpCode: 500 },
      { itemIndex },
    );
  const url = airtopUrl(`/sessions/${sessionId}/events?all=true`);
  const headers = await authHeaders(caller, itemIndex);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000);
  try {
    if (!caller.helpers.fetch)
      throw new NodeApiError(caller.getNode(), { message: 'This host cannot read event streams' }, { itemIndex });
    const response = (await caller.helpers.fetch(url, {
      method: 'GET',
      headers: { ...headers, Accept: 'text/event-stream' },
      signal: controller.signal,
    })) as Response;
    if (!response.ok) throw httpStatusError(caller.getNode(), response.status, parse(await response.text()), itemIndex);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const event = parseEventChunk(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (event && condition(event)) {
          controller.abort();
          return event;
        }
      }
    }
    // The stream ended without the event: wait out the time left, as n8n does.
    await new Promise((resolve) => controller.signal.addEventListener('abort', resolve, { once: true }));
    throw timeoutError();
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof NodeApiError)) throw timeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
