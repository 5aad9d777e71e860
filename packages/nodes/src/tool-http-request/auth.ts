/**
 * The HTTP Request Tool's authentication: none, a generic credential (basic, header, query,
 * custom JSON, OAuth2/OAuth1 tokens) or a predefined credential type, applied by Weft to each
 * request so the model never sees the secret. Requests go through `ctx.helpers.httpRequest`, so
 * the instance's outgoing-connection guard applies to every host the model fills in.
 */
import { NodeOperationError, type HttpRequestOptions, type SupplyDataContext } from '@weft/workflow';
import { applyCredentialAuthentication } from '../credentials/authenticate.js';
import type { SendRequest } from './call.js';

/** Credential types whose `authenticate` Weft applies as it is. */
const APPLIED = ['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth', 'oAuth2Api', 'oAuth1Api'];

/** n8n's custom auth: the credential's JSON `headers`, `qs` and `body` merged into the request. */
function applyCustomAuth(json: unknown, request: HttpRequestOptions, ctx: SupplyDataContext): HttpRequestOptions {
  let auth: { headers?: Record<string, string>; qs?: Record<string, unknown>; body?: Record<string, unknown> };
  try {
    auth = JSON.parse(String(json || '{}')) as typeof auth;
  } catch {
    throw new NodeOperationError(ctx.getNode(), 'Invalid Custom Auth JSON');
  }
  const out = { ...request };
  if (auth.headers) out.headers = { ...out.headers, ...auth.headers };
  if (auth.body) out.body = { ...(out.body ?? {}), ...auth.body };
  if (auth.qs) out.qs = { ...out.qs, ...auth.qs };
  return out;
}

/** The function that sends the tool's requests with the node's authentication. */
export async function requestSender(ctx: SupplyDataContext, itemIndex: number): Promise<SendRequest> {
  const authentication = ctx.getNodeParameter('authentication', itemIndex, 'none') as string;
  const send = (options: HttpRequestOptions) => ctx.helpers.httpRequest(options);
  if (authentication === 'genericCredentialType') {
    const type = ctx.getNodeParameter('genericAuthType', itemIndex) as string;
    if (type === 'httpCustomAuth') {
      const credentials = await ctx.getCredentials('httpCustomAuth', itemIndex);
      return (options) => send(applyCustomAuth(credentials.json, options, ctx));
    }
    if (type === 'httpDigestAuth') {
      throw new NodeOperationError(ctx.getNode(), 'The type httpDigestAuth is not supported yet', {
        itemIndex,
        description:
          "Digest authentication is not built in Weft's HTTP Request Tool; use basic, header, query or custom auth.",
      });
    }
    // n8n offers these generic types here (Bearer auth is not among them).
    if (!['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'oAuth2Api', 'oAuth1Api'].includes(type)) {
      throw new NodeOperationError(ctx.getNode(), `The type ${type} is not supported`, { itemIndex });
    }
    const credentials = await ctx.getCredentials(type, itemIndex);
    return (options) => send(applyCredentialAuthentication(type, credentials, options));
  }
  if (authentication === 'predefinedCredentialType') {
    const type = ctx.getNodeParameter('nodeCredentialType', itemIndex) as string;
    if (!APPLIED.includes(type)) {
      throw new NodeOperationError(ctx.getNode(), `The predefined credential type "${type}" is not supported yet`, {
        itemIndex,
      });
    }
    const credentials = await ctx.getCredentials(type, itemIndex);
    return (options) => send(applyCredentialAuthentication(type, credentials, options));
  }
  return send;
}
