/**
 * The Airtop credential with n8n's name and property names (`airtopApi`), so exported credentials
 * import as they are: the API key, sent as a bearer token and as the `api-key` header.
 */
import type { CredentialType } from '@weft/workflow';

/** `airtopApi`: the API key. */
export const airtopApiCredential: CredentialType = {
  name: 'airtopApi',
  displayName: 'Airtop API',
  documentationUrl: 'airtop',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      noDataExpression: true,
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
      'api-key': String(credentials.apiKey ?? ''),
    },
  }),
  test: { request: { method: 'GET', baseURL: 'https://api.airtop.ai/api/v1', url: '/sessions', qs: { limit: 10 } } },
};
