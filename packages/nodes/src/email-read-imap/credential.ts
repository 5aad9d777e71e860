import type { CredentialType } from '@weft/workflow';

/** `imap`: an IMAP server and its login (n8n's fields and defaults). */
export const imapCredential: CredentialType = {
  name: 'imap',
  displayName: 'IMAP',
  documentationUrl: 'imap',
  properties: [
    { displayName: 'User', name: 'user', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    { displayName: 'Host', name: 'host', type: 'string', default: '' },
    { displayName: 'Port', name: 'port', type: 'number', default: 993 },
    {
      displayName: 'SSL/TLS',
      name: 'secure',
      type: 'boolean',
      default: true,
      description: 'Whether the connection is TLS from the start (usually port 993)',
    },
    {
      displayName: 'Allow Self-Signed Certificates',
      name: 'allowUnauthorizedCerts',
      type: 'boolean',
      default: false,
      description: "Whether to connect even when the server's TLS certificate cannot be verified",
    },
  ],
};
