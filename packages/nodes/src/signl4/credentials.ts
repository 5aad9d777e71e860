/**
 * The SIGNL4 credential, with n8n's name and property names so exported credentials import as
 * they are: `signl4Api`, the team secret that ends the team's inbound webhook URL
 * (`https://connect.signl4.com/webhook/<team secret>`). The secret travels in the URL, so the
 * credential signs no headers; as in n8n it has no test request, since the webhook's only
 * operation raises or resolves an alert.
 */
import type { CredentialType } from '@weft/workflow';

/** `signl4Api`: the team secret. */
export const signl4ApiCredential: CredentialType = {
  name: 'signl4Api',
  displayName: 'SIGNL4 Webhook',
  documentationUrl: 'signl4',
  properties: [
    {
      displayName: 'Team Secret',
      name: 'teamSecret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      description: 'The last part of the team’s SIGNL4 webhook URL',
    },
  ],
};

/** The SIGNL4 credential types. */
export const signl4CredentialTypeList: CredentialType[] = [signl4ApiCredential];
