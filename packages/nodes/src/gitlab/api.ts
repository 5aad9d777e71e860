/**
 * Calls to GitLab's REST API v4 for the GitLab node, signed with the node's credential
 * (`authentication`: an access token sent as `Private-Token`, or an OAuth2 connection's Bearer
 * token) and sent to `<server>/api/v4`. A refusal becomes the node error n8n gives (its message for
 * the status, GitLab's `message` as the description); 429 answers wait for `Retry-After` and 502–504
 * answers are retried with backoff, a few times. Lists are read 100 a page (`per_page`, `page` from
 * 1) while GitLab's `Link` header names a next page.
 *
 * Tests point the server at a loopback fake with `WEFT_GITLAB_API_URL` (it replaces the origin of
 * the credential's server, keeping its path) and shorten the waits with `WEFT_GITLAB_RETRY_BASE_MS`;
 * nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { GITLAB_ORIGIN } from './credentials.js';

/** What a call needs from its caller (an execute or webhook-setup context). */
export interface GitlabCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** n8n's `authentication` values. */
export type GitlabAuthentication = 'accessToken' | 'oAuth2';

/** One call: a path under `/api/v4` (`/projects/octo%2Fhello/issues`). */
export interface GitlabCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  endpoint: string;
  body?: Record<string, unknown>;
  qs?: Record<string, unknown>;
  itemIndex?: number;
}

/** The server of a credential (no trailing slash), the test override's origin in place of its own. */
export function gitlabServer(server: unknown): string {
  const base = (String(server ?? '').trim() || GITLAB_ORIGIN).replace(/\/$/, '');
  const override = process.env.WEFT_GITLAB_API_URL?.trim();
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
  const override = process.env.WEFT_GITLAB_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const retryAfter = header(response, 'retry-after');
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
  authentication === 'oAuth2' ? 'gitlabOAuth2Api' : 'gitlabApi';

/** The API root and signing header of the node's credential. */
async function signature(
  caller: GitlabCaller,
  authentication: GitlabAuthentication,
  itemIndex?: number,
): Promise<{ root: string; headers: Record<string, string> }> {
  const type = credentialTypeOf(authentication);
  const credentials = await caller.getCredentials(type, itemIndex);
  const root = `${gitlabServer(credentials.server)}/api/v4`;
  if (type === 'gitlabApi') return { root, headers: { 'Private-Token': String(credentials.accessToken ?? '') } };
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The GitLab OAuth2 credential is not connected to GitLab yet', {
      itemIndex,
      description: 'Open the credential and sign in with GitLab.',
    });
  }
  return { root, headers: { Authorization: `Bearer ${token}` } };
}

/** Sends one call and answers the whole response (the body parsed as JSON; '' for an empty one). */
export async function gitlabResponse(
  caller: GitlabCaller,
  authentication: GitlabAuthentication,
  call: GitlabCall,
): Promise<HttpResponse> {
  const { root, headers } = await signature(caller, authentication, call.itemIndex);
  const qs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  const hasBody = call.method !== 'GET' && call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${root}${call.endpoint}`,
    method: call.method,
    headers,
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
export async function gitlabRequest(
  caller: GitlabCaller,
  authentication: GitlabAuthentication,
  call: GitlabCall,
): Promise<any> {
  const body = (await gitlabResponse(caller, authentication, call)).body;
  return body === null || body === undefined ? '' : body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry of a list: `per_page=100` and `page` from 1, set on `qs` (changed in place, as n8n's
 * node does), while the `Link` header names a `next` page.
 */
export async function gitlabRequestAll(
  caller: GitlabCaller,
  authentication: GitlabAuthentication,
  call: GitlabCall & { qs: Record<string, unknown> },
): Promise<unknown[]> {
  const out: unknown[] = [];
  const qs = call.qs;
  qs.per_page = 100;
  qs.page = 1;
  for (;;) {
    if (Number(qs.page) > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `GitLab kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const response = await gitlabResponse(caller, authentication, { ...call, qs: { ...qs } });
    qs.page = Number(qs.page) + 1;
    if (Array.isArray(response.body)) out.push(...(response.body as unknown[]));
    if (!header(response, 'link')?.includes('next')) return out;
  }
}
