/**
 * The Asana credentials with n8n's names and property names, so exported credentials import as
 * they are: `asanaApi` (a personal access token) and `asanaOAuth2Api` (an OAuth2 app's connection),
 * both sent to Asana as a bearer token.
 */
import type { CredentialType } from '@weft/workflow';

/** `asanaApi`: a personal access token, sent as `Authorization: Bearer <token>`. */
export const asanaApiCredential: CredentialType = {
  name: 'asanaApi',
  displayName: 'Asana API',
  documentationUrl: 'asana',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://app.asana.com/api/1.0', url: '/users/me' } },
};

/** `asanaOAuth2Api`: Asana's OAuth2 endpoints as hidden properties; the server connects it. */
export const asanaOAuth2ApiCredential: CredentialType = {
  name: 'asanaOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Asana OAuth2 API',
  documentationUrl: 'asana',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://app.asana.com/-/oauth_authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://app.asana.com/-/oauth_token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both Asana credential types. */
export const asanaCredentialTypeList: CredentialType[] = [asanaApiCredential, asanaOAuth2ApiCredential];
