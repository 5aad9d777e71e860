/** Google Calendar Trigger (n8n's `n8n-nodes-base.googleCalendarTrigger`), typeVersion 1. */
import type { NodeType } from '@weft/workflow';
import { getCalendars } from '../google-calendar/index.js';
import { googleCalendarTriggerDescription } from './description.js';
import { pollGoogleCalendar } from './poll.js';

export { pollGoogleCalendar } from './poll.js';

/** Google Calendar Trigger 1. */
export const googleCalendarTriggerNode: NodeType[] = [
  {
    description: googleCalendarTriggerDescription,
    poll: pollGoogleCalendar,
    methods: { listSearch: { getCalendars } },
  },
];
