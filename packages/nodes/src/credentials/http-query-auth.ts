import type { CredentialType } from '@weft/workflow';

/** `httpQueryAuth`: one query parameter (name and value) added to every request. */
export const httpQueryAuth: CredentialType = {
  name: 'httpQueryAuth',
  displayName: 'Query Auth',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'Name', name: 'name', type: 'string', default: '' },
    { displayName: 'Value', name: 'value', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => {
    const name = String(credentials.name ?? '');
    if (!name) return request;
    return { ...request, qs: { ...request.qs, [name]: credentials.value ?? '' } };
  },
};
