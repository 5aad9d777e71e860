import type { CredentialType } from '@weft/workflow';

/** `mySql`: a MySQL or MariaDB server and the account to sign in with (n8n's fields; SSH tunnels are not supported). */
export const mySqlCredential: CredentialType = {
  name: 'mySql',
  displayName: 'MySQL',
  documentationUrl: 'mysql',
  properties: [
    { displayName: 'Host', name: 'host', type: 'string', default: 'localhost' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'mysql' },
    { displayName: 'User', name: 'user', type: 'string', default: 'mysql' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 3306 },
    {
      displayName: 'Connect Timeout',
      name: 'connectTimeout',
      type: 'number',
      default: 10000,
      description: 'Milliseconds to wait for the connection',
    },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'CA Certificate',
      name: 'caCertificate',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: { show: { ssl: [true] } },
      default: '',
    },
    {
      displayName: 'Client Private Key',
      name: 'clientPrivateKey',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: { show: { ssl: [true] } },
      default: '',
    },
    {
      displayName: 'Client Certificate',
      name: 'clientCertificate',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: { show: { ssl: [true] } },
      default: '',
    },
    {
      displayName: 'SSH Tunnel',
      name: 'sshTunnel',
      type: 'boolean',
      default: false,
      description: 'Not supported by Weft yet: a credential with it set is refused',
    },
  ],
};
