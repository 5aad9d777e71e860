import type { CredentialType } from '@weft/workflow';

const tls = (extra: Record<string, boolean[]> = {}) => ({ show: { ssl: [true], ...extra } });

/** `mqtt`: an MQTT broker (mqtt, mqtts or WebSocket), its login, session and TLS settings (n8n's fields). */
export const mqttCredential: CredentialType = {
  name: 'mqtt',
  displayName: 'MQTT',
  documentationUrl: 'mqtt',
  properties: [
    {
      displayName: 'Protocol',
      name: 'protocol',
      type: 'options',
      options: [
        { name: 'Mqtt', value: 'mqtt' },
        { name: 'Mqtts', value: 'mqtts' },
        { name: 'Ws', value: 'ws' },
      ],
      default: 'mqtt',
    },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 1883 },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'Clean Session',
      name: 'clean',
      type: 'boolean',
      default: true,
      description:
        'Whether the broker forgets the session on disconnect; off (with a fixed client ID), QoS 1 and 2 messages sent while away are delivered on return',
    },
    {
      displayName: 'Client ID',
      name: 'clientId',
      type: 'string',
      default: '',
      description: 'The client’s ID; empty, one is made up',
    },
    { displayName: 'SSL', name: 'ssl', type: 'boolean', default: false },
    {
      displayName: 'Passwordless',
      name: 'passwordless',
      type: 'boolean',
      displayOptions: tls(),
      default: true,
      description: 'Whether to log in with a client certificate',
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
      displayName: 'Reject Unauthorized Certificate',
      name: 'rejectUnauthorized',
      type: 'boolean',
      displayOptions: tls({ passwordless: [true] }),
      default: false,
      description: 'Whether to refuse a broker whose certificate does not check out',
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
  ],
};
