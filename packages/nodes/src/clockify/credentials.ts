/**
 * The Clockify credential, with n8n's name and property name so exported credentials import as
 * they are: `clockifyApi`, an API key sent as the `X-Api-Key` header, checked by listing the
 * workspaces it can see.
 */
import type { CredentialType } from '@weft/workflow';

/** `clockifyApi`: an API key. */
export const clockifyApiCredential: CredentialType = {
  name: 'clockifyApi',
  displayName: 'Clockify API',
  documentationUrl: 'clockify',
  properties: [
    {
      displayName: 'API Key',
      name: 'apiKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'X-Api-Key': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: 'https://api.clockify.me/api/v1', url: '/workspaces' } },
};

/** The Clockify credential types. */
export const clockifyCredentialTypeList: CredentialType[] = [clockifyApiCredential];
