/**
 * Notion's credential types, with n8n's names and property names so exported credentials import as
 * they are: `notionApi` (an internal integration's secret, which the nodes use) and
 * `notionOAuth2Api` (a public integration's OAuth2, which n8n defines but no Notion node offers).
 */
import type { CredentialType, NodeCredentialDescription, NodeProperty } from '@weft/workflow';

/** `notionApi`: the secret of an internal integration, sent as a bearer token. */
export const notionApi: CredentialType = {
  name: 'notionApi',
  displayName: 'Notion API',
  documentationUrl: 'notion',
  properties: [
    {
      displayName: 'Internal Integration Secret',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: "From the integration's page in Notion (Settings → Connections → Develop or manage integrations)",
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: {
    request: { baseURL: 'https://api.notion.com/v1', url: '/users/me', headers: { 'Notion-Version': '2022-02-22' } },
  },
};

const hidden = (name: string, value: string): NodeProperty => ({
  displayName: name,
  name,
  type: 'hidden',
  default: value,
});

/** `notionOAuth2Api`: OAuth2 with Notion's endpoints (Basic client authentication, as Notion asks). */
export const notionOAuth2Api: CredentialType = {
  name: 'notionOAuth2Api',
  displayName: 'Notion OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'notion',
  properties: [
    hidden('grantType', 'authorizationCode'),
    hidden('authUrl', 'https://api.notion.com/v1/oauth/authorize'),
    hidden('accessTokenUrl', 'https://api.notion.com/v1/oauth/token'),
    hidden('scope', ''),
    hidden('authQueryParameters', ''),
    hidden('authentication', 'header'),
  ],
};

/** The credentials the Notion nodes ask for. */
export const notionCredentials: NodeCredentialDescription[] = [{ name: 'notionApi', required: true }];
