/**
 * The Phantombuster credential, with n8n's name and property so exported credentials import as
 * they are: `phantombusterApi`, an API key sent as the `X-Phantombuster-Key` header, checked by
 * listing the account's agents.
 */
import type { CredentialType } from '@weft/workflow';

/** `phantombusterApi`: the account's API key. */
export const phantombusterApiCredential: CredentialType = {
  name: 'phantombusterApi',
  displayName: 'Phantombuster API',
  documentationUrl: 'phantombuster',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'X-Phantombuster-Key': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: 'https://api.phantombuster.com/api/v2', url: '/agents/fetch-all' } },
};

/** The Phantombuster credential types. */
export const phantombusterCredentialTypeList: CredentialType[] = [phantombusterApiCredential];
