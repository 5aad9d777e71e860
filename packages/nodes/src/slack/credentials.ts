/**
 * Slack's credential types with n8n's names and property names, so exported credentials import as
 * they are: `slackApi` (a bot or user token, and the signing secret the trigger checks requests
 * with) and `slackOAuth2Api` (OAuth2 with Slack's v2 endpoints, asking for the user scopes the
 * node's operations need).
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

/** `slackApi`: an access token, and the app's signing secret for the trigger. */
export const slackApiCredential: CredentialType = {
  name: 'slackApi',
  displayName: 'Slack API',
  documentationUrl: 'slack',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      description:
        'The Slack app’s bot token (xoxb-…) or a user token (xoxp-…), from the app’s OAuth & Permissions page',
    },
    {
      displayName: 'Signature Secret',
      name: 'signatureSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        'The app’s Signing Secret (Basic Information page); Slack Trigger then refuses calls that Slack did not sign',
    },
    {
      displayName:
        'Without a signing secret, Slack Trigger cannot tell Slack’s calls from anyone else’s: setting one is strongly advised',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { signatureSecret: [''] } },
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://slack.com', url: '/api/users.profile.get' } },
};

const hidden = (displayName: string, name: string, value: string): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
});

/** The user scopes asked for at sign-in (n8n's list), covering every operation of the node. */
export const SLACK_USER_SCOPES = [
  'channels:read',
  'channels:write',
  'channels:history',
  'chat:write',
  'files:read',
  'files:write',
  'groups:read',
  'groups:history',
  'im:read',
  'im:history',
  'mpim:read',
  'mpim:history',
  'reactions:read',
  'reactions:write',
  'stars:read',
  'stars:write',
  'usergroups:write',
  'usergroups:read',
  'users.profile:read',
  'users.profile:write',
  'users:read',
  'search:read',
];

/** `slackOAuth2Api`: OAuth2 (authorization code) against Slack's v2 endpoints. */
export const slackOAuth2ApiCredential: CredentialType = {
  name: 'slackOAuth2Api',
  displayName: 'Slack OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'slack',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://slack.com/oauth/v2/authorize'),
    hidden('Access Token URL', 'accessTokenUrl', 'https://slack.com/api/oauth.v2.access'),
    hidden('Scope', 'scope', 'chat:write'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', `user_scope=${SLACK_USER_SCOPES.join(' ')}`),
    hidden('Authentication', 'authentication', 'body'),
    {
      displayName:
        'If Slack answers "invalid scopes", give the Slack app the user scopes listed in the Slack credential documentation',
      name: 'notice',
      type: 'notice',
      default: '',
    },
  ],
};
