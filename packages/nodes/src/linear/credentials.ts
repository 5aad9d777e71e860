/**
 * The Linear credentials with n8n's names and property names, so exported credentials import as
 * they are: `linearApi` (a personal API key, sent as the `Authorization` header as it is) and
 * `linearOAuth2Api` (an OAuth2 app's connection, acting as the user or as the application, with the
 * admin scope webhooks need when asked).
 */
import type { CredentialType } from '@weft/workflow';

/** `linearApi`: the API key. */
export const linearApiCredential: CredentialType = {
  name: 'linearApi',
  displayName: 'Linear API',
  documentationUrl: 'linear',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: String(credentials.apiKey ?? '') },
  }),
  test: {
    request: {
      baseURL: 'https://api.linear.app',
      url: '/graphql',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":"query { viewer { id } }"}',
    },
  },
};

/** `linearOAuth2Api`: Linear's OAuth2 endpoints and scopes as hidden properties; the server connects it. */
export const linearOAuth2ApiCredential: CredentialType = {
  name: 'linearOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Linear OAuth2 API',
  documentationUrl: 'linear',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://linear.app/oauth/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://api.linear.app/oauth/token',
      required: true,
    },
    {
      displayName: 'Actor',
      name: 'actor',
      type: 'options',
      default: 'user',
      options: [
        {
          name: 'User',
          value: 'user',
          description: 'Resources are created as the user who authorized the application',
        },
        { name: 'Application', value: 'application', description: 'Resources are created as the application' },
      ],
    },
    {
      displayName: 'Include Admin Scope',
      name: 'includeAdminScope',
      type: 'boolean',
      default: false,
      description: 'Grants the "Admin" scope, needed to create webhooks',
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default:
        '={{$self["includeAdminScope"] ? "read write issues:create comments:create admin" : "read write issues:create comments:create"}}',
      required: true,
    },
    {
      displayName: 'Auth URI Query Parameters',
      name: 'authQueryParameters',
      type: 'hidden',
      default: '={{"actor="+$self["actor"]}}',
    },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both Linear credential types. */
export const linearCredentialTypeList: CredentialType[] = [linearApiCredential, linearOAuth2ApiCredential];
