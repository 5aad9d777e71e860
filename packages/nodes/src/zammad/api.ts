/**
 * Calls to a Zammad helpdesk's REST API (`<base URL>/api/v1/…`, the base URL the credential names,
 * a trailing slash tolerated) for the Zammad node and its editor look-ups, signed with the credential
 * the node's `authentication` picks (`zammadBasicAuthApi`: HTTP Basic; `zammadTokenAuthApi`:
 * `Token token=<token>`), ignoring TLS problems when the credential says so. A refusal becomes a
 * `NodeApiError` naming the item (Zammad's `error` as its description; "Object already exists!" is
 * reworded as n8n's node does). Lists read pages of 20 (`page`, `per_page`) until an empty page, or
 * until more than the limit were read. Tests point the helpdesk at a loopback fake with
 * `WEFT_ZAMMAD_API_URL`, which replaces the base URL's origin.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';
import { zammadBasicAuthorization } from './credentials.js';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute or method context). */
export interface ZammadCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call. */
export interface ZammadCall {
  authentication: unknown;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path under `/api/v1` (`/users/me`). */
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** The credential type an `authentication` value picks. */
export const zammadCredentialType = (authentication: unknown) =>
  authentication === 'basicAuth' ? 'zammadBasicAuthApi' : 'zammadTokenAuthApi';

/** The API's root for a credential's base URL: `<base URL>/api/v1`, its origin replaced by `WEFT_ZAMMAD_API_URL` when that is set. */
export function zammadApiRoot(baseUrl: unknown): string {
  let base = String(baseUrl ?? '');
  if (base.endsWith('/')) base = base.slice(0, -1);
  const override = process.env.WEFT_ZAMMAD_API_URL?.trim().replace(/\/+$/, '');
  if (override) {
    let path: string;
    try {
      path = new URL(base).pathname.replace(/\/+$/, '');
    } catch {
      path = '';
    }
    base = `${override}${path}`;
  }
  return `${base}/api/v1`;
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

/** Sends one call and answers the parsed body. */
export async function zammadRequest(caller: ZammadCaller, call: ZammadCall): Promise<any> {
  const type = zammadCredentialType(call.authentication);
  const credentials = await caller.getCredentials(type, call.itemIndex);
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const hasQs = call.qs !== undefined && Object.keys(call.qs).length > 0;
  const response = await caller.helpers.httpRequest({
    url: `${zammadApiRoot(credentials.baseUrl)}${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization:
        type === 'zammadBasicAuthApi'
          ? zammadBasicAuthorization(credentials)
          : `Token token=${String(credentials.accessToken ?? '')}`,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasQs ? { qs: { ...call.qs } } : {}),
    ...(hasBody ? { body: call.body } : {}),
    ...(credentials.allowUnauthorizedCerts ? { ignoreSslIssues: true } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode < 300) return body;
  if (body && typeof body === 'object' && (body as Json).error === 'Object already exists!')
    (body as Json).error = 'An entity with this name already exists.';
  throw httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
}

/** Every entry of a list, 20 a page until an empty page (or, with a `limit`, until more than it were read). */
export async function zammadRequestAll(caller: ZammadCaller, call: ZammadCall, limit = 0): Promise<Json[]> {
  const out: Json[] = [];
  const qs: Json = { ...call.qs, per_page: 20, page: 1 };
  for (;;) {
    const page = (await zammadRequest(caller, { ...call, qs: { ...qs } })) as Json[];
    out.push(...(page ?? []));
    if (limit && out.length > limit) return out.slice(0, limit);
    qs.page++;
    if (!page?.length) return out;
  }
}
