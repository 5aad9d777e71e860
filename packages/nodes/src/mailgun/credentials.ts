/**
 * The Mailgun credential, with n8n's name and property names so exported credentials import as
 * they are: `mailgunApi`, the API host (US or EU region), the sending domain and an API key sent
 * as HTTP Basic (`api:<key>`), checked by listing the account's domains.
 */
import type { CredentialType } from '@weft/workflow';

/** `Basic <base64(api:key)>`. */
export const mailgunAuthorization = (credentials: Record<string, unknown>) =>
  `Basic ${Buffer.from(`api:${String(credentials.apiKey ?? '')}`).toString('base64')}`;

/** `mailgunApi`: API host, email domain and API key. */
export const mailgunApiCredential: CredentialType = {
  name: 'mailgunApi',
  displayName: 'Mailgun API',
  documentationUrl: 'mailgun',
  properties: [
    {
      displayName: 'API Domain',
      name: 'apiDomain',
      type: 'options',
      options: [
        { name: 'api.eu.mailgun.net', value: 'api.eu.mailgun.net' },
        { name: 'api.mailgun.net', value: 'api.mailgun.net' },
      ],
      default: 'api.mailgun.net',
      description: 'The Mailgun host of the region the domain is in',
    },
    { displayName: 'Email Domain', name: 'emailDomain', type: 'string', default: '' },
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: mailgunAuthorization(credentials) },
  }),
  test: { request: { baseURL: '=https://{{$credentials.apiDomain}}/v3', url: '/domains' } },
};

/** The Mailgun credential types. */
export const mailgunCredentialTypeList: CredentialType[] = [mailgunApiCredential];
