/**
 * The Webflow credentials with n8n's names and property names, so exported credentials import as
 * they are: `webflowApi` (a site API token sent as a bearer token) and `webflowOAuth2Api` (OAuth2
 * against webflow.com; `legacy` off asks for the v2 scopes).
 */
import type { CredentialType } from '@weft/workflow';

/** `webflowApi`: a site API token; checked by listing the sites it reaches. */
export const webflowApiCredential: CredentialType = {
  name: 'webflowApi',
  displayName: 'Webflow API',
  documentationUrl: 'webflow',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.webflow.com', url: '/sites' } },
};

/** `webflowOAuth2Api`: OAuth2 (authorization code) against webflow.com. */
export const webflowOAuth2ApiCredential: CredentialType = {
  name: 'webflowOAuth2Api',
  displayName: 'Webflow OAuth2 API',
  extends: ['oAuth2Api'],
  documentationUrl: 'webflow',
  properties: [
    { displayName: 'Grant Type', name: 'grantType', type: 'hidden', default: 'authorizationCode' },
    {
      displayName: 'Legacy',
      name: 'legacy',
      type: 'boolean',
      default: true,
      description: 'Whether to sign in for the legacy (v1) API, which asks for no scopes',
    },
    {
      displayName: 'Authorization URL',
      name: 'authUrl',
      type: 'hidden',
      default: 'https://webflow.com/oauth/authorize',
      required: true,
    },
    {
      displayName: 'Access Token URL',
      name: 'accessTokenUrl',
      type: 'hidden',
      default: 'https://api.webflow.com/oauth/access_token',
      required: true,
    },
    {
      displayName: 'Scope',
      name: 'scope',
      type: 'hidden',
      default: '={{$self["legacy"] ? "" : "cms:read cms:write sites:read forms:read"}}',
    },
    { displayName: 'Auth URI Query Parameters', name: 'authQueryParameters', type: 'hidden', default: '' },
    { displayName: 'Authentication', name: 'authentication', type: 'hidden', default: 'body' },
  ],
};

/** Both, for the registry. */
export const webflowCredentialTypeList: CredentialType[] = [webflowApiCredential, webflowOAuth2ApiCredential];
