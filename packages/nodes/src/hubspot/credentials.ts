/**
 * HubSpot's credential types with n8n's names and property names, so exported credentials import
 * as they are: `hubspotAppToken` (a private app's access token, sent as a Bearer token),
 * `hubspotOAuth2Api` (OAuth2 against app.hubspot.com with the scopes the node needs),
 * `hubspotDeveloperApi` (a developer account's OAuth2 app plus its developer API key and app id, for
 * the trigger's webhook subscriptions) and the retired `hubspotApi` (an API key sent as `hapikey`;
 * HubSpot stopped accepting them in 2022, kept so old workflows import).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** The scopes the HubSpot node asks for. */
export const HUBSPOT_SCOPES = [
  'crm.lists.write',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.objects.deals.read',
  'crm.objects.deals.write',
  'crm.objects.owners.read',
  'crm.schemas.companies.read',
  'crm.schemas.contacts.read',
  'crm.schemas.deals.read',
  'forms',
  'tickets',
];

/** The scopes the trigger's app asks for. */
export const HUBSPOT_DEVELOPER_SCOPES = [
  'crm.objects.contacts.read',
  'crm.schemas.contacts.read',
  'crm.objects.companies.read',
  'crm.schemas.companies.read',
  'crm.objects.deals.read',
  'crm.schemas.deals.read',
];

const test = { request: { baseURL: 'https://api.hubapi.com', url: '/account-info/v3/details' } };

/** `hubspotApi`: the retired API key, sent as `hapikey`. */
export const hubspotApiCredential: CredentialType = {
  name: 'hubspotApi',
  displayName: 'HubSpot API',
  documentationUrl: 'hubspot',
  properties: [
    {
      displayName:
        'HubSpot no longer accepts API keys (since 30 November 2022): connect with a private app token or OAuth2 instead',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, hapikey: String(credentials.apiKey ?? '') },
  }),
  test,
};

/** `hubspotAppToken`: a private app's access token. */
export const hubspotAppTokenCredential: CredentialType = {
  name: 'hubspotAppToken',
  displayName: 'HubSpot App Token',
  documentationUrl: 'hubspot',
  properties: [
    {
      displayName: 'APP Token',
      name: 'appToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        'The access token of a private app (Settings → Integrations → Private Apps) with the CRM scopes the workflows need',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.appToken ?? '')}` },
  }),
  test,
};

/** `hubspotOAuth2Api`: OAuth2 (authorization code) against app.hubspot.com. */
export const hubspotOAuth2ApiCredential: CredentialType = {
  name: 'hubspotOAuth2Api',
  displayName: 'HubSpot OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'hubspot',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://app.hubspot.com/oauth/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.hubapi.com/oauth/v1/token'),
    hidden('Scope', 'scope', HUBSPOT_SCOPES.join(' ')),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'grant_type=authorization_code'),
    hidden('Authentication', 'authentication', 'body'),
  ],
};

/** `hubspotDeveloperApi`: a developer app (OAuth2) with its developer API key and app id. */
export const hubspotDeveloperApiCredential: CredentialType = {
  name: 'hubspotDeveloperApi',
  displayName: 'HubSpot Developer API',
  extends: ['oAuth2Api'],
  documentationUrl: 'hubspot',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://app.hubspot.com/oauth/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.hubapi.com/oauth/v1/token'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'grant_type=authorization_code'),
    hidden('Authentication', 'authentication', 'body'),
    {
      displayName: 'Developer API Key',
      name: 'apiKey',
      type: 'string',
      required: true,
      typeOptions: { password: true },
      default: '',
      description: "The developer account's API key (it manages the app's webhook subscriptions)",
    },
    {
      displayName: 'APP ID',
      name: 'appId',
      type: 'string',
      required: true,
      default: '',
      description: 'The id of the app whose webhooks the trigger sets',
    },
    hidden('Scope', 'scope', HUBSPOT_DEVELOPER_SCOPES.join(' ')),
  ],
};

/** Every HubSpot credential type. */
export const hubspotCredentialTypeList: CredentialType[] = [
  hubspotApiCredential,
  hubspotAppTokenCredential,
  hubspotOAuth2ApiCredential,
  hubspotDeveloperApiCredential,
];
