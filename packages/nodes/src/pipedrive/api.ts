/**
 * Calls to Pipedrive's API v1 (`https://api.pipedrive.com/v1/…`) for the Pipedrive node and its
 * editor look-ups, signed with the credential the node's `authentication` picks (`pipedriveApi`:
 * the `api_token` query parameter; `pipedriveOAuth2Api`: the Bearer token, renewed once through the
 * run's OAuth2 refresh when Pipedrive answers 401). Pipedrive answers `{ success, data, additional_data }`;
 * a refusal (or `success: false`) becomes a `NodeApiError` naming the item, Pipedrive's `error` as
 * its description. 429 answers wait their `Retry-After` and 502–504 answers are retried with
 * backoff, a few times. Lists are read 100 a page by `start` offsets while
 * `additional_data.pagination.more_items_in_collection` is true. Tests point the API at a loopback
 * fake with `WEFT_PIPEDRIVE_API_URL` (it replaces the origin, the `/v1` path kept) and shorten the
 * waits with `WEFT_PIPEDRIVE_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface PipedriveCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  /** The run's OAuth2 renewal (execute contexts have one). */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface PipedriveCall {
  /** The node's `authentication` parameter (`apiToken` or `oAuth2`). */
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path under `/v1` (`/deals/1`). */
  endpoint: string;
  body?: Json | FormData;
  qs?: Json;
  itemIndex?: number;
  /** Answer the body's bytes (a download) instead of parsed JSON. */
  download?: boolean;
}

/** What a call answers: Pipedrive's `data` (null as []) and `additional_data`, or the bytes of a download. */
export interface PipedriveAnswer {
  data: any;
  additionalData?: Json;
}

/** Pipedrive's API base, or the test override's origin with the same path. */
export function pipedriveBase(): string {
  const override = process.env.WEFT_PIPEDRIVE_API_URL?.trim().replace(/\/+$/, '');
  return override ? `${override}/v1` : 'https://api.pipedrive.com/v1';
}

/** The credential type an `authentication` value picks. */
export const pipedriveCredentialType = (authentication: unknown) =>
  authentication === 'oAuth2' ? 'pipedriveOAuth2Api' : 'pipedriveApi';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_PIPEDRIVE_RETRY_BASE_MS;
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

/** The options signed with the credential: the API token as `api_token`, or the OAuth2 Bearer token. */
function sign(
  caller: PipedriveCaller,
  type: string,
  credentials: Record<string, unknown>,
  options: HttpRequestOptions,
  itemIndex?: number,
): HttpRequestOptions {
  if (type === 'pipedriveApi')
    return { ...options, qs: { ...(options.qs ?? {}), api_token: String(credentials.apiToken ?? '') } };
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(
      caller.getNode(),
      'The Pipedrive OAuth2 credential is not connected to Pipedrive yet',
      { itemIndex, description: 'Open the credential and sign in with Pipedrive.' },
    );
  }
  return { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
}

/** Sends one call and answers Pipedrive's `data` and `additional_data` (or a download's bytes). */
export async function pipedriveRequest(caller: PipedriveCaller, call: PipedriveCall): Promise<PipedriveAnswer> {
  const node = caller.getNode();
  const type = pipedriveCredentialType(call.authentication);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const isForm = call.body instanceof FormData;
  const hasBody = isForm || (call.body !== undefined && Object.keys(call.body).length > 0);
  const options: HttpRequestOptions = {
    url: `${pipedriveBase()}${call.endpoint}`,
    method: call.method,
    headers: { Accept: 'application/json' },
    ...(call.qs && Object.keys(call.qs).length ? { qs: { ...call.qs } } : {}),
    ...(hasBody ? { body: call.body, ...(isForm ? {} : { json: true }) } : {}),
    responseType: call.download ? 'arraybuffer' : 'text',
    ignoreHttpStatusErrors: true,
  };
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(sign(caller, type, credentials, options, call.itemIndex));
    if (response.statusCode === 401 && type === 'pipedriveOAuth2Api' && caller.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    if (response.statusCode < 300) {
      if (call.download) return { data: response.body };
      const answer = (parse(response.body) ?? {}) as Json;
      if (answer.success === false)
        throw new NodeApiError(
          node,
          {
            message: String(answer.error ?? 'Pipedrive refused the request'),
            description: answer.error_info,
            httpCode: String(response.statusCode),
            body: answer,
          },
          { itemIndex: call.itemIndex },
        );
      return {
        data: answer.data === null || answer.data === undefined ? [] : answer.data,
        additionalData: answer.additional_data ?? undefined,
      };
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) throw httpStatusError(node, response.statusCode, parse(response.body), call.itemIndex);
    await sleep(wait);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry of a paged list (100 a page from `start` 0; a search's `data.items` or the list
 * itself), following `additional_data.pagination.next_start` while more items are announced.
 */
export async function pipedriveRequestAll(caller: PipedriveCaller, call: PipedriveCall): Promise<unknown[]> {
  const qs: Json = { ...(call.qs ?? {}), limit: 100, start: 0 };
  const out: unknown[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Pipedrive kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await pipedriveRequest(caller, { ...call, qs: { ...qs } });
    const data = answer.data as Json;
    if (Array.isArray(data?.items)) out.push(...(data.items as unknown[]));
    else if (Array.isArray(data)) out.push(...data);
    const pagination = answer.additionalData?.pagination as Json | undefined;
    if (pagination?.more_items_in_collection !== true) return out;
    qs.start = pagination.next_start;
  }
}
