/**
 * Calls to Linear's GraphQL API (`POST https://api.linear.app/graphql`) for the Linear node and its
 * trigger, with the credential the node's Authentication names: `linearApi` (the API key as the
 * `Authorization` header, as Linear takes personal keys) or `linearOAuth2Api` (the access token as a
 * bearer token). Whatever fails — an HTTP refusal or an answer with `errors` — becomes a node error
 * with the first GraphQL error's message and its `userPresentableMessage` as the description, as
 * n8n's node words it. 429 answers wait their `Retry-After` and 5xx answers are retried with
 * backoff, a few times. Connections are read 50 a page by cursor (`first`, `after`). Tests point
 * the origin at a loopback fake with `WEFT_LINEAR_API_URL` (the `/graphql` path kept) and shorten
 * the waits with `WEFT_LINEAR_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  NodeApiError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller (an execute, method or webhook context). */
export interface LinearCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

/** One GraphQL request. */
export interface LinearBody {
  query: string;
  variables?: Json;
}

/** Linear's GraphQL endpoint, on the origin `WEFT_LINEAR_API_URL` names when set. */
export function linearEndpoint(): string {
  return `${(process.env.WEFT_LINEAR_API_URL?.trim() || 'https://api.linear.app').replace(/\/+$/, '')}/graphql`;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_LINEAR_RETRY_BASE_MS;
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
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `Authorization` header of the credential the Authentication names. */
export async function linearAuthorization(
  caller: LinearCaller,
  authentication: unknown,
  itemIndex?: number,
): Promise<string> {
  if (authentication === 'oAuth2') {
    const credentials = await caller.getCredentials('linearOAuth2Api', itemIndex);
    const access = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    if (typeof access !== 'string' || !access) {
      throw new NodeOperationError(caller.getNode(), 'The Linear OAuth2 credential is not connected to Linear yet', {
        itemIndex,
        description: 'Open the credential and sign in with Linear.',
      });
    }
    return `Bearer ${access}`;
  }
  const credentials = await caller.getCredentials('linearApi', itemIndex);
  return String(credentials.apiKey ?? '');
}

/** The node error for GraphQL errors (or for an answer that had none to name). */
function linearError(node: WorkflowNode, errors: unknown, httpCode: number, itemIndex?: number): NodeApiError {
  const first = Array.isArray(errors) ? (errors[0] as Json | undefined) : undefined;
  return new NodeApiError(
    node,
    {
      message: first?.message || 'Unknown API error',
      description: first?.extensions?.userPresentableMessage,
      httpCode,
      body: errors,
    },
    { itemIndex },
  );
}

/** Sends one GraphQL request and answers its JSON (`{ data }`). */
export async function linearRequest(
  caller: LinearCaller,
  authentication: unknown,
  body: LinearBody,
  itemIndex?: number,
): Promise<Json> {
  const options: HttpRequestOptions = {
    url: linearEndpoint(),
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: await linearAuthorization(caller, authentication, itemIndex),
    },
    body,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    const answer = parse(response.body) as Json;
    if (response.statusCode < 300) {
      if (answer?.errors) throw linearError(caller.getNode(), answer.errors, response.statusCode, itemIndex);
      return answer;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw linearError(caller.getNode(), answer?.errors, response.statusCode, itemIndex);
  }
}

const at = (value: unknown, path: string[]): any => path.reduce<any>((v, k) => (v == null ? undefined : v[k]), value);

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * The nodes of a connection at `path` (e.g. `['data', 'issues']`), page by page while Linear says
 * there is a next page. With a limit, pages are of the limit when below 50, and reading stops once
 * at least that many are read (the last page is kept whole, as n8n's node keeps it).
 */
export async function linearRequestAll(
  caller: LinearCaller,
  authentication: unknown,
  path: string[],
  body: LinearBody,
  limit?: number,
  itemIndex?: number,
): Promise<unknown[]> {
  const variables: Json = { ...(body.variables ?? {}), first: limit && limit < 50 ? limit : 50, after: null };
  const out: unknown[] = [];
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Linear kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const answer = await linearRequest(
      caller,
      authentication,
      { query: body.query, variables: { ...variables } },
      itemIndex,
    );
    out.push(...((at(answer, [...path, 'nodes']) ?? []) as unknown[]));
    variables.after = at(answer, [...path, 'pageInfo', 'endCursor']);
    if (limit && out.length >= limit) return out;
    if (!at(answer, [...path, 'pageInfo', 'hasNextPage'])) return out;
  }
}
