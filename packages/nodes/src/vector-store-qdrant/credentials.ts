import type { CredentialType } from '@weft/workflow';

/** `qdrantApi`: a Qdrant server's URL, and its API key (the `api-key` header) when it asks for one. */
export const qdrantApi: CredentialType = {
  name: 'qdrantApi',
  displayName: 'QdrantApi',
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/credentials/qdrant/',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: false,
      default: '',
    },
    { displayName: 'Qdrant URL', name: 'qdrantUrl', type: 'string', required: true, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'api-key': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: '={{$credentials.qdrantUrl}}', url: '/collections' } },
};
