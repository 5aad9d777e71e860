/** `cohereApi` (n8n's name and fields): a Cohere API key sent as a Bearer token. */
import type { CredentialType } from '@weft/workflow';

/** `cohereApi`, shared by the Cohere reranker and embeddings. */
export const cohereApiCredential: CredentialType = {
  name: 'cohereApi',
  displayName: 'CohereApi',
  documentationUrl: 'cohere',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
    },
    { displayName: 'Base URL', name: 'url', type: 'hidden', default: 'https://api.cohere.ai' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: { request: { baseURL: '={{ $credentials.url }}', url: '/v1/models?page_size=1' } },
};
