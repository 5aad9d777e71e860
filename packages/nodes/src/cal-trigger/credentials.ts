/**
 * The Cal.com credential with n8n's name and property names, so exported credentials import as they
 * are: `calApi`, an API key (sent as the `apiKey` query parameter) and the API's host. The
 * credential test lists the key's memberships (`GET {host}/v1/memberships`), as n8n's does.
 */
import type { CredentialType } from '@weft/workflow';

/** `calApi`: a Cal.com API key and host. */
export const calApiCredential: CredentialType = {
  name: 'calApi',
  displayName: 'Cal API',
  documentationUrl: 'cal',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: 'https://api.cal.com' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    qs: { ...request.qs, apiKey: String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: '={{$credentials.host}}', url: '=/v1/memberships' } },
};
