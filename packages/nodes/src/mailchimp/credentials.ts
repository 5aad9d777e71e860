/**
 * The Mailchimp credentials with n8n's names and property names, so exported credentials import as
 * they are: `mailchimpApi` (an API key whose suffix names the data center, sent as
 * `Authorization: apikey KEY`) and `mailchimpOAuth2Api` (OAuth2 against login.mailchimp.com, whose
 * metadata URL names the account's API endpoint).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** `mailchimpApi`: the API key; checked by reading the account's audiences. */
export const mailchimpApiCredential: CredentialType = {
  name: 'mailchimpApi',
  displayName: 'Mailchimp API',
  documentationUrl: 'mailchimp',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `apikey ${String(credentials.apiKey ?? '')}` },
  }),
  test: {
    request: {
      baseURL: '=https://{{$credentials.apiKey.split("-").pop()}}.api.mailchimp.com/3.0',
      url: '/lists',
    },
  },
};

const hidden = (displayName: string, name: string, value: string, required = false): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
  ...(required ? { required: true } : {}),
});

/** `mailchimpOAuth2Api`: OAuth2 (authorization code) against login.mailchimp.com. */
export const mailchimpOAuth2ApiCredential: CredentialType = {
  name: 'mailchimpOAuth2Api',
  displayName: 'Mailchimp OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'mailchimp',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://login.mailchimp.com/oauth2/authorize', true),
    hidden('Access Token URL', 'accessTokenUrl', 'https://login.mailchimp.com/oauth2/token', true),
    hidden('Metadata', 'metadataUrl', 'https://login.mailchimp.com/oauth2/metadata', true),
    hidden('Scope', 'scope', ''),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'body'),
  ],
};
