/**
 * The Gumroad credential with n8n's name and property name, so exported credentials import as they
 * are: `gumroadApi`, an application's access token. Gumroad reads it as the `access_token`
 * parameter; the credential test asks for the token's user (`GET /v2/user`).
 */
import type { CredentialType } from '@weft/workflow';

/** `gumroadApi`: a Gumroad access token. */
export const gumroadApiCredential: CredentialType = {
  name: 'gumroadApi',
  displayName: 'Gumroad API',
  documentationUrl: 'gumroad',
  properties: [
    { displayName: 'Access Token', name: 'accessToken', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, access_token: String(credentials.accessToken ?? '') },
  }),
  test: { request: { baseURL: 'https://api.gumroad.com/v2', url: '/user' } },
};
