/**
 * Calls to Outlook's part of Microsoft Graph: paths under `/me`, or under `/users/<upn>` when the
 * credential says to use a shared mailbox, through the shared Graph layer (errors, retries, paging).
 * Outlook 2 and the Outlook Trigger word a refusal n8n calls a bad request (400) with Graph's own
 * message instead, as n8n's Outlook 2 calls do; Outlook 1 keeps n8n's words for the status.
 */
import { NodeApiError, type HttpResponse, type WorkflowNode } from '@weft/workflow';
import {
  graphApiRequest,
  graphApiRequestAll,
  graphApiResponse,
  graphSource,
  type GraphContext,
  type GraphSource,
} from '../shared/microsoft/index.js';

/** The Outlook OAuth2 credential type. */
export const OUTLOOK_CREDENTIAL = 'microsoftOutlookOAuth2Api';

/** What one call sends. */
export interface OutlookCall {
  qs?: Record<string, unknown>;
  body?: unknown;
  itemIndex?: number;
}

/** An Outlook client of one node; `resource` paths are relative to the mailbox (`/messages`). */
export interface OutlookClient {
  readonly node: WorkflowNode;
  request<T = Record<string, unknown>>(method: string, resource: string, call?: OutlookCall): Promise<T>;
  /** Every entry of a collection (`$top=100` pages, `@odata.nextLink` followed). */
  requestAll<T = Record<string, unknown>>(
    resource: string,
    qs?: Record<string, unknown>,
    itemIndex?: number,
  ): Promise<T[]>;
  /** The page a `@odata.nextLink` points at. */
  nextPage<T = Record<string, unknown>>(link: string): Promise<T>;
  /** The raw bytes of `resource` (an attachment's or message's `$value`) with the response headers. */
  download(resource: string, itemIndex?: number): Promise<HttpResponse>;
}

/** The mailbox prefix: `/me`, or `/users/<upn>` for a shared mailbox. */
async function mailboxPrefix(source: GraphSource): Promise<string> {
  const c = await source.getCredentials(OUTLOOK_CREDENTIAL);
  const upn = typeof c.userPrincipalName === 'string' ? c.userPrincipalName.trim() : '';
  return c.useShared === true && upn ? `/users/${encodeURIComponent(upn)}` : '/me';
}

const isEmptyObject = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;

/** A refusal in the words of n8n's Outlook 2 calls: a "bad request" or "unknown error" carries Graph's message instead. */
export function inVersion2Words(error: unknown): unknown {
  if (error instanceof NodeApiError && /bad request|unknown error/i.test(error.message) && error.description) {
    error.message = error.description;
    error.description = '';
  }
  return error;
}

/** The Outlook client of the node running in `ctx`. */
export function outlookClient(ctx: GraphContext): OutlookClient {
  const source = graphSource(ctx, OUTLOOK_CREDENTIAL);
  let prefix: Promise<string> | undefined;
  const base = () => (prefix ??= mailboxPrefix(source));
  const node = source.node;
  const v1 = /(^|\.)microsoftOutlook$/.test(node.type) && node.typeVersion < 2;
  const worded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw v1 ? error : inVersion2Words(error);
    }
  };
  return {
    node,
    async request<T>(method: string, resource: string, call: OutlookCall = {}): Promise<T> {
      const body = call.body === undefined || isEmptyObject(call.body) ? undefined : call.body;
      const url = `${await base()}${resource}`;
      return worded(() => graphApiRequest<T>(source, { method, url, qs: call.qs, body, itemIndex: call.itemIndex }));
    },
    async requestAll<T>(resource: string, qs: Record<string, unknown> = {}, itemIndex?: number): Promise<T[]> {
      const url = `${await base()}${resource}`;
      return worded(() => graphApiRequestAll<T>(source, { url, qs: { ...qs, $top: 100 }, itemIndex }));
    },
    async nextPage<T>(link: string): Promise<T> {
      return worded(() => graphApiRequest<T>(source, { url: link }));
    },
    async download(resource: string, itemIndex?: number): Promise<HttpResponse> {
      const url = `${await base()}${resource}`;
      return worded(() => graphApiResponse(source, { url, responseType: 'arraybuffer', itemIndex }));
    },
  };
}
