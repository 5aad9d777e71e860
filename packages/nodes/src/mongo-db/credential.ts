import type { CredentialType } from '@weft/workflow';

const tlsOnly = { show: { tls: [true] } };
const valuesOnly = { show: { configurationType: ['values'] } };

/**
 * `mongoDb`: a MongoDB deployment, given as a connection string or as host, port, user and password
 * (n8n's fields), the database to use, and optional TLS with a CA, a client certificate and key.
 */
export const mongoDbCredential: CredentialType = {
  name: 'mongoDb',
  displayName: 'MongoDB',
  documentationUrl: 'mongodb',
  properties: [
    {
      displayName: 'Configuration Type',
      name: 'configurationType',
      type: 'options',
      default: 'values',
      options: [
        {
          name: 'Connection String',
          value: 'connectionString',
          description: 'Connect with a MongoDB connection string',
        },
        { name: 'Values', value: 'values', description: 'Connect with a host, port, user and password' },
      ],
    },
    {
      displayName: 'Connection String',
      name: 'connectionString',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: { show: { configurationType: ['connectionString'] } },
      default: '',
      placeholder:
        'mongodb://<USERNAME>:<PASSWORD>@localhost:27017/?authSource=admin&readPreference=primary&appname=n8n&ssl=false',
      description: 'Used as it is; host, user, password and port are then ignored',
    },
    { displayName: 'Host', name: 'host', type: 'string', displayOptions: valuesOnly, default: 'localhost' },
    {
      displayName: 'Database',
      name: 'database',
      type: 'string',
      default: '',
      description: 'The database to work in (needed with a connection string too)',
    },
    { displayName: 'User', name: 'user', type: 'string', displayOptions: valuesOnly, default: '' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: valuesOnly,
      default: '',
    },
    { displayName: 'Port', name: 'port', type: 'number', displayOptions: valuesOnly, default: 27017 },
    { displayName: 'Use TLS', name: 'tls', type: 'boolean', default: false },
    {
      displayName: 'CA Certificate',
      name: 'ca',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tlsOnly,
      default: '',
    },
    {
      displayName: 'Public Client Certificate',
      name: 'cert',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tlsOnly,
      default: '',
    },
    {
      displayName: 'Private Client Key',
      name: 'key',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tlsOnly,
      default: '',
    },
    {
      displayName: 'Passphrase',
      name: 'passphrase',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tlsOnly,
      default: '',
    },
  ],
};
