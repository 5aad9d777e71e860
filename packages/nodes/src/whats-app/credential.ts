/**
 * `whatsAppApi` (n8n's name and property names): a WhatsApp Cloud API access token (a system user's
 * permanent token, or a temporary one from the app's WhatsApp → API Setup page) and the WhatsApp
 * Business Account ID whose phone numbers and templates the node lists.
 */
import type { CredentialType } from '@weft/workflow';

/** `whatsAppApi`: Bearer access token and business account ID. */
export const whatsAppApiCredential: CredentialType = {
  name: 'whatsAppApi',
  displayName: 'WhatsApp API',
  documentationUrl: 'whatsapp',
  properties: [
    {
      displayName: 'Access Token',
      name: 'accessToken',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      description: 'A token with the whatsapp_business_messaging and whatsapp_business_management permissions',
    },
    {
      displayName: 'Business Account ID',
      name: 'businessAccountId',
      type: 'string',
      default: '',
      required: true,
      description: 'The WhatsApp Business Account ID shown on the app’s WhatsApp → API Setup page',
    },
  ],
  authenticate: (credentials, request) => ({
    ...request,
    headers: { ...request.headers, Authorization: `Bearer ${String(credentials.accessToken ?? '')}` },
  }),
  test: { request: { baseURL: 'https://graph.facebook.com/v13.0', url: '/' } },
};
