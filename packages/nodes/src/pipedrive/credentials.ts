/**
 * The two Pipedrive credentials, with n8n's names and property names so exported credentials
 * import as they are: `pipedriveApi` (a personal API token, sent as the `api_token` query
 * parameter) and `pipedriveOAuth2Api` (OAuth2 authorization code against oauth.pipedrive.com, the
 * token sent in the Authorization header).
 */
import type { CredentialType } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string, required = false) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
  ...(required ? { required: true } : {}),
});

/** `pipedriveApi`: an API token. */
export const pipedriveApiCredential: CredentialType = {
  name: 'pipedriveApi',
  displayName: 'Pipedrive API',
  documentationUrl: 'pipedrive',
  properties: [
    { displayName: 'API Token', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...(request.qs ?? {}), api_token: String(credentials.apiToken ?? '') },
  }),
  test: { request: { baseURL: 'https://api.pipedrive.com/v1', url: '/users/me' } },
};

/** `pipedriveOAuth2Api`: OAuth2 with Pipedrive's endpoints. */
export const pipedriveOAuth2ApiCredential: CredentialType = {
  name: 'pipedriveOAuth2Api',
  displayName: 'Pipedrive OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'pipedrive',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://oauth.pipedrive.com/oauth/authorize', true),
    hidden('Access Token URL', 'accessTokenUrl', 'https://oauth.pipedrive.com/oauth/token', true),
    hidden('Scope', 'scope', ''),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** Both Pipedrive credential types. */
export const pipedriveCredentialTypeList: CredentialType[] = [pipedriveApiCredential, pipedriveOAuth2ApiCredential];
