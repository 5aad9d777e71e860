/**
 * Calls to Mailchimp's Marketing API 3.0. With an API key (`mailchimpApi`) the data center is the
 * key's suffix after its last `-` (`…-us21` → `https://us21.api.mailchimp.com/3.0`) and the key is
 * sent as `Authorization: apikey KEY`; with OAuth2 (`mailchimpOAuth2Api`) the data center's
 * `api_endpoint` is read from the credential's metadata URL, then the token is sent as a bearer.
 * A refusal becomes a node error naming the item (Mailchimp's `detail` as the description). Lists
 * are read as n8n's node reads them: 500 at a time by `offset` until a page comes back empty.
 * Tests point the origin at a loopback fake with `WEFT_MAILCHIMP_API_URL` (which also answers the
 * OAuth2 metadata at `/oauth2/metadata`).
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
export interface MailchimpCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: the node's `authentication` parameter, a path under `/3.0`, its query and JSON body. */
export interface MailchimpCall {
  authentication: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  body?: Json;
  qs?: Json;
  itemIndex?: number;
}

/** The origin `WEFT_MAILCHIMP_API_URL` names, if any. */
function override(): string | undefined {
  return process.env.WEFT_MAILCHIMP_API_URL?.trim().replace(/\/+$/, '') || undefined;
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

/** Where calls go and how they are signed, for the node's authentication. */
async function target(
  caller: MailchimpCaller,
  authentication: string,
  itemIndex: number | undefined,
): Promise<{ base: string; auth: string }> {
  const node = caller.getNode();
  if (authentication === 'apiKey') {
    const credentials = await caller.getCredentials('mailchimpApi', itemIndex);
    const key = String(credentials.apiKey ?? '');
    if (!key.includes('-')) throw new NodeOperationError(node, 'The API key is not valid!', { itemIndex });
    const dc = key.split('-').pop()!;
    return { base: `${override() ?? `https://${dc}.api.mailchimp.com`}/3.0`, auth: `apikey ${key}` };
  }
  const credentials = await caller.getCredentials('mailchimpOAuth2Api', itemIndex);
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(node, 'The Mailchimp OAuth2 credential is not connected to Mailchimp yet', {
      itemIndex,
    });
  const metadataUrl = String(credentials.metadataUrl || 'https://login.mailchimp.com/oauth2/metadata');
  const metadata = await caller.helpers.httpRequest({
    url: override() ? `${override()}${new URL(metadataUrl).pathname}` : metadataUrl,
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `OAuth ${token}` },
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const answer = parse(metadata.body) as Json | undefined;
  if (metadata.statusCode >= 300) throw httpStatusError(node, metadata.statusCode, answer, itemIndex);
  const endpoint = String(answer?.api_endpoint ?? '').replace(/\/+$/, '');
  const base = override() ?? endpoint;
  return { base: `${base}/3.0`, auth: `Bearer ${token}` };
}

/** Sends one call and answers its parsed JSON body (undefined for an empty answer). */
export async function mailchimpRequest(caller: MailchimpCaller, call: MailchimpCall): Promise<any> {
  const { base, auth } = await target(caller, call.authentication, call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const response = await caller.helpers.httpRequest({
    url: `${base}${call.endpoint}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      Authorization: auth,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    qs,
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
  return body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry under `property`, as n8n's node reads them: `count=500` from `offset=0`, 500 further
 * each time, until a page has none. The query object is written to (`offset`, `count`), as n8n's is,
 * since the node shares it between items.
 */
export async function mailchimpRequestAll(
  caller: MailchimpCaller,
  call: MailchimpCall,
  property: string,
): Promise<Json[]> {
  const out: Json[] = [];
  const qs = call.qs ?? {};
  qs.offset = 0;
  qs.count = 500;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Mailchimp kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = (await mailchimpRequest(caller, { ...call, qs: { ...qs } })) as Json | undefined;
    const entries = answer?.[property];
    if (Array.isArray(entries)) out.push(...(entries as Json[]));
    qs.offset += qs.count;
    if (!Array.isArray(entries) || entries.length === 0) return out;
  }
}
