/**
 * Google Cloud Storage's OAuth2 credential with n8n's name (`googleCloudStorageOAuth2Api`): Google
 * OAuth2 (the shared `googleOAuth2Api`) asking for Cloud Platform and Cloud Storage access.
 */
import type { CredentialType } from '@weft/workflow';

/** The scopes n8n's Cloud Storage OAuth2 credential asks for. */
export const CLOUD_STORAGE_SCOPES = [
  'https://www.googleapis.com/auth/cloud-platform',
  'https://www.googleapis.com/auth/cloud-platform.read-only',
  'https://www.googleapis.com/auth/devstorage.full_control',
  'https://www.googleapis.com/auth/devstorage.read_only',
  'https://www.googleapis.com/auth/devstorage.read_write',
];

/** `googleCloudStorageOAuth2Api`: Google OAuth2 with Cloud Storage's scopes fixed; checked by listing buckets. */
export const googleCloudStorageOAuth2Api: CredentialType = {
  name: 'googleCloudStorageOAuth2Api',
  displayName: 'Google Cloud Storage OAuth2 API',
  extends: ['googleOAuth2Api'],
  documentationUrl: 'google/oauth-single-service',
  properties: [{ displayName: 'Scope', name: 'scope', type: 'hidden', default: CLOUD_STORAGE_SCOPES.join(' ') }],
  test: { request: { baseURL: 'https://storage.googleapis.com/storage/v1', url: '/b/' } },
};
