/**
 * Azure Entra ID tokens for the Azure OpenAI chat model: a client-credentials token from the
 * credential's token URL (client id and secret in the body, n8n's `resource` for Cognitive
 * Services), asked through `ctx.helpers.httpRequest` (so the outgoing-connection guard applies)
 * and kept until shortly before it expires.
 */
import { NodeOperationError, type SupplyDataContext } from '@weft/workflow';

const RESOURCE = 'https://cognitiveservices.azure.com/';

/** The token URL: the credential's, or Microsoft's for the tenant when it was left as n8n's expression. */
function tokenUrl(credentials: Record<string, unknown>): string {
  const url = typeof credentials.accessTokenUrl === 'string' ? credentials.accessTokenUrl : '';
  if (url && !url.startsWith('=')) return url;
  return `https://login.microsoftonline.com/${encodeURIComponent(String(credentials.tenantId || 'common'))}/oauth2/token`;
}

/** A function answering a valid bearer token (LangChain's `azureADTokenProvider`). */
export function entraTokenProvider(
  ctx: SupplyDataContext,
  credentials: Record<string, unknown>,
): () => Promise<string> {
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.token;
    const scope =
      typeof credentials.scope === 'string' && !credentials.scope.startsWith('=')
        ? credentials.scope
        : credentials.customScopes
          ? String(credentials.enabledScopes ?? '')
          : 'openid offline_access';
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: String(credentials.clientId ?? ''),
      client_secret: String(credentials.clientSecret ?? ''),
      scope,
      resource: RESOURCE,
    });
    try {
      const response = await ctx.helpers.httpRequest({
        method: 'POST',
        url: tokenUrl(credentials),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        responseType: 'json',
      });
      const data = response.body as {
        access_token?: string;
        expires_in?: number | string;
        expires_on?: number | string;
      };
      if (!data?.access_token) throw new Error('The token answer has no access_token');
      const expiresIn = Number(data.expires_in ?? 3600);
      cached = { token: data.access_token, until: Date.now() + Math.max(0, expiresIn - 60) * 1000 };
      return data.access_token;
    } catch (error) {
      throw new NodeOperationError(
        ctx.getNode(),
        `Error setting up Entra ID authentication: Failed to retrieve OAuth2 access token: ${(error as Error).message}`,
      );
    }
  };
}
