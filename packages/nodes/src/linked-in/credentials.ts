/**
 * LinkedIn's credential types with n8n's names and property names, so exported credentials
 * import as they are: `linkedInOAuth2Api` (a member's sign-in, optionally with organization
 * posting; "Legacy" chooses the older profile scopes) and `linkedInCommunityManagementOAuth2Api`
 * (an app with the Community Management product). Both are OAuth2 authorization-code types that
 * extend Weft's `oAuth2Api`, the client credentials sent in the body.
 */
import type { CredentialType, NodeProperty } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string, required = false): NodeProperty => ({
  displayName,
  name,
  type: 'hidden',
  default: value,
  ...(required ? { required } : {}),
});

const AUTH_URL = 'https://www.linkedin.com/oauth/v2/authorization';
const TOKEN_URL = 'https://www.linkedin.com/oauth/v2/accessToken';

/** `linkedInOAuth2Api`: scopes follow "Organization Support" and "Legacy". */
export const linkedInOAuth2ApiCredential: CredentialType = {
  name: 'linkedInOAuth2Api',
  displayName: 'LinkedIn OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'linkedin',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    {
      displayName: 'Organization Support',
      name: 'organizationSupport',
      type: 'boolean',
      default: true,
      description: 'Whether to ask for the right to post as the organizations the member administers',
    },
    hidden('Authorization URL', 'authUrl', AUTH_URL, true),
    hidden('Access Token URL', 'accessTokenUrl', TOKEN_URL, true),
    hidden(
      'Scope',
      'scope',
      '=w_member_social{{$self["organizationSupport"] === true ? ",w_organization_social": $self["legacy"] === true ? ",r_liteprofile,r_emailaddress" : ",profile,email,openid"}}',
    ),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'body'),
    {
      displayName: 'Legacy',
      name: 'legacy',
      type: 'boolean',
      default: true,
      description:
        "Whether the app uses LinkedIn's older profile API (/v2/me) rather than OpenID Connect (/v2/userinfo)",
    },
  ],
};

/** `linkedInCommunityManagementOAuth2Api`: member and organization posting, basic profile. */
export const linkedInCommunityManagementOAuth2ApiCredential: CredentialType = {
  name: 'linkedInCommunityManagementOAuth2Api',
  displayName: 'LinkedIn Community Management OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'linkedin',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', AUTH_URL, true),
    hidden('Access Token URL', 'accessTokenUrl', TOKEN_URL, true),
    hidden('Scope', 'scope', 'w_member_social w_organization_social r_basicprofile'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'body'),
  ],
};

/** Both LinkedIn credential types. */
export const linkedInCredentialTypeList: CredentialType[] = [
  linkedInOAuth2ApiCredential,
  linkedInCommunityManagementOAuth2ApiCredential,
];
