import type { NodeTypeDescription } from '@weft/workflow';
import { outlookV1Properties } from './properties.js';

/** Microsoft Outlook 1's description (n8n's MicrosoftOutlookV1). */
export const outlookV1Description: NodeTypeDescription = {
  name: 'weft.microsoftOutlook',
  displayName: 'Microsoft Outlook',
  description: 'Send, read and organise mail in Microsoft Outlook',
  group: ['transform'],
  version: 1,
  defaultVersion: 2,
  icon: 'file:outlook.svg',
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  defaults: { name: 'Microsoft Outlook' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
  properties: outlookV1Properties,
  codex: { categories: ['Communication'], alias: ['email'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.microsoftoutlook/',
};
