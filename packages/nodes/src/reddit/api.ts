/**
 * Calls to Reddit for the Reddit node: posts, comments and the profile through
 * `https://oauth.reddit.com` with the `redditOAuth2Api` token (renewed once through the run's
 * OAuth2 refresh on a 401), subreddits and users through the public `https://www.reddit.com`
 * without one, as n8n's node does. Every call sends `api_type=json` in the query (POST parameters
 * travel in the query too) and a User-Agent, as Reddit asks. Listings are read 100 at a time by
 * `after` (see `redditListing`). Refusals become n8n's node errors; 429 and 502–504 answers are
 * retried a few times. Tests point both hosts at a loopback fake with `WEFT_REDDIT_API_URL` (it
 * replaces the origin) and shorten the waits with `WEFT_REDDIT_RETRY_BASE_MS`; nothing else sets them.
 */
import {
  httpStatusError,
  NodeOperationError,
  type ExecuteContext,
  type HttpRequestOptions,
  type HttpResponse,
} from '@weft/workflow';

type Json = Record<string, any>;

/** The URL a call goes to: `WEFT_REDDIT_API_URL` (tests) in place of Reddit's origins. */
export function redditUrl(url: string): string {
  const override = process.env.WEFT_REDDIT_API_URL?.trim();
  if (!override) return url;
  const parsed = new URL(url);
  return `${override.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}`;
}

const MAX_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryWaitMs(response: HttpResponse, attempt: number): number | undefined {
  const override = process.env.WEFT_REDDIT_RETRY_BASE_MS;
  const base = override === undefined || override === '' ? undefined : Number(override);
  if (response.statusCode === 429) {
    const raw = response.headers['retry-after'] ?? response.headers['x-ratelimit-reset'];
    const seconds = Number(Array.isArray(raw) ? raw[0] : raw);
    if (raw !== undefined && Number.isFinite(seconds) && seconds > 60) return undefined;
    return base ?? (raw !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : 1) * 1000;
  }
  if ([502, 503, 504].includes(response.statusCode)) return (base ?? 500) * 2 ** attempt;
  return undefined;
}

/** One call to Reddit; `qs` gains `api_type=json` in place, as in n8n. */
export async function redditRequest(
  ctx: ExecuteContext,
  method: 'GET' | 'POST',
  endpoint: string,
  qs: Json,
  itemIndex?: number,
): Promise<any> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'post'));
  const authRequired = ['profile', 'post', 'postComment'].includes(resource);
  qs.api_type = 'json';
  const options: HttpRequestOptions = {
    url: redditUrl(`https://${authRequired ? 'oauth' : 'www'}.reddit.com/${endpoint}`),
    method,
    headers: { 'user-agent': 'n8n', Accept: 'application/json' },
    qs: { ...qs },
    responseType: 'json',
    ignoreHttpStatusErrors: true,
  };
  let credentials = authRequired ? await ctx.getCredentials('redditOAuth2Api', itemIndex) : undefined;
  let renewed = false;
  for (let attempt = 0; ; attempt++) {
    let signed = options;
    if (credentials) {
      const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
      if (typeof token !== 'string' || !token)
        throw new NodeOperationError(ctx.getNode(), 'The Reddit credential is not connected to Reddit yet', {
          itemIndex,
          description: 'Open the credential and sign in with Reddit.',
        });
      signed = { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } };
    }
    const response = await ctx.helpers.httpRequest(signed);
    if (response.statusCode < 300) return response.body === '' ? undefined : response.body;
    if (response.statusCode === 401 && credentials && ctx.refreshOAuth2Credentials && !renewed) {
      renewed = true;
      credentials = await ctx.refreshOAuth2Credentials('redditOAuth2Api');
      continue;
    }
    const wait = attempt < MAX_RETRIES ? retryWaitMs(response, attempt) : undefined;
    if (wait === undefined) throw httpStatusError(ctx.getNode(), response.statusCode, response.body, itemIndex);
    await sleep(wait);
  }
}

/**
 * Every entry of a listing as n8n reads it: pages of 100 (`limit=100` whatever the node's limit)
 * following `data.after`; without Return All (read from the first item) it stops once it holds
 * 100. A post's comments come from the second listing of the answer, in one page.
 */
async function redditAll(
  ctx: ExecuteContext,
  method: 'GET' | 'POST',
  endpoint: string,
  qs: Json,
  i: number,
): Promise<unknown[]> {
  const out: unknown[] = [];
  const resource = ctx.getNodeParameter('resource', 0, 'post');
  const operation = ctx.getNodeParameter('operation', 0, '');
  const returnAll = ctx.getNodeParameter('returnAll', 0, false);
  qs.limit = 100;
  for (let page = 0; page < 10_000; page++) {
    const answer = await redditRequest(ctx, method, endpoint, qs, i);
    if (!Array.isArray(answer)) qs.after = answer?.data?.after;
    if (endpoint === 'api/search_subreddits.json') out.push(...((answer?.subreddits as unknown[]) ?? []));
    else if (resource === 'postComment' && operation === 'getAll')
      out.push(...(((answer as Json[])[1]?.data?.children as Json[]) ?? []).map((c) => c.data));
    else out.push(...((answer?.data?.children as Json[]) ?? []).map((c) => c.data));
    if (qs.limit && out.length >= qs.limit && !returnAll) return out;
    if (!answer?.data?.after) return out;
  }
  return out;
}

/** A listing: every entry (Return All) or the first `limit`. */
export async function redditListing(
  ctx: ExecuteContext,
  i: number,
  endpoint: string,
  qs: Json = {},
): Promise<unknown[]> {
  if (ctx.getNodeParameter('returnAll', i, false)) return redditAll(ctx, 'GET', endpoint, qs, i);
  const limit = Number(ctx.getNodeParameter('limit', i, 100));
  qs.limit = limit;
  return (await redditAll(ctx, 'GET', endpoint, qs, i)).slice(0, limit);
}
