/**
 * The Mattermost credential with n8n's name and property names (`mattermostApi`), so exported
 * credentials import as they are: a personal access token sent as a bearer token to the server the
 * base URL names (`<baseUrl>/api/v4/…`), optionally ignoring its TLS certificate.
 */
import type { CredentialType } from '@weft/workflow';

/** `mattermostApi`: access token, base URL and "Ignore SSL Issues". */
export const mattermostApiCredential: CredentialType = {
  name: 'mattermostApi',
  displayName: 'Mattermost API',
  documentationUrl: 'mattermost',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Base URL', name: 'baseUrl', type: 'string', default: '' },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: '={{$credentials.baseUrl.replace(/\\/$/, "")}}/api/v4', url: '/users' } },
};
