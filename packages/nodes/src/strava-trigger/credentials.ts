/**
 * The Strava credential with n8n's name and property names, so exported credentials import as they
 * are: `stravaOAuth2Api`, an OAuth2 app's connection (the server connects it). Its client ID and
 * secret also sign the app's push-subscription calls. The credential test asks for the connected
 * athlete (`GET /api/v3/athlete`) with the access token.
 */
import type { CredentialType } from '@weft/workflow';

/** `stravaOAuth2Api`: Strava's OAuth2 endpoints and scope as hidden properties. */
export const stravaOAuth2ApiCredential: CredentialType = {
  name: 'stravaOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Strava OAuth2 API',
  documentationUrl: 'strava',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://www.strava.com/oauth/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://www.strava.com/oauth/token',
      required: true,
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default: 'activity:read_all,activity:write',
      required: true,
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
  authenticate: (credentials, request) => {
    const token = (credentials.oauthTokenData as { access_token?: unknown } | undefined)?.access_token;
    return { ...request, headers: { ...request.headers, Authorization: `Bearer ${String(token ?? '')}` } };
  },
  test: { request: { baseURL: 'https://www.strava.com/api/v3', url: '/athlete' } },
};
