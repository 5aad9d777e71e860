/** Gmail (n8n's `n8n-nodes-base.gmail`): version 1, and versions 2–2.2. */
import type { NodeType } from '@weft/workflow';
import { getGmailAliases, getLabels, getThreadMessages } from './load-options.js';
import { gmailV1Description } from './v1/description.js';
import { executeGmailV1 } from './v1/execute.js';
import { gmailV2Description } from './v2/description.js';
import { executeGmailV2 } from './v2/execute.js';

/** Gmail, one registration per n8n version group. */
export const gmailNode: NodeType[] = [
  { description: gmailV1Description, execute: executeGmailV1, methods: { loadOptions: { getLabels } } },
  {
    description: gmailV2Description,
    execute: executeGmailV2,
    methods: { loadOptions: { getLabels, getThreadMessages, getGmailAliases } },
  },
];
