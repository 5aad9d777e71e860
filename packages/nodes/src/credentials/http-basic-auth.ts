import type { CredentialType } from '@weft/workflow';

/** `httpBasicAuth`: user and password sent as an `Authorization: Basic …` header. */
export const httpBasicAuth: CredentialType = {
  name: 'httpBasicAuth',
  displayName: 'Basic Auth',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => {
    const token = Buffer.from(`${String(credentials.user ?? '')}:${String(credentials.password ?? '')}`).toString(
      'base64',
    );
    return { ...request, headers: { ...request.headers, Authorization: `Basic ${token}` } };
  },
};
