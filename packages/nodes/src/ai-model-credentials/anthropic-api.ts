import type { CredentialType } from '@weft/workflow';

/** `anthropicApi`: an Anthropic key (`x-api-key`), base URL and optional custom header; tested with a one-token message. */
export const anthropicApi: CredentialType = {
  name: 'anthropicApi',
  displayName: 'Anthropic',
  documentationUrl: 'anthropic',
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
      displayName: 'Base URL',
      name: 'url',
      type: 'string',
      default: 'https://api.anthropic.com',
      description: 'Another address for the API',
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
    const headers: Record<string, string> = { ...request.headers, 'x-api-key': String(credentials.apiKey ?? '') };
    if (
      credentials.header &&
      typeof credentials.headerName === 'string' &&
      credentials.headerName &&
      typeof credentials.headerValue === 'string'
    )
      headers[credentials.headerName] = credentials.headerValue;
    return { ...request, headers };
  },
  test: {
    request: {
      baseURL: '={{$credentials?.url}}',
      url: '/v1/messages',
      method: 'POST',
      headers: { 'anthropic-version': '2023-06-01' },
      body: { model: 'claude-3-haiku-20240307', messages: [{ role: 'user', content: 'Hey' }], max_tokens: 1 },
    },
  },
};
