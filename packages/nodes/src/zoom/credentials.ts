/**
 * The two Zoom credentials, with n8n's names and property names so exported credentials import as
 * they are: `zoomApi` (a JWT app's token sent as a bearer token; Zoom retired JWT apps in 2023, so
 * the notice points to OAuth2) and `zoomOAuth2Api` (OAuth2 authorization code against
 * `https://zoom.us/oauth/…`, the client credentials sent in the header).
 */
import type { CredentialType } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
});

/** `zoomApi`: a JWT token. */
export const zoomApiCredential: CredentialType = {
  name: 'zoomApi',
  displayName: 'Zoom API',
  documentationUrl: 'zoom',
  properties: [
    {
      displayName: 'Zoom no longer supports JWT apps (since June 2023): connect with the OAuth2 credential instead.',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    { displayName: 'JWT Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.zoom.us/v2', url: '/users/me' } },
};

/** `zoomOAuth2Api`: OAuth2 against zoom.us. */
export const zoomOAuth2ApiCredential: CredentialType = {
  name: 'zoomOAuth2Api',
  displayName: 'Zoom OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'zoom',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://zoom.us/oauth/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://zoom.us/oauth/token'),
    hidden('Scope', 'scope', ''),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** Both Zoom credential types. */
export const zoomCredentialTypeList: CredentialType[] = [zoomApiCredential, zoomOAuth2ApiCredential];
