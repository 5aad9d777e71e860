/**
 * The lemlist credential with n8n's name and property names, so exported credentials import as
 * they are: `lemlistApi`, an API key sent as HTTP Basic with an empty user name (`:KEY`), with the
 * `user-agent: n8n` header n8n's credential adds.
 */
import type { CredentialType } from '@weft/workflow';

/** `lemlistApi`: the API key; checked by listing the team's campaigns. */
export const lemlistApiCredential: CredentialType = {
  name: 'lemlistApi',
  displayName: 'Lemlist API',
  documentationUrl: 'lemlist',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Basic ${Buffer.from(`:${String(credentials.apiKey ?? '')}`).toString('base64')}`,
      'user-agent': 'n8n',
    },
  }),
  test: { request: { baseURL: 'https://api.lemlist.com/api', url: '/campaigns' } },
};
