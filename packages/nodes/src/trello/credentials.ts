/**
 * The Trello credential with n8n's name and property names (`trelloApi`), so exported credentials
 * import as they are: an API key and a token, which Trello takes as the `key` and `token` query
 * parameters of every request (the OAuth secret is kept only for the trigger's webhook checks).
 */
import type { CredentialType } from '@weft/workflow';

/** `trelloApi`: API key, API token and the (hidden) OAuth secret. */
export const trelloApiCredential: CredentialType = {
  name: 'trelloApi',
  displayName: 'Trello API',
  documentationUrl: 'trello',
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
      displayName: 'API Token',
      name: 'apiToken',
      type: 'string',
      typeOptions: { password: true },
      required: true,
      default: '',
    },
    { displayName: 'OAuth Secret', name: 'oauthSecret', type: 'hidden', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, key: credentials.apiKey, token: credentials.apiToken },
  }),
  test: { request: { baseURL: 'https://api.trello.com', url: '=/1/tokens/{{$credentials.apiToken}}/member' } },
};
