/**
 * Calls to Teams' and Planner's parts of Microsoft Graph (paths with their version: `/v1.0/…`, and
 * `/beta/…` for channel messages, as n8n sends them) through the shared Graph layer.
 */
import type { WorkflowNode } from '@weft/workflow';
import { GRAPH_ORIGIN, graphApiRequest, graphApiRequestAll, graphSource, type GraphContext } from '../shared/microsoft/index.js';

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
  request<T = Record<string, any>>(method: string, path: string, call?: TeamsCall): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Every entry of a collection (`@odata.nextLink` followed), or the first `limit` pages' worth. */
  requestAll<T = Record<string, unknown>>(path: string, itemIndex?: number, limit?: number): Promise<T[]>;
}

/** The Teams client of the node running in `ctx`. */
export function teamsClient(ctx: GraphContext): TeamsClient {
  const source = graphSource(ctx, TEAMS_CREDENTIAL);
  return {
    node: source.node,
    request: <T>(method: string, path: string, call: TeamsCall = {}) =>
      graphApiRequest<T>(source, { method, url: `${GRAPH_ORIGIN}${path}`, body: call.body, qs: call.qs, headers: call.headers, itemIndex: call.itemIndex }),
    requestAll: <T>(path: string, itemIndex?: number, limit?: number) => graphApiRequestAll<T>(source, { url: `${GRAPH_ORIGIN}${path}`, itemIndex }, limit),
  };
}
