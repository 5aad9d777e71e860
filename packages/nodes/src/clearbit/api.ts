/**
 * Calls to Clearbit's APIs for the Clearbit node: `https://<api>.clearbit.com/…` where `api` is
 * `person-stream`, `company-stream` or `autocomplete`, with the `clearbitApi` credential's key as
 * a bearer token, as n8n's node sends it. A refusal becomes the node error n8n gives (its message
 * for the status, Clearbit's `error.message` as the description); 429 answers wait their
 * `Retry-After` and 5xx answers are retried with backoff, a few times. Tests point all three
 * origins at one loopback fake with `WEFT_CLEARBIT_API_URL` (the paths tell them apart) and
 * shorten the waits with `WEFT_CLEARBIT_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller. */
export interface ClearbitCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** The origin of one of Clearbit's APIs, or the one `WEFT_CLEARBIT_API_URL` names. */
export function clearbitOrigin(api: string): string {
  return (process.env.WEFT_CLEARBIT_API_URL?.trim() || `https://${api}.clearbit.com`).replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_CLEARBIT_RETRY_BASE_MS;
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

/** A GET of `endpoint` on Clearbit's `api`, signed with the key; answers the parsed JSON. */
export async function clearbitRequest(
  caller: ClearbitCaller,
  api: string,
  endpoint: string,
  query: Json,
  itemIndex?: number,
): Promise<unknown> {
  const credentials = await caller.getCredentials('clearbitApi', itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) qs[key] = value;
  const options: HttpRequestOptions = {
    url: `${clearbitOrigin(api)}${endpoint}`,
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
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
