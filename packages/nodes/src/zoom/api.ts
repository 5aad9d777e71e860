/**
 * Calls to Zoom's API (`https://api.zoom.us/v2/…`) for the Zoom node, signed with the credential
 * the node's `authentication` picks (`zoomApi`: the JWT token as a bearer token; `zoomOAuth2Api`:
 * the OAuth2 access token, renewed once through the run's OAuth2 refresh on a 401). A refusal
 * becomes a `NodeApiError` naming the item (Zoom's `message` as its description). "Return All"
 * pages as n8n's node does: `page_number` from 0, one page a second (Zoom's free-plan limit), until
 * the answer's `page_number` equals its `page_count`; unlike n8n it also stops at an empty page
 * (where n8n would ask forever). Tests point the API at a loopback fake with `WEFT_ZOOM_API_URL`
 * (replacing the origin) and shorten the wait with `WEFT_ZOOM_PAGE_WAIT_MS`.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

type Json = Record<string, any>;

/** What a call needs from its caller. */
export interface ZoomCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface ZoomCall {
  authentication: unknown;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path under `/v2`. */
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

const ORIGIN = 'https://api.zoom.us';

/** The API's origin: Zoom's, or the one `WEFT_ZOOM_API_URL` names. */
export function zoomOrigin(): string {
  return process.env.WEFT_ZOOM_API_URL?.trim().replace(/\/+$/, '') || ORIGIN;
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

function bearer(caller: ZoomCaller, type: string, credentials: Record<string, unknown>, itemIndex?: number): string {
  if (type === 'zoomApi') return `Bearer ${String(credentials.accessToken ?? '')}`;
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(caller.getNode(), 'The Zoom OAuth2 credential is not connected to Zoom yet', {
      itemIndex,
      description: 'Open the credential and sign in with Zoom.',
    });
  return `Bearer ${token}`;
}

/** Sends one call and answers its parsed body. */
export async function zoomRequest(caller: ZoomCaller, call: ZoomCall): Promise<any> {
  const type = call.authentication === 'oAuth2' ? 'zoomOAuth2Api' : 'zoomApi';
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const hasQs = call.qs !== undefined && Object.keys(call.qs).length > 0;
  const options = (): HttpRequestOptions => ({
    url: `${zoomOrigin()}/v2${call.endpoint}`,
    method: call.method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: bearer(caller, type, credentials, call.itemIndex),
    },
    ...(hasQs ? { qs: { ...call.qs } } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  let response = await caller.helpers.httpRequest(options());
  if (response.statusCode === 401 && type === 'zoomOAuth2Api' && caller.refreshOAuth2Credentials) {
    credentials = await caller.refreshOAuth2Credentials(type);
    response = await caller.helpers.httpRequest(options());
  }
  const body = parse(response.body);
  if (response.statusCode < 300) return body ?? {};
  throw httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MAX_PAGES = 10_000;

/** Every entry under `property` of a list, paged as n8n's node pages (see the module comment). */
export async function zoomRequestAll(caller: ZoomCaller, property: string, call: ZoomCall): Promise<Json[]> {
  const out: Json[] = [];
  const qs: Json = { ...call.qs, page_number: 0 };
  const wait = Number(process.env.WEFT_ZOOM_PAGE_WAIT_MS ?? 1000);
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = (await zoomRequest(caller, { ...call, qs: { ...qs } })) as Json;
    qs.page_number++;
    const entries = (answer[property] ?? []) as Json[];
    out.push(...entries);
    await sleep(Number.isFinite(wait) ? wait : 1000);
    if (answer.page_count === answer.page_number || entries.length === 0) return out;
  }
  return out;
}
