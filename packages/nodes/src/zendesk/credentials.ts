/**
 * The two Zendesk credentials, with n8n's names and property names so exported credentials import
 * as they are: `zendeskApi` (the account's subdomain, an agent's email and an API token, sent as
 * HTTP Basic `<email>/token:<token>`) and `zendeskOAuth2Api` (OAuth2 authorization code against the
 * account's own `https://<subdomain>.zendesk.com/oauth/…` endpoints, scopes `read write`, the
 * client credentials sent in the body).
 */
import type { CredentialType } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string, required = false) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
  ...(required ? { required: true } : {}),
});
const subdomain = (placeholder: string, required: boolean) => ({
  displayName: 'Subdomain',
  name: 'subdomain',
  type: 'string' as const,
  description: 'The subdomain of your Zendesk work environment',
  placeholder,
  default: '',
  ...(required ? { required: true } : {}),
});

/** `Basic <base64(<email>/token:<token>)>`, Zendesk's API token sign-in. */
export const zendeskTokenAuthorization = (credentials: Record<string, unknown>) =>
  `Basic ${Buffer.from(`${String(credentials.email ?? '')}/token:${String(credentials.apiToken ?? '')}`).toString('base64')}`;

/** `zendeskApi`: subdomain, email and API token. */
export const zendeskApiCredential: CredentialType = {
  name: 'zendeskApi',
  displayName: 'Zendesk API',
  documentationUrl: 'zendesk',
  properties: [
    subdomain('company', false),
    { displayName: 'Email', name: 'email', type: 'string', placeholder: 'name@email.com', default: '' },
    { displayName: 'API Token', name: 'apiToken', type: 'string', default: '', typeOptions: { password: true } },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: zendeskTokenAuthorization(credentials) },
  }),
  test: { request: { baseURL: '=https://{{$credentials.subdomain}}.zendesk.com/api/v2', url: '/ticket_fields.json' } },
};

/** `zendeskOAuth2Api`: OAuth2 against the account's subdomain. */
export const zendeskOAuth2ApiCredential: CredentialType = {
  name: 'zendeskOAuth2Api',
  displayName: 'Zendesk OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'zendesk',
  properties: [
    subdomain('n8n', true),
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden(
      'Authorization URL',
      'authUrl',
      '=https://{{$self["subdomain"]}}.zendesk.com/oauth/authorizations/new',
      true,
    ),
    hidden('Access Token URL', 'accessTokenUrl', '=https://{{$self["subdomain"]}}.zendesk.com/oauth/tokens', true),
    { displayName: 'Client ID', name: 'clientId', type: 'string', default: '', required: true },
    {
      displayName: 'Client Secret',
      name: 'clientSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
    },
    hidden('Scope', 'scope', 'read write'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'body'),
  ],
};

/** Both Zendesk credential types. */
export const zendeskCredentialTypeList: CredentialType[] = [zendeskApiCredential, zendeskOAuth2ApiCredential];
