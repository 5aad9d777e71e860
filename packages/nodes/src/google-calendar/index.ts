/** Google Calendar (n8n's `n8n-nodes-base.googleCalendar`), typeVersions 1, 1.1, 1.2 and 1.3. */
import type { NodeType } from '@weft/workflow';
import { googleCalendarDescription } from './description.js';
import { executeGoogleCalendar } from './execute.js';
import { googleCalendarMethods } from './methods.js';

export { CALENDAR_API, calendarIdOf, calendarPath, calendarSource } from './api.js';
export { getCalendars } from './methods.js';

/** Google Calendar 1–1.3. */
export const googleCalendarNode: NodeType[] = [
  { description: googleCalendarDescription, execute: executeGoogleCalendar, methods: googleCalendarMethods },
];
