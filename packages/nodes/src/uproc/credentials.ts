/**
 * The uProc credential, with n8n's name and property names so exported credentials import as
 * they are: `uprocApi`, the account's email and API key sent as HTTP Basic (`email:key`), checked
 * by reading the account's profile.
 */
import type { CredentialType } from '@weft/workflow';

/** `Basic <base64(email:key)>`. */
export const uprocAuthorization = (credentials: Record<string, unknown>) =>
  `Basic ${Buffer.from(`${String(credentials.email ?? '')}:${String(credentials.apiKey ?? '')}`).toString('base64')}`;

/** `uprocApi`: email and API key. */
export const uprocApiCredential: CredentialType = {
  name: 'uprocApi',
  displayName: 'uProc API',
  documentationUrl: 'uproc',
  properties: [
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'you@example.com', default: '' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: uprocAuthorization(credentials) },
  }),
  test: { request: { baseURL: 'https://api.uproc.io/api/v2', url: '/profile', method: 'GET' } },
};

/** The uProc credential types. */
export const uprocCredentialTypeList: CredentialType[] = [uprocApiCredential];
