/** Builds a {@link GoogleAuthSource} from the context a node runs in. */
import type { ExecuteContext, HttpRequestOptions, HttpResponse, PollContext, WorkflowNode } from '@weft/workflow';
import { googleScopesOf } from './credentials.js';
import type { GoogleAuthSource } from './request.js';

type AnyContext =
  | Pick<ExecuteContext, 'getNode' | 'getCredentials' | 'helpers'>
  | Pick<PollContext, 'getNode' | 'getCredentials' | 'helpers'>
  | {
      getNode(): WorkflowNode;
      getCredentials(type: string): Promise<Record<string, unknown>>;
      helpers: { httpRequest(o: HttpRequestOptions): Promise<HttpResponse> };
    };

/**
 * The auth source of a Google node: its `authentication` parameter (read by the caller, as its
 * default differs per node and version), its OAuth2 credential type, and the same scopes for a
 * service account (or `scopes` when given).
 */
export function googleAuthSource(
  ctx: AnyContext,
  authentication: string,
  oAuth2CredentialType: string,
  scopes?: readonly string[],
  itemIndex?: number,
): GoogleAuthSource {
  return {
    node: ctx.getNode(),
    authentication,
    oAuth2CredentialType,
    scopes: scopes ?? googleScopesOf(oAuth2CredentialType),
    getCredentials: (type) => ctx.getCredentials(type, itemIndex),
    refreshOAuth2: refresherOf(ctx),
    httpRequest: (options) => ctx.helpers.httpRequest(options),
  };
}

/** The context's OAuth2 token renewal (execute and poll contexts have one), if any. */
function refresherOf(ctx: AnyContext): ((type: string) => Promise<Record<string, unknown>>) | undefined {
  const refresh = (ctx as { refreshOAuth2Credentials?: (type: string) => Promise<Record<string, unknown>> })
    .refreshOAuth2Credentials;
  return refresh ? (type) => refresh.call(ctx, type) : undefined;
}
