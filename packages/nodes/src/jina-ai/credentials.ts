/** `jinaAiApi` (n8n's name and fields): a Jina AI key sent as a Bearer token. */
import type { CredentialType } from '@weft/workflow';

/** `jinaAiApi`, checked by asking Jina's dashboard about the key. */
export const jinaAiApiCredential: CredentialType = {
  name: 'jinaAiApi',
  displayName: 'Jina AI API',
  documentationUrl: 'jinaai',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: {
    request: {
      method: 'GET',
      url: 'https://embeddings-dashboard-api.jina.ai/api/v1/api_key/fe_user',
      qs: { api_key: '={{$credentials.apiKey}}' },
    },
  },
};
