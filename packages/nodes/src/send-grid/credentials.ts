/**
 * The SendGrid credential with n8n's name and property names (`sendGridApi`), so exported
 * credentials import as they are: an API key sent as a bearer token to `https://api.sendgrid.com/v3`.
 */
import type { CredentialType } from '@weft/workflow';

/** `sendGridApi`: the API key; checked by reading the key's scopes. */
export const sendGridApiCredential: CredentialType = {
  name: 'sendGridApi',
  displayName: 'SendGrid API',
  documentationUrl: 'sendgrid',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.sendgrid.com/v3', url: '/scopes' } },
};
