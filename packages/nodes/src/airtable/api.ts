/**
 * Calls to Airtable's Web API (`https://api.airtable.com/v0/…`) for the Airtable node and trigger,
 * with the node's credential: a personal access token (`airtableTokenApi`) or an OAuth2 connection
 * (`airtableOAuth2Api`), sent as a Bearer token. The retired API key (`airtableApi`) is refused
 * with a clear error, as n8n does.
 *
 * Airtable's failures (`{ error: { type, message } }`, `{ error: 'NOT_FOUND' }`, or a 429's
 * `{ errors: [{ error, message }] }`) become node errors naming Airtable's message and the item. A
 * 429 means Airtable blocks the token for 30 seconds: the call waits that long (or the
 * `Retry-After` it names) and tries again, a few times; 5xx answers are retried with backoff.
 * Tests point the origin at a loopback fake with `WEFT_AIRTABLE_API_URL` and shorten the waits
 * with `WEFT_AIRTABLE_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** Airtable's own API origin. */
export const AIRTABLE_ORIGIN = 'https://api.airtable.com';

/** What an API call needs from its caller (an execute, poll or method context). */
export interface AirtableCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call to the API. */
export interface AirtableCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path under `/v0/` (`appX/tblY`, `meta/bases`), or a full URL (an attachment). */
  endpoint: string;
  qs?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The item the call is for, named in errors. */
  itemIndex?: number;
  /** A record ID the call is about, so that Airtable's "not found" names it. */
  recordId?: string;
}

/** The origin this process reaches Airtable at (the test override, else api.airtable.com). */
export function airtableOrigin(): string {
  const value = process.env.WEFT_AIRTABLE_API_URL?.trim();
  return value ? value.replace(/\/+$/, '') : AIRTABLE_ORIGIN;
}

/** The Bearer token of the node's credential. */
export async function airtableToken(
  caller: AirtableCaller,
  authentication: string,
  itemIndex?: number,
): Promise<string> {
  const node = caller.getNode();
  if (authentication === 'airtableApi') {
    throw new NodeOperationError(
      node,
      'The API Key connection was deprecated by Airtable, please use Access Token or OAuth2 instead.',
      {
        itemIndex,
        description:
          'Airtable no longer accepts API keys: create an "Airtable Personal Access Token API" credential and set Authentication to Access Token.',
      },
    );
  }
  if (authentication === 'airtableOAuth2Api') {
    const c = await caller.getCredentials('airtableOAuth2Api', itemIndex);
    const token = (c.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || !token) {
      throw new NodeOperationError(node, 'The Airtable OAuth2 credential is not connected to Airtable yet', {
        itemIndex,
        description: 'Open the credential and sign in with Airtable.',
      });
    }
    return token;
  }
  const c = await caller.getCredentials('airtableTokenApi', itemIndex);
  const token = String(c.accessToken ?? '').trim();
  if (!token) {
    throw new NodeOperationError(node, 'The Airtable credential has no access token', {
      itemIndex,
      description:
        'Create a personal access token at airtable.com/create/tokens (scopes data.records:read, data.records:write, schema.bases:read) and paste it into the credential.',
    });
  }
  return token;
}

const MAX_RETRIES = 3;
/** Airtable blocks a token that went over its rate limit for 30 seconds. */
const RATE_LIMIT_WAIT_S = 30;
/** The longest `Retry-After` waited for; a longer one fails at once. */
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Airtable's error type and message from an error answer, whichever of its shapes it has. */
export function airtableReason(body: unknown): { type?: string; message?: string } {
  if (typeof body === 'string') {
    try {
      return airtableReason(JSON.parse(body));
    } catch {
      return body.trim() ? { message: body.trim().slice(0, 300) } : {};
    }
  }
  if (!body || typeof body !== 'object') return {};
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  if (typeof error === 'string') return { type: error };
  if (error && typeof error === 'object') {
    const e = error as { type?: unknown; message?: unknown };
    return {
      type: typeof e.type === 'string' ? e.type : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  if (Array.isArray(errors) && errors[0] && typeof errors[0] === 'object') {
    const e = errors[0] as { error?: unknown; message?: unknown };
    return {
      type: typeof e.error === 'string' ? e.error : undefined,
      message: typeof e.message === 'string' ? e.message : undefined,
    };
  }
  return {};
}

/**
 * The node error for a refused call, worded as n8n words it: n8n's message for the HTTP status,
 * and Airtable's message (or error type) as the description; a record call refused as NOT_FOUND
 * (or as a bad record list) describes the record ID as "not a valid Record ID", and a value a
 * field cannot take suggests the Typecast option. The item is named.
 */
export function airtableApiError(
  node: WorkflowNode,
  response: HttpResponse,
  call: Pick<AirtableCall, 'itemIndex' | 'recordId'>,
): NodeApiError {
  const { type, message } = airtableReason(response.body);
  const status = response.statusCode;
  let description = message ?? type;
  if (
    call.recordId &&
    (description === 'NOT_FOUND' || description?.includes('You must provide an array of up to 10 record objects'))
  ) {
    description = `${call.recordId} is not a valid Record ID`;
  }
  if (description?.includes('cannot accept the provided value'))
    description = `${description}. Consider using 'Typecast' option`;
  const text =
    statusCodeMessage(String(status)) ??
    description ??
    `Airtable answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
  if (!description || description === text) {
    if (status === 401)
      description =
        'Airtable did not accept the token: check the access token of the credential, or reconnect the OAuth2 credential.';
    else if (status === 403)
      description =
        'The token may not do this: check its scopes (data.records:read, data.records:write, schema.bases:read) and that it has access to this base.';
    else description = undefined;
  }
  return new NodeApiError(
    node,
    { message: text, description, httpCode: status, body: response.body },
    call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex },
  );
}

/**
 * How long to wait before retrying a refused call, or undefined when it is not retried: a 429
 * waits the `Retry-After` Airtable names, else its 30-second block (a wait over a minute is not
 * retried); a 5xx backs off from half a second, doubling. `WEFT_AIRTABLE_RETRY_BASE_MS` (tests)
 * replaces both with its own base.
 */
export function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_AIRTABLE_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const named = Number(header(response, 'retry-after'));
    const seconds =
      header(response, 'retry-after') !== undefined && Number.isFinite(named) && named >= 0 ? named : RATE_LIMIT_WAIT_S;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base !== undefined ? base : seconds * 1000;
  }
  if (response.statusCode >= 500) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** The URL of a call. */
export function airtableUrl(endpoint: string): string {
  return /^https?:\/\//.test(endpoint) ? endpoint : `${airtableOrigin()}/v0/${endpoint}`;
}

/**
 * Sends one call and answers the whole response, retrying 429 (after `Retry-After`, else
 * Airtable's 30 seconds) and 5xx answers. Other refusals throw {@link airtableApiError}.
 */
export async function airtableResponse(
  caller: AirtableCaller,
  authentication: string,
  call: AirtableCall,
  responseType: HttpRequestOptions['responseType'] = 'json',
): Promise<HttpResponse> {
  const token = await airtableToken(caller, authentication, call.itemIndex);
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: airtableUrl(call.endpoint),
    method: call.method,
    headers: { Authorization: `Bearer ${token}` },
    ...(call.qs && Object.keys(call.qs).length ? { qs: call.qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType,
    ignoreHttpStatusErrors: true,
    arrayFormat: 'indices',
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return response;
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw airtableApiError(caller.getNode(), response, call);
  }
}

/** Sends one call and answers its JSON body. */
export async function airtableRequest<T = Record<string, unknown>>(
  caller: AirtableCaller,
  authentication: string,
  call: AirtableCall,
): Promise<T> {
  const response = await airtableResponse(caller, authentication, call);
  const body = response.body;
  return (body === '' || body === undefined || body === null ? {} : body) as T;
}

/** The most pages a read follows before it stops with an error (an offset that never ends). */
export const MAX_PAGES = 10_000;

/**
 * Every record of a list call: pages of 100 (`pageSize`), following Airtable's `offset` until a
 * page has none.
 */
export async function airtableRequestAll(
  caller: AirtableCaller,
  authentication: string,
  call: AirtableCall,
): Promise<Record<string, unknown>[]> {
  const qs: Record<string, unknown> = { ...call.qs, pageSize: 100 };
  const out: Record<string, unknown>[] = [];
  for (let pages = 0; ; pages++) {
    if (pages >= MAX_PAGES) {
      throw new NodeApiError(
        caller.getNode(),
        {
          message: `Airtable kept answering more pages after ${MAX_PAGES}, so reading stopped`,
          description: 'Narrow the search with a formula or a view, or turn Return All off.',
        },
        call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex },
      );
    }
    const page = await airtableRequest<{ records?: Record<string, unknown>[]; offset?: unknown }>(
      caller,
      authentication,
      { ...call, qs },
    );
    out.push(...(page.records ?? []));
    if (page.offset === undefined || page.offset === null || page.offset === '') return out;
    qs.offset = page.offset;
  }
}
