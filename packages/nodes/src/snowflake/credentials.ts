import type { CredentialType } from '@weft/workflow';

/**
 * `snowflake`: a Snowflake account, the database, warehouse, schema and role a session starts in, and
 * a user signing in with a password or a key pair (an RSA private key, encrypted or not), as n8n's
 * credential holds them. n8n offers no test request for it; a run signs in when the node connects.
 */
export const snowflakeCredential: CredentialType = {
  name: 'snowflake',
  displayName: 'Snowflake',
  documentationUrl: 'snowflake',
  properties: [
    {
      displayName: 'Account',
      name: 'account',
      type: 'string',
      default: '',
      description: 'Your Snowflake account identifier',
    },
    {
      displayName: 'Database',
      name: 'database',
      type: 'string',
      default: '',
      description: 'The database the session uses once connected',
    },
    {
      displayName: 'Warehouse',
      name: 'warehouse',
      type: 'string',
      default: '',
      description: 'The virtual warehouse the session runs its queries in',
    },
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Password', value: 'password' },
        { name: 'Key-Pair', value: 'keyPair' },
      ],
      default: 'password',
      description: 'How to sign in to Snowflake',
    },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { authentication: ['password'] } },
    },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { password: true, rows: 4 },
      default: '',
      required: true,
      displayOptions: { show: { authentication: ['keyPair'] } },
      description: 'The PEM private key of the key pair registered for the user',
    },
    {
      displayName: 'Passphrase',
      name: 'passphrase',
      type: 'string',
      default: '',
      description: 'The passphrase of the private key, when it is encrypted',
      typeOptions: { password: true },
    },
    {
      displayName: 'Schema',
      name: 'schema',
      type: 'string',
      default: '',
      description: 'The schema the session uses once connected',
    },
    {
      displayName: 'Role',
      name: 'role',
      type: 'string',
      default: '',
      description: 'The security role the session uses once connected',
    },
    {
      displayName: 'Client Session Keep Alive',
      name: 'clientSessionKeepAlive',
      type: 'boolean',
      default: false,
      description:
        'Whether to keep the session alive with heartbeats while idle (sessions otherwise end after some hours)',
    },
  ],
};

/** The credential types of the Snowflake node. */
export const snowflakeCredentialTypeList: CredentialType[] = [snowflakeCredential];
