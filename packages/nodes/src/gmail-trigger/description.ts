import type { NodeTypeDescription } from '@weft/workflow';
import { gmailCredentials } from '../gmail/credentials.js';
import { pollingDescription } from '../shared/polling.js';
import { gmailTriggerProperties } from './properties.js';

/** Gmail Trigger typeVersions (n8n 1.123). */
export const GMAIL_TRIGGER_VERSIONS = [1, 1.1, 1.2, 1.3];

/** Gmail Trigger's description (`pollTimes` added first by {@link pollingDescription}). */
export const gmailTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.gmailTrigger',
  displayName: 'Gmail Trigger',
  description: 'Starts a workflow when new e-mail arrives in Gmail, checked at the poll times',
  subtitle: '={{"Gmail Trigger"}}',
  group: ['trigger'],
  version: GMAIL_TRIGGER_VERSIONS,
  icon: 'file:gmail.svg',
  defaults: { name: 'Gmail Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: gmailCredentials,
  properties: gmailTriggerProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.gmailtrigger/',
});
