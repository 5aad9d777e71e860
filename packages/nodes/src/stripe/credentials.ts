/**
 * The Stripe credential with n8n's name and property names (`stripeApi`), so exported credentials
 * import as they are: the secret key, sent as a bearer token, and the signing secret the Stripe
 * Trigger checks incoming events with (optional).
 */
import type { CredentialType } from '@weft/workflow';

/** `stripeApi`: secret key and signature secret. */
export const stripeApiCredential: CredentialType = {
  name: 'stripeApi',
  displayName: 'Stripe API',
  documentationUrl: 'stripe',
  properties: [
    { displayName: 'Secret Key', name: 'secretKey', type: 'string', typeOptions: { password: true }, default: '' },
    {
      displayName: 'Signature Secret',
      name: 'signatureSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
    },
    {
      displayName:
        'We strongly recommend setting up a <a href="https://stripe.com/docs/webhooks" target="_blank">signing secret</a> to ensure the authenticity of requests.',
      name: 'notice',
      type: 'notice',
      default: '',
      displayOptions: { show: { signatureSecret: [''] } },
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.secretKey ?? '')}` },
  }),
  test: { request: { baseURL: 'https://api.stripe.com/v1', url: '/charges', json: true } },
};
