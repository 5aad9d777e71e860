/**
 * NocoDB's two credentials with n8n's names and property names (`nocoDb`, `nocoDbApiToken`), so
 * exported credentials import as they are: a user token sent as `xc-auth`, or an API token sent as
 * `xc-token`, each with the host of the NocoDB instance.
 */
import type { CredentialType } from '@weft/workflow';

/** `nocoDb`: a NocoDB user token (the `xc-auth` header) and the instance's host. */
export const nocoDbCredential: CredentialType = {
  name: 'nocoDb',
  displayName: 'NocoDB',
  documentationUrl: 'nocodb',
  properties: [
    { displayName: 'User Token', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: '', placeholder: 'http(s)://localhost:8080' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'xc-auth': String(credentials.apiToken ?? '') },
  }),
};

/** `nocoDbApiToken`: a NocoDB API token (the `xc-token` header) and the instance's host. */
export const nocoDbApiTokenCredential: CredentialType = {
  name: 'nocoDbApiToken',
  displayName: 'NocoDB API Token',
  documentationUrl: 'nocodb',
  properties: [
    { displayName: 'API Token', name: 'apiToken', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: '', placeholder: 'http(s)://localhost:8080' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'xc-token': String(credentials.apiToken ?? '') },
  }),
  test: { request: { baseURL: '={{ $credentials.host }}', url: '/api/v1/auth/user/me' } },
};

/** Both NocoDB credentials. */
export const nocoDbCredentialTypeList: readonly CredentialType[] = [nocoDbCredential, nocoDbApiTokenCredential];
