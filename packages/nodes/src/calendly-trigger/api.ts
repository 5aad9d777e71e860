/**
 * Calls to Calendly for the Calendly Trigger, as n8n's node makes them: with an OAuth2 connection
 * or a personal access token, Calendly's API v2 (`https://api.calendly.com/…`, a bearer token);
 * with a legacy API key, the API v1 (`https://calendly.com/api/v1/…`, the key as `X-TOKEN`). The
 * node's `authentication` parameter (read from the first item) picks the credential. A refusal
 * becomes a node error with n8n's message for the status and Calendly's `message`. Tests point both
 * origins at a loopback fake with `WEFT_CALENDLY_API_URL` (the paths tell them apart; absolute
 * subscription URIs Calendly answers with are moved too); nothing else sets it.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { isCalendlyAccessToken } from './credentials.js';

/** What a call needs from its caller (a webhook setup context). */
export interface CalendlyCaller {
  getNode(): WorkflowNode;
  getNodeParameter(name: string, fallback?: unknown): unknown;
  getCredentials(type: string): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** `url` with Calendly's origin replaced by the one `WEFT_CALENDLY_API_URL` names, when set. */
export function calendlyUrl(url: string): string {
  const override = process.env.WEFT_CALENDLY_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return url;
  const m = /^https:\/\/(api\.)?calendly\.com(?=\/|$)/.exec(url);
  return m ? `${override}${url.slice(m[0].length)}` : url;
}

/** Which API the node's credential speaks: `accessToken` (API v2) or `apiKey` (legacy API v1). */
export async function calendlyAuthenticationType(caller: CalendlyCaller): Promise<'accessToken' | 'apiKey'> {
  if (caller.getNodeParameter('authentication', 'apiKey') !== 'apiKey') return 'accessToken';
  const { apiKey } = await caller.getCredentials('calendlyApi');
  return isCalendlyAccessToken(String(apiKey ?? '')) ? 'accessToken' : 'apiKey';
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

/** One call: `resource` under the API's base, or an absolute `uri` Calendly gave. */
export async function calendlyRequest(
  caller: CalendlyCaller,
  method: 'GET' | 'POST' | 'DELETE',
  resource: string,
  body: Json = {},
  qs: Json = {},
  uri?: string,
): Promise<any> {
  const type = await calendlyAuthenticationType(caller);
  const base = type === 'apiKey' ? 'https://calendly.com/api/v1' : 'https://api.calendly.com';
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (caller.getNodeParameter('authentication', 'apiKey') === 'apiKey') {
    const secret = String((await caller.getCredentials('calendlyApi')).apiKey ?? '');
    if (isCalendlyAccessToken(secret)) headers.Authorization = `Bearer ${secret}`;
    else headers['X-TOKEN'] = secret;
  } else {
    const token = (
      (await caller.getCredentials('calendlyOAuth2Api')).oauthTokenData as { access_token?: unknown } | undefined
    )?.access_token;
    if (typeof token !== 'string' || !token)
      throw new NodeOperationError(
        caller.getNode(),
        'The Calendly OAuth2 credential is not connected to Calendly yet',
        { description: 'Open the credential and sign in with Calendly.' },
      );
    headers.Authorization = `Bearer ${token}`;
  }
  const options: HttpRequestOptions = {
    url: calendlyUrl(uri || `${base}${resource}`),
    method,
    headers,
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(Object.keys(body).length ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  const response = await caller.helpers.httpRequest(options);
  if (response.statusCode < 300) return parse(response.body);
  throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body));
}
