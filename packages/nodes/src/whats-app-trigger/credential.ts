/**
 * `whatsAppTriggerApi` (n8n's name and property names): the Meta app's ID and secret. The trigger
 * gets an app access token with them to register its webhook, and checks each call's
 * `X-Hub-Signature-256` with the secret.
 */
import type { CredentialType } from '@weft/workflow';

/** `whatsAppTriggerApi`: the Meta app's client ID and secret. */
export const whatsAppTriggerApiCredential: CredentialType = {
  name: 'whatsAppTriggerApi',
  displayName: 'WhatsApp OAuth API',
  documentationUrl: 'whatsapp',
  properties: [
    {
      displayName: 'Client ID',
      name: 'clientId',
      type: 'string',
      default: '',
      required: true,
      description: 'The Meta app’s App ID (App settings → Basic)',
    },
    {
      displayName: 'Client Secret',
      name: 'clientSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      description: 'The Meta app’s App Secret (App settings → Basic); calls not signed with it are refused',
    },
  ],
  test: {
    request: {
      method: 'POST',
      baseURL: 'https://graph.facebook.com/v19.0/oauth/access_token',
      body: {
        client_id: '={{$credentials.clientId}}',
        client_secret: '={{$credentials.clientSecret}}',
        grant_type: 'client_credentials',
      },
    },
  },
};
