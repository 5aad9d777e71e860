/**
 * Calls to monday.com's GraphQL API (`POST https://api.monday.com/v2/`, `API-Version: 2023-10`)
 * for the monday.com node, with the token of its `mondayComApi` or `mondayComOAuth2Api` credential
 * (the node's Authentication, read from the first item as n8n's node reads it) as a bearer token.
 * A refusal becomes a node error naming the item; GraphQL errors answered with status 200
 * (`errors`, or `error_message`) do too. 429 answers wait their `Retry-After` and 5xx answers are
 * retried with backoff, a few times. Tests point the origin at a loopback fake with
 * `WEFT_MONDAY_API_URL` (the `/v2/` path kept) and shorten the waits with
 * `WEFT_MONDAY_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute or method context). */
export interface MondayCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One GraphQL request: the query and its variables. */
export interface MondayBody {
  query: string;
  variables: Json;
}

/** monday.com's API origin, or the one `WEFT_MONDAY_API_URL` names. */
export function mondayOrigin(): string {
  return (process.env.WEFT_MONDAY_API_URL?.trim() || 'https://api.monday.com').replace(/\/+$/, '');
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_MONDAY_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const header = response.headers['retry-after'];
    const named = Number(Array.isArray(header) ? header[0] : header);
    const seconds = Number.isFinite(named) && named >= 0 ? named : 1;
    if (seconds > MAX_RETRY_AFTER_S) return undefined;
    return base ?? seconds * 1000;
  }
  if ([500, 502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The bearer token of the credential the node's Authentication names. */
async function token(caller: MondayCaller, authentication: unknown, itemIndex?: number): Promise<string> {
  if (authentication === 'oAuth2') {
    const credentials = await caller.getCredentials('mondayComOAuth2Api', itemIndex);
    const access = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof access !== 'string' || !access) {
      throw new NodeOperationError(
        caller.getNode(),
        'The monday.com OAuth2 credential is not connected to monday.com yet',
        { itemIndex, description: 'Open the credential and sign in with monday.com.' },
      );
    }
    return access;
  }
  const credentials = await caller.getCredentials('mondayComApi', itemIndex);
  return String(credentials.apiToken ?? '');
}

/** Sends one GraphQL request and answers its parsed JSON body (`{ data, account_id }`). */
export async function mondayRequest(
  caller: MondayCaller,
  authentication: unknown,
  body: MondayBody,
  itemIndex?: number,
): Promise<Json> {
  const options: HttpRequestOptions = {
    url: `${mondayOrigin()}/v2/`,
    method: 'POST',
    headers: {
      'API-Version': '2023-10',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${await token(caller, authentication, itemIndex)}`,
    },
    body,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = parse(response.body) as Json;
    if (response.statusCode < 300) {
      const errors = Array.isArray(answer?.errors) ? (answer.errors as Json[]) : undefined;
      if (errors?.length || answer?.error_message) {
        const message = errors?.map((e) => String(e.message)).join('; ') ?? String(answer.error_message);
        throw new NodeApiError(
          caller.getNode(),
          {
            message: `monday.com refused the request: ${message}`,
            description: message,
            httpCode: String(answer?.status_code ?? response.statusCode),
            body: answer,
          },
          { itemIndex },
        );
      }
      return answer;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, answer, itemIndex);
  }
}

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

const at = (value: unknown, path: Array<string | number>): any =>
  path.reduce<any>((v, k) => (v == null ? undefined : v[k]), value);

/** Every entry of a paged list (`page`, `limit` 50) from page 1 until one comes back empty. */
export async function mondayRequestAll(
  caller: MondayCaller,
  authentication: unknown,
  path: Array<string | number>,
  body: MondayBody,
  itemIndex?: number,
): Promise<unknown[]> {
  body.variables.limit = 50;
  body.variables.page = 1;
  const out: unknown[] = [];
  for (;;) {
    if (body.variables.page > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `monday.com kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const page = (at(await mondayRequest(caller, authentication, body, itemIndex), path) ?? []) as unknown[];
    out.push(...page);
    if (page.length === 0) return out;
    body.variables.page++;
  }
}

/** Every item of an items page (`{ cursor, items }` at `path`), following `next_items_page` 100 at a time. */
export async function mondayRequestItems(
  caller: MondayCaller,
  authentication: unknown,
  path: Array<string | number>,
  fields: string,
  body: MondayBody,
  itemIndex?: number,
): Promise<unknown[]> {
  const first = at(await mondayRequest(caller, authentication, body, itemIndex), path) as Json | undefined;
  if (!first) return [];
  const out: unknown[] = [...((first.items ?? []) as unknown[])];
  let cursor = first.cursor as string | null | undefined;
  for (let pages = 1; cursor; pages++) {
    if (pages > MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `monday.com kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const query = `query ($cursor: String!) { next_items_page (cursor: $cursor, limit: 100) { cursor items ${fields} } }`;
    const next = at(await mondayRequest(caller, authentication, { query, variables: { cursor } }, itemIndex), [
      'data',
      'next_items_page',
    ]) as Json | undefined;
    out.push(...((next?.items ?? []) as unknown[]));
    cursor = next?.cursor;
  }
  return out;
}
