import type { CredentialType } from '@weft/workflow';

/** A bearer API key of a provider with one fixed address, tested by listing its models. */
function fixedHostKey(name: string, displayName: string, baseURL: string, documentationUrl: string): CredentialType {
  return {
    name,
    displayName,
    documentationUrl,
    properties: [
      {
        displayName: 'API Key',
        name: 'apiKey',
        type: 'string',
        typeOptions: { password: true },
        required: true,
        default: '',
      },
    ],
    authenticate: (credentials, request) => ({
      ...request,
      headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
    }),
    test: { request: { baseURL, url: '/models' } },
  };
}

/** `groqApi`: a Groq key (api.groq.com). */
export const groqApi = fixedHostKey('groqApi', 'Groq', 'https://api.groq.com/openai/v1', 'groq');
/** `mistralCloudApi`: a Mistral AI key (api.mistral.ai). */
export const mistralCloudApi = fixedHostKey(
  'mistralCloudApi',
  'Mistral Cloud API',
  'https://api.mistral.ai/v1',
  'mistral',
);
