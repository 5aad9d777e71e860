/**
 * Calls to a WordPress site's REST API (`<site>/wp-json/wp/v2…`) for the WordPress node, signed
 * with the `wordpressApi` credential (HTTP Basic auth with an application password). A refusal
 * becomes the node error n8n gives (its message for the status, WordPress's `message` as the
 * description); 429 answers wait their `Retry-After` and 502–504 answers are retried with backoff,
 * a few times. Lists are read 10 a page (`per_page`, `page`) until the page named by WordPress's
 * `X-WP-TotalPages`. Tests point the site at a loopback fake with `WEFT_WORDPRESS_API_URL` (it
 * replaces the origin of the credential's URL) and shorten the waits with
 * `WEFT_WORDPRESS_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';
import { basicAuthorization } from './credentials.js';

/** What a call needs from its caller (an execute or method context). */
export interface WordpressCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** One call: a path under `/wp-json/wp/v2` (`/posts/12`). */
export interface WordpressCall {
  method: 'GET' | 'POST' | 'DELETE';
  resource: string;
  body?: Record<string, unknown>;
  qs?: Record<string, unknown>;
  itemIndex?: number;
}

/** The site's base URL (no trailing slash), the test override's origin in place of the credential's. */
export function wordpressSite(url: unknown): string {
  const site = String(url ?? '')
    .trim()
    .replace(/\/+$/, '');
  const override = process.env.WEFT_WORDPRESS_API_URL?.trim();
  if (!override) return site;
  try {
    const parsed = new URL(site);
    return `${override.replace(/\/+$/, '')}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return override.replace(/\/+$/, '');
  }
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long to wait before retrying a refused call, or undefined when it is not retried. */
function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_WORDPRESS_RETRY_BASE_MS;
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

/** Sends one call and answers the whole response (the body parsed as JSON). */
export async function wordpressResponse(caller: WordpressCaller, call: WordpressCall): Promise<HttpResponse> {
  const credentials = await caller.getCredentials('wordpressApi', call.itemIndex);
  const site = wordpressSite(credentials.url);
  if (!site) {
    throw new NodeOperationError(caller.getNode(), 'The WordPress credential has no site URL', {
      itemIndex: call.itemIndex,
      description: 'Set "Wordpress URL" in the credential to the address of the site, e.g. https://example.com.',
    });
  }
  const hasBody = call.body !== undefined && Object.keys(call.body).length > 0;
  const options: HttpRequestOptions = {
    url: `${site}/wp-json/wp/v2${call.resource}`,
    method: call.method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: basicAuthorization(credentials.username, credentials.password),
    },
    ...(call.qs && Object.keys(call.qs).length ? { qs: call.qs } : {}),
    ...(hasBody ? { body: call.body } : {}),
    responseType: 'json',
    ignoreHttpStatusErrors: true,
    ignoreSslIssues: Boolean(credentials.allowUnauthorizedCerts),
    arrayFormat: 'brackets',
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

/** Sends one call and answers its JSON body (undefined for an empty one). */
export async function wordpressRequest(caller: WordpressCaller, call: WordpressCall): Promise<unknown> {
  const body = (await wordpressResponse(caller, call)).body;
  return body === '' || body === null ? undefined : body;
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry of a list: `per_page=10`, `page` counted from 1, until the page named by
 * `X-WP-TotalPages` (a list without that header, or with 0, is one page). `qs` is changed in place,
 * as n8n's node does with the query it shares between items.
 */
export async function wordpressRequestAll(
  caller: WordpressCaller,
  call: WordpressCall & { qs: Record<string, unknown> },
): Promise<unknown[]> {
  const out: unknown[] = [];
  const qs = call.qs;
  qs.per_page = 10;
  qs.page = 0;
  for (;;) {
    qs.page = Number(qs.page) + 1;
    if (Number(qs.page) > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `WordPress kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex: call.itemIndex },
      );
    const response = await wordpressResponse(caller, { ...call, qs: { ...qs } });
    if (Array.isArray(response.body)) out.push(...(response.body as unknown[]));
    const header = response.headers['x-wp-totalpages'];
    const total = Array.isArray(header) ? header[0] : header;
    if (total === undefined || total === '0' || parseInt(total, 10) === qs.page || Number.isNaN(parseInt(total, 10)))
      return out;
  }
}
