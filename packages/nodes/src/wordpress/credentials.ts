/**
 * `wordpressApi` (n8n's name and property names, so exported credentials import as they are): a
 * WordPress user and an application password sent as HTTP Basic auth to the site's REST API
 * (`<url>/wp-json/wp/v2`), optionally over a TLS certificate that cannot be checked.
 */
import type { CredentialType } from '@weft/workflow';

/** `Basic <base64(user:password)>`. */
export function basicAuthorization(username: unknown, password: unknown): string {
  return `Basic ${Buffer.from(`${String(username ?? '')}:${String(password ?? '')}`).toString('base64')}`;
}

/** `wordpressApi`: the site URL, a user and an application password. */
export const wordpressApiCredential: CredentialType = {
  name: 'wordpressApi',
  displayName: 'Wordpress API',
  documentationUrl: 'wordpress',
  properties: [
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        "An application password of the user (Users → Profile → Application Passwords), or the user's password where the site allows it",
    },
    {
      displayName: 'Wordpress URL',
      name: 'url',
      type: 'string',
      default: '',
      placeholder: 'https://example.com',
      description: 'The address of the site, without /wp-json',
    },
    {
      displayName: 'Ignore SSL Issues (Insecure)',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      default: false,
      description: "Whether to connect even when the site's TLS certificate cannot be checked",
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: basicAuthorization(credentials.username, credentials.password) },
  }),
  test: { request: { baseURL: '={{$credentials.url}}/wp-json/wp/v2', url: '/users', method: 'GET' } },
};
