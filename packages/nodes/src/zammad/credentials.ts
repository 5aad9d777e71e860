/**
 * The two Zammad credentials, with n8n's names and property names so exported credentials import
 * as they are: `zammadBasicAuthApi` (the helpdesk's base URL, an email and password sent as HTTP
 * Basic) and `zammadTokenAuthApi` (the base URL and an access token sent as `Token token=<token>`).
 * Both may ignore TLS certificate problems. Each is checked by reading `/api/v1/users/me`.
 */
import type { CredentialType } from '@weft/workflow';

const baseUrl = {
  displayName: 'Base URL',
  name: 'baseUrl',
  type: 'string' as const,
  default: '',
  placeholder: 'https://helpdesk.example.com',
  required: true,
};
const ignoreSsl = {
  displayName: 'Ignore SSL Issues (Insecure)',
  name: 'allowUnauthorizedCerts',
  type: 'boolean' as const,
  description: 'Whether to connect even when the TLS certificate cannot be validated',
  default: false,
};
const meUrl = '={{$credentials.baseUrl}}';

/** `Basic <base64(email:password)>`. */
export const zammadBasicAuthorization = (credentials: Record<string, unknown>) =>
  `Basic ${Buffer.from(`${String(credentials.username ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`;

/** `zammadBasicAuthApi`: base URL, email and password. */
export const zammadBasicAuthApiCredential: CredentialType = {
  name: 'zammadBasicAuthApi',
  displayName: 'Zammad Basic Auth API',
  documentationUrl: 'zammad',
  properties: [
    baseUrl,
    {
      displayName: 'Email',
      name: 'username',
      type: 'string',
      default: '',
      placeholder: 'agent@example.com',
      required: true,
    },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    ignoreSsl,
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: zammadBasicAuthorization(credentials) },
  }),
  test: { request: { baseURL: meUrl, url: '/api/v1/users/me' } },
};

/** `zammadTokenAuthApi`: base URL and access token. */
export const zammadTokenAuthApiCredential: CredentialType = {
  name: 'zammadTokenAuthApi',
  displayName: 'Zammad Token Auth API',
  documentationUrl: 'zammad',
  properties: [
    baseUrl,
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    ignoreSsl,
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Token token=${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: meUrl, url: '/api/v1/users/me' } },
};

/** Both Zammad credential types. */
export const zammadCredentialTypeList: CredentialType[] = [zammadBasicAuthApiCredential, zammadTokenAuthApiCredential];
