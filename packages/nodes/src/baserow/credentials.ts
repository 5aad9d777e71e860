/**
 * The Baserow credential with n8n's name and property names (`baserowApi`), so exported credentials
 * import as they are: the host, and the username and password the node trades for a JWT
 * (`POST /api/user/token-auth/`) before each run.
 */
import type { CredentialType } from '@weft/workflow';

/** `baserowApi`: host, username (the account's email) and password. */
export const baserowApiCredential: CredentialType = {
  name: 'baserowApi',
  displayName: 'Baserow API',
  documentationUrl: 'baserow',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'https://api.baserow.io' },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
  ],
};
