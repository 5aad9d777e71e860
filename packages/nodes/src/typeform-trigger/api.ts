/**
 * Calls to Typeform's API (`https://api.typeform.com/…`) for the Typeform Trigger, signed with the
 * credential its `authentication` picks (`typeformApi`: `Authorization: bearer <token>`;
 * `typeformOAuth2Api`: the OAuth2 access token, renewed once through the host's OAuth2 refresh
 * when Typeform answers 401, where the context has one). A refusal becomes a `NodeApiError`
 * (Typeform's `description` as its description); 429 answers wait their `Retry-After` and 502–504
 * answers are retried with backoff, a few times. Form lists are read 200 a page (`page`,
 * `page_size`) up to the answer's `page_count`. Tests point the API at a loopback fake with
 * `WEFT_TYPEFORM_API_URL` (it replaces the origin, the path kept) and shorten the waits with
 * `WEFT_TYPEFORM_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (a method, webhook-setup or webhook context). */
export interface TypeformCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** Typeform's API origin, or the test override. */
export function typeformBase(): string {
  return process.env.WEFT_TYPEFORM_API_URL?.trim().replace(/\/+$/, '') || 'https://api.typeform.com';
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_TYPEFORM_RETRY_BASE_MS;
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

function authorization(caller: TypeformCaller, type: string, credentials: Record<string, unknown>): string {
  if (type === 'typeformApi') return `bearer ${String(credentials.accessToken ?? '')}`;
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(caller.getNode(), 'The Typeform OAuth2 credential is not connected to Typeform yet', {
      description: 'Open the credential and sign in with Typeform.',
    });
  return `Bearer ${token}`;
}

/** Sends one call (a path such as `forms/abc/webhooks`) and answers the parsed body. */
export async function typeformRequest(
  caller: TypeformCaller,
  authentication: unknown,
  method: 'GET' | 'PUT' | 'DELETE',
  endpoint: string,
  body?: Json,
  qs?: Json,
): Promise<Json> {
  const type = authentication === 'oAuth2' ? 'typeformOAuth2Api' : 'typeformApi';
  let credentials = await caller.getCredentials(type);
  const hasBody = body !== undefined && Object.keys(body).length > 0;
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest({
      url: `${typeformBase()}/${endpoint}`,
      method,
      headers: { Accept: 'application/json', Authorization: authorization(caller, type, credentials) },
      ...(qs && Object.keys(qs).length ? { qs } : {}),
      ...(hasBody ? { body, json: true } : {}),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    });
    if (response.statusCode < 300) return parse(response.body) ?? {};
    if (response.statusCode === 401 && type === 'typeformOAuth2Api' && caller.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body));
    await sleep(wait);
  }
}

/** Every item of a paged list (200 a page, pages counted from 1 up to `page_count`). */
export async function typeformRequestAll(
  caller: TypeformCaller,
  authentication: unknown,
  endpoint: string,
): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; page <= 10_000; page++) {
    const answer = await typeformRequest(caller, authentication, 'GET', endpoint, undefined, { page_size: 200, page });
    items.push(...((answer.items ?? []) as Json[]));
    if (!(answer.page_count !== undefined && Number(answer.page_count) > page)) return items;
  }
  throw new NodeOperationError(caller.getNode(), 'Typeform kept answering more pages after 10000, so reading stopped');
}
