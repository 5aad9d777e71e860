/** Google Calendar Trigger 1 (n8n's `n8n-nodes-base.googleCalendarTrigger`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { pollingDescription } from '../shared/polling.js';
import { googleCalendarTriggerProperties } from './properties.js';

/** The trigger's description (`pollTimes` added first by {@link pollingDescription}). */
export const googleCalendarTriggerDescription: NodeTypeDescription = pollingDescription({
  name: 'weft.googleCalendarTrigger',
  displayName: 'Google Calendar Trigger',
  icon: 'file:googleCalendar.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["triggerOn"]}}',
  description: 'Starts a workflow when events of a Google Calendar are created, changed, cancelled, start or end',
  defaults: { name: 'Google Calendar Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'googleCalendarOAuth2Api', required: true }],
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.googlecalendartrigger/',
  properties: googleCalendarTriggerProperties,
});
