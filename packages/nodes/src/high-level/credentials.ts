/**
 * HighLevel's credential types with n8n's names and property names, so exported credentials
 * import as they are: `highLevelApi` (an API v1 key, sent as a bearer token) and
 * `highLevelOAuth2Api` (OAuth2 against the HighLevel marketplace for API v2; the token answer
 * names the location, `oauthTokenData.locationId`, that the node's calls are made for).
 */
import type { CredentialType } from '@weft/workflow';

/** `highLevelApi`: the location's API key (API v1). */
export const highLevelApiCredential: CredentialType = {
  name: 'highLevelApi',
  displayName: 'HighLevel API',
  documentationUrl: 'highlevel',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: { request: { baseURL: 'https://rest.gohighlevel.com/v1', url: '/custom-values/' } },
};

/** `highLevelOAuth2Api`: OAuth2 (authorization code) for API v2, white-label or standard marketplace. */
export const highLevelOAuth2ApiCredential: CredentialType = {
  name: 'highLevelOAuth2Api',
  displayName: 'HighLevel OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'highlevel',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'options',
      required: true,
      default: 'https://marketplace.leadconnectorhq.com/oauth/chooselocation',
      options: [
        { name: 'White-Label', value: 'https://marketplace.leadconnectorhq.com/oauth/chooselocation' },
        { name: 'Standard', value: 'https://marketplace.gohighlevel.com/oauth/chooselocation' },
      ],
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'string',
      required: true,
      default: '',
      hint: 'Scopes separated by spaces; the node uses locations.readonly contacts.readonly contacts.write opportunities.readonly opportunities.write users.readonly',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://services.leadconnectorhq.com/oauth/token',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
    {
      displayName: 'The credential needs the OAuth scopes of every action the node performs.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
  ],
};

/** Both HighLevel credential types. */
export const highLevelCredentialTypeList: CredentialType[] = [highLevelApiCredential, highLevelOAuth2ApiCredential];
