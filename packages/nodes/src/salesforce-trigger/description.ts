import type { NodeTypeDescription } from '@weft/workflow';
import { pollingDescription } from '../shared/polling.js';
import { salesforceTriggerProperties } from './properties.js';

/** Salesforce Trigger's description, typeVersion 1 (`pollTimes` added first by {@link pollingDescription}). */
export const salesforceTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.salesforceTrigger',
  displayName: 'Salesforce Trigger',
  description: 'Starts a workflow when Salesforce records are created or updated, checked at the poll times',
  subtitle: '={{($parameter["triggerOn"])}}',
  group: ['trigger'],
  version: 1,
  icon: 'file:salesforce.svg',
  defaults: { name: 'Salesforce Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'salesforceOAuth2Api', required: true }],
  properties: salesforceTriggerProperties,
  codex: { categories: ['Sales', 'Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.salesforcetrigger/',
});
