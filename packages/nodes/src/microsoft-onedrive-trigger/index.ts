/** Microsoft OneDrive Trigger (n8n's `n8n-nodes-base.microsoftOneDriveTrigger`), typeVersion 1: polls the drive's delta. */
import type { NodeType } from '@weft/workflow';
import { pollingDescription } from '../shared/polling.js';
import { pollOneDrive } from './poll.js';
import { oneDriveTriggerProperties } from './properties.js';

/** Microsoft OneDrive Trigger 1. */
export const microsoftOneDriveTriggerNode: NodeType[] = [
  {
    description: pollingDescription({
      name: 'weft.microsoftOneDriveTrigger',
      displayName: 'Microsoft OneDrive Trigger',
      description: 'Starts the workflow when a file or folder is created or changed in OneDrive',
      group: ['trigger'],
      version: 1,
      icon: 'file:oneDrive.svg',
      subtitle: '={{($parameter["event"])}}',
      defaults: { name: 'Microsoft OneDrive Trigger' },
      inputs: [],
      outputs: ['main'],
      credentials: [{ name: 'microsoftOneDriveOAuth2Api', required: true }],
      properties: oneDriveTriggerProperties,
      codex: { categories: ['Data & Storage'] },
      documentationUrl:
        'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.microsoftonedrivetrigger/',
    }),
    poll: pollOneDrive,
  },
];
