/**
 * The Hunter credential with n8n's name and property name (`hunterApi`), so exported credentials
 * import as they are: an API key sent as the `api_key` query parameter.
 */
import type { CredentialType } from '@weft/workflow';

/** `hunterApi`: the account's API key. */
export const hunterApiCredential: CredentialType = {
  name: 'hunterApi',
  displayName: 'Hunter API',
  documentationUrl: 'hunter',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, api_key: String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: 'https://api.hunter.io/v2', url: '/account' } },
};
