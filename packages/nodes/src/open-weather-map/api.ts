/**
 * Calls to OpenWeatherMap's API 2.5 (`https://api.openweathermap.org/data/2.5/…`): the query
 * carries the key (as n8n's node sends it, `APPID`). A refusal becomes the node error n8n gives
 * (its message for the status, OpenWeatherMap's `message` as the description); 429 answers wait
 * their `Retry-After` and 5xx answers are retried with backoff, a few times. Tests point the origin
 * at a loopback fake with `WEFT_OPENWEATHERMAP_API_URL` (the path kept) and shorten the waits with
 * `WEFT_OPENWEATHERMAP_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller. */
export interface OpenWeatherMapCaller {
  getNode(): WorkflowNode;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** OpenWeatherMap's API origin, or the one `WEFT_OPENWEATHERMAP_API_URL` names. */
export function openWeatherMapOrigin(): string {
  return (process.env.WEFT_OPENWEATHERMAP_API_URL?.trim() || 'https://api.openweathermap.org').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_OPENWEATHERMAP_RETRY_BASE_MS;
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

/** A GET of `/data/2.5/<endpoint>` with the query (which carries the key); answers the parsed JSON. */
export async function openWeatherMapRequest(
  caller: OpenWeatherMapCaller,
  endpoint: string,
  qs: Json,
  itemIndex?: number,
): Promise<unknown> {
  const options: HttpRequestOptions = {
    url: `${openWeatherMapOrigin()}/data/2.5/${endpoint}`,
    method: 'GET',
    headers: { Accept: 'application/json' },
    qs,
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
