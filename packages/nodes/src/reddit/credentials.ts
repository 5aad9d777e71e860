/**
 * `redditOAuth2Api` (n8n's name, so exported credentials import as they are): OAuth2
 * authorization code against www.reddit.com, asking for a permanent grant (so that the token can
 * be renewed) and the scopes the node uses; the client credentials go in a Basic header, as
 * Reddit requires. It extends Weft's `oAuth2Api`.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** `redditOAuth2Api`. */
export const redditOAuth2ApiCredential: CredentialType = {
  name: 'redditOAuth2Api',
  displayName: 'Reddit OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'reddit',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'duration=permanent'),
    hidden('Authorization URL', 'authUrl', 'https://www.reddit.com/api/v1/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://www.reddit.com/api/v1/access_token'),
    hidden('Scope', 'scope', 'identity edit history mysubreddits read save submit'),
    hidden('Authentication', 'authentication', 'header'),
  ],
};
