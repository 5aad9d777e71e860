/**
 * Nextcloud's credentials with n8n's names and property names: `nextCloudApi` (the WebDAV URL, a user
 * and a password or app password, sent as basic auth) and `nextCloudOAuth2Api` (OAuth2 against the
 * instance's own authorization and token URLs).
 */
import type { CredentialType } from '@weft/workflow';

/** `nextCloudApi`: basic auth; checked by reading the instance's capabilities through the OCS API. */
export const nextCloudApiCredential: CredentialType = {
  name: 'nextCloudApi',
  displayName: 'NextCloud API',
  documentationUrl: 'nextcloud',
  properties: [
    {
      displayName: 'Web DAV URL',
      name: 'webDavUrl',
      type: 'string',
      placeholder: 'https://nextcloud.example.com/remote.php/webdav',
      default: '',
    },
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.user ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    },
  }),
  test: {
    request: {
      baseURL: "={{$credentials.webDavUrl.replace('/remote.php/webdav', '')}}",
      url: '/ocs/v1.php/cloud/capabilities',
      headers: { 'OCS-APIRequest': 'true' },
    },
  },
};

/** `nextCloudOAuth2Api`: OAuth2 with the instance's endpoints. */
export const nextCloudOAuth2ApiCredential: CredentialType = {
  name: 'nextCloudOAuth2Api',
  displayName: 'NextCloud OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'nextcloud',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Web DAV URL',
      name: 'webDavUrl',
      type: 'string',
      placeholder: 'https://nextcloud.example.com/remote.php/webdav',
      default: '',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'string',
      default: 'https://nextcloud.example.com/apps/oauth2/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'string',
      default: 'https://nextcloud.example.com/apps/oauth2/api/v1/token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};
