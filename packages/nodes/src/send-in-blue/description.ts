/** Brevo 1's description (n8n's `n8n-nodes-base.sendInBlue`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { sendInBlueProperties } from './properties.js';

/** Brevo 1: contacts, contact attributes, transactional e-mail and senders. */
export const sendInBlueDescription: NodeTypeDescription = {
  name: 'weft.sendInBlue',
  displayName: 'Brevo',
  description: 'Manage Brevo contacts, attributes and senders, and send e-mail',
  group: ['transform'],
  version: 1,
  icon: 'file:brevo.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Brevo' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'sendInBlueApi', required: true }],
  // Read by the editor's look-ups (attribute names, templates), which n8n declares as requests.
  requestDefaults: { baseURL: 'https://api.brevo.com' },
  properties: sendInBlueProperties,
  codex: { categories: ['Marketing', 'Communication'], alias: ['sendinblue'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.brevo/',
};
