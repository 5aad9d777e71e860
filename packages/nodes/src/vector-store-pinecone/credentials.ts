import type { CredentialType } from '@weft/workflow';

/** `pineconeApi`: a Pinecone project's API key, sent as the `Api-Key` header. */
export const pineconeApi: CredentialType = {
  name: 'pineconeApi',
  displayName: 'PineconeApi',
  documentationUrl: 'pinecone',
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
    headers: { ...request.headers, 'Api-Key': String(credentials.apiKey ?? '') },
  }),
  test: {
    request: { baseURL: 'https://api.pinecone.io/indexes', headers: { accept: 'application/json; charset=utf-8' } },
  },
};
