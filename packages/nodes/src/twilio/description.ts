/** Twilio's description (n8n's `n8n-nodes-base.twilio`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { twilioProperties } from './properties.js';

/**
 * Twilio 1, the one version n8n declares. (n8n also runs a saved Twilio node that names
 * typeVersion 2 with this description, since its loader hands a node that is not versioned out
 * for any version; Weft keeps to the declared versions and refuses 2.)
 */
export const twilioDescription: NodeTypeDescription = {
  name: 'weft.twilio',
  displayName: 'Twilio',
  description: 'Send SMS, MMS and WhatsApp messages or make phone calls with Twilio',
  group: ['transform'],
  version: 1,
  icon: 'file:twilio.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Twilio' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'twilioApi', required: true }],
  properties: twilioProperties,
  codex: { categories: ['Communication', 'Development'], alias: ['SMS', 'Phone', 'Voice'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.twilio/',
};
