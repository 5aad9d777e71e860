/**
 * QuickBooks Online's credential type with n8n's name and property names (`quickBooksOAuth2Api`),
 * so exported credentials import as they are: OAuth2 against Intuit with the accounting scope, and
 * the environment (production or sandbox) whose API the node calls. The company (realm) comes from
 * the authorization's callback (`oauthTokenData.callbackQueryString.realmId`).
 */
import type { CredentialType } from '@weft/workflow';

/** `quickBooksOAuth2Api`: OAuth2 (authorization code) with Intuit. */
export const quickBooksOAuth2ApiCredential: CredentialType = {
  name: 'quickBooksOAuth2Api',
  displayName: 'QuickBooks Online OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'quickbooks',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://appcenter.intuit.com/connect/oauth2',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: 'com.intuit.quickbooks.accounting' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
    {
      displayName: 'Environment',
      name: 'environment',
      type: 'options',
      default: 'production',
      options: [
        { name: 'Production', value: 'production' },
        { name: 'Sandbox', value: 'sandbox' },
      ],
    },
  ],
};
