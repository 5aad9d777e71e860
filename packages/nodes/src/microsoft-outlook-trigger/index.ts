/** Microsoft Outlook Trigger (n8n's `n8n-nodes-base.microsoftOutlookTrigger`), typeVersion 1: polls for received messages. */
import type { NodeType } from '@weft/workflow';
import { pollingDescription } from '../shared/polling.js';
import { outlookLoadOptions } from '../microsoft-outlook/v2/list-search.js';
import { pollOutlook } from './poll.js';
import { outlookTriggerProperties } from './properties.js';

/** Microsoft Outlook Trigger 1. */
export const microsoftOutlookTriggerNode: NodeType[] = [
  {
    description: pollingDescription({
      name: 'weft.microsoftOutlookTrigger',
      displayName: 'Microsoft Outlook Trigger',
      description: 'Starts the workflow when a message arrives in Microsoft Outlook',
      group: ['trigger'],
      version: 1,
      icon: 'file:outlook.svg',
      subtitle: '={{"Microsoft Outlook Trigger"}}',
      defaults: { name: 'Microsoft Outlook Trigger' },
      inputs: [],
      outputs: ['main'],
      credentials: [{ name: 'microsoftOutlookOAuth2Api', required: true }],
      properties: outlookTriggerProperties,
      codex: { categories: ['Communication'], alias: ['email'] },
      documentationUrl:
        'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.microsoftoutlooktrigger/',
    }),
    poll: pollOutlook,
    methods: { loadOptions: outlookLoadOptions },
  },
];
