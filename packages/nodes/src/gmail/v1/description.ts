import type { NodeTypeDescription } from '@weft/workflow';
import { gmailCredentials } from '../credentials.js';
import { gmailV1Properties } from './properties.js';

/** Gmail 1's description (n8n's GmailV1: resources draft, label, message, messageLabel). */
export const gmailV1Description: NodeTypeDescription = {
  name: 'weft.gmail',
  displayName: 'Gmail',
  description: 'Send, read and organise e-mail in Gmail',
  group: ['transform'],
  version: 1,
  defaultVersion: 2.2,
  icon: 'file:gmail.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Gmail' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: gmailCredentials,
  properties: gmailV1Properties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.gmail/',
};
