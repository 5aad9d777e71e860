import type { CredentialType } from '@weft/workflow';

const tls = (extra: Record<string, boolean[]> = {}) => ({ show: { ssl: [true], ...extra } });

/** `rabbitmq`: an AMQP 0-9-1 broker, its vhost, and TLS with optional client certificates (n8n's fields). */
export const rabbitmqCredential: CredentialType = {
  name: 'rabbitmq',
  displayName: 'RabbitMQ',
  documentationUrl: 'rabbitmq',
  properties: [
    { displayName: 'Hostname', name: 'hostname', type: 'string', default: '', placeholder: 'localhost' },
    { displayName: 'Port', name: 'port', type: 'number', default: 5672 },
    { displayName: 'User', name: 'username', type: 'string', default: '', placeholder: 'guest' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      placeholder: 'guest',
    },
    { displayName: 'Vhost', name: 'vhost', type: 'string', default: '/' },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'Passwordless',
      name: 'passwordless',
      type: 'boolean',
      displayOptions: tls(),
      default: true,
      description: 'Whether to log in with the client certificate (SASL EXTERNAL) rather than user and password',
    },
    {
      displayName: 'CA Certificates',
      name: 'ca',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tls(),
      default: '',
      description: 'The certificates (PEM) the broker’s certificate must chain to',
    },
    {
      displayName: 'Client Certificate',
      name: 'cert',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tls({ passwordless: [true] }),
      default: '',
      description: 'The client certificate (PEM)',
    },
    {
      displayName: 'Client Key',
      name: 'key',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tls({ passwordless: [true] }),
      default: '',
      description: 'The client certificate’s private key (PEM)',
    },
    {
      displayName: 'Passphrase',
      name: 'passphrase',
      type: 'string',
      typeOptions: { password: true },
      displayOptions: tls({ passwordless: [true] }),
      default: '',
      description: 'The passphrase of the client key',
    },
  ],
};
