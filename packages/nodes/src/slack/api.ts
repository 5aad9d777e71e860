/**
 * Calls to Slack's Web API for the Slack node and trigger: `<origin>/api/<method>` with the
 * credential's Bearer token (the `slackApi` access token, or the user token of a `slackOAuth2Api`
 * connection), answers `{ ok: true, … }`. Slack reports most failures as HTTP 200 with
 * `{ ok: false, error }`; those become node errors naming Slack's error code and the item. 429
 * answers wait the `Retry-After` Slack names and 5xx answers are retried with backoff, a few times
 * each. Tests point the origin at a loopback fake with `WEFT_SLACK_API_URL`; nothing else sets it.
 */
import {
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** Slack's own origin. */
export const SLACK_ORIGIN = 'https://slack.com';

/** What a Web API call needs from its caller (an execute, webhook, setup or method context). */
export interface SlackCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** How the node authenticates: n8n's `authentication` parameter (`accessToken` or `oAuth2`). */
export type SlackAuthentication = 'accessToken' | 'oAuth2';

/** One call to the Web API. */
export interface SlackCall {
  /** HTTP method (n8n uses GET for reads and POST for the rest). */
  method: 'GET' | 'POST';
  /** A Web API method (`chat.postMessage`) or a full URL (the upload URL Slack hands out). */
  endpoint: string;
  qs?: Record<string, unknown>;
  /** A JSON object, or a FormData / URLSearchParams body sent as it is. */
  body?: Record<string, unknown> | FormData | URLSearchParams;
  /** The item the call is for, named in errors. */
  itemIndex?: number;
}

/** The origin this process reaches Slack at (the test override, else slack.com). */
export function slackOrigin(): string {
  const value = process.env.WEFT_SLACK_API_URL?.trim();
  return value ? value.replace(/\/+$/, '') : SLACK_ORIGIN;
}

/** The Bearer token of the node's credential. */
export async function slackToken(
  caller: SlackCaller,
  authentication: SlackAuthentication,
  itemIndex?: number,
): Promise<string> {
  if (authentication === 'oAuth2') {
    const c = await caller.getCredentials('slackOAuth2Api', itemIndex);
    const data = (c.oauthTokenData ?? {}) as { access_token?: unknown; authed_user?: { access_token?: unknown } };
    const token = data.authed_user?.access_token ?? data.access_token;
    if (typeof token !== 'string' || !token) {
      throw new NodeOperationError(caller.getNode(), 'The Slack OAuth2 credential is not connected to Slack yet', {
        itemIndex,
        description: 'Open the credential and sign in with Slack.',
      });
    }
    return token;
  }
  const c = await caller.getCredentials('slackApi', itemIndex);
  const token = String(c.accessToken ?? '').trim();
  if (!token)
    throw new NodeOperationError(caller.getNode(), 'The Slack API credential has no access token', {
      itemIndex,
      description: 'Paste the bot or user token (xoxb-… / xoxp-…) of the Slack app into the credential.',
    });
  return token;
}

const MAX_RETRIES = 3;
/** The longest `Retry-After` waited for; a longer one fails at once, naming the wait. */
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function header(response: HttpResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Words for the Slack error codes people meet most, else Slack's code as it is. */
function hintFor(error: string, needed?: unknown): string | undefined {
  switch (error) {
    case 'invalid_auth':
    case 'not_authed':
    case 'token_revoked':
    case 'token_expired':
    case 'account_inactive':
      return 'Slack did not accept the token: check the Access Token of the Slack credential, or reconnect the OAuth2 credential.';
    case 'missing_scope':
      return `The Slack app lacks a permission this operation needs${needed ? ` (add the scope ${String(needed)} to the app and reinstall it)` : ''}.`;
    case 'not_admin':
      return 'Only a workspace owner or admin may do this: the Slack app acts for a member without that role.';
    case 'paid_teams_only':
      return 'The Slack plan of this workspace does not include this feature.';
    case 'channel_not_found':
      return 'Slack knows no channel with this ID that the app can see: check the ID, and invite the app to private channels.';
    case 'not_in_channel':
      return 'The app is not a member of this channel: invite it, or use Channel → Join first.';
    case 'user_not_found':
      return 'Slack knows no user with this ID in the workspace.';
    default:
      return undefined;
  }
}

/**
 * The message n8n gives a refused call, which workflows see under continue-on-fail: Slack's code
 * as JSON (`Slack error response: "channel_not_found"`) — Slack 1 names Slack's whole answer —,
 * and its own sentences for a plan without the feature, a missing scope and a missing admin role.
 */
function refusalMessage(node: WorkflowNode, code: string, body: unknown): string {
  const v1 = node.type.endsWith('.slack') && node.typeVersion < 2;
  if (code === 'paid_teams_only')
    return `Your current Slack plan does not include the resource '${String(node.parameters.resource ?? 'message')}'`;
  if (v1) return `Slack error response: ${JSON.stringify(body)}`;
  if (code === 'missing_scope') return 'Your Slack credential is missing required Oauth Scopes';
  if (code === 'not_admin') return 'Need higher Role Level for this Operation (e.g. Owner or Admin Rights)';
  return `Slack error response: ${JSON.stringify(code)}`;
}

/** The node error for a refused call: n8n's message (see {@link refusalMessage}), a hint naming the call, the item. */
export function slackApiError(
  node: WorkflowNode,
  endpoint: string,
  response: HttpResponse,
  itemIndex?: number,
): NodeApiError {
  const body = response.body as { error?: unknown; needed?: unknown } | undefined;
  const code = body && typeof body === 'object' && typeof body.error === 'string' ? body.error : undefined;
  const status = response.statusCode;
  const what = endpoint.startsWith('http') ? 'the file upload' : endpoint;
  const message = code
    ? refusalMessage(node, code, body)
    : status === 429
      ? `Slack's rate limit was reached for ${what} and retries did not help (429)`
      : `Slack answered ${what} with HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`;
  const hint = code
    ? `${hintFor(code, body?.needed) ?? `Slack refused the call with "${code}".`} (${what})`
    : undefined;
  return new NodeApiError(
    node,
    { message, description: hint, httpCode: status === 200 ? undefined : status, body: response.body },
    itemIndex === undefined ? {} : { itemIndex },
  );
}

/**
 * Sends one call and answers Slack's answer (`{ ok: true, … }`), retrying 429 (after
 * `Retry-After`) and 5xx answers. `{ ok: false }` and other HTTP errors throw {@link slackApiError}.
 */
export async function slackRequest(
  caller: SlackCaller,
  authentication: SlackAuthentication,
  call: SlackCall,
): Promise<Record<string, unknown>> {
  const token = await slackToken(caller, authentication, call.itemIndex);
  const url = /^https?:\/\//.test(call.endpoint) ? call.endpoint : `${slackOrigin()}/api/${call.endpoint}`;
  const hasQs = call.qs && Object.keys(call.qs).length > 0;
  const body = call.body;
  const hasBody =
    body !== undefined && (body instanceof FormData || body instanceof URLSearchParams || Object.keys(body).length > 0);
  const options: HttpRequestOptions = {
    url,
    method: call.method,
    headers: { Authorization: `Bearer ${token}` },
    ...(hasQs ? { qs: call.qs } : {}),
    ...(hasBody ? { body } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = response.body as Record<string, unknown> | undefined;
    if (response.statusCode < 300) {
      if (answer && typeof answer === 'object' && answer.ok !== false) return answer;
      if (!answer || typeof answer !== 'object') return { ok: true };
      throw slackApiError(caller.getNode(), call.endpoint, response, call.itemIndex);
    }
    if (attempt < MAX_RETRIES && response.statusCode === 429) {
      const wait = Number(header(response, 'retry-after') ?? 1);
      const seconds = Number.isFinite(wait) && wait >= 0 ? wait : 1;
      if (seconds <= MAX_RETRY_AFTER_S) {
        await sleep(seconds * 1000);
        continue;
      }
    }
    if (attempt < MAX_RETRIES && response.statusCode >= 500) {
      await sleep(Number(process.env.WEFT_SLACK_RETRY_BASE_MS ?? 500) * 2 ** attempt);
      continue;
    }
    throw slackApiError(caller.getNode(), call.endpoint, response, call.itemIndex);
  }
}

/** The most pages a "Return All" reads before it stops with an error (a cursor that never ends). */
export const MAX_PAGES = 1000;

/**
 * Reads every page of a list method: Slack's cursor (`response_metadata.next_cursor`) or, for the
 * older methods (`files.list`, `search.messages`), `paging.page < paging.pages`. Answers the
 * entries under `property` (a search answers `messages.matches`).
 */
export async function slackRequestAll(
  caller: SlackCaller,
  authentication: SlackAuthentication,
  property: string,
  call: SlackCall,
): Promise<unknown[]> {
  const qs: Record<string, unknown> = { ...call.qs, page: 1 };
  if (call.endpoint.includes('files.list')) qs.count = 100;
  else qs.limit ??= 100;
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (let pages = 0; ; pages++) {
    if (pages >= MAX_PAGES) {
      throw new NodeApiError(
        caller.getNode(),
        {
          message: `Slack kept answering more pages of "${call.endpoint}" after ${MAX_PAGES} pages, so reading stopped`,
          description: 'Use Return All off and a Limit, or narrow the filters.',
        },
        call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex },
      );
    }
    const answer = await slackRequest(caller, authentication, { ...call, qs });
    const list = answer[property] as
      { matches?: unknown[]; paging?: { page?: number; pages?: number } } | unknown[] | undefined;
    const entries = Array.isArray(list) ? list : (list?.matches ?? []);
    out.push(...entries);
    const cursor = (answer.response_metadata as { next_cursor?: unknown } | undefined)?.next_cursor;
    const paging =
      (answer.paging as { page?: number; pages?: number } | undefined) ??
      (Array.isArray(list) ? undefined : list?.paging);
    if (typeof cursor === 'string' && cursor !== '') {
      if (seen.has(cursor)) {
        throw new NodeApiError(
          caller.getNode(),
          {
            message: `Slack answered the same page cursor twice for "${call.endpoint}", so reading stopped`,
            description: 'The list would never end; try again later or use a Limit.',
          },
          call.itemIndex === undefined ? {} : { itemIndex: call.itemIndex },
        );
      }
      seen.add(cursor);
      qs.cursor = cursor;
      qs.page = Number(qs.page) + 1;
      continue;
    }
    if (paging?.page !== undefined && paging.pages !== undefined && paging.page < paging.pages) {
      qs.page = Number(qs.page) + 1;
      continue;
    }
    return out;
  }
}
