/**
 * Calls to Webflow's Data API as n8n's Webflow nodes make them. Version 1 nodes call the v1 API
 * (`https://api.webflow.com/…` with `accept-version: 1.0.0`), signed with the credential their
 * `authentication` parameter names; version 2 nodes call `https://api.webflow.com/v2/…`, always with
 * the OAuth2 credential, and read the whole response (status and body). A refusal becomes a node
 * error worded as n8n words it for the HTTP status, with Webflow's message as its description.
 * Tests point the origin at a loopback fake with `WEFT_WEBFLOW_API_URL`.
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
export interface WebflowCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under the API's root (`/sites`, `/collections/{id}/items`…). */
export interface WebflowCall {
  /** Version 1's `authentication` parameter (`accessToken` or `oAuth2`); version 2 always uses OAuth2. */
  authentication?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** The parsed answer and its status. */
export interface WebflowAnswer {
  statusCode: number;
  body: any;
}

/** The origin `WEFT_WEBFLOW_API_URL` names, else Webflow's. */
function origin(): string {
  return process.env.WEFT_WEBFLOW_API_URL?.trim().replace(/\/+$/, '') || 'https://api.webflow.com';
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

/** Whether the calling node is a version 1 node (the v1 API). */
export const isV1 = (caller: WebflowCaller) => caller.getNode().typeVersion === 1;

/** Sends one call and answers its status and parsed body. */
export async function webflowRequest(caller: WebflowCaller, call: WebflowCall): Promise<WebflowAnswer> {
  const node = caller.getNode();
  const v1 = isV1(caller);
  let type = 'webflowOAuth2Api';
  if (v1 && (call.authentication ?? 'accessToken') === 'accessToken') type = 'webflowApi';
  const credentials = await caller.getCredentials(type, call.itemIndex);
  const token =
    type === 'webflowApi'
      ? credentials.accessToken
      : (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(
      node,
      type === 'webflowApi'
        ? 'The Webflow credential has no access token'
        : 'The Webflow OAuth2 credential is not connected to Webflow yet',
      { itemIndex: call.itemIndex },
    );
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const response = await caller.helpers.httpRequest({
    url: `${origin()}${v1 ? '' : '/v2'}${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(v1 ? { 'accept-version': '1.0.0' } : {}),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(node, response.statusCode, body, call.itemIndex);
  return { statusCode: response.statusCode, body };
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every item of a collection, as n8n reads them: 100 at a time from offset 0 until as many as the
 * answer's `total` are in (v1: `total` at the top; v2: under `pagination`).
 */
export async function webflowRequestAll(caller: WebflowCaller, call: WebflowCall): Promise<Json[]> {
  const v1 = isV1(caller);
  const out: Json[] = [];
  const qs: Json = { ...(call.qs ?? {}), limit: 100, offset: 0 };
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(caller.getNode(), `Webflow kept answering more pages after ${MAX_PAGES}`, {
        itemIndex: call.itemIndex,
      });
    const { body } = await webflowRequest(caller, { ...call, qs: { ...qs } });
    const items = (body as Json | undefined)?.items;
    const before = out.length;
    if (Array.isArray(items)) out.push(...(items as Json[]));
    const offset = v1 ? body?.offset : body?.pagination?.offset;
    if (offset !== undefined) qs.offset += qs.limit;
    const total = Number(v1 ? body?.total : body?.pagination?.total);
    if (!(out.length < total) || out.length === before) return out;
  }
}
