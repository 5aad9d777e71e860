/**
 * The Bannerbear credential, with n8n's name and property names so exported credentials import as
 * they are: `bannerbearApi`, a project API key sent as a bearer token. n8n gives it no test; Weft
 * checks it with Bannerbear's `GET /v2/auth`, which answers only for a valid key.
 */
import type { CredentialType } from '@weft/workflow';

/** `bannerbearApi`: the project's API key. */
export const bannerbearApiCredential: CredentialType = {
  name: 'bannerbearApi',
  displayName: 'Bannerbear API',
  documentationUrl: 'bannerbear',
  properties: [
    { displayName: 'Project API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.apiKey ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.bannerbear.com/v2', url: '/auth' } },
};

/** The Bannerbear credential types. */
export const bannerbearCredentialTypeList: CredentialType[] = [bannerbearApiCredential];
