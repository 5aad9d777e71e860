/**
 * Calls to Dropbox's API v2: RPC endpoints on api.dropboxapi.com (JSON in and out) and content
 * endpoints on content.dropboxapi.com (the argument as the `arg` query parameter, bytes in or
 * out), with the node's credential: the `dropboxApi` access token, or the `dropboxOAuth2Api`
 * token (renewed once when Dropbox refuses it). A refusal becomes a node error naming the item
 * (n8n's wording for the status, Dropbox's `error_summary` as the description); 429 answers wait
 * their `Retry-After` and 5xx answers are retried with backoff, a few times. Lists are followed
 * with their cursor while Dropbox says `has_more`, as n8n's node reads them.
 * Tests point both origins at a loopback fake with `WEFT_DROPBOX_API_URL` (the path kept) and
 * shorten the waits with `WEFT_DROPBOX_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute context). */
export interface DropboxCaller {
  getNode(): WorkflowNode;
  getNodeParameter(name: string, itemIndex: number, fallback?: unknown): unknown;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a full Dropbox URL, JSON body (RPC) or bytes (upload), query and extra headers. */
export interface DropboxCall {
  url: string;
  body?: Json | Uint8Array;
  qs?: Record<string, string>;
  headers?: Record<string, string>;
  /** Answer the bytes (downloads) rather than parsed JSON. */
  binary?: boolean;
  itemIndex?: number;
}

export const API = 'https://api.dropboxapi.com';
export const CONTENT = 'https://content.dropboxapi.com';

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_DROPBOX_RETRY_BASE_MS;
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

/** The URL with its origin replaced by `WEFT_DROPBOX_API_URL` when set. */
export function dropboxUrl(url: string): string {
  const override = process.env.WEFT_DROPBOX_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  const parsed = new URL(url);
  return `${override}${parsed.pathname}${parsed.search}`;
}

function parse(body: unknown): unknown {
  const text = body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The credential type the node's Authentication names. */
export function dropboxCredentialType(caller: DropboxCaller): string {
  return caller.getNodeParameter('authentication', 0, 'accessToken') === 'oAuth2' ? 'dropboxOAuth2Api' : 'dropboxApi';
}

function bearer(caller: DropboxCaller, type: string, data: Record<string, unknown>, itemIndex?: number): string {
  if (type === 'dropboxApi') return `Bearer ${String(data.accessToken ?? '')}`;
  const token = (data.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The Dropbox OAuth2 credential is not connected to Dropbox yet', {
      itemIndex,
      description: 'Open the credential and sign in with Dropbox.',
    });
  }
  return `Bearer ${token}`;
}

/** Sends one call; answers the parsed JSON (or the bytes for `binary`). */
export async function dropboxRequest(caller: DropboxCaller, call: DropboxCall): Promise<any> {
  const type = dropboxCredentialType(caller);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  let renewed = false;
  const bytes = call.body instanceof Uint8Array;
  const hasBody = call.body !== undefined && (bytes || Object.keys(call.body).length > 0);
  for (let attempt = 0; ; attempt++) {
    const options: HttpRequestOptions = {
      url: dropboxUrl(call.url),
      method: 'POST',
      headers: {
        ...(hasBody && !bytes ? { 'Content-Type': 'application/json' } : {}),
        ...(call.headers ?? {}),
        Authorization: bearer(caller, type, credentials, call.itemIndex),
      },
      qs: call.qs,
      ...(hasBody ? { body: call.body } : {}),
      responseType: 'arraybuffer',
      ignoreHttpStatusErrors: true,
    };
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) {
      const body =
        response.body instanceof Uint8Array ? Buffer.from(response.body) : Buffer.from(String(response.body ?? ''));
      return call.binary ? body : parse(body);
    }
    if (response.statusCode === 401 && type === 'dropboxOAuth2Api' && !renewed && caller.refreshOAuth2Credentials) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 100_000;

/** Every entry of a list: `property` of each page, the next asked at `next` with the cursor while `has_more` is not false. */
export async function dropboxRequestAll(
  caller: DropboxCaller,
  call: DropboxCall,
  property: string,
  next: string,
): Promise<unknown[]> {
  const out: unknown[] = [];
  let current = call;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = (await dropboxRequest(caller, current)) as Json;
    if (answer?.cursor !== undefined) current = { ...current, url: next, body: { cursor: answer.cursor } };
    const entries = answer?.[property];
    if (Array.isArray(entries)) out.push(...entries);
    if (answer?.has_more === false) return out;
  }
  throw new NodeOperationError(
    caller.getNode(),
    `Dropbox kept answering more pages after ${MAX_PAGES}, so reading stopped`,
    { itemIndex: call.itemIndex },
  );
}
