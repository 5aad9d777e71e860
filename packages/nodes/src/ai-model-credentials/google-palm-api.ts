import type { CredentialType } from '@weft/workflow';

/** `googlePalmApi`: a Google Gemini API key and host; the key goes in the `key` query parameter. */
export const googlePalmApi: CredentialType = {
  name: 'googlePalmApi',
  displayName: 'Google Gemini(PaLM) Api',
  documentationUrl: 'google',
  properties: [
    {
      displayName: 'Host',
      name: 'host',
      type: 'string',
      required: true,
      default: 'https://generativelanguage.googleapis.com',
    },
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
    qs: { ...(request.qs ?? {}), key: String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: '={{$credentials.host}}/v1beta/models' } },
};
