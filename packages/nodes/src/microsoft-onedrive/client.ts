/** Calls to OneDrive's part of Microsoft Graph (`/me/drive/…`) through the shared Graph layer. */
import type { HttpResponse, WorkflowNode } from '@weft/workflow';
import {
  graphApiRequest,
  graphApiRequestAll,
  graphApiResponse,
  graphSource,
  type GraphContext,
} from '../shared/microsoft/index.js';

/** The OneDrive OAuth2 credential type. */
export const ONEDRIVE_CREDENTIAL = 'microsoftOneDriveOAuth2Api';

export interface DriveCall {
  body?: unknown;
  qs?: Record<string, unknown>;
  headers?: Record<string, string>;
  itemIndex?: number;
  responseType?: 'json' | 'text' | 'arraybuffer';
}

/** A OneDrive client; `resource` paths are relative to `/me` unless they are full Graph URLs. */
export interface DriveClient {
  readonly node: WorkflowNode;
  request<T = Record<string, any>>(method: string, resource: string, call?: DriveCall): Promise<T>;
  response(method: string, resource: string, call?: DriveCall): Promise<HttpResponse>;
  requestAll<T = Record<string, unknown>>(resource: string, itemIndex?: number): Promise<T[]>;
}

const urlOf = (resource: string) => (/^https?:\/\//.test(resource) ? resource : `/me${resource}`);

/** The OneDrive client of the node running in `ctx`. */
export function driveClient(ctx: GraphContext): DriveClient {
  const source = graphSource(ctx, ONEDRIVE_CREDENTIAL);
  const response = (method: string, resource: string, call: DriveCall = {}) =>
    graphApiResponse(source, {
      method,
      url: urlOf(resource),
      body: call.body,
      qs: call.qs,
      headers: call.headers,
      responseType: call.responseType,
      itemIndex: call.itemIndex,
    });
  return {
    node: source.node,
    response,
    request: <T>(method: string, resource: string, call: DriveCall = {}) =>
      graphApiRequest<T>(source, {
        method,
        url: urlOf(resource),
        body: call.body,
        qs: call.qs,
        headers: call.headers,
        responseType: call.responseType,
        itemIndex: call.itemIndex,
      }),
    requestAll: <T>(resource: string, itemIndex?: number) =>
      graphApiRequestAll<T>(source, { url: urlOf(resource), qs: { $top: 100 }, itemIndex }),
  };
}
