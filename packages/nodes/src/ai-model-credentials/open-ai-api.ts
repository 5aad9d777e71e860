import type { CredentialType } from '@weft/workflow';

/**
 * `openAiApi`: an OpenAI (or OpenAI-compatible) API key, with n8n's fields: organization, base URL
 * and an optional custom header. Tested by listing the models.
 */
export const openAiApi: CredentialType = {
  name: 'openAiApi',
  displayName: 'OpenAi',
  documentationUrl: 'openai',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
    },
    {
      displayName: 'Organization ID (optional)',
      name: 'organizationId',
      type: 'string',
      default: '',
      description: 'The organization the requests are billed to, when the key belongs to several',
    },
    {
      displayName: 'Base URL',
      name: 'url',
      type: 'string',
      default: 'https://api.openai.com/v1',
      description: 'Another address for the API (a proxy or an OpenAI-compatible server)',
    },
    { displayName: 'Add Custom Header', name: 'header', type: 'boolean', default: false },
    {
      displayName: 'Header Name',
      name: 'headerName',
      type: 'string',
      default: '',
      displayOptions: { show: { header: [true] } },
    },
    {
      displayName: 'Header Value',
      name: 'headerValue',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { header: [true] } },
    },
  ],
  authenticate: (credentials, request) => {
    const headers: Record<string, string> = {
      ...request.headers,
      Authorization: `Bearer ${String(credentials.apiKey ?? '')}`,
    };
    if (credentials.organizationId) headers['OpenAI-Organization'] = String(credentials.organizationId);
    if (
      credentials.header &&
      typeof credentials.headerName === 'string' &&
      credentials.headerName &&
      typeof credentials.headerValue === 'string'
    ) {
      headers[credentials.headerName] = credentials.headerValue;
    }
    return { ...request, headers };
  },
  test: { request: { baseURL: '={{$credentials?.url}}', url: '/models' } },
};
