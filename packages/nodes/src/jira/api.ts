/**
 * Calls to Jira's REST API (`<domain>/rest/api/2|3/…`, and the webhook API under `/rest`) for the
 * Jira node and its trigger, signed with the credential the node's `jiraVersion` picks (see
 * credentials.ts). A refusal becomes the node error n8n gives (its message for the status, Jira's
 * `errorMessages` as the description); 429 answers wait their `Retry-After` and 502–504 answers are
 * retried with backoff, a few times. Lists are read 100 a page, by `startAt` offsets (until
 * `startAt + maxResults` reaches `total`) or by `nextPageToken` (Jira Cloud's issue search). Tests
 * point the domain at a loopback fake with `WEFT_JIRA_API_URL` (it replaces the origin of the
 * credential's domain, and of the absolute URLs Jira hands out, such as attachment contents) and
 * shorten the waits with `WEFT_JIRA_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { jiraAuthorization, jiraCredentialType } from './credentials.js';

/** What a call needs from its caller (an execute, method or webhook-setup context). */
export interface JiraCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: a path under `/rest` (`/api/2/issue/PRJ-1`), or an absolute `url` Jira handed out. */
export interface JiraCall {
  jiraVersion: unknown;
  method: Method;
  endpoint: string;
  url?: string;
  body?: unknown;
  qs?: Record<string, unknown>;
  itemIndex?: number;
  /** Answer the body's bytes (a download) instead of parsed JSON. */
  binary?: boolean;
}

/** A URL with its origin replaced by `WEFT_JIRA_API_URL` when that is set (its path kept). */
export function jiraUrl(url: unknown): string {
  const given = String(url ?? '')
    .trim()
    .replace(/\/+$/, '');
  const override = process.env.WEFT_JIRA_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return given;
  try {
    const parsed = new URL(given);
    return `${override}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return override;
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_JIRA_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

const isEmptyObject = (v: unknown) =>
  v === undefined || (typeof v === 'object' && v !== null && !(v instanceof FormData) && Object.keys(v).length === 0);

/** Sends one call and answers its body: parsed JSON (undefined when empty), or bytes for a download. */
export async function jiraRequest(caller: JiraCaller, call: JiraCall): Promise<any> {
  const type = jiraCredentialType(call.jiraVersion);
  const credentials = await caller.getCredentials(type, call.itemIndex);
  const domain = String(credentials.domain ?? '').trim();
  if (!domain && !call.url) {
    throw new NodeOperationError(caller.getNode(), 'The Jira credential has no domain', {
      itemIndex: call.itemIndex,
      description:
        'Set "Domain" in the credential to the address of the Jira site, e.g. https://example.atlassian.net.',
    });
  }
  const isForm = call.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Atlassian-Token': 'no-check',
    Authorization: jiraAuthorization(type, credentials),
  };
  if (!isForm) headers['Content-Type'] = 'application/json';
  const options: HttpRequestOptions = {
    url: call.url ? jiraUrl(call.url) : `${jiraUrl(domain)}/rest${call.endpoint}`,
    method: call.method,
    headers,
    ...(call.qs && Object.keys(call.qs).length ? { qs: { ...call.qs } } : {}),
    ...(!isEmptyObject(call.body) ? { body: call.body } : {}),
    responseType: call.binary ? 'arraybuffer' : 'text',
    ignoreHttpStatusErrors: true,
    arrayFormat: 'repeat',
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) {
      if (call.binary) return response.body;
      const text =
        typeof response.body === 'string'
          ? response.body
          : Buffer.isBuffer(response.body)
            ? response.body.toString('utf8')
            : response.body;
      if (typeof text !== 'string') return text;
      if (text.trim() === '') return undefined;
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    let body: unknown = response.body;
    if (Buffer.isBuffer(body)) body = body.toString('utf8');
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: keep the text.
      }
    }
    const error = httpStatusError(caller.getNode(), response.statusCode, body, call.itemIndex);
    if (String(error.description ?? '').includes("Field 'priority' cannot be set")) {
      throw new NodeApiError(
        caller.getNode(),
        {
          message:
            "Field 'priority' cannot be set. You need to add the Priority field to your Jira Project's Issue Types.",
          description: error.description ?? undefined,
          httpCode: String(response.statusCode),
          body,
        },
        { itemIndex: call.itemIndex },
      );
    }
    throw error;
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry under `property` of a paged list. `offset` pages set `startAt` (from 0) and
 * `maxResults=100` in the query of a GET or the body of a POST, until `startAt + maxResults`
 * reaches the answer's `total`; `token` pages pass each answer's `nextPageToken` on until there is
 * none. The query and body are changed in place, as n8n's node does with the ones it shares.
 */
export async function jiraRequestAll(
  caller: JiraCaller,
  call: JiraCall & { qs: Record<string, unknown>; body: Record<string, unknown> },
  property: string,
  paging: 'offset' | 'token' = 'offset',
): Promise<unknown[]> {
  const out: unknown[] = [];
  const holder = call.method === 'GET' ? call.qs : call.body;
  if (paging === 'offset') holder.startAt = 0;
  holder.maxResults = 100;
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Jira kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const answer = ((await jiraRequest(caller, { ...call, qs: { ...call.qs }, body: { ...call.body } })) ??
      {}) as Record<string, unknown>;
    const entries = answer[property];
    if (Array.isArray(entries)) out.push(...(entries as unknown[]));
    if (paging === 'offset') {
      const next = Number(answer.startAt) + Number(answer.maxResults);
      holder.startAt = next;
      if (!(next < Number(answer.total))) return out;
    } else {
      holder.nextPageToken = answer.nextPageToken;
      if (!answer.nextPageToken) return out;
    }
  }
}
