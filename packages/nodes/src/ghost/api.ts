/**
 * Calls to a Ghost site's APIs as n8n's node makes them: `<site URL>/ghost/api/v3/content…` signed
 * with the `ghostContentApi` key as the `key` query parameter when the node's Source is the Content
 * API, `<site URL>/ghost/api/v2/admin…` signed with a JSON Web Token made from the `ghostAdminApi`
 * key otherwise; JSON bodies, query strings with arrays in brackets. A refusal becomes the node API
 * error n8n gives (its message for the status, Ghost's first error message as the description); a
 * 429 waits its `Retry-After` (up to a minute) and is sent again, a few times. Every page of a list
 * is read 50 at a time, following `meta.pagination.next`. Tests point the site's origin at a
 * loopback fake with `WEFT_GHOST_API_URL` (the path kept) and shorten the waits with
 * `WEFT_GHOST_RETRY_BASE_MS`; nothing else sets them.
 */
import { httpStatusError, type HttpRequestOptions, type HttpResponse, type WorkflowNode } from '@weft/workflow';
import { ghostAdminAuthorization } from './credentials.js';

/** What a call needs from its caller (a node's execute or look-up context). */
export interface GhostCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** Which of Ghost's APIs a node reads. */
export type GhostSource = 'adminApi' | 'contentApi';

/** The site's URL as the credential names it, its origin replaced by `WEFT_GHOST_API_URL` when set. */
export function ghostSiteUrl(credentialUrl: string): string {
  const override = process.env.WEFT_GHOST_API_URL?.trim().replace(/\/+$/, '');
  if (!override) return credentialUrl;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(credentialUrl)?.[0] ?? '';
  return `${override}${credentialUrl.slice(origin.length)}`;
}

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse): number | undefined {
  if (response.statusCode !== 429) return undefined;
  const header = response.headers['retry-after'];
  const named = Number(Array.isArray(header) ? header[0] : header);
  const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
  if (seconds > 60) return undefined;
  const base = process.env.WEFT_GHOST_RETRY_BASE_MS;
  return base ? Number(base) : seconds * 1000;
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

/** One call to `endpoint` (under `/ghost/api/<version>`) of the source's API; answers the parsed JSON. */
export async function ghostRequest(
  caller: GhostCaller,
  source: GhostSource,
  method: string,
  endpoint: string,
  body: Json = {},
  qs: Json = {},
  itemIndex?: number,
): Promise<any> {
  const admin = source !== 'contentApi';
  const credentials = await caller.getCredentials(admin ? 'ghostAdminApi' : 'ghostContentApi', itemIndex);
  const url = `${ghostSiteUrl(String(credentials.url ?? ''))}/ghost/api/${admin ? 'v2' : 'v3'}${endpoint}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const query: Json = { ...qs };
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  if (admin) headers.Authorization = ghostAdminAuthorization(String(credentials.apiKey ?? ''));
  else query.key = credentials.apiKey;
  const options: HttpRequestOptions = {
    url,
    method,
    headers,
    qs: query,
    body,
    json: true,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  if (method === 'GET' || method === 'DELETE') delete options.body;
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response) : undefined;
    if (wait === undefined)
      throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
    await sleep(wait);
  }
}

/**
 * Every element of `property` over all pages of a list, 50 a page, as n8n reads them (the page
 * and limit are written onto `qs`, which n8n shares between items).
 */
export async function ghostRequestAll(
  caller: GhostCaller,
  source: GhostSource,
  property: string,
  endpoint: string,
  qs: Json = {},
  itemIndex?: number,
): Promise<unknown[]> {
  const all: unknown[] = [];
  qs.limit = 50;
  qs.page = 1;
  do {
    const answer = (await ghostRequest(caller, source, 'GET', endpoint, {}, qs, itemIndex)) as Json;
    qs.page = answer?.meta?.pagination?.next;
    all.push(...((answer?.[property] as unknown[]) ?? []));
  } while (qs.page !== null && qs.page !== undefined);
  return all;
}
