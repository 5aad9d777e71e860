/**
 * Calls to Twilio's REST API (`https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/…`), signed
 * with the node's `twilioApi` credential (HTTP Basic: the account SID and auth token, or an API
 * key's SID and secret). Bodies are form-encoded, as Twilio takes them. A refusal becomes the node
 * error n8n gives (its message for the status, Twilio's `message` as the description); 429 answers
 * wait their `Retry-After` and 5xx answers are retried with backoff, a few times. Tests point the
 * origin at a loopback fake with `WEFT_TWILIO_API_URL` (the path is kept) and shorten the waits
 * with `WEFT_TWILIO_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { twilioAuthorization } from './credentials.js';

/** What a call needs from its caller (an execute context). */
export interface TwilioCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under the account (`/Messages.json`) and its form fields. */
export interface TwilioCall {
  method: 'GET' | 'POST' | 'DELETE';
  endpoint: string;
  form?: Record<string, string>;
  qs?: Record<string, unknown>;
  itemIndex?: number;
}

/** Twilio's API origin, or the one `WEFT_TWILIO_API_URL` names. */
export function twilioOrigin(): string {
  return (process.env.WEFT_TWILIO_API_URL?.trim() || 'https://api.twilio.com').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_TWILIO_RETRY_BASE_MS;
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

/** Parses a JSON answer's text; other text stays as it is. */
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

/** Sends one call and answers its parsed JSON body. */
export async function twilioRequest(caller: TwilioCaller, call: TwilioCall): Promise<unknown> {
  const credentials = await caller.getCredentials('twilioApi', call.itemIndex);
  const sid = String(credentials.accountSid ?? '').trim();
  if (!sid)
    throw new NodeOperationError(caller.getNode(), 'The Twilio credential has no Account SID', {
      itemIndex: call.itemIndex,
    });
  const options: HttpRequestOptions = {
    url: `${twilioOrigin()}/2010-04-01/Accounts/${encodeURIComponent(sid)}${call.endpoint}`,
    method: call.method,
    headers: { Accept: 'application/json', Authorization: twilioAuthorization(credentials) },
    ...(call.qs && Object.keys(call.qs).length ? { qs: { ...call.qs } } : {}),
    ...(call.form ? { body: new URLSearchParams(call.form) } : {}),
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
