/**
 * The Mautic credentials with n8n's names and property names, so exported credentials import as
 * they are: `mauticApi` (the instance URL with a user name and password, sent as HTTP Basic) and
 * `mauticOAuth2Api` (OAuth2 against the instance's own `/oauth/v2` endpoints).
 */
import type { CredentialType } from '@weft/workflow';

/** `mauticApi`: instance URL, user name and password; checked by reading the signed-in user. */
export const mauticApiCredential: CredentialType = {
  name: 'mauticApi',
  displayName: 'Mautic API',
  documentationUrl: 'mautic',
  properties: [
    { displayName: 'URL', name: 'url', type: 'string', default: '', placeholder: 'https://example.mautic.net' },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.username ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    },
  }),
  test: {
    request: { baseURL: '={{$credentials.url.replace(new RegExp("/$"), "")}}', url: '/api/users/self' },
  },
};

/** The instance URL without a trailing slash, as an expression over the credential's own `url`. */
const trimmedUrl = '={{$self["url"].endsWith("/") ? $self["url"].slice(0, -1) : $self["url"]}}';

/** `mauticOAuth2Api`: OAuth2 (authorization code) against the Mautic instance. */
export const mauticOAuth2ApiCredential: CredentialType = {
  name: 'mauticOAuth2Api',
  displayName: 'Mautic OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'mautic',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    { displayName: 'URL', name: 'url', type: 'string', default: '', placeholder: 'https://example.mautic.net' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: `${trimmedUrl}/oauth/v2/authorize`,
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: `${trimmedUrl}/oauth/v2/token`,
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};
