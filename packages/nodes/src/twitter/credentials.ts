/**
 * X's credential types with n8n's names and property names, so exported credentials import as they
 * are: `twitterOAuth1Api` (OAuth 1.0a user context, for X 1 and API v1.1) and `twitterOAuth2Api`
 * (OAuth 2.0 with PKCE, for X 2 and API v2). The server runs the sign-in flows of both (they extend
 * Weft's generic `oAuth1Api` and `oAuth2Api`); the node signs each call with the stored token.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

const tierNotice: NodeProperty = {
  displayName:
    "Some operations (search among them) need a paid X API access level (Basic or Pro); see X's API documentation",
  name: 'apiPermissions',
  type: 'notice',
  default: '',
};

/** The scopes X 2 asks for. */
export const TWITTER_OAUTH2_SCOPES = [
  'tweet.read',
  'users.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
  'like.read',
  'like.write',
  'dm.write',
  'dm.read',
  'list.read',
  'list.write',
];

/** `twitterOAuth1Api`: OAuth 1.0a against api.twitter.com, HMAC-SHA1. */
export const twitterOAuth1ApiCredential: CredentialType = {
  name: 'twitterOAuth1Api',
  displayName: 'X OAuth API',
  extends: ['oAuth1Api'],
  documentationUrl: 'twitter',
  properties: [
    hidden('Request Token URL', 'requestTokenUrl', 'https://api.twitter.com/oauth/request_token'),
    hidden('Authorization URL', 'authUrl', 'https://api.twitter.com/oauth/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.twitter.com/oauth/access_token'),
    hidden('Signature Method', 'signatureMethod', 'HMAC-SHA1'),
    tierNotice,
  ],
};

/** `twitterOAuth2Api`: OAuth 2.0 authorization code with PKCE, the token sent in the header. */
export const twitterOAuth2ApiCredential: CredentialType = {
  name: 'twitterOAuth2Api',
  displayName: 'X OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'twitter',
  properties: [
    tierNotice,
    hidden('Grant Type', 'grantType', 'pkce'),
    hidden('Authorization URL', 'authUrl', 'https://twitter.com/i/oauth2/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.twitter.com/2/oauth2/token'),
    hidden('Scope', 'scope', TWITTER_OAUTH2_SCOPES.join(' ')),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** Both X credential types. */
export const twitterCredentialTypeList: CredentialType[] = [twitterOAuth1ApiCredential, twitterOAuth2ApiCredential];
