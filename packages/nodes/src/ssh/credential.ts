import type { CredentialType, NodeProperty } from '@weft/workflow';

const server: NodeProperty[] = [
  { displayName: 'Host', name: 'host', required: true, type: 'string', default: '', placeholder: 'localhost' },
  { displayName: 'Port', name: 'port', required: true, type: 'number', default: 22 },
  { displayName: 'Username', name: 'username', type: 'string', default: '' },
];

/**
 * Weft's addition to n8n's SSH credentials: the server key's SHA256 fingerprint. Empty (and in
 * credentials imported from n8n), any host key is accepted, as in n8n.
 */
export const hostKeyFingerprintProperty: NodeProperty = {
  displayName: 'Host Key Fingerprint',
  name: 'hostKeyFingerprint',
  type: 'string',
  default: '',
  placeholder: 'SHA256:…',
  description:
    'The SHA256 fingerprint of the server’s host key (ssh-keyscan HOST | ssh-keygen -lf -); when set, a server with another key is refused. Leave empty to accept any key.',
};

/** `sshPassword`: an SSH server and a password login (n8n's fields). */
export const sshPasswordCredential: CredentialType = {
  name: 'sshPassword',
  displayName: 'SSH Password',
  documentationUrl: 'ssh',
  properties: [
    ...server,
    { displayName: 'Password', name: 'password', type: 'string', typeOptions: { password: true }, default: '' },
    hostKeyFingerprintProperty,
  ],
};

/** `sshPrivateKey`: an SSH server and a private-key login, with the key's passphrase (n8n's fields). */
export const sshPrivateKeyCredential: CredentialType = {
  name: 'sshPrivateKey',
  displayName: 'SSH Private Key',
  documentationUrl: 'ssh',
  properties: [
    ...server,
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { rows: 4, password: true },
      default: '',
    },
    {
      displayName: 'Passphrase',
      name: 'passphrase',
      type: 'string',
      default: '',
      description: 'The passphrase of the key; leave empty when it has none',
      typeOptions: { password: true },
    },
    hostKeyFingerprintProperty,
  ],
};
