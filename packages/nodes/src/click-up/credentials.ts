/**
 * The ClickUp credentials with n8n's names and property names, so exported credentials import as
 * they are: `clickUpApi` (a personal API token, sent as the Authorization header as it is) and
 * `clickUpOAuth2Api` (an OAuth2 app's connection; ClickUp takes its access token the same way,
 * without a `Bearer` prefix).
 */
import type { CredentialType } from '@weft/workflow';

/** `clickUpApi`: a personal API token (`pk_…`). */
export const clickUpApiCredential: CredentialType = {
  name: 'clickUpApi',
  displayName: 'ClickUp API',
  documentationUrl: 'clickup',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: String(credentials.accessToken ?? '') },
  }),
  test: { request: { baseURL: 'https://api.clickup.com/api/v2', url: '/team' } },
};

/** `clickUpOAuth2Api`: ClickUp's OAuth2 endpoints as hidden properties; the server connects it. */
export const clickUpOAuth2ApiCredential: CredentialType = {
  name: 'clickUpOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'ClickUp OAuth2 API',
  documentationUrl: 'clickup',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://app.clickup.com/api',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://api.clickup.com/api/v2/oauth/token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both ClickUp credential types. */
export const clickUpCredentialTypeList: CredentialType[] = [clickUpApiCredential, clickUpOAuth2ApiCredential];
