/** Twilio's description (n8n's `n8n-nodes-base.twilio`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { twilioProperties } from './properties.js';

/**
 * Twilio 1 and 2. n8n declares one version of the node and runs a workflow's Twilio node with it
 * whatever typeVersion the node names (n8n's loader hands a node that is not versioned out for
 * any version), and saved workflows name 2 as well as 1; both mean the same parameters here.
 */
export const twilioDescription: NodeTypeDescription = {
  name: 'weft.twilio',
  displayName: 'Twilio',
  description: 'Send SMS, MMS and WhatsApp messages or make phone calls with Twilio',
  group: ['transform'],
  version: [1, 2],
  defaultVersion: 1,
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
