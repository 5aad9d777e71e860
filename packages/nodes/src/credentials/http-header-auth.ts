import type { CredentialType } from '@weft/workflow';

/** `httpHeaderAuth`: one header (name and value) added to every request. */
export const httpHeaderAuth: CredentialType = {
  name: 'httpHeaderAuth',
  displayName: 'Header Auth',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'Name', name: 'name', type: 'string', default: '' },
    { displayName: 'Value', name: 'value', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => {
    const name = String(credentials.name ?? '');
    if (!name) return request;
    return { ...request, headers: { ...request.headers, [name]: String(credentials.value ?? '') } };
  },
};
