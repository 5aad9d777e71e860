/**
 * Calls to Xero's Accounting API (`https://api.xero.com/api.xro/2.0/…`) and its connections list
 * (`https://api.xero.com/connections`) with the OAuth2 access token as a bearer token, renewed once
 * on a 401 where the host can. The organisation goes in the `Xero-tenant-id` header, as n8n's node
 * sends it. A refusal becomes a node error worded as n8n words it (the message of the HTTP status,
 * Xero's own reason as the description); 429 answers wait their `Retry-After` and 5xx answers are
 * retried with backoff, a few times. Tests point the origin at a loopback fake with
 * `WEFT_XERO_API_URL` (the path kept) and shorten the waits with `WEFT_XERO_RETRY_BASE_MS`; nothing
 * else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** Xero's API origin. */
export const XERO_ORIGIN = 'https://api.xero.com';
/** The Accounting API's path. */
export const ACCOUNTING_PATH = '/api.xro/2.0';

/** What a call needs from its caller (an execute or method context). */
export interface XeroCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under the Accounting API (or a full path from the origin), tenant, query and body. */
export interface XeroCall {
  method: 'GET' | 'POST';
  /** A path under `/api.xro/2.0` (`/Invoices`), or, with `fromOrigin`, a path from the origin. */
  path: string;
  fromOrigin?: boolean;
  tenantId?: string;
  qs?: Json;
  body?: Json;
  itemIndex?: number;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The origin calls go to: Xero's, or `WEFT_XERO_API_URL` in tests. */
export function xeroOrigin(): string {
  const override = process.env.WEFT_XERO_API_URL?.trim().replace(/\/+$/, '');
  return override || XERO_ORIGIN;
}

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_XERO_RETRY_BASE_MS;
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
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : body instanceof Uint8Array
      ? Buffer.from(body).toString('utf8')
      : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Xero's error answers: validation errors (`{ Message, Elements: [{ ValidationErrors: [{ Message }] }] }`),
 * or problem details (`{ Title, Detail }`). The first validation message, or the detail, describes the error.
 */
function reasonOf(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as Json;
  const validation = (b.Elements as Json[] | undefined)?.flatMap((e) => (e?.ValidationErrors as Json[]) ?? [])[0]
    ?.Message;
  if (typeof validation === 'string') return { ...b, message: validation };
  return b;
}

/** Sends one call and answers its parsed JSON body. */
export async function xeroRequest(caller: XeroCaller, call: XeroCall): Promise<any> {
  let credentials = await caller.getCredentials('xeroOAuth2Api', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const url = `${xeroOrigin()}${call.fromOrigin ? '' : ACCOUNTING_PATH}${call.path}`;
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const token = String((credentials.oauthTokenData as Json | undefined)?.access_token ?? '');
    const options: HttpRequestOptions = {
      url,
      method: call.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        ...(call.tenantId ? { 'Xero-tenant-id': call.tenantId } : {}),
      },
      qs,
      ...(hasBody ? { body: call.body } : {}),
      responseType: 'text',
      ignoreHttpStatusErrors: true,
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    if (response.statusCode === 401 && !refreshed && caller.refreshOAuth2Credentials) {
      refreshed = true;
      credentials = await caller.refreshOAuth2Credentials('xeroOAuth2Api');
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, reasonOf(parse(response.body)), call.itemIndex);
  }
}

/**
 * Every record of a list, as n8n's node reads it: pages from 1 up, each request with `page` set
 * on the caller's query (which keeps the last page, as n8n's shared query does), until a page
 * answers none. n8n's node names the organisation on the first page only (it takes the tenant out
 * of the body it reuses for the next pages), so Xero refuses the second page (403) and a list longer
 * than one page fails, in n8n and here alike.
 */
export async function xeroRequestAll(
  caller: XeroCaller,
  property: string,
  path: string,
  tenantId: string,
  qs: Json,
  itemIndex?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  qs.page = 1;
  for (let first = true; ; first = false) {
    const answer = (await xeroRequest(caller, {
      method: 'GET',
      path,
      tenantId: first ? tenantId : undefined,
      qs,
      itemIndex,
    })) as Json | undefined;
    qs.page = Number(qs.page) + 1;
    const list = answer?.[property];
    if (!Array.isArray(list))
      throw new NodeOperationError(
        caller.getNode(),
        `Xero answered page ${Number(qs.page) - 1} without a ${property} list`,
        {
          itemIndex,
        },
      );
    out.push(...(list as Json[]));
    if (list.length === 0) return out;
  }
}
