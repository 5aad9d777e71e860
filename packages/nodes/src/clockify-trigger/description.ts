/** Clockify Trigger 1's description (n8n's `n8n-nodes-base.clockifyTrigger`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { pollingDescription } from '../shared/polling.js';
import { clockifyTriggerProperties } from './properties.js';

/** Clockify Trigger 1, typeVersion 1 (`pollTimes` added first by {@link pollingDescription}). */
export const clockifyTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.clockifyTrigger',
  displayName: 'Clockify Trigger',
  description: 'Starts a workflow when time entries are added in Clockify, checked at the poll times',
  group: ['trigger'],
  version: 1,
  icon: 'file:clockify.svg',
  defaults: { name: 'Clockify Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'clockifyApi', required: true }],
  properties: clockifyTriggerProperties,
  codex: { categories: ['Utility', 'Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.clockifytrigger/',
});
