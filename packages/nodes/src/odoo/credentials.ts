/**
 * Odoo's credential type with n8n's name and property names (`odooApi`), so exported credentials
 * import as they are: the site URL, a user name, its password or API key, and the database (by
 * default the first label of the site's host name). Every call signs in with them over JSON-RPC.
 */
import type { CredentialType } from '@weft/workflow';

/** `odooApi`: site URL, user, password or API key and database. */
export const odooApiCredential: CredentialType = {
  name: 'odooApi',
  displayName: 'Odoo API',
  documentationUrl: 'odoo',
  properties: [
    {
      displayName: 'Site URL',
      name: 'url',
      type: 'string',
      default: '',
      placeholder: 'https://my-organization.odoo.com',
      required: true,
    },
    {
      displayName: 'Username',
      name: 'username',
      type: 'string',
      default: '',
      placeholder: 'user@email.com',
      required: true,
    },
    {
      displayName: 'Password or API Key',
      name: 'password',
      type: 'string',
      default: '',
      typeOptions: { password: true },
      required: true,
    },
    { displayName: 'Database Name', name: 'db', type: 'string', default: '' },
  ],
  // Signs in (`common.login`); Odoo answers `result: false` for a refused user.
  test: {
    request: {
      baseURL: '={{$credentials.url.replace(/\\/$/, "")}}',
      url: '/jsonrpc',
      method: 'POST',
      body: {
        jsonrpc: '2.0',
        method: 'call',
        id: 1,
        params: {
          service: 'common',
          method: 'login',
          args: [
            '={{$credentials.db || new URL($credentials.url).hostname.split(".")[0]}}',
            '={{$credentials.username}}',
            '={{$credentials.password}}',
          ],
        },
      },
    },
  },
};
