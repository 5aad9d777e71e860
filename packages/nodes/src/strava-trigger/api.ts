/**
 * Calls to Strava's API v3 for the Strava Trigger, as n8n's node makes them: push-subscription
 * calls are signed with the OAuth2 app's `client_id` and `client_secret` (in the query for GET and
 * DELETE, in the form body for POST), and reads of activities and athletes with the connection's
 * access token. A refusal becomes a node error with n8n's message for the status and Strava's
 * answer (kept as the error's data, for its `errors`). Tests point the origin at a loopback fake
 * with `WEFT_STRAVA_API_URL`; nothing else sets it.
 */
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';

type Json = Record<string, any>;
type Caller = WebhookSetupContext | WebhookRequestContext;

/** Strava's API root, its origin replaced by `WEFT_STRAVA_API_URL` when set. */
export function stravaBaseUrl(): string {
  const override = process.env.WEFT_STRAVA_API_URL?.trim().replace(/\/+$/, '');
  return `${override || 'https://www.strava.com'}/api/v3`;
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

async function send(caller: Caller, options: HttpRequestOptions): Promise<any> {
  const response = await caller.helpers.httpRequest({ ...options, responseType: 'text', ignoreHttpStatusErrors: true });
  const answer = parse(response.body);
  if (response.statusCode < 300) return answer;
  throw httpStatusError(caller.getNode(), response.statusCode, answer);
}

/** A push-subscription call (`/push_subscriptions…`), signed with the app's client ID and secret. */
export async function stravaPushRequest(
  caller: WebhookSetupContext,
  method: 'GET' | 'POST' | 'DELETE',
  resource: string,
  form: Record<string, string> = {},
): Promise<any> {
  const { clientId, clientSecret } = await caller.getCredentials('stravaOAuth2Api');
  const app = { client_id: String(clientId ?? ''), client_secret: String(clientSecret ?? '') };
  const url = `${stravaBaseUrl()}${resource}`;
  const headers = { Accept: 'application/json' };
  if (method === 'POST') return send(caller, { url, method, headers, body: new URLSearchParams({ ...form, ...app }) });
  return send(caller, { url, method, headers, qs: app });
}

/** A read with the connection's access token (`GET /activities/{id}`, `GET /athletes/{id}/stats`). */
export async function stravaApiRequest(caller: Caller, resource: string): Promise<any> {
  const data = await caller.getCredentials('stravaOAuth2Api');
  const token = (data.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token)
    throw new NodeOperationError(caller.getNode(), 'The Strava OAuth2 credential is not connected to Strava yet', {
      description: 'Open the credential and sign in with Strava.',
    });
  return send(caller, {
    url: `${stravaBaseUrl()}${resource}`,
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
}

/** Strava's `errors` of a refusal (`[{ resource, field, code }]`), or none. */
export function stravaErrors(error: unknown): Json[] {
  if (!(error instanceof NodeApiError)) return [];
  const errors = (error.context.data as Json | undefined)?.errors;
  return Array.isArray(errors) ? (errors as Json[]) : [];
}
