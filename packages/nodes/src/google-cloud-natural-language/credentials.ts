/**
 * Google Cloud Natural Language's credential type with n8n's name (`googleCloudNaturalLanguageOAuth2Api`),
 * so exported credentials import as they are: Google OAuth2 (`googleOAuth2Api`, shared by every
 * Google node) asking for the Cloud Natural Language and Cloud Platform scopes.
 */
import type { CredentialType } from '@weft/workflow';

/** The scopes n8n asks Google for. */
export const NATURAL_LANGUAGE_SCOPES = [
  'https://www.googleapis.com/auth/cloud-language',
  'https://www.googleapis.com/auth/cloud-platform',
];

/** `googleCloudNaturalLanguageOAuth2Api`: Google OAuth2 with the Natural Language scopes. */
export const googleCloudNaturalLanguageOAuth2ApiCredential: CredentialType = {
  name: 'googleCloudNaturalLanguageOAuth2Api',
  displayName: 'Google Cloud Natural Language OAuth2 API',
  extends: ['googleOAuth2Api'],
  documentationUrl: 'google/oauth-single-service',
  properties: [{ displayName: 'Scope', name: 'scope', type: 'hidden', default: NATURAL_LANGUAGE_SCOPES.join(' ') }],
};
