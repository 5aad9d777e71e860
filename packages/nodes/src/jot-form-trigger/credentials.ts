/**
 * `jotFormApi`, with n8n's name and property names so exported credentials import as they are: a
 * JotForm API key (sent in the `APIKEY` header) and the API domain of the account's region
 * (api.jotform.com, eu-api.jotform.com or hipaa-api.jotform.com).
 */
import type { CredentialType } from '@weft/workflow';

/** The API domains JotForm serves its accounts from. */
export const JOTFORM_API_DOMAINS = ['api.jotform.com', 'eu-api.jotform.com', 'hipaa-api.jotform.com'] as const;

/** `jotFormApi`: an API key and the account's API domain. */
export const jotFormApiCredential: CredentialType = {
  name: 'jotFormApi',
  displayName: 'JotForm API',
  documentationUrl: 'jotform',
  properties: [
    { displayName: 'API Key', name: 'apiKey', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'API Domain',
      name: 'apiDomain',
      type: 'options',
      options: JOTFORM_API_DOMAINS.map((domain) => ({ name: domain, value: domain })),
      default: 'api.jotform.com',
      description: 'Accounts based in Europe use eu-api.jotform.com, HIPAA accounts hipaa-api.jotform.com',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, APIKEY: String(credentials.apiKey ?? '') },
  }),
};
