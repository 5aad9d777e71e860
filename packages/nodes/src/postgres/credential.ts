import type { CredentialType } from '@weft/workflow';

/** `postgres`: a PostgreSQL server and the account to sign in with (n8n's fields; SSH tunnels are not supported). */
export const postgresCredential: CredentialType = {
  name: 'postgres',
  displayName: 'Postgres',
  documentationUrl: 'postgres',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'postgres' },
    { displayName: 'User', name: 'user', type: 'string', default: 'postgres' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'Maximum Number of Connections',
      name: 'maxConnections',
      type: 'number',
      default: 100,
      description: 'How many connections a node may open at once',
    },
    {
      displayName: 'Ignore SSL Issues (Insecure)',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      default: false,
      description: 'Connect over SSL even when the server certificate cannot be verified',
    },
    {
      displayName: 'SSL',
      name: 'ssl',
      type: 'options',
      displayOptions: { show: { allowUnauthorizedCerts: [false] } },
      options: [
        { name: 'Allow', value: 'allow' },
        { name: 'Disable', value: 'disable' },
        { name: 'Require', value: 'require' },
      ],
      default: 'disable',
    },
    { displayName: 'Port', name: 'port', type: 'number', default: 5432 },
    {
      displayName: 'SSH Tunnel',
      name: 'sshTunnel',
      type: 'boolean',
      default: false,
      description: 'Not supported by Weft yet: a credential with it set is refused',
    },
  ],
};
