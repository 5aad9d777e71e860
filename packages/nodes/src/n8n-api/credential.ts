import type { CredentialType } from '@weft/workflow';

/** `n8nApi`: an API key and the `/api/v1` URL of a Weft (or n8n) instance, sent as `X-N8N-API-KEY`. */
export const n8nApi: CredentialType = {
  name: 'n8nApi',
  displayName: 'n8n API',
  documentationUrl: 'api/authentication',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'An API key of the instance (Settings → API)',
    },
    {
      displayName: 'Base URL',
      name: 'baseUrl',
      type: 'string',
      default: '',
      placeholder: 'http://localhost:5678/api/v1',
      description: 'The public API URL of the instance, ending in /api/v1',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'X-N8N-API-KEY': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: '={{ $credentials.baseUrl }}', url: '/workflows?limit=5' } },
};
