/**
 * Calls to SharePoint's REST API v2.0 (`https://{subdomain}.sharepoint.com/_api/v2.0`, Microsoft
 * Graph's shapes) through the shared Microsoft Graph layer (bearer token, retries, a renewed token
 * after a 401, refusals worded as n8n words them). Tests point the tenant's origin at a loopback
 * fake with `WEFT_SHAREPOINT_API_URL`; `@odata.nextLink`s keep the tenant's origin and are mapped
 * the same way.
 */
import type { HttpResponse } from '@weft/workflow';
import { graphApiResponse, graphSource, type GraphContext } from '../shared/microsoft/index.js';

/** The credential type of the node. */
export const SHAREPOINT_CREDENTIAL = 'microsoftSharePointOAuth2Api';

/** One call: a path under `/_api/v2.0` or a full URL (a next link). */
export interface SharePointCall {
  method: string;
  url: string;
  qs?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'arraybuffer';
  itemIndex?: number;
}

function override(): string | undefined {
  return process.env.WEFT_SHAREPOINT_API_URL?.trim().replace(/\/+$/, '') || undefined;
}

/** The URL a path or tenant URL is reached at from this process. */
async function resolve(ctx: GraphContext, url: string, itemIndex?: number): Promise<string> {
  const origin = override();
  if (/^https?:\/\//i.test(url)) return origin ? url.replace(/^https:\/\/[^/]+\.sharepoint\.com/i, origin) : url;
  const credentials = await ctx.getCredentials(SHAREPOINT_CREDENTIAL, itemIndex);
  return `${origin ?? `https://${String(credentials.subdomain ?? '')}.sharepoint.com`}/_api/v2.0${url}`;
}

/** Sends one call and answers the whole response (a refusal throws the node error). */
export async function sharePointResponse(ctx: GraphContext, call: SharePointCall): Promise<HttpResponse> {
  const qs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(call.qs ?? {})) if (value !== undefined) qs[key] = value;
  return graphApiResponse(graphSource(ctx, SHAREPOINT_CREDENTIAL, call.itemIndex), {
    method: call.method,
    url: await resolve(ctx, call.url, call.itemIndex),
    qs,
    body: call.body,
    headers: call.headers,
    responseType: call.responseType,
    itemIndex: call.itemIndex,
  });
}

/** Sends one call and answers its JSON body (`{}` when empty). */
export async function sharePointRequest<T = Record<string, any>>(ctx: GraphContext, call: SharePointCall): Promise<T> {
  const response = await sharePointResponse(ctx, call);
  const body = response.body;
  return (body === '' || body === undefined || body === null ? {} : body) as T;
}
