/**
 * Calls to Phantombuster's API v2 (`https://api.phantombuster.com/api/v2/…`) signed with the
 * `phantombusterApi` key in the `X-Phantombuster-Key` header, as n8n's node sends them: JSON bodies
 * (none when empty) and query strings. A refusal becomes the node API error n8n gives (its message
 * for the status, Phantombuster's `error` as the description); a 429 waits its `Retry-After` (up to
 * a minute) and is sent again, a few times. Tests point the origin at a loopback fake with
 * `WEFT_PHANTOMBUSTER_API_URL` (the path kept) and shorten the waits with
 * `WEFT_PHANTOMBUSTER_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller (a node's execute or look-up context). */
export interface PhantombusterCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** Phantombuster's API root, or the one `WEFT_PHANTOMBUSTER_API_URL` names (its origin). */
export function phantombusterBaseUrl(): string {
  const origin = (process.env.WEFT_PHANTOMBUSTER_API_URL?.trim() || 'https://api.phantombuster.com').replace(
    /\/+$/,
    '',
  );
  return `${origin}/api/v2`;
}

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  if (seconds > 60) return undefined;
  const base = process.env.WEFT_PHANTOMBUSTER_RETRY_BASE_MS;
  return base ? Number(base) : seconds * 1000;
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

/** One call to `path` (under `/api/v2`); answers the parsed JSON (undefined when empty). */
export async function phantombusterRequest(
  caller: PhantombusterCaller,
  method: 'GET' | 'POST',
  path: string,
  body: Json = {},
  qs: Json = {},
  itemIndex?: number,
): Promise<any> {
  const credentials = await caller.getCredentials('phantombusterApi', itemIndex);
  const options: HttpRequestOptions = {
    url: `${phantombusterBaseUrl()}${path}`,
    method,
    headers: { Accept: 'application/json', 'X-Phantombuster-Key': String(credentials.apiKey ?? '') },
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  if (Object.keys(qs).length) options.qs = { ...qs };
  if (Object.keys(body).length) {
    options.body = body;
    options.json = true;
  }
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response) : undefined;
    if (wait === undefined)
      throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
    await sleep(wait);
  }
}
