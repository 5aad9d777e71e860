/**
 * Airtable's credential types with n8n's names and property names, so exported credentials import
 * as they are: `airtableTokenApi` (a personal access token), `airtableOAuth2Api` (OAuth2 with
 * PKCE against airtable.com, asking for the scopes the node needs) and the retired `airtableApi`
 * (an API key; kept so old workflows import, refused when used).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** The scopes the node's operations need. */
export const AIRTABLE_SCOPES = ['schema.bases:read', 'data.records:read', 'data.records:write'];

/** `airtableTokenApi`: a personal access token sent as a Bearer token. */
export const airtableTokenApiCredential: CredentialType = {
  name: 'airtableTokenApi',
  displayName: 'Airtable Personal Access Token API',
  documentationUrl: 'airtable',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'A personal access token from airtable.com/create/tokens',
    },
    {
      displayName:
        'Give the token the scopes <code>data.records:read</code>, <code>data.records:write</code> and <code>schema.bases:read</code>, and access to the bases the workflows use',
      name: 'notice',
      type: 'notice',
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.airtable.com/v0/meta/whoami' } },
};

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** `airtableOAuth2Api`: OAuth2 (authorization code with PKCE) against airtable.com. */
export const airtableOAuth2ApiCredential: CredentialType = {
  name: 'airtableOAuth2Api',
  displayName: 'Airtable OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'airtable',
  properties: [
    hidden('Grant Type', 'grantType', 'pkce'),
    hidden('Authorization URL', 'authUrl', 'https://airtable.com/oauth2/v1/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://airtable.com/oauth2/v1/token'),
    hidden('Scope', 'scope', AIRTABLE_SCOPES.join(' ')),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** `airtableApi`: the API key Airtable retired in 2024 (sent as `api_key`); nodes refuse it. */
export const airtableApiCredential: CredentialType = {
  name: 'airtableApi',
  displayName: 'Airtable API',
  documentationUrl: 'airtable',
  properties: [
    {
      displayName:
        'Airtable no longer accepts API keys: create an Airtable Personal Access Token API credential instead',
      name: 'deprecated',
      type: 'notice',
      default: '',
    },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, api_key: String(credentials.apiKey ?? '') },
  }),
};

/** Every Airtable credential type. */
export const airtableCredentialTypeList: CredentialType[] = [
  airtableTokenApiCredential,
  airtableOAuth2ApiCredential,
  airtableApiCredential,
];
