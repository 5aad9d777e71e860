/**
 * Calls to a Supabase project's REST API (PostgREST, `<host>/rest/v1…`) for the Supabase node,
 * signed with the `supabaseApi` credential (the service role key as `apikey` and Bearer token) and
 * asking for the written rows back (`Prefer: return=representation`). A refusal becomes the node
 * error n8n gives: its message for the status followed by PostgREST's `message`, which is also the
 * description. 429 answers wait their `Retry-After` and 502–504 answers are retried with backoff, a
 * few times. Tests point the project at a loopback fake with `WEFT_SUPABASE_API_URL` (it replaces
 * the origin of the credential's host) and shorten the waits with `WEFT_SUPABASE_RETRY_BASE_MS`;
 * nothing else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface SupabaseCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under `/rest/v1` (`/tasks`, `/tasks?status=eq.done`, `/`). */
export interface SupabaseCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  resource: string;
  body?: unknown;
  qs?: Record<string, unknown>;
  /** Schema headers (`Accept-Profile`, `Content-Profile`). */
  headers?: Record<string, string>;
  itemIndex?: number;
}

/** The project's base URL (no trailing slash), the test override's origin in place of the credential's. */
export function supabaseHost(host: unknown): string {
  const base = String(host ?? '')
    .trim()
    .replace(/\/+$/, '');
  const override = process.env.WEFT_SUPABASE_API_URL?.trim();
  if (!override) return base;
  try {
    return `${override.replace(/\/+$/, '')}${new URL(base).pathname.replace(/\/+$/, '')}`;
  } catch {
    return override.replace(/\/+$/, '');
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_SUPABASE_RETRY_BASE_MS;
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

/** The error of a refused call: n8n's message for the status, then PostgREST's message. */
export function supabaseApiError(node: WorkflowNode, response: HttpResponse, itemIndex?: number): NodeApiError {
  const error = httpStatusError(node, response.statusCode, response.body, itemIndex);
  if (error.description) error.message = `${error.message}: ${error.description}`;
  return error;
}

/** Sends one call and answers its JSON body (undefined for an empty one). */
export async function supabaseRequest(caller: SupabaseCaller, call: SupabaseCall): Promise<unknown> {
  const credentials = await caller.getCredentials('supabaseApi', call.itemIndex);
  const host = supabaseHost(credentials.host);
  if (!host) {
    throw new NodeOperationError(caller.getNode(), 'The Supabase credential has no host', {
      itemIndex: call.itemIndex,
      description: 'Set "Host" in the credential to the project URL, e.g. https://your-project.supabase.co.',
    });
  }
  const key = String(credentials.serviceRole ?? '');
  const hasBody = call.body !== undefined && call.body !== null && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${host}/rest/v1${call.resource}`,
    method: call.method,
    headers: {
      Prefer: 'return=representation',
      ...call.headers,
      apikey: key,
      Authorization: `Bearer ${key}`,
      Accept: 'application/json',
    },
    ...(call.qs && Object.keys(call.qs).length ? { qs: call.qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    json: true,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return response.body === '' || response.body === null ? undefined : response.body;
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw supabaseApiError(caller.getNode(), response, call.itemIndex);
  }
}
