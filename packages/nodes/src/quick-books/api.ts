/**
 * Calls to the QuickBooks Online Accounting API (`https://quickbooks.api.intuit.com/v3/company/<realm>/…`,
 * or `https://sandbox-quickbooks.api.intuit.com` for a sandbox credential) with the OAuth2 access
 * token as a bearer token (renewed once on a 401 where the host can). A refusal becomes a node error
 * naming the item (QuickBooks' `Fault.Error[0].Message` and `Detail` as the description); 429
 * answers wait their `Retry-After` and 5xx answers are retried with backoff, a few times. Queries
 * read every record with a count query first, then pages of 1,000 (`MAXRESULTS`, `STARTPOSITION`),
 * as n8n's node does. Tests point both origins at a loopback fake with `WEFT_QUICKBOOKS_API_URL`
 * (the path kept) and shorten the waits with `WEFT_QUICKBOOKS_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface QuickBooksCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path from `/v3/…`, query and JSON body; `pdf` asks for a PDF and answers its bytes. */
export interface QuickBooksCall {
  method: 'GET' | 'POST';
  endpoint: string;
  qs?: Json;
  body?: Json;
  itemIndex?: number;
  pdf?: boolean;
  /** The Content-Type n8n's node sends for some operations (sending, voiding, deleting). */
  contentType?: string;
}

export const PRODUCTION_URL = 'https://quickbooks.api.intuit.com';
export const SANDBOX_URL = 'https://sandbox-quickbooks.api.intuit.com';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_QUICKBOOKS_RETRY_BASE_MS;
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

/** The API origin of the credential's environment, moved to `WEFT_QUICKBOOKS_API_URL` when set. */
export function quickBooksOrigin(environment: unknown): string {
  const override = process.env.WEFT_QUICKBOOKS_API_URL?.trim().replace(/\/+$/, '');
  if (override) return override;
  return environment === 'sandbox' ? SANDBOX_URL : PRODUCTION_URL;
}

/** The company (realm) the credential was authorized for. */
export async function quickBooksRealm(caller: QuickBooksCaller, itemIndex?: number): Promise<string> {
  const credentials = await caller.getCredentials('quickBooksOAuth2Api', itemIndex);
  const realm = ((credentials.oauthTokenData as Json | undefined)?.callbackQueryString as Json | undefined)?.realmId;
  if (realm === undefined || realm === null || realm === '')
    throw new NodeOperationError(
      caller.getNode(),
      'The QuickBooks credential names no company (realmId): connect it again',
      { itemIndex },
    );
  return String(realm);
}

/** QuickBooks answers errors as `{ Fault: { Error: [{ Message, Detail, code }] } }`. */
function faultBody(body: unknown): unknown {
  const error = (body as Json | undefined)?.Fault?.Error?.[0];
  return error
    ? { message: error.Message, description: error.Detail, code: error.code, Fault: (body as Json).Fault }
    : body;
}

/** Sends one call and answers its parsed JSON body (or the PDF's bytes). */
export async function quickBooksRequest(caller: QuickBooksCaller, call: QuickBooksCall): Promise<any> {
  let credentials = await caller.getCredentials('quickBooksOAuth2Api', call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  let refreshed = false;
  for (let attempt = 0; ; attempt++) {
    const token = String((credentials.oauthTokenData as Json | undefined)?.access_token ?? '');
    const options: HttpRequestOptions = {
      url: `${quickBooksOrigin(credentials.environment)}${call.endpoint}`,
      method: call.method,
      headers: {
        'user-agent': 'n8n',
        Accept: call.pdf ? 'application/pdf' : 'application/json',
        Authorization: `Bearer ${token}`,
        ...(hasBody || call.contentType ? { 'Content-Type': call.contentType ?? 'application/json' } : {}),
      },
      qs,
      ...(hasBody ? { body: call.body } : {}),
      responseType: call.pdf ? 'arraybuffer' : 'text',
      ignoreHttpStatusErrors: true,
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return call.pdf ? response.body : parse(response.body);
    if (response.statusCode === 401 && !refreshed && caller.refreshOAuth2Credentials) {
      refreshed = true;
      credentials = await caller.refreshOAuth2Credentials('quickBooksOAuth2Api');
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    const body = call.pdf ? parse(Buffer.from(response.body as Uint8Array).toString('utf8')) : parse(response.body);
    throw httpStatusError(caller.getNode(), response.statusCode, faultBody(body), call.itemIndex);
  }
}

/** An entity name as QuickBooks writes it in answers (`invoice` → `Invoice`). */
export const entityName = (resource: string) => resource.charAt(0).toUpperCase() + resource.slice(1);

/** The most pages a query follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every record a query gives: the count first (`SELECT COUNT(*) FROM <entity>`), then pages of
 * 1,000 until as many records are read; an answer without the entity's list gives none, as in n8n.
 */
export async function quickBooksQueryAll(
  caller: QuickBooksCaller,
  endpoint: string,
  query: string,
  entity: string,
  itemIndex?: number,
): Promise<Json[]> {
  const count = (
    (await quickBooksRequest(caller, {
      method: 'GET',
      endpoint,
      qs: { query: `SELECT COUNT(*) FROM ${entity}` },
      itemIndex,
    })) as Json | undefined
  )?.QueryResponse?.totalCount;
  const out: Json[] = [];
  const last = query.split(' ').pop();
  const property = last === 'CreditMemo' || last === 'Term' || last === 'TaxCode' ? last : entityName(entity);
  for (let start = 1, page = 0; ; start += 1000, page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `QuickBooks kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const answer = (await quickBooksRequest(caller, {
      method: 'GET',
      endpoint,
      qs: { query: `${query} MAXRESULTS 1000 STARTPOSITION ${start}` },
      itemIndex,
    })) as Json | undefined;
    const list = answer?.QueryResponse?.[property];
    if (!Array.isArray(list)) return [];
    out.push(...list);
    if (!(Number(count) > out.length)) return out;
  }
}
