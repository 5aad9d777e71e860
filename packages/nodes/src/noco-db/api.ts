/**
 * Calls to a NocoDB instance for the NocoDB node: the credential's host plus the path each API
 * version uses, authenticated with the credential the node's Authentication names (`xc-auth` for a
 * user token, `xc-token` for an API token). A refusal becomes the node error n8n gives (its message
 * for the status, NocoDB's `msg` as the description); 429 answers wait their `Retry-After` and 5xx
 * answers are retried with backoff, a few times. Tests point the credential host's origin (and that
 * of absolute attachment links) at a loopback fake with `WEFT_NOCODB_API_URL`, the path kept, and
 * shorten the waits with `WEFT_NOCODB_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface NocoDbCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One call: a path under the host (or an absolute URL), query and a JSON or multipart body. */
export interface NocoDbCall {
  /** The credential type the node's Authentication names: `nocoDb` or `nocoDbApiToken`. */
  auth: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint?: string;
  url?: string;
  body?: unknown;
  qs?: Json;
  itemIndex?: number;
  /** Answer the raw bytes (attachment downloads). */
  binary?: boolean;
}

/** The URL with its origin replaced by `WEFT_NOCODB_API_URL` when a test sets it. */
export function nocoDbUrl(url: string): string {
  const override = process.env.WEFT_NOCODB_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_NOCODB_RETRY_BASE_MS;
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

/** Sends one call and answers its parsed JSON body (or its bytes for `binary`). */
export async function nocoDbRequest(caller: NocoDbCaller, call: NocoDbCall): Promise<any> {
  const credentials = await caller.getCredentials(call.auth, call.itemIndex);
  const host = String(credentials.host ?? '').replace(/\/$/, '');
  const target = call.url ?? `${host}${call.endpoint ?? ''}`;
  if (!/^https?:\/\//i.test(target))
    throw new NodeOperationError(caller.getNode(), `The NocoDB host "${host}" is not an http(s) URL`, {
      itemIndex: call.itemIndex,
    });
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const form = typeof FormData !== 'undefined' && call.body instanceof FormData;
  const hasBody =
    call.body !== undefined && (form || (Array.isArray(call.body) ? true : Object.keys(call.body as Json).length > 0));
  const header = call.auth === 'nocoDbApiToken' ? 'xc-token' : 'xc-auth';
  const options: HttpRequestOptions = {
    url: nocoDbUrl(target),
    method: call.method,
    headers: {
      Accept: 'application/json',
      [header]: String(credentials.apiToken ?? ''),
      ...(hasBody && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    qs,
    ...(hasBody ? { body: call.body } : {}),
    responseType: call.binary ? 'arraybuffer' : 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return call.binary ? response.body : parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    const body =
      call.binary && Buffer.isBuffer(response.body) ? parse(response.body.toString('utf8')) : parse(response.body);
    throw httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every row of a list, 100 a page by `offset`: typeVersion 1 reads bare arrays until one comes back
 * empty, later versions read `list` until `pageInfo.isLastPage` (as n8n's node, by the node's
 * typeVersion, not its API version setting).
 */
export async function nocoDbRequestAll(
  caller: NocoDbCaller,
  call: NocoDbCall & { qs: Json },
  typeVersion: number,
): Promise<Json[]> {
  const qs: Json = { ...call.qs, limit: 100, offset: call.qs.offset ? Number(call.qs.offset) : 0 };
  const out: Json[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `NocoDB kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = await nocoDbRequest(caller, { ...call, qs: { ...qs } });
    if (typeVersion === 1) {
      const rows = (Array.isArray(answer) ? answer : []) as Json[];
      out.push(...rows);
      if (rows.length === 0) return out;
    } else {
      out.push(...((answer?.list ?? []) as Json[]));
      if (answer?.pageInfo?.isLastPage === true || !answer?.pageInfo) return out;
    }
    qs.offset += qs.limit;
  }
}
