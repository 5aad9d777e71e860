import type { CredentialType } from '@weft/workflow';

/** How `oAuth2Api` obtains its tokens (`grantType`). */
export const OAUTH2_GRANT_TYPES = ['authorizationCode', 'clientCredentials', 'pkce'] as const;

/**
 * `oAuth2Api`: a generic OAuth2 client (authorization code, PKCE or client credentials), with
 * n8n's property names so credentials and service-specific types that `extends` it carry over.
 * The server stores the provider's token answer in `oauthTokenData`; `authenticate` sends its
 * access token as a bearer token.
 */
export const oAuth2Api: CredentialType = {
  name: 'oAuth2Api',
  displayName: 'OAuth2 API',
  documentationUrl: 'httprequest',
  properties: [
    {
      displayName: 'Grant Type',
      name: 'grantType',
      type: 'options',
      options: [
        { name: 'Authorization Code', value: 'authorizationCode' },
        { name: 'Client Credentials', value: 'clientCredentials' },
        { name: 'PKCE', value: 'pkce' },
      ],
      default: 'authorizationCode',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'string',
      displayOptions: { show: { grantType: ['authorizationCode', 'pkce'] } },
      default: '',
      required: true,
    },
    { displayName: 'Access Token URL', name: 'accessTokenUrl', type: 'string', default: '', required: true },
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true },
    {
      displayName: 'Client Secret',
      name: 'clientSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'string', default: '' },
    {
      displayName: 'Auth URI Query Parameters',
      name: 'authQueryParameters',
      type: 'string',
      displayOptions: { show: { grantType: ['authorizationCode', 'pkce'] } },
      default: '',
      description: 'Extra query parameters some services need on the authorization URL',
      placeholder: 'access_type=offline',
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Body', value: 'body', description: 'Send the client ID and secret in the body' },
        { name: 'Header', value: 'header', description: 'Send the client ID and secret as a Basic Auth header' },
      ],
      default: 'header',
    },
    { displayName: 'Ignore SSL Issues', name: 'ignoreSSLIssues', type: 'boolean', default: false },
  ],
  authenticate: (credentials, request) => {
    const token = credentials.oauthTokenData as { access_token?: unknown } | undefined;
    if (!token || typeof token !== 'object' || typeof token.access_token !== 'string' || !token.access_token) {
      throw new Error('The OAuth2 credential has no access token: connect it first');
    }
    return { ...request, headers: { ...request.headers, Authorization: `Bearer ${token.access_token}` } };
  },
};
