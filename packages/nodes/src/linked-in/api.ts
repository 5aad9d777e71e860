/**
 * Calls to LinkedIn's REST API for the LinkedIn node (`https://api.linkedin.com/rest…`, or
 * `/v2…` for the profile endpoints), with the OAuth2 token of the credential the node's
 * "Authentication" names, renewed once through the run's OAuth2 refresh on a 401. Every call
 * names LinkedIn's protocol (`X-Restli-Protocol-Version: 2.0.0`) and API version (`202504`), as
 * n8n's node does. A 201 answers `{ urn }` from LinkedIn's `x-restli-id` header, anything else
 * its body. Image bytes go to the upload URL LinkedIn hands out. Refusals become n8n's node
 * errors; 429 and 502–504 are retried a few times. Tests point LinkedIn's hosts at a loopback fake
 * with `WEFT_LINKEDIN_API_URL` (it replaces the origin) and shorten the waits with
 * `WEFT_LINKEDIN_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface LinkedInCaller {
  getNode(): WorkflowNode;
  getNodeParameter(name: string, itemIndex: number, fallback?: unknown): unknown;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
}

/** The credential type of the node's "Authentication". */
export function linkedInCredentialType(caller: Pick<LinkedInCaller, 'getNodeParameter'>): string {
  return caller.getNodeParameter('authentication', 0, 'standard') === 'standard'
    ? 'linkedInOAuth2Api'
    : 'linkedInCommunityManagementOAuth2Api';
}

/** The URL a call goes to: `WEFT_LINKEDIN_API_URL` (tests) in place of LinkedIn's origin. */
export function linkedInUrl(url: string): string {
  const override = process.env.WEFT_LINKEDIN_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

/** `/posts` → `https://api.linkedin.com/rest/posts`; paths naming `v2` stay off `/rest`. */
export const linkedInEndpointUrl = (endpoint: string) =>
  `https://api.linkedin.com${endpoint.includes('v2') ? '' : '/rest'}${endpoint}`;

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_LINKEDIN_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const raw = response.headers['retry-after'];
    const seconds = Number(Array.isArray(raw) ? raw[0] : raw);
    if (raw !== undefined && Number.isFinite(seconds) && seconds > 60) return undefined;
    return base ?? (raw !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** One call: a JSON endpoint (`/posts`, `/v2/me`) or, with `upload`, bytes to an upload URL. */
export interface LinkedInCall {
  method: 'GET' | 'POST';
  endpoint: string;
  body?: Record<string, unknown>;
  upload?: { bytes: Uint8Array; contentType: string };
  itemIndex?: number;
}

/** Sends one call (see the module's description). */
export async function linkedInRequest(caller: LinkedInCaller, call: LinkedInCall): Promise<any> {
  const type = linkedInCredentialType(caller);
  let credentials = await caller.getCredentials(type, call.itemIndex);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Restli-Protocol-Version': '2.0.0',
    'LinkedIn-Version': '202504',
  };
  const options: HttpRequestOptions = call.upload
    ? {
        url: linkedInUrl(call.endpoint),
        method: call.method,
        headers: { ...headers, 'Content-Type': call.upload.contentType },
        body: call.upload.bytes,
        responseType: 'auto',
        ignoreHttpStatusErrors: true,
      }
    : {
        url: linkedInUrl(linkedInEndpointUrl(call.endpoint)),
        method: call.method,
        headers,
        ...(call.body && Object.keys(call.body).length ? { body: call.body, json: true } : {}),
        responseType: 'json',
        ignoreHttpStatusErrors: true,
      };
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof token !== 'string' || !token) {
      throw new NodeOperationError(caller.getNode(), 'The LinkedIn credential is not connected to LinkedIn yet', {
        itemIndex: call.itemIndex,
        description: 'Open the credential and sign in with LinkedIn.',
      });
    }
    const response = await caller.helpers.httpRequest({
      ...options,
      headers: { ...options.headers, Authorization: `Bearer ${token}` },
    });
    if (response.statusCode === 201) {
      const id = response.headers['x-restli-id'];
      return { urn: Array.isArray(id) ? id[0] : id };
    }
    if (response.statusCode < 300) return response.body === '' || response.body === null ? undefined : response.body;
    if (response.statusCode === 401 && caller.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await caller.refreshOAuth2Credentials(type);
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) throw httpStatusError(caller.getNode(), response.statusCode, response.body, call.itemIndex);
    await sleep(wait);
  }
}
