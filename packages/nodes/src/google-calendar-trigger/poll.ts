/**
 * One poll of Google Calendar Trigger 1, as n8n polls: the cursor (`lastTimeChecked`, kept in the
 * node's static data) is when the previous poll ran; the first poll counts from now.
 * - created / updated / cancelled: events changed since the cursor (`updatedMin`, ordered by
 *   update); created ones were created in the window, updated ones were changed after their
 *   creation, cancelled ones are updated ones whose status is `cancelled`.
 * - started / ended: single occurrences around the window whose start (end) falls in it.
 * Run by hand ("Fetch test event"), it answers the first matching event whatever the cursor, and
 * fails when there is none.
 */
import { DateTime } from 'luxon';
import { NodeApiError, NodeOperationError, type JsonObject, type PollContext, type PollResult } from '@weft/workflow';
import { googleApiRequest, googleApiRequestAll } from '../shared/google/index.js';
import { CALENDAR_API, calendarIdOf, calendarPath, calendarSource } from '../google-calendar/index.js';

type Event = JsonObject & {
  created?: string;
  updated?: string;
  status?: string;
  start?: { dateTime?: string };
  end?: { dateTime?: string };
};

const utc = (d: DateTime) => d.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
const ms = (text: unknown) => (typeof text === 'string' ? Date.parse(text) : Number.NaN);
/** A time to the second, as n8n compares creation and update times. */
const toSecond = (text: unknown) => Math.floor(ms(text) / 1000);

/** Polls the calendar once; null when nothing new happened. */
export async function pollGoogleCalendar(ctx: PollContext): Promise<PollResult> {
  const node = ctx.getNode();
  const pollTimes = (ctx.getNodeParameter('pollTimes', {}) ?? {}) as { item?: unknown[] };
  const triggerOn = String(ctx.getNodeParameter('triggerOn', '') ?? '');
  const calendarId = calendarIdOf(ctx.getNodeParameter('calendarId', ''));
  const matchTerm = String(((ctx.getNodeParameter('options', {}) ?? {}) as { matchTerm?: unknown }).matchTerm ?? '');
  if (Array.isArray(pollTimes.item) && pollTimes.item.length === 0)
    throw new NodeOperationError(node, 'Please set a poll time');
  if (!triggerOn)
    throw new NodeOperationError(node, 'Please select an event', {
      description: 'Choose what starts the workflow in "Trigger On".',
    });
  if (!calendarId) throw new NodeOperationError(node, 'Please select a calendar');

  const state = ctx.getWorkflowStaticData('node');
  const manual = ctx.getMode() === 'manual';
  const now = utc(DateTime.utc());
  const since = typeof state.lastTimeChecked === 'string' ? state.lastTimeChecked : now;

  const qs: Record<string, unknown> = { showDeleted: false };
  if (matchTerm) qs.q = matchTerm;
  if (triggerOn === 'eventCreated' || triggerOn === 'eventUpdated' || triggerOn === 'eventCancelled') {
    Object.assign(qs, { updatedMin: since, orderBy: 'updated', showDeleted: triggerOn === 'eventCancelled' });
  } else if (triggerOn === 'eventStarted' || triggerOn === 'eventEnded') {
    const from = DateTime.fromISO(since, { zone: 'utc' }).startOf('second');
    const to = DateTime.fromISO(now, { zone: 'utc' }).endOf('second');
    Object.assign(qs, { singleEvents: true, timeMin: utc(from), timeMax: utc(to), orderBy: 'startTime' });
  }
  const source = calendarSource(ctx);
  const url = `${CALENDAR_API}/calendars/${calendarPath(calendarId)}/events`;
  let events: Event[];
  if (manual) {
    delete qs.updatedMin;
    delete qs.timeMin;
    delete qs.timeMax;
    const page = await googleApiRequest<{ items?: Event[] }>(source, { url, qs: { ...qs, maxResults: 1 } });
    events = page.items ?? [];
  } else {
    events = await googleApiRequestAll<Event>(source, 'items', { url, qs: { ...qs, maxResults: 100 } });
    const start = ms(since);
    const end = ms(now);
    if (triggerOn === 'eventCreated') {
      events = events.filter((e) => ms(e.created) > start && ms(e.created) < end);
    } else if (triggerOn === 'eventUpdated' || triggerOn === 'eventCancelled') {
      events = events.filter((e) => toSecond(e.created) !== toSecond(e.updated));
      if (triggerOn === 'eventCancelled') events = events.filter((e) => e.status === 'cancelled');
    } else if (triggerOn === 'eventStarted') {
      events = events.filter((e) => ms(e.start?.dateTime) >= start && ms(e.start?.dateTime) <= end);
    } else if (triggerOn === 'eventEnded') {
      events = events.filter((e) => ms(e.end?.dateTime) >= start && ms(e.end?.dateTime) <= end);
    }
  }
  state.lastTimeChecked = now;
  if (events.length) return [ctx.helpers.returnJsonArray(events)];
  if (manual) throw new NodeApiError(node, { message: 'No data with the current filter could be found' });
  return null;
}
