/**
 * The two ServiceNow credentials, with n8n's names and property names so exported credentials
 * import as they are: `serviceNowBasicApi` (a user and password sent as HTTP Basic, and the
 * instance's subdomain) and `serviceNowOAuth2Api` (OAuth2 authorization code against the instance's
 * own `https://<subdomain>.service-now.com/oauth_auth.do` and `oauth_token.do`, scope `useraccount`).
 */
import type { CredentialType } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string, required = false) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
  ...(required ? { required: true } : {}),
});
const subdomain = {
  displayName: 'Subdomain',
  name: 'subdomain',
  type: 'string' as const,
  default: '',
  hint: 'The name before .service-now.com in the instance URL (dev99890 for https://dev99890.service-now.com)',
  required: true,
};

/** `serviceNowBasicApi`: user, password and subdomain. */
export const serviceNowBasicApiCredential: CredentialType = {
  name: 'serviceNowBasicApi',
  displayName: 'ServiceNow Basic Auth API',
  extends: ['httpBasicAuth'],
  documentationUrl: 'servicenow',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', required: true, default: '' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      required: true,
      typeOptions: { password: true },
      default: '',
    },
    subdomain,
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: {
      ...request.headers,
      Authorization: `Basic ${Buffer.from(`${String(credentials.user ?? '')}:${String(credentials.password ?? '')}`).toString('base64')}`,
    },
  }),
  test: {
    request: { baseURL: '=https://{{$credentials?.subdomain}}.service-now.com', url: '/api/now/table/sys_user_role' },
  },
};

/** `serviceNowOAuth2Api`: OAuth2 against the instance's subdomain. */
export const serviceNowOAuth2ApiCredential: CredentialType = {
  name: 'serviceNowOAuth2Api',
  displayName: 'ServiceNow OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'servicenow',
  properties: [
    subdomain,
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', '=https://{{$self["subdomain"]}}.service-now.com/oauth_auth.do', true),
    hidden(
      'Access Token URL',
      'accessTokenUrl',
      '=https://{{$self["subdomain"]}}.service-now.com/oauth_token.do',
      true,
    ),
    hidden('Scope', 'scope', 'useraccount'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'response_type=code'),
    hidden('Auth URI Query Parameters', 'authQueryParameters', 'grant_type=authorization_code'),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** Both ServiceNow credential types. */
export const serviceNowCredentialTypeList: CredentialType[] = [
  serviceNowBasicApiCredential,
  serviceNowOAuth2ApiCredential,
];
