/** Google Calendar 1–1.3 (n8n's `n8n-nodes-base.googleCalendar`). */
import type { NodeTypeDescription } from '@weft/workflow';
import { googleCalendarProperties } from './properties.js';

/** Google Calendar's typeVersions (n8n 1.123). */
export const GOOGLE_CALENDAR_VERSIONS = [1, 1.1, 1.2, 1.3];

/** Google Calendar's description: one registration for every version (the differences are display rules). */
export const googleCalendarDescription: NodeTypeDescription = {
  name: 'weft.googleCalendar',
  displayName: 'Google Calendar',
  icon: 'file:googleCalendar.svg',
  group: ['input'],
  version: GOOGLE_CALENDAR_VERSIONS,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Check availability and create, read, change and delete Google Calendar events',
  defaults: { name: 'Google Calendar' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'googleCalendarOAuth2Api', required: true }],
  codex: { categories: ['Productivity'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.googlecalendar/',
  properties: googleCalendarProperties,
};
