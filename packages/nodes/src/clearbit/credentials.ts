/**
 * The Clearbit credential with n8n's name and property name (`clearbitApi`), so exported
 * credentials import as they are: a secret API key sent as a bearer token.
 */
import type { CredentialType } from '@weft/workflow';

/** `clearbitApi`: the account's secret API key. */
export const clearbitApiCredential: CredentialType = {
  name: 'clearbitApi',
  displayName: 'Clearbit API',
  documentationUrl: 'clearbit',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: {
    request: {
      baseURL: 'https://company-stream.clearbit.com',
      url: '/v2/companies/find',
      qs: { domain: 'clearbit.com' },
    },
  },
};
