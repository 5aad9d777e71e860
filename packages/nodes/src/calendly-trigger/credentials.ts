/**
 * The Calendly credentials with n8n's names and property names, so exported credentials import as
 * they are: `calendlyApi` (a personal access token, sent as a bearer token, or a legacy API key,
 * sent as `X-TOKEN`; a token is told from a key by its dots, as it is a JWT) and
 * `calendlyOAuth2Api` (an OAuth2 app's connection; the server connects it).
 */
import type { CredentialType } from '@weft/workflow';

/** Whether a `calendlyApi` secret is a personal access token (a JWT) rather than a legacy API key. */
export function isCalendlyAccessToken(secret: string): boolean {
  return secret.includes('.');
}

/** `calendlyApi`: a personal access token or a legacy API key. */
export const calendlyApiCredential: CredentialType = {
  name: 'calendlyApi',
  displayName: 'Calendly API',
  documentationUrl: 'calendly',
  properties: [
    {
      displayName: 'API Key or Personal Access Token',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ],
  authenticate: (credentials, request) => {
    const secret = String(credentials.apiKey ?? '');
    const header: Record<string, string> = isCalendlyAccessToken(secret)
      ? { Authorization: `Bearer ${secret}` }
      : { 'X-TOKEN': secret };
    return { ...request, headers: { ...request.headers, ...header } };
  },
  test: { request: { baseURL: 'https://calendly.com', url: '/api/v1/users/me' } },
};

/** `calendlyOAuth2Api`: Calendly's OAuth2 endpoints. */
export const calendlyOAuth2ApiCredential: CredentialType = {
  name: 'calendlyOAuth2Api',
  extends: ['oAuth2Api'],
  displayName: 'Calendly OAuth2 API',
  documentationUrl: 'calendly',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://auth.calendly.com/oauth/authorize',
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://auth.calendly.com/oauth/token',
    },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'header' },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Scope', name: 'scope', type: 'hidden', default: '' },
  ],
};

/** Both Calendly credential types. */
export const calendlyCredentialTypeList: CredentialType[] = [calendlyApiCredential, calendlyOAuth2ApiCredential];
