/**
 * Calls to Spotify's Web API (`https://api.spotify.com/v1/…`) with the `spotifyOAuth2Api`
 * connection's access token as a bearer token. A refusal becomes the node error n8n gives (its
 * message for the status, Spotify's `error.message` as the description); 429 answers wait their
 * `Retry-After` and 5xx answers are retried with backoff, a few times. Lists are followed through
 * their `next` links as n8n's node follows them. Tests point the origin (and the origin of the
 * `next` links) at a loopback fake with `WEFT_SPOTIFY_API_URL` and shorten the waits with
 * `WEFT_SPOTIFY_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type HttpRequestOptions,
  type HttpResponse,
  type WorkflowNode,
} from '@weft/workflow';

/** What a call needs from its caller. */
export interface SpotifyCaller {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  readonly helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

type Json = Record<string, any>;

const ORIGIN = 'https://api.spotify.com';

/** `url` with Spotify's origin replaced by the one `WEFT_SPOTIFY_API_URL` names, when set. */
export function spotifyUrl(url: string): string {
  const override = process.env.WEFT_SPOTIFY_API_URL?.trim().replace(/\/+$/, '');
  return override && url.startsWith(ORIGIN) ? `${override}${url.slice(ORIGIN.length)}` : url;
}

const MAX_RETRIES = 3;
const MAX_RETRY_AFTER_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_SPOTIFY_RETRY_BASE_MS;
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
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One call: `endpoint` under `/v1` (or an absolute `uri` Spotify gave), query and JSON body (sent when not empty). */
export async function spotifyRequest(
  caller: SpotifyCaller,
  method: string,
  endpoint: string,
  body: Json,
  qs: Json,
  uri?: string,
  itemIndex?: number,
): Promise<any> {
  const credentials = await caller.getCredentials('spotifyOAuth2Api', itemIndex);
  const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string' || !token) {
    throw new NodeOperationError(caller.getNode(), 'The Spotify OAuth2 credential is not connected to Spotify yet', {
      itemIndex,
      description: 'Open the credential and sign in with Spotify.',
    });
  }
  const hasBody = Object.keys(body).length > 0;
  const query: Json = {};
  for (const [key, value] of Object.entries(qs ?? {})) if (value !== undefined) query[key] = value;
  const options: HttpRequestOptions = {
    url: spotifyUrl(uri ?? `${ORIGIN}/v1${endpoint}`),
    method: method,
    headers: {
      'User-Agent': 'n8n',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(Object.keys(query).length ? { qs: query } : {}),
    ...(hasBody ? { body } : {}),
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  };
  for (let attempt = 0; ; attempt++) {
    const response = await caller.helpers.httpRequest(options);
    if (response.statusCode < 300) return parse(response.body);
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait !== undefined) {
      await sleep(wait);
      continue;
    }
    throw httpStatusError(caller.getNode(), response.statusCode, parse(response.body), itemIndex);
  }
}

/** The value at a dotted path (`albums.items`). */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined), value);

/** The most pages a list follows before it stops with an error. */
const MAX_PAGES = 10_000;

/**
 * Every entry under `property` (a dotted path) of a list, following `next` links (the query is
 * sent with the first call only; the links carry it); a search stops before offset 1000, where
 * Spotify would refuse it, as n8n's node does.
 */
export async function spotifyRequestAll(
  caller: SpotifyCaller,
  property: string,
  method: string,
  endpoint: string,
  body: Json,
  qs: Json,
  itemIndex?: number,
): Promise<unknown[]> {
  const out: unknown[] = [];
  const parent = property.split('.')[0]!;
  let uri: string | undefined;
  let query = qs;
  for (let page = 0; ; page++) {
    if (page >= MAX_PAGES)
      throw new NodeOperationError(
        caller.getNode(),
        `Spotify kept answering more pages after ${MAX_PAGES}, so reading stopped`,
        { itemIndex },
      );
    const answer = (await spotifyRequest(caller, method, endpoint, body, query, uri, itemIndex)) as Json;
    const entries = at(answer, property);
    if (Array.isArray(entries)) out.push(...entries);
    const next = answer.next ?? answer[parent]?.next;
    uri = typeof next === 'string' ? next : undefined;
    query = {};
    if (uri?.includes('offset=1000') && endpoint === '/search') return out;
    if (next === null || next === undefined) return out;
  }
}
