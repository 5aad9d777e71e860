/**
 * The Brevo credential with n8n's name and property names (`sendInBlueApi`, from Brevo's former
 * name Sendinblue), so exported credentials import as they are: an API key sent in the `api-key`
 * header to `https://api.brevo.com/v3`.
 */
import type { CredentialType } from '@weft/workflow';

/** `sendInBlueApi`: the API key; checked by reading the account. */
export const sendInBlueApiCredential: CredentialType = {
  name: 'sendInBlueApi',
  displayName: 'Brevo',
  documentationUrl: 'brevo',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'api-key': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: 'https://api.brevo.com/v3', url: '/account' } },
};
