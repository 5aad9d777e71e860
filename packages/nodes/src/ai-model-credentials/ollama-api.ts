import type { CredentialType } from '@weft/workflow';

/** `ollamaApi`: an Ollama server's base URL, and a bearer key when it sits behind an authenticating proxy. */
export const ollamaApi: CredentialType = {
  name: 'ollamaApi',
  displayName: 'Ollama',
  documentationUrl: 'ollama',
  properties: [
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', required: true, default: 'http://localhost:11434' },
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      hint: 'Only for an Ollama behind a proxy that asks for a bearer token (Open WebUI, for example)',
    },
  ],
  authenticate: (credentials, request) =>
    credentials.apiKey
      ? { ...request, headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey)}` } }
      : request,
  test: { request: { baseURL: '={{ $credentials.baseUrl }}', url: '/api/tags', method: 'GET' } },
};
