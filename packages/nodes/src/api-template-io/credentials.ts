/**
 * The APITemplate.io credential, with n8n's name and property names so exported credentials import
 * as they are: `apiTemplateIoApi`, an API key sent in the `X-API-KEY` header, checked by listing
 * the account's templates.
 */
import type { CredentialType } from '@weft/workflow';

/** `apiTemplateIoApi`: the account's API key. */
export const apiTemplateIoApiCredential: CredentialType = {
  name: 'apiTemplateIoApi',
  displayName: 'APITemplate.io API',
  documentationUrl: 'apitemplateio',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, 'X-API-KEY': String(credentials.apiKey ?? '') },
  }),
  test: { request: { baseURL: 'https://api.apitemplate.io/v1', url: '/list-templates' } },
};

/** The APITemplate.io credential types. */
export const apiTemplateIoCredentialTypeList: CredentialType[] = [apiTemplateIoApiCredential];
