/** Gmail Trigger (n8n's `n8n-nodes-base.gmailTrigger`), typeVersions 1–1.3. */
import type { NodeType } from '@weft/workflow';
import { getLabels } from '../gmail/load-options.js';
import { gmailTriggerDescription } from './description.js';
import { pollGmail } from './poll.js';

/** Gmail Trigger, one registration for 1–1.3. */
export const gmailTriggerNode: NodeType[] = [
  { description: gmailTriggerDescription, poll: pollGmail, methods: { loadOptions: { getLabels } } },
];
