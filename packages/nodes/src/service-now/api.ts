/**
 * Calls to a ServiceNow instance's REST API (`https://<subdomain>.service-now.com/api/now/…`, the
 * subdomain the credential names) for the ServiceNow node and its editor look-ups, signed with the
 * credential the node's `authentication` picks (`serviceNowBasicApi`: HTTP Basic;
 * `serviceNowOAuth2Api`: the Bearer token, renewed once through the run's OAuth2 refresh on a 401). A refusal becomes a `NodeApiError` naming the item (ServiceNow's `error.message` as its
 * description). "Return All" reads pages of 100 with `sysparm_offset`, as many as n8n's node
 * reckons from the first answer's `X-Total-Count`. Tests point the instance at a loopback fake
 * with `WEFT_SERVICENOW_API_URL`, which replaces the origin.
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
export interface ServiceNowCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** One call. */
export interface ServiceNowCall {
  authentication: unknown;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path under `/api` (`/now/table/incident`). */
  resource: string;
  body?: unknown;
  qs?: Json;
  headers?: Record<string, string>;
  /** Answer the bytes of the body instead of its JSON. */
  binary?: boolean;
  itemIndex?: number;
}

/** The credential type an `authentication` value picks (n8n's node falls back to OAuth2). */
export const serviceNowCredentialType = (authentication: unknown) =>
  authentication === 'basicAuth' ? 'serviceNowBasicApi' : 'serviceNowOAuth2Api';

/** The instance's origin: `https://<subdomain>.service-now.com`, or the one `WEFT_SERVICENOW_API_URL` names. */
export function serviceNowOrigin(subdomain: unknown): string {
  const override = process.env.WEFT_SERVICENOW_API_URL?.trim().replace(/\/+$/, '');
  return override || `https://${String(subdomain ?? '')}.service-now.com`;
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

function authorization(
  caller: ServiceNowCaller,
  type: string,
  credentials: Record<string, unknown>,
  itemIndex?: number,
): string {
  if (type === 'serviceNowBasicApi')
    return `Basic ${Buffer.from(`${String(credentials.user ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`;
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(
      caller.getNode(),
      'The ServiceNow OAuth2 credential is not connected to ServiceNow yet',
      {
        itemIndex,
        description: 'Open the credential and sign in with ServiceNow.',
      },
    );
  return `Bearer ${token}`;
}

/** The answer of one call: its parsed body (or bytes) and headers. */
export interface ServiceNowAnswer {
  body: any;
  headers: HttpResponse['headers'];
}

/** Sends one call and answers its body and headers. */
export async function serviceNowRequestFull(caller: ServiceNowCaller, call: ServiceNowCall): Promise<ServiceNowAnswer> {
  const type = serviceNowCredentialType(call.authentication);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const qs: Json = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined && key !== 'limit') qs[key] = value;
  const raw = Buffer.isBuffer(call.body) || call.body instanceof Uint8Array;
  const hasBody = raw || (call.body !== undefined && Object.keys(call.body as Json).length > 0);
  const options = (): HttpRequestOptions => ({
    url: `${serviceNowOrigin(credentials.subdomain)}/api${call.resource}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      ...(hasBody && !raw ? { 'Content-Type': 'application/json' } : {}),
      ...call.headers,
      Authorization: authorization(caller, type, credentials, call.itemIndex),
    },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: call.binary ? 'arraybuffer' : 'text',
    ignoreHttpStatusErrors: true,
  });
  let response = await caller.helpers.httpRequest(options());
  if (response.statusCode === 401 && type === 'serviceNowOAuth2Api' && caller.refreshOAuth2Credentials) {
    credentials = await caller.refreshOAuth2Credentials(type);
    response = await caller.helpers.httpRequest(options());
  }
  if (response.statusCode >= 300)
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), call.itemIndex);
  return { body: call.binary ? response.body : parse(response.body), headers: response.headers };
}

/** Sends one call and answers its parsed body (`{}` when ServiceNow answers nothing). */
export async function serviceNowRequest(caller: ServiceNowCaller, call: ServiceNowCall): Promise<any> {
  return (await serviceNowRequestFull(caller, call)).body ?? {};
}

const PAGE = 100;

/**
 * Every record of a list, as n8n's node reads them: a first page of 100, then as many more pages
 * as `X-Total-Count` says there are (n8n's count: the rounded quotient plus one for a remainder).
 */
export async function serviceNowRequestAll(caller: ServiceNowCaller, call: ServiceNowCall): Promise<Json[]> {
  const qs: Json = { ...call.qs, sysparm_limit: PAGE };
  const first = await serviceNowRequestFull(caller, { ...call, qs });
  const out: Json[] = [...((first.body?.result as Json[] | undefined) ?? [])];
  const header = first.headers['x-total-count'];
  const total = Number(Array.isArray(header) ? header[0] : header);
  const pages = Math.round(total / PAGE) + (total % PAGE ? 1 : 0);
  for (let page = 1; page < pages; page++) {
    const answer = await serviceNowRequestFull(caller, {
      ...call,
      qs: { ...qs, sysparm_limit: PAGE, sysparm_offset: page * PAGE },
    });
    out.push(...((answer.body?.result as Json[] | undefined) ?? []));
  }
  return out;
}
