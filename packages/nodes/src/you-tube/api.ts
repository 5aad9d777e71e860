/**
 * Calls of the YouTube node to the YouTube Data API v3 through the shared Google client (OAuth2
 * with `youTubeOAuth2Api`, Google's errors, retries and the 401 token renewal).
 */
import type { ExecuteContext } from '@weft/workflow';
import {
  googleApiRequest,
  googleApiRequestAll,
  googleApiResponse,
  googleAuthSource,
  type GoogleAuthSource,
  type GoogleRequest,
} from '../shared/google/index.js';

/** Where the Data API v3 lives. */
export const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3';
/** Where media (videos, banners) go up. */
export const YOUTUBE_UPLOAD = 'https://www.googleapis.com/upload/youtube/v3';
/** The credential type of the node. */
export const YOUTUBE_CREDENTIAL = 'youTubeOAuth2Api';

/** A JSON object. */
export type Json = Record<string, unknown>;

/** A query without the keys left undefined (n8n's request drops them too). */
export function definedQs(qs: Json): Json {
  return Object.fromEntries(Object.entries(qs).filter(([, v]) => v !== undefined));
}

/** The calls one item makes, all signed with the node's credential. */
export interface YouTubeApi {
  readonly source: GoogleAuthSource;
  /** One call answering its body (`{}` for an empty one). */
  request<T = Json>(request: Omit<GoogleRequest, 'itemIndex'>): Promise<T>;
  /** One call answering the whole response (status, headers and body). */
  response(request: Omit<GoogleRequest, 'itemIndex'>): ReturnType<typeof googleApiResponse>;
  /** Every `items` entry of a list, 100 asked a page, following `nextPageToken`. */
  all<T = Json>(url: string, qs: Json): Promise<T[]>;
}

/** The API of item `i`. */
export function youTubeApi(ctx: Parameters<typeof googleAuthSource>[0], i?: number): YouTubeApi {
  const source = googleAuthSource(ctx, 'oAuth2', YOUTUBE_CREDENTIAL, undefined, i);
  return {
    source,
    request: (request) =>
      googleApiRequest(source, { ...request, qs: request.qs && definedQs(request.qs), itemIndex: i }),
    response: (request) =>
      googleApiResponse(source, { ...request, qs: request.qs && definedQs(request.qs), itemIndex: i }),
    all: (url, qs) =>
      googleApiRequestAll(source, 'items', { url, qs: definedQs({ ...qs, maxResults: 100 }), itemIndex: i }),
  };
}

/**
 * The `part` parameter of a list: the parts chosen, or every one of `all` when "*" is among them,
 * joined with commas. An expression may give them as one comma-separated text.
 */
export function partOf(value: unknown, all: readonly string[]): string {
  const parts = Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
  return (parts.includes('*') ? all : parts).join(',');
}

/** The parameter of item `i` as an object (a collection left empty is `{}`). */
export function collection(ctx: ExecuteContext, name: string, i: number): Json {
  const value = ctx.getNodeParameter(name, i, {}) as unknown;
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Json) } : {};
}

/** Runs one operation of one item and answers what n8n makes items of. */
export type OperationRunner = (
  ctx: ExecuteContext,
  operation: string,
  i: number,
  qs: Json,
  api: YouTubeApi,
) => Promise<unknown>;
