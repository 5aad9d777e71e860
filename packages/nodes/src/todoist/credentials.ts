/**
 * The Todoist credentials with n8n's names and property names, so exported credentials import as
 * they are: `todoistApi` (an API token sent as a bearer token) and `todoistOAuth2Api` (an OAuth2
 * app's connection with Todoist's endpoints and scopes as hidden properties; the server connects it).
 */
import type { CredentialType } from '@weft/workflow';

/** `todoistApi`: the account's API token. */
export const todoistApiCredential: CredentialType = {
  name: 'todoistApi',
  displayName: 'Todoist API',
  documentationUrl: 'todoist',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.todoist.com/rest/v2', url: '/labels' } },
};

/** `todoistOAuth2Api`: Todoist's OAuth2 endpoints and scopes. */
export const todoistOAuth2ApiCredential: CredentialType = {
  name: 'todoistOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Todoist OAuth2 API',
  documentationUrl: 'todoist',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://todoist.com/oauth/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://todoist.com/oauth/access_token',
      required: true,
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'data:read_write,data:delete' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both Todoist credential types. */
export const todoistCredentialTypeList: CredentialType[] = [todoistApiCredential, todoistOAuth2ApiCredential];
