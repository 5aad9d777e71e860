/** `googleAnalyticsOAuth2`: Google OAuth2 asking for the Analytics scopes (n8n's name and fields). */
import type { CredentialType } from '@weft/workflow';

/** Google Analytics OAuth2 API. */
export const googleAnalyticsOAuth2: CredentialType = {
  name: 'googleAnalyticsOAuth2',
  displayName: 'Google Analytics OAuth2 API',
  extends: ['googleOAuth2Api'],
  documentationUrl: 'google/oauth-single-service',
  properties: [
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default: 'https://www.googleapis.com/auth/analytics https://www.googleapis.com/auth/analytics.readonly',
    },
  ],
};
