/** `perplexityApi` (n8n's name and property names): an API key sent as a Bearer token. */
import type { CredentialType } from '@weft/workflow';

/** `perplexityApi`. */
export const perplexityApiCredential: CredentialType = {
  name: 'perplexityApi',
  displayName: 'Perplexity API',
  documentationUrl: 'perplexity',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
      description: 'The API key from your Perplexity account',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: {
    request: {
      baseURL: 'https://api.perplexity.ai',
      url: '/chat/completions',
      method: 'POST',
      json: true,
      body: { model: 'sonar', messages: [{ role: 'user', content: 'test' }] },
    },
  },
};
