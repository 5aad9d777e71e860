/** Builds a {@link GraphSource} from the context a node runs in. */
import type { HttpRequestOptions, HttpResponse, WorkflowNode } from '@weft/workflow';
import type { GraphSource } from './request.js';

/** Any context with the node, its credentials and the guarded HTTP client (execute, poll, webhook, load options). */
export interface GraphContext {
  getNode(): WorkflowNode;
  getCredentials(type: string, itemIndex?: number): Promise<Record<string, unknown>>;
  /** Renews an OAuth2 token the service refused (execute and poll contexts have it). */
  refreshOAuth2Credentials?(type: string): Promise<Record<string, unknown>>;
  helpers: { httpRequest(options: HttpRequestOptions): Promise<HttpResponse> };
}

/** The Graph source of a node using the OAuth2 credential type `credentialType`. */
export function graphSource(ctx: GraphContext, credentialType: string, itemIndex?: number): GraphSource {
  return {
    node: ctx.getNode(),
    credentialType,
    getCredentials: (type) => ctx.getCredentials(type, itemIndex),
    refreshOAuth2: ctx.refreshOAuth2Credentials ? (type) => ctx.refreshOAuth2Credentials!.call(ctx, type) : undefined,
    httpRequest: (options) => ctx.helpers.httpRequest(options),
  };
}
