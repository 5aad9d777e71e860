/**
 * `facebookGraphApi` (n8n's name and property name, so exported credentials import as they are):
 * a Graph API access token (a user's, a page's or an app's), sent as the `access_token` query
 * parameter.
 */
import type { CredentialType } from '@weft/workflow';

/** `facebookGraphApi`: an access token. */
export const facebookGraphApiCredential: CredentialType = {
  name: 'facebookGraphApi',
  displayName: 'Facebook Graph API',
  documentationUrl: 'facebookgraph',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'A user, page or app access token (for example from the Graph API Explorer)',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, access_token: String(credentials.accessToken ?? '') },
  }),
  test: { request: { baseURL: 'https://graph.facebook.com/v8.0', url: '/me' } },
};
