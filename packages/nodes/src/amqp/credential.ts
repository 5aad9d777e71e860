import type { CredentialType } from '@weft/workflow';

/** `amqp`: an AMQP 1.0 peer (broker or service bus), its login and transport (n8n's fields). */
export const amqpCredential: CredentialType = {
  name: 'amqp',
  displayName: 'AMQP',
  documentationUrl: 'amqp',
  properties: [
    { displayName: 'Hostname', name: 'hostname', type: 'string', placeholder: 'e.g. localhost', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 5672 },
    { displayName: 'User', name: 'username', type: 'string', placeholder: 'e.g. guest', default: '' },
    {
      displayName: 'Password',
      name: 'password',
      type: 'string',
      placeholder: 'e.g. guest',
      typeOptions: { password: true },
      default: '',
    },
    {
      displayName: 'Transport Type',
      name: 'transportType',
      type: 'string',
      placeholder: 'e.g. tcp',
      default: '',
      hint: 'tcp or tls; empty for tcp',
    },
  ],
};
