/**
 * Calls to Google APIs for every Google node: authentication by service account or by the node's
 * OAuth2 credential, Google's error answers as clear node errors, 429 and 5xx answers retried with
 * backoff, and `nextPageToken` pagination. Tests point every `*.googleapis.com` URL at a loopback
 * fake with `WEFT_GOOGLE_API_URL`; nothing else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  statusCodeMessage,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { forgetServiceAccountTokens, GOOGLE_TOKEN_URL, serviceAccountToken } from './service-account.js';

/** Where a Google node's calls get their credentials and transport. */
export interface GoogleAuthSource {
  node: WorkflowNode;
  /** n8n's `authentication` parameter: `serviceAccount`, or `oAuth2` (anything else is OAuth2). */
  authentication: string;
  /** The node's OAuth2 credential type, e.g. `googleSheetsOAuth2Api`. */
  oAuth2CredentialType: string;
  /** Scopes a service account asks for. */
  scopes: readonly string[];
  getCredentials(type: string): Promise<Record<string, unknown>>;
  /** Renews the OAuth2 credential's token after Google refused it (`ctx.refreshOAuth2Credentials`), when the host can. */
  refreshOAuth2?(type: string): Promise<Record<string, unknown>>;
  /** The host's guarded HTTP client (`ctx.helpers.httpRequest`). */
  httpRequest(options: HttpRequestOptions): Promise<HttpResponse>;
}

/** One call: a full `https://….googleapis.com/…` URL and what to send. */
export interface GoogleRequest {
  method?: string;
  url: string;
  qs?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: HttpRequestOptions['responseType'];
  /** The item the call is for, named in errors. */
  itemIndex?: number;
}

/** The loopback origin tests serve Google's APIs from, when set. */
function overrideOrigin(): string | undefined {
  const value = process.env.WEFT_GOOGLE_API_URL?.trim();
  return value ? value.replace(/\/+$/, '') : undefined;
}

/** A Google URL as this process reaches it (the test override replaces `https://*.googleapis.com`). */
export function googleUrl(url: string): string {
  const origin = overrideOrigin();
  return origin ? url.replace(/^https:\/\/[a-z0-9.-]*googleapis\.com/i, origin) : url;
}

const RETRIED = new Set([429, 500, 502, 503, 504]);
const MAX_RETRIES = 3;

function retryDelay(response: HttpResponse, attempt: number): number {
  const header = response.headers['retry-after'];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 60_000);
  const base = Number(process.env.WEFT_GOOGLE_RETRY_BASE_MS ?? 1000);
  return base * 2 ** attempt * (0.75 + Math.random() / 2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Google's error answer (`{ error: { code, message, status, errors } }`, or OAuth's `error_description`). */
function googleReason(body: unknown): { message?: string; status?: string } {
  if (!body || typeof body !== 'object')
    return typeof body === 'string' && body.trim() ? { message: body.trim().slice(0, 300) } : {};
  const error = (body as { error?: unknown }).error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; status?: unknown };
    return {
      message: typeof e.message === 'string' ? e.message : undefined,
      status: typeof e.status === 'string' ? e.status : undefined,
    };
  }
  const description = (body as { error_description?: unknown }).error_description;
  return { message: typeof description === 'string' ? description : typeof error === 'string' ? error : undefined };
}

/**
 * A node error for a refused call, worded as n8n's Google nodes word it (NodeApiError): the message
 * n8n gives the HTTP status ("The resource you are requesting could not be found", …), and Google's
 * own reason, with what to check for 401 and 403, as the description.
 */
export function googleApiError(source: GoogleAuthSource, response: HttpResponse, itemIndex?: number): NodeApiError {
  const { message, status } = googleReason(response.body);
  const code = response.statusCode;
  const detail = message ?? response.statusMessage ?? `HTTP ${code}`;
  const text = statusCodeMessage(String(code)) ?? `Google answered ${code}${status ? ` ${status}` : ''}: ${detail}`;
  const hint =
    code === 401
      ? source.authentication === 'serviceAccount'
        ? 'Check the service account e-mail and private key, and that the API is enabled for its project.'
        : 'The access token is expired or revoked. Reconnect the credential in its settings.'
      : code === 403
        ? 'Check that the API is enabled in the Google Cloud project and that the account may use this resource.'
        : undefined;
  const description = [`Google answered ${code}${status ? ` ${status}` : ''}: ${detail}`, hint]
    .filter(Boolean)
    .join(' ');
  return new NodeApiError(
    source.node,
    { message: text, description, httpCode: code, body: response.body },
    { itemIndex },
  );
}

/** The `Authorization` header of a call (from `oAuth2Data` when a refresh just gave it). */
async function authorization(
  source: GoogleAuthSource,
  itemIndex?: number,
  oAuth2Data?: Record<string, unknown>,
): Promise<string> {
  if (source.authentication === 'serviceAccount') {
    const c = await source.getCredentials('googleApi');
    const email = String(c.email ?? '').trim();
    const privateKey = String(c.privateKey ?? '');
    if (!email || !privateKey)
      throw new NodeOperationError(
        source.node,
        'The Google service account credential needs its e-mail and private key',
        { itemIndex },
      );
    const subject = c.inpersonate === true ? String(c.delegatedEmail ?? '').trim() || undefined : undefined;
    try {
      const token = await serviceAccountToken(source.httpRequest, {
        email,
        privateKey,
        scopes: [...source.scopes],
        subject,
        tokenUrl: googleUrl(GOOGLE_TOKEN_URL),
      });
      return `Bearer ${token}`;
    } catch (error) {
      throw new NodeOperationError(source.node, (error as Error).message, { itemIndex });
    }
  }
  const c = oAuth2Data ?? (await source.getCredentials(source.oAuth2CredentialType));
  const token = (c.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(
      source.node,
      `The credential of type "${source.oAuth2CredentialType}" is not connected to Google yet`,
      {
        itemIndex,
        description: 'Open the credential and sign in with Google.',
      },
    );
  }
  return `Bearer ${token}`;
}

/**
 * Sends one call and answers the whole response. 429 and 5xx answers are retried with backoff. A
 * 401 is retried once with a new token: a service account's is signed again, an OAuth2
 * credential's is renewed with its refresh token (as n8n does when a token expires early or was
 * revoked); a renewal the token endpoint refuses fails with its reason.
 */
export async function googleApiResponse(source: GoogleAuthSource, request: GoogleRequest): Promise<HttpResponse> {
  const auth = await authorization(source, request.itemIndex);
  const options: HttpRequestOptions = {
    method: request.method ?? 'GET',
    url: googleUrl(request.url),
    qs: request.qs,
    body: request.body,
    headers: { ...request.headers, Authorization: auth },
    responseType: request.responseType ?? 'json',
    ignoreHttpStatusErrors: true,
    arrayFormat: 'repeat',
  };
  let renewed = false;
  for (let attempt = 0; ; attempt += 1) {
    const response = await source.httpRequest(options);
    if (response.statusCode < 400) return response;
    if (RETRIED.has(response.statusCode) && attempt < MAX_RETRIES) {
      await sleep(retryDelay(response, attempt));
      continue;
    }
    if (response.statusCode === 401 && !renewed) {
      const fresh = await renewedAuthorization(source, request.itemIndex);
      if (fresh) {
        renewed = true;
        options.headers = { ...options.headers, Authorization: fresh };
        continue;
      }
    }
    throw googleApiError(source, response, request.itemIndex);
  }
}

/** A new `Authorization` header after a 401, or undefined when there is no way to get one. */
async function renewedAuthorization(source: GoogleAuthSource, itemIndex?: number): Promise<string | undefined> {
  if (source.authentication === 'serviceAccount') {
    forgetServiceAccountTokens();
    return authorization(source, itemIndex);
  }
  if (!source.refreshOAuth2) return undefined;
  let data: Record<string, unknown>;
  try {
    data = await source.refreshOAuth2(source.oAuth2CredentialType);
  } catch (error) {
    throw new NodeApiError(
      source.node,
      {
        message: 'Authorization failed - please check your credentials',
        description: `Google refused the access token, and a new one could not be had: ${(error as Error).message}`,
        httpCode: 401,
      },
      { itemIndex },
    );
  }
  return authorization(source, itemIndex, data);
}

/** Sends one call and answers its body (parsed JSON unless another response type is asked). */
export async function googleApiRequest<T = Record<string, unknown>>(
  source: GoogleAuthSource,
  request: GoogleRequest,
): Promise<T> {
  const response = await googleApiResponse(source, request);
  return (response.body === '' || response.body === undefined ? {} : response.body) as T;
}

/**
 * Every entry of a paginated list: follows `nextPageToken` (sent back as `pageToken`) and collects
 * `property` of each page, stopping once `limit` entries are in.
 */
export async function googleApiRequestAll<T = Record<string, unknown>>(
  source: GoogleAuthSource,
  property: string,
  request: GoogleRequest,
  limit?: number,
): Promise<T[]> {
  const out: T[] = [];
  let pageToken: string | undefined;
  do {
    const qs = { ...request.qs, ...(pageToken ? { pageToken } : {}) };
    const page = await googleApiRequest(source, { ...request, qs });
    const entries = page[property];
    if (Array.isArray(entries)) out.push(...(entries as T[]));
    pageToken = typeof page.nextPageToken === 'string' && page.nextPageToken ? page.nextPageToken : undefined;
  } while (pageToken && (limit === undefined || out.length < limit));
  return limit === undefined ? out : out.slice(0, limit);
}
