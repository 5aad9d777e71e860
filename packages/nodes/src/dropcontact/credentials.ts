/**
 * The Dropcontact credential, with n8n's name and property so exported credentials import as they
 * are: `dropcontactApi`, an API key sent as the `X-Access-Token` header (with n8n's `user-agent`),
 * checked by posting an empty contact to the batch endpoint.
 */
import type { CredentialType } from '@weft/workflow';

/** The headers a Dropcontact request is signed with. */
export const dropcontactHeaders = (credentials: Record<string, unknown>): Record<string, string> => ({
  'user-agent': 'n8n',
  'X-Access-Token': String(credentials.apiKey ?? ''),
});

/** `dropcontactApi`: the account's API key. */
export const dropcontactApiCredential: CredentialType = {
  name: 'dropcontactApi',
  displayName: 'Dropcontact API',
  documentationUrl: 'dropcontact',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, ...dropcontactHeaders(credentials) },
  }),
  test: {
    request: { baseURL: 'https://api.dropcontact.io', url: '/batch', method: 'POST', body: { data: [{ email: '' }] } },
  },
};

/** The Dropcontact credential types. */
export const dropcontactCredentialTypeList: CredentialType[] = [dropcontactApiCredential];
