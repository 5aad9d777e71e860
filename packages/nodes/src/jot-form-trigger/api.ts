/**
 * Calls to JotForm's REST API (`https://<apiDomain>/…`, the domain the `jotFormApi` credential
 * names) for the JotForm Trigger: the API key in the `APIKEY` header, bodies sent as form fields,
 * answers JotForm's envelope `{ responseCode, message, content }`. A refusal becomes a
 * `NodeApiError` (JotForm's `message` as its description); 429 answers wait their `Retry-After`
 * and 502–504 answers are retried with backoff, a few times. Tests point every API domain at a
 * loopback fake with `WEFT_JOTFORM_API_URL` (the path kept) and shorten the waits with
 * `WEFT_JOTFORM_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** What a call needs from its caller (a method, webhook-setup or webhook context). */
export interface JotFormCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** JotForm's answer envelope. */
export interface JotFormAnswer {
  responseCode?: number;
  message?: string;
  content?: unknown;
  [key: string]: unknown;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API origin for a credential's domain, or the test override. */
export function jotFormOrigin(apiDomain: unknown): string {
  const override = process.env.WEFT_JOTFORM_API_URL?.trim().replace(/\/+$/, '');
  if (override) return override;
  const domain = String(apiDomain ?? '').trim() || 'api.jotform.com';
  return `https://${domain}`;
}

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_JOTFORM_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

const parse = (body: unknown): unknown => {
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Sends one call (`body` as form fields) and answers JotForm's envelope. */
export async function jotFormRequest(
  caller: JotFormCaller,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Record<string, string>,
  qs?: Record<string, unknown>,
): Promise<JotFormAnswer> {
  const credentials = await caller.getCredentials('jotFormApi');
  const options: HttpRequestOptions = {
    url: `${jotFormOrigin(credentials.apiDomain)}${path}`,
    method,
    headers: { APIKEY: String(credentials.apiKey ?? ''), Accept: 'application/json' },
    ...(qs && Object.keys(qs).length ? { qs } : {}),
    ...(body && Object.keys(body).length
      ? {
          body: new URLSearchParams(body),
          headers: {
            APIKEY: String(credentials.apiKey ?? ''),
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
        }
      : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) {
      const answer = parse(response.body);
      return (answer && typeof answer === 'object' ? answer : { content: answer }) as JotFormAnswer;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body));
    await sleep(wait);
  }
}
