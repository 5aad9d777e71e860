/**
 * The two Typeform credentials, with n8n's names and property names so exported credentials import
 * as they are: `typeformApi` (a personal access token, sent as `Authorization: bearer <token>`) and
 * `typeformOAuth2Api` (OAuth2 authorization code against api.typeform.com with the webhook and
 * form read scopes the trigger needs).
 */
import type { CredentialType } from '@weft/workflow';

const hidden = (displayName: string, name: string, value: string, required = false) => ({
  displayName,
  name,
  type: 'hidden' as const,
  default: value,
  ...(required ? { required: true } : {}),
});

/** The scopes the trigger asks for: its webhooks, and the forms to pick from. */
export const TYPEFORM_OAUTH2_SCOPES = ['webhooks:write', 'webhooks:read', 'forms:read'];

/** `typeformApi`: a personal access token. */
export const typeformApiCredential: CredentialType = {
  name: 'typeformApi',
  displayName: 'Typeform API',
  documentationUrl: 'typeform',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.typeform.com', url: '/forms' } },
};

/** `typeformOAuth2Api`: OAuth2 with Typeform's endpoints and the trigger's scopes. */
export const typeformOAuth2ApiCredential: CredentialType = {
  name: 'typeformOAuth2Api',
  displayName: 'Typeform OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'typeform',
  properties: [
    hidden('Grant Type', 'grantType', 'authorizationCode'),
    hidden('Authorization URL', 'authUrl', 'https://api.typeform.com/oauth/authorize', true),
    hidden('Access Token URL', 'accessTokenUrl', 'https://api.typeform.com/oauth/token', true),
    hidden('Scope', 'scope', TYPEFORM_OAUTH2_SCOPES.join(' ')),
    hidden('Auth URI Query Parameters', 'authQueryParameters', ''),
    hidden('Authentication', 'authentication', 'header'),
  ],
};

/** Both Typeform credential types. */
export const typeformCredentialTypeList: CredentialType[] = [typeformApiCredential, typeformOAuth2ApiCredential];
