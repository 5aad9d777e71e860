import type { CredentialType } from '@weft/workflow';

/**
 * A credential of an API key sent as `Authorization: Bearer` and a base URL, tested by a GET
 * below the URL (n8n's openRouterApi, deepSeekApi, xAiApi, groqApi… follow this shape).
 */
export function bearerKeyCredential(spec: {
  name: string;
  displayName: string;
  url: string;
  urlHidden?: boolean;
  testPath: string;
  documentationUrl: string;
}): CredentialType {
  return {
    name: spec.name,
    displayName: spec.displayName,
    documentationUrl: spec.documentationUrl,
    properties: [
      {
        displayName: 'API Key',
        name: 'apiKey',
        type: 'string',
        typeOptions: { password: true },
        required: true,
        default: '',
      },
      { displayName: 'Base URL', name: 'url', type: spec.urlHidden ? 'hidden' : 'string', default: spec.url },
    ],
    authenticate: (credentials, request) => ({
      ...request,
      headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
    }),
    test: { request: { baseURL: '={{ $credentials.url }}', url: spec.testPath } },
  };
}

/** `openRouterApi`: an OpenRouter key (its base URL is fixed in the editor). */
export const openRouterApi = bearerKeyCredential({
  name: 'openRouterApi',
  displayName: 'OpenRouter',
  url: 'https://openrouter.ai/api/v1',
  urlHidden: true,
  testPath: '/key',
  documentationUrl: 'openrouter',
});
/** `deepSeekApi`: a DeepSeek key. */
export const deepSeekApi = bearerKeyCredential({
  name: 'deepSeekApi',
  displayName: 'DeepSeek',
  url: 'https://api.deepseek.com',
  urlHidden: true,
  testPath: '/models',
  documentationUrl: 'deepseek',
});
/** `xAiApi`: an xAI key. */
export const xAiApi = bearerKeyCredential({
  name: 'xAiApi',
  displayName: 'xAi',
  url: 'https://api.x.ai/v1',
  urlHidden: true,
  testPath: '/models',
  documentationUrl: 'xai',
});
