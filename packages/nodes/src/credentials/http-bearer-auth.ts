import type { CredentialType } from '@weft/workflow';

/** `httpBearerAuth`: a token sent as an `Authorization: Bearer …` header. */
export const httpBearerAuth: CredentialType = {
  name: 'httpBearerAuth',
  displayName: 'Bearer Auth',
  documentationUrl: 'httprequest',
  properties: [
    { displayName: 'Bearer Token', name: 'token', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName:
        'This credential uses the "Authorization" header. To use a custom header, use a "Custom Auth" credential instead',
      name: 'useCustomAuth',
      type: 'notice',
      default: '',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.token ?? '')}` },
  }),
};
