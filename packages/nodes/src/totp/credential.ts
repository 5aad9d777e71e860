import type { CredentialType } from '@weft/workflow';

/** `totpApi`: the base32 secret and `issuer:username` label of a TOTP account (n8n's fields). */
export const totpApiCredential: CredentialType = {
  name: 'totpApi',
  displayName: 'TOTP API',
  documentationUrl: 'totp',
  properties: [
    {
      displayName: 'Secret',
      name: 'secret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      placeholder: 'e.g. BVDRSBXQB2ZEL5HE',
      required: true,
      description: 'The base32 secret shared when the account was set up (the one its QR code holds)',
    },
    {
      displayName: 'Label',
      name: 'label',
      type: 'string',
      default: '',
      required: true,
      placeholder: 'e.g. GitHub:john-doe',
      description: 'The account, written issuer:username',
    },
  ],
};
