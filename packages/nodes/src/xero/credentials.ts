/**
 * Xero's credential type with n8n's name and property names (`xeroOAuth2Api`), so exported
 * credentials import as they are: OAuth2 (authorization code) against Xero's identity service with
 * offline access and the accounting scopes the node uses. The organisation (tenant) is not part of
 * the credential: each node names it in its Organization parameter.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** The scopes n8n asks Xero for. */
export const XERO_SCOPES = ['offline_access', 'accounting.transactions', 'accounting.settings', 'accounting.contacts'];

/** `xeroOAuth2Api`: OAuth2 with Xero. */
export const xeroOAuth2ApiCredential: CredentialType = {
  name: 'xeroOAuth2Api',
  displayName: 'Xero OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'xero',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://login.xero.com/identity/connect/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://identity.xero.com/connect/token'),
    hidden('Scope', 'scope', XERO_SCOPES.join(' ')),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};
