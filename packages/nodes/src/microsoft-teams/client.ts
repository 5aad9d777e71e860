/**
 * Calls to Teams' and Planner's parts of Microsoft Graph (paths with their version: `/v1.0/…`, and
 * `/beta/…` for channel messages, as n8n sends them) through the shared Graph layer. Version 2
 * words a refusal with Graph's own message, as n8n 2 does (a bare "Resource not found" becomes
 * "<Resource> not found"); versions 1 and 1.1 keep n8n's words for the HTTP status.
 */
import { NodeApiError, type WorkflowNode } from '@weft/workflow';
import {
  GRAPH_ORIGIN,
  graphApiRequest,
  graphApiRequestAll,
  graphReason,
  graphSource,
  type GraphContext,
} from '../shared/microsoft/index.js';

/** The Teams OAuth2 credential type. */
export const TEAMS_CREDENTIAL = 'microsoftTeamsOAuth2Api';

export interface TeamsCall {
  body?: unknown;
  qs?: Record<string, unknown>;
  headers?: Record<string, string>;
  itemIndex?: number;
}

/** A Teams client of one node; paths start with the Graph version (`/v1.0/teams/…`). */
export interface TeamsClient {
  readonly node: WorkflowNode;
  request<T = Record<string, any>>(method: string, path: string, call?: TeamsCall): Promise<T>;
  /** Every entry of a collection (`@odata.nextLink` followed), or the first `limit` pages' worth. */
  requestAll<T = Record<string, unknown>>(path: string, itemIndex?: number, limit?: number): Promise<T[]>;
}

/** A refusal in Teams 2's words: Graph's message, or "<Resource> not found" for Graph's bare "Resource not found". */
export function inVersion2Words(error: unknown, resource: string): unknown {
  if (!(error instanceof NodeApiError)) return error;
  const { code, message } = graphReason(error.context.data);
  if (!message) return error;
  error.message =
    code === 'NotFound' && message === 'Resource not found'
      ? `${resource.charAt(0).toUpperCase()}${resource.slice(1)} not found`
      : message;
  return error;
}

/** The Teams client of the node running in `ctx`. */
export function teamsClient(ctx: GraphContext): TeamsClient {
  const source = graphSource(ctx, TEAMS_CREDENTIAL);
  const node = source.node;
  const worded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw node.typeVersion >= 2 ? inVersion2Words(error, String(node.parameters?.resource ?? 'channel')) : error;
    }
  };
  return {
    node,
    request: <T>(method: string, path: string, call: TeamsCall = {}) =>
      worded(() =>
        graphApiRequest<T>(source, {
          method,
          url: `${GRAPH_ORIGIN}${path}`,
          body: call.body,
          qs: call.qs,
          headers: call.headers,
          itemIndex: call.itemIndex,
        }),
      ),
    requestAll: <T>(path: string, itemIndex?: number, limit?: number) =>
      worded(() => graphApiRequestAll<T>(source, { url: `${GRAPH_ORIGIN}${path}`, itemIndex }, limit)),
  };
}
