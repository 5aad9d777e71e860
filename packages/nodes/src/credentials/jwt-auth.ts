import type { CredentialType } from '@weft/workflow';

/** The algorithms a `jwtAuth` credential may sign with. */
export const JWT_ALGORITHMS = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'ES512',
  'PS256',
  'PS384',
  'PS512',
  'none',
] as const;

/** `jwtAuth`: a passphrase or PEM key pair and an algorithm to sign (and check) JSON Web Tokens. */
export const jwtAuth: CredentialType = {
  name: 'jwtAuth',
  displayName: 'JWT Auth',
  documentationUrl: 'jwt',
  properties: [
    {
      displayName: 'Key Type',
      name: 'keyType',
      type: 'options',
      description: 'Choose either the secret passphrase or PEM encoded public keys',
      options: [
        { name: 'Passphrase', value: 'passphrase' },
        { name: 'PEM Key', value: 'pemKey' },
      ],
      default: 'passphrase',
    },
    {
      displayName: 'Secret',
      name: 'secret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { keyType: ['passphrase'] } },
    },
    {
      displayName: 'Private Key',
      name: 'privateKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { keyType: ['pemKey'] } },
    },
    {
      displayName: 'Public Key',
      name: 'publicKey',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      displayOptions: { show: { keyType: ['pemKey'] } },
    },
    {
      displayName: 'Algorithm',
      name: 'algorithm',
      type: 'options',
      default: 'HS256',
      options: JWT_ALGORITHMS.map((a) => ({ name: a, value: a })),
    },
  ],
};
