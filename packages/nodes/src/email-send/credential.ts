import type { CredentialType } from '@weft/workflow';

/** `smtp`: an SMTP server and its login (n8n's fields and defaults). */
export const smtpCredential: CredentialType = {
  name: 'smtp',
  displayName: 'SMTP',
  documentationUrl: 'sendemail',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 465 },
    {
      displayName: 'SSL/TLS',
      name: 'secure',
      type: 'boolean',
      default: true,
      description:
        'Whether the connection is TLS from the start (usually port 465); off, the server may still offer STARTTLS',
    },
    {
      displayName: 'Disable STARTTLS',
      name: 'disableStartTls',
      type: 'boolean',
      default: false,
      description: 'Whether to stay unencrypted even when the server offers STARTTLS',
      displayOptions: { show: { secure: [false] } },
    },
    {
      displayName: 'Client Host Name',
      name: 'hostName',
      type: 'string',
      default: '',
      placeholder: '',
      description: 'The name this client gives in its EHLO greeting; empty uses the machine name',
    },
  ],
};
