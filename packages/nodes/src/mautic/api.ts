/**
 * Calls to a Mautic instance's REST API (`{url}/api/…`, the URL from the credential). With
 * `mauticApi` the user name and password are sent as HTTP Basic; with `mauticOAuth2Api` the
 * credential's access token as a bearer. A refusal, or an answer that carries `errors` although its
 * status is a success (Mautic sometimes answers so), becomes a node error. Lists are read as n8n's
 * node reads them: 30 at a time from `start=0` while fewer than the answer's `total` have come.
 * Tests point the origin at a loopback fake with `WEFT_MAUTIC_API_URL` (the credential URL's path
 * is kept).
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller (an execute, method or webhook context). */
export interface MauticCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
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

/** The instance root the credential names (its origin replaced by `WEFT_MAUTIC_API_URL` when set). */
function root(url: string): string {
  const trimmed = url.endsWith('/') ? url.slice(0, -1) : url;
  const origin = process.env.WEFT_MAUTIC_API_URL?.trim().replace(/\/+$/, '');
  if (!origin) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return `${origin}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return origin;
  }
}

/**
 * Sends one call (`endpoint` under `/api`) signed for `authentication` (`credentials` or `oAuth2`)
 * and answers its parsed body.
 */
export async function mauticRequest(
  caller: MauticCaller,
  authentication: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  endpoint: string,
  body: Json = {},
  qs?: Json,
  itemIndex?: number,
): Promise<any> {
  const node = caller.getNode();
  let url: string;
  let auth: string;
  if (authentication === 'credentials') {
    const credentials = await caller.getCredentials('mauticApi', itemIndex);
    url = String(credentials.url ?? '');
    auth = `Basic ${Buffer.from(`${String(credentials.username ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`;
  } else {
    const credentials = await caller.getCredentials('mauticOAuth2Api', itemIndex);
    const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || !token)
      throw new NodeOperationError(node, 'The Mautic OAuth2 credential is not connected to Mautic yet', { itemIndex });
    url = String(credentials.url ?? '');
    auth = `Bearer ${token}`;
  }
  const query: Json = {};
  for (const [name, value] of Object.entries(qs ?? {})) if (value !== undefined) query[name] = value;
  const response = await caller.helpers.httpRequest({
    url: `${root(url)}/api${endpoint}`,
    method,
    headers: { Accept: 'application/json', Authorization: auth, 'Content-Type': 'application/json' },
    qs: query,
    body,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const answer = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(node, response.statusCode, answer, itemIndex);
  const errors = (answer as Json | undefined)?.errors;
  if (answer && typeof answer === 'object' && errors) {
    const first = (Array.isArray(errors) ? errors[0] : errors) as Json | undefined;
    throw httpStatusError(node, Number(first?.code) || 500, answer, itemIndex);
  }
  return answer;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry under `property` (an object keyed by id, or a list), 30 at a time from `start=0`,
 * while fewer than the answer's `total` have come. The query is written to (`limit`, `start`).
 */
export async function mauticRequestAll(
  caller: MauticCaller,
  authentication: string,
  property: string,
  endpoint: string,
  qs: Json = {},
  itemIndex?: number,
): Promise<Json[]> {
  const out: Json[] = [];
  qs.limit = 30;
  qs.start = 0;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(caller.getNode(), `Mautic kept answering more pages after ${MAX_PAGES}`, {
        itemIndex,
      });
    const answer = (await mauticRequest(caller, authentication, 'GET', endpoint, {}, { ...qs }, itemIndex)) as Json;
    out.push(...Object.values<Json>(answer[property] ?? {}));
    qs.start += qs.limit;
    if (answer.total === undefined || out.length - parseInt(String(answer.total), 10) >= 0) return out;
  }
}
