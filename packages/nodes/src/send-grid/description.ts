/** SendGrid 1's description (n8n's `n8n-nodes-base.sendGrid`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { sendGridProperties } from './properties.js';

/** SendGrid 1: manage marketing contacts and lists, send mail. */
export const sendGridDescription: NodeTypeDescription = {
  name: 'weft.sendGrid',
  displayName: 'SendGrid',
  description: 'Manage SendGrid marketing contacts and lists, and send mail',
  group: ['transform'],
  version: 1,
  icon: 'file:sendGrid.svg',
  subtitle: '={{$parameter["operation"] + ":" + $parameter["resource"]}}',
  defaults: { name: 'SendGrid' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'sendGridApi', required: true }],
  properties: sendGridProperties,
  codex: { categories: ['Marketing', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.sendgrid/',
};
