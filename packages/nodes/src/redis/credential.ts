import type { CredentialType } from '@weft/workflow';

/** `redis`: a Redis server, its database number and optional ACL user and password (n8n's fields). */
export const redisCredential: CredentialType = {
  name: 'redis',
  displayName: 'Redis',
  documentationUrl: 'redis',
  properties: [
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'User', name: 'user', type: 'string', default: '', hint: 'Leave blank for password-only auth' },
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Port', name: 'port', type: 'number', default: 6379 },
    { displayName: 'Database Number', name: 'database', type: 'number', default: 0 },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'Disable TLS Verification (insecure)',
      name: 'disableTlsVerification',
      type: 'boolean',
      displayOptions: { show: { ssl: [true] } },
      default: false,
    },
  ],
};
