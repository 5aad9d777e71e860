/**
 * Calls to Bannerbear's v2 API (`https://api.bannerbear.com/v2/…`) for the Bannerbear node and its
 * editor look-ups, with the `bannerbearApi` key as a bearer token, as n8n's node sends them. A
 * refusal becomes the node error n8n gives for its status (Bannerbear's `message` as the
 * description); 429 answers wait their `Retry-After` (up to a minute) and are retried a few times.
 *
 * Tests point the API at a loopback fake with `WEFT_BANNERBEAR_API_URL`, which replaces the API's
 * origin, and shorten the two seconds between checks of a rendering image with
 * `WEFT_BANNERBEAR_POLL_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface BannerbearCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** The API's root: `https://api.bannerbear.com/v2`, its origin replaced by `WEFT_BANNERBEAR_API_URL` when set. */
export function bannerbearApiRoot(): string {
  return `${process.env.WEFT_BANNERBEAR_API_URL?.trim().replace(/\/+$/, '') || 'https://api.bannerbear.com'}/v2`;
}

/** How long to wait between checks of a rendering image: two seconds, as n8n's node waits. */
export function bannerbearPollMs(): number {
  const override = Number(process.env.WEFT_BANNERBEAR_POLL_MS);
  return process.env.WEFT_BANNERBEAR_POLL_MS && Number.isFinite(override) ? override : 2000;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  return seconds > MAX_RETRY_AFTER_S ? undefined : seconds * 1000;
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

/** Sends one call to the API and answers the parsed body. */
export async function bannerbearRequest(
  caller: BannerbearCaller,
  method: 'GET' | 'POST',
  endpoint: string,
  body?: Json,
  itemIndex?: number,
): Promise<any> {
  const credentials = await caller.getCredentials('bannerbearApi', itemIndex);
  const options: HttpRequestOptions = {
    url: `${bannerbearApiRoot()}${endpoint}`,
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = parse(response.body);
    if (response.statusCode < 300) return answer;
    const wait = attempt < MAX_RETRIES ? retryAfterMs(response) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
    await sleep(wait);
  }
}
