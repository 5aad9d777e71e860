/** Mailgun 1's description (n8n's `n8n-nodes-base.mailgun`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { mailgunProperties } from './properties.js';

/** Mailgun 1: sends an email per item. */
export const mailgunDescription: NodeTypeDescription = {
  name: 'weft.mailgun',
  displayName: 'Mailgun',
  description: 'Send email through Mailgun',
  group: ['output'],
  version: 1,
  icon: 'file:mailgun.svg',
  defaults: { name: 'Mailgun' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'mailgunApi', required: true }],
  properties: mailgunProperties,
  codex: { categories: ['Communication', 'Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mailgun/',
};
