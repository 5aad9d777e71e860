import type { CredentialType } from '@weft/workflow';
import { hostKeyFingerprintProperty } from '../ssh/credential.js';

/** `ftp`: an FTP server and its login (n8n's fields). */
export const ftpCredential: CredentialType = {
  name: 'ftp',
  displayName: 'FTP',
  documentationUrl: 'ftp',
  properties: [
    { displayName: 'Host', name: 'host', required: true, type: 'string', default: '', placeholder: 'localhost' },
    { displayName: 'Port', name: 'port', required: true, type: 'number', default: 21 },
    { displayName: 'Username', name: 'username', type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
  ],
};

/**
 * `sftp`: an SSH server's file transfer, by password or private key (n8n's fields), with Weft's
 * optional host key fingerprint (see `ssh/connection.ts`).
 */
export const sftpCredential: CredentialType = {
  name: 'sftp',
  displayName: 'SFTP',
  documentationUrl: 'ftp',
  properties: [
    { displayName: 'Host', name: 'host', required: true, type: 'string', default: '' },
    { displayName: 'Port', name: 'port', required: true, type: 'number', default: 22 },
    { displayName: 'Username', name: 'username', required: true, type: 'string', default: '' },
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description:
        'A private key (OpenSSH or PEM format) for key-based login; the password is then also offered when set',
    },
    {
      displayName: 'Passphrase',
      name: 'passphrase',
      typeOptions: { password: true },
      type: 'string',
      default: '',
      description: 'The passphrase of an encrypted private key',
    },
    hostKeyFingerprintProperty,
  ],
};
