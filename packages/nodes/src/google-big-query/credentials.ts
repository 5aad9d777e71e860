/**
 * BigQuery's OAuth2 credential with n8n's name (`googleBigQueryOAuth2Api`): Google OAuth2 (the shared
 * `googleOAuth2Api`) asking for BigQuery, Cloud Platform and Drive (tables backed by Drive files).
 * The service account (`googleApi`) is the shared Google one, registered by the Google family.
 */
import type { CredentialType } from '@weft/workflow';

/** The scopes n8n's BigQuery OAuth2 credential asks for. */
export const BIGQUERY_OAUTH2_SCOPES = [
  'https://www.googleapis.com/auth/bigquery',
  'https://www.googleapis.com/auth/cloud-platform',
  'https://www.googleapis.com/auth/drive',
];

/** The scopes a service account asks for on BigQuery's behalf (n8n asks for BigQuery alone). */
export const BIGQUERY_SERVICE_ACCOUNT_SCOPES = ['https://www.googleapis.com/auth/bigquery'];

/** `googleBigQueryOAuth2Api`: Google OAuth2 with BigQuery's scopes fixed. */
export const googleBigQueryOAuth2Api: CredentialType = {
  name: 'googleBigQueryOAuth2Api',
  displayName: 'Google BigQuery OAuth2 API',
  extends: ['googleOAuth2Api'],
  documentationUrl: 'google/oauth-single-service',
  properties: [{ displayName: 'Scope', name: 'scope', type: 'hidden', default: BIGQUERY_OAUTH2_SCOPES.join(' ') }],
};
