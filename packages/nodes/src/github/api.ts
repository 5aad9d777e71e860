/**
 * Calls to GitHub's REST API for the GitHub node and its trigger, signed with the node's credential
 * (`authentication`: a personal access token sent as `token …`, or an OAuth2 connection's Bearer
 * token) and sent to the credential's server (`https://api.github.com`, or an Enterprise server's
 * `https://<host>/api/v3`). A refusal becomes the node error n8n gives (its message for the status,
 * GitHub's `message` as the description, `httpCode` kept so callers can tell a 404 or 422); 429
 * answers, and 403 answers that name a `Retry-After`, wait for it, and 502–504 answers are retried
 * with backoff, a few times. Lists are read 100 a page (`per_page`, `page` from 1) while GitHub's
 * `Link` header names a next page.
 *
 * Tests point the server at a loopback fake with `WEFT_GITHUB_API_URL` (it replaces the origin of
 * the credential's server, keeping an Enterprise server's path) and shorten the waits with
 * `WEFT_GITHUB_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { GITHUB_API_ORIGIN } from './credentials.js';

/** What a call needs from its caller (an execute, method, webhook-setup or webhook context). */
export interface GithubCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** n8n's `authentication` values. */
export type GithubAuthentication = 'accessToken' | 'oAuth2';

/** One call: a path on the API server (`/repos/octo/hello/issues`). */
export interface GithubCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  endpoint: string;
  body?: Record<string, unknown>;
  qs?: Record<string, unknown>;
  itemIndex?: number;
}

/** The API server of a credential (no trailing slash), the test override's origin in place of its own. */
export function githubServer(server: unknown): string {
  const base = (String(server ?? '').trim() || GITHUB_API_ORIGIN).replace(/\/+$/, '');
  const override = process.env.WEFT_GITHUB_API_URL?.trim();
  if (!override) return base;
  try {
    return `${override.replace(/\/+$/, '')}${new URL(base).pathname.replace(/\/+$/, '')}`;
  } catch {
    return override.replace(/\/+$/, '');
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const header = (response: HttpResponse, name: string): string | undefined => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_GITHUB_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  const retryAfter = header(response, 'retry-after');
  if (response.statusCode === 429 || (response.statusCode === 403 && retryAfter !== undefined)) {
    const named = Number(retryAfter);
    const seconds = retryAfter !== undefined && Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** The credential type of an `authentication` value. */
export const credentialTypeOf = (authentication: unknown): string =>
  authentication === 'oAuth2' ? 'githubOAuth2Api' : 'githubApi';

/** The server and Authorization header of the node's credential. */
async function signature(
  caller: GithubCaller,
  authentication: GithubAuthentication,
  itemIndex?: number,
): Promise<{ server: string; authorization: string }> {
  const type = credentialTypeOf(authentication);
  const credentials = await caller.getCredentials(type, itemIndex);
  if (type === 'githubApi')
    return {
      server: githubServer(credentials.server),
      authorization: `token ${String(credentials.accessToken ?? '')}`,
    };
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The GitHub OAuth2 credential is not connected to GitHub yet', {
      itemIndex,
      description: 'Open the credential and sign in with GitHub.',
    });
  }
  return { server: githubServer(credentials.server), authorization: `Bearer ${token}` };
}

/** Sends one call and answers the whole response (the body parsed as JSON; '' for an empty one). */
export async function githubResponse(
  caller: GithubCaller,
  authentication: GithubAuthentication,
  call: GithubCall,
): Promise<HttpResponse> {
  const { server, authorization } = await signature(caller, authentication, call.itemIndex);
  const qs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.method !== 'GET' && call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${server}${call.endpoint}`,
    method: call.method,
    headers: { Accept: 'application/vnd.github+json', 'User-Agent': 'weft', Authorization: authorization },
    ...(Object.keys(qs).length ? { qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    json: true,
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return response;
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, response.body, call.itemIndex);
  }
}

/** Sends one call and answers its JSON body ('' for an empty answer, as n8n's request gives it). */
export async function githubRequest(
  caller: GithubCaller,
  authentication: GithubAuthentication,
  call: GithubCall,
): Promise<any> {
  const body = (await githubResponse(caller, authentication, call)).body;
  return body === null || body === undefined ? '' : body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry of a list: `per_page=100` and `page` from 1, set on `qs` (changed in place, as n8n's
 * node does), while the `Link` header names a `next` page.
 */
export async function githubRequestAll(
  caller: GithubCaller,
  authentication: GithubAuthentication,
  call: GithubCall & { qs: Record<string, unknown> },
): Promise<unknown[]> {
  const out: unknown[] = [];
  const qs = call.qs;
  qs.per_page = 100;
  qs.page = 1;
  for (;;) {
    if (Number(qs.page) > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `GitHub kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const response = await githubResponse(caller, authentication, { ...call, qs: { ...qs } });
    qs.page = Number(qs.page) + 1;
    if (Array.isArray(response.body)) out.push(...(response.body as unknown[]));
    if (!header(response, 'link')?.includes('next')) return out;
  }
}
