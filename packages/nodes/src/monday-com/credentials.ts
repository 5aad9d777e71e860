/**
 * The monday.com credentials with n8n's names and property names, so exported credentials import as
 * they are: `mondayComApi` (a personal API token, "Token V2", sent as a bearer token) and
 * `mondayComOAuth2Api` (an OAuth2 app's connection, its access token sent the same way).
 */
import type { CredentialType } from '@weft/workflow';

/** `mondayComApi`: the account's API token. */
export const mondayComApiCredential: CredentialType = {
  name: 'mondayComApi',
  displayName: 'Monday.com API',
  documentationUrl: 'mondaycom',
  properties: [
    { displayName: 'Token V2', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiToken ?? '')}` },
  }),
  test: {
    request: {
      baseURL: 'https://api.monday.com/v2',
      method: 'POST',
      headers: { 'API-Version': '2023-10', 'Content-Type': 'application/json' },
      body: '{"query":"query { me { name }}"}',
    },
  },
};

/** `mondayComOAuth2Api`: monday.com's OAuth2 endpoints and scopes as hidden properties; the server connects it. */
export const mondayComOAuth2ApiCredential: CredentialType = {
  name: 'mondayComOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Monday.com OAuth2 API',
  documentationUrl: 'mondaycom',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://auth.monday.com/oauth2/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://auth.monday.com/oauth2/token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'boards:write boards:read' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both monday.com credential types. */
export const mondayComCredentialTypeList: CredentialType[] = [mondayComApiCredential, mondayComOAuth2ApiCredential];
