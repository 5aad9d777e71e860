/**
 * Salesforce's credential types with n8n's names and property names, so exported credentials import
 * as they are: `salesforceOAuth2Api` (OAuth2 with PKCE against login.salesforce.com, or
 * test.salesforce.com for a sandbox; the token answer names the org's `instance_url`) and
 * `salesforceJwtApi` (a connected app's consumer key, a user name and the app's private key: the node
 * signs a JWT bearer assertion with the key and exchanges it for a token before each call).
 */
import type { CredentialType } from '@weft/workflow';

const environment = {
  displayName: 'Environment Type',
  name: 'environment',
  type: 'options' as const,
  default: 'production',
  options: [
    { name: 'Production', value: 'production' },
    { name: 'Sandbox', value: 'sandbox' },
  ],
};

/** `salesforceOAuth2Api`: OAuth2 (authorization code with PKCE). */
export const salesforceOAuth2ApiCredential: CredentialType = {
  name: 'salesforceOAuth2Api',
  displayName: 'Salesforce OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'salesforce',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'pkce' },
    environment,
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      required: true,
      default:
        '={{ $self["environment"] === "sandbox" ? "https://test.salesforce.com/services/oauth2/authorize?prompt=login" : "https://login.salesforce.com/services/oauth2/authorize?prompt=login" }}',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      required: true,
      default:
        '={{ $self["environment"] === "sandbox" ? "https://test.salesforce.com/services/oauth2/token" : "https://login.salesforce.com/services/oauth2/token" }}',
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'full refresh_token' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
  ],
};

/** `salesforceJwtApi`: the JWT bearer flow of a connected app. */
export const salesforceJwtApiCredential: CredentialType = {
  name: 'salesforceJwtApi',
  displayName: 'Salesforce JWT API',
  documentationUrl: 'salesforce',
  properties: [
    environment,
    {
      displayName: 'Client ID',
      name: 'clientId',
      type: 'string',
      default: '',
      required: true,
      description: 'The consumer key of the Salesforce connected app',
    },
    { displayName: 'Username', name: 'username', type: 'string', default: '', required: true },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { password: true, rows: 4 },
      default: '',
      required: true,
      description: "The connected app's private key in PEM format (-----BEGIN PRIVATE KEY----- …)",
    },
  ],
  test: {
    request: {
      baseURL:
        '={{$credentials?.environment === "sandbox" ? "https://test.salesforce.com" : "https://login.salesforce.com"}}',
      url: '/services/oauth2/userinfo',
      method: 'GET',
    },
  },
};

/** Both Salesforce credential types. */
export const salesforceCredentialTypeList: CredentialType[] = [
  salesforceOAuth2ApiCredential,
  salesforceJwtApiCredential,
];
