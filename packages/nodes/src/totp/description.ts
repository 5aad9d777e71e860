import type { NodeTypeDescription } from '@weft/workflow';

const ALGORITHMS = ['SHA1', 'SHA224', 'SHA256', 'SHA3-224', 'SHA3-256', 'SHA3-384', 'SHA3-512', 'SHA384', 'SHA512'];

/** Description of TOTP 1 (n8n's `totp`): parameters as in n8n 1.123. */
export const totpDescription: NodeTypeDescription = {
  name: 'weft.totp',
  displayName: 'TOTP',
  description: 'Generate a time-based one-time password',
  icon: 'fa:fingerprint',
  group: ['transform'],
  version: 1,
  subtitle: '={{ $parameter["operation"] }}',
  defaults: { name: 'TOTP' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'totpApi', required: true }],
  codex: {
    categories: ['Core Nodes'],
    alias: ['2FA', 'MFA', 'authentication', 'Security', 'OTP', 'password', 'multi', 'factor'],
  },
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [{ name: 'Generate Secret', value: 'generateSecret', action: 'Generate secret' }],
      default: 'generateSecret',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      displayOptions: { show: { operation: ['generateSecret'] } },
      default: {},
      placeholder: 'Add option',
      options: [
        {
          displayName: 'Algorithm',
          name: 'algorithm',
          type: 'options',
          default: 'SHA1',
          description: 'HMAC hash the code is made with (SHA1 unless the account says otherwise)',
          options: ALGORITHMS.map((a) => ({ name: a, value: a })),
        },
        {
          displayName: 'Digits',
          name: 'digits',
          type: 'number',
          default: 6,
          description: 'Length of the code (usually 6)',
        },
        {
          displayName: 'Period',
          name: 'period',
          type: 'number',
          default: 30,
          description: 'Seconds each code stays valid (usually 30)',
        },
      ],
    },
  ],
};
