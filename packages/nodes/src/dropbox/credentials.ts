/**
 * The Dropbox credentials with n8n's names and property names, so exported credentials import as
 * they are: `dropboxApi` (an access token sent as a bearer token) and `dropboxOAuth2Api` (Dropbox's
 * OAuth2 app with offline access), each with the app's access type: the whole Dropbox (calls are
 * rooted at the account's root namespace) or the app's own folder.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const ACCESS_TYPE: NodeProperty = {
  displayName: 'APP Access Type',
  name: 'accessType',
  type: 'options',
  options: [
    { name: 'App Folder', value: 'folder' },
    { name: 'Full Dropbox', value: 'full' },
  ],
  default: 'full',
};

const hidden = (displayName: string, name: string, value: string, required = false): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
  ...(required ? { required: true } : {}),
});

/** `dropboxApi`: an access token and the app's access type. */
export const dropboxApiCredential: CredentialType = {
  name: 'dropboxApi',
  displayName: 'Dropbox API',
  documentationUrl: 'dropbox',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
    ACCESS_TYPE,
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.dropboxapi.com/2', url: '/users/get_current_account', method: 'POST' } },
};

/** `dropboxOAuth2Api`: Dropbox's authorization-code flow with a refresh token (offline access). */
export const dropboxOAuth2ApiCredential: CredentialType = {
  name: 'dropboxOAuth2Api',
  displayName: 'Dropbox OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'dropbox',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://www.dropbox.com/oauth2/authorize', true),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.dropboxapi.com/oauth2/token', true),
    hidden('Scope', 'scope', 'files.content.write files.content.read sharing.read account_info.read'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'token_access_type=offline&force_reapprove=true'),
    hidden('Authentication', 'authentication', 'header'),
    ACCESS_TYPE,
  ],
};

/** Both Dropbox credential types. */
export const dropboxCredentialTypeList: CredentialType[] = [dropboxApiCredential, dropboxOAuth2ApiCredential];
