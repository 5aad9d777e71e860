/**
 * Google Calendar 1–1.3: calendar availability (free/busy) and event create, delete, get, getAll
 * and update, with n8n's per-version differences (1.3: default time windows, recurring event
 * handling, next instance, modify the series of an occurrence, output keys in a fixed order; 1.1+:
 * update's times in the workflow's zone; 1.2+: update adds or replaces guests).
 */
import { randomUUID } from 'node:crypto';
import {
  findErrorMessage,
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type NodeOutput,
} from '@weft/workflow';
import {
  googleApiRequest,
  googleApiRequestAll,
  n8nParameter,
  type GoogleAuthSource,
  type GoogleRequest,
} from '../shared/google/index.js';
import {
  CALENDAR_API,
  calendarIdOf,
  calendarPath,
  calendarSource,
  parseDate,
  timezoneOf,
  utcText,
  withZone,
} from './api.js';
import {
  allDayTime,
  attendeeList,
  eventTime,
  fieldQuery,
  recurrence,
  reminders,
  simpleFields,
  type EventFields,
} from './event-body.js';
import { googleCalendarProperties } from './properties.js';
import { addNextOccurrence } from './recurrence.js';

type Json = Record<string, unknown>;

interface Run {
  ctx: ExecuteContext;
  source: GoogleAuthSource;
  i: number;
  version: number;
  timezone: string;
  /** The query of the whole run: n8n 1.123 keeps one for all items, so an option set on one item is still sent for the items after it. */
  qs: Json;
  call<T = Json>(request: GoogleRequest): Promise<T>;
}

const eventsUrl = (calendarId: string) => `${CALENDAR_API}/calendars/${calendarPath(calendarId)}/events`;
const eventUrl = (calendarId: string, eventId: string) => `${eventsUrl(calendarId)}/${encodeURIComponent(eventId)}`;

function calendarParam(run: Run): string {
  const id = calendarIdOf(run.ctx.getNodeParameter('calendar', run.i, ''));
  if (!id) throw new NodeOperationError(run.ctx.getNode(), 'Choose a calendar in "Calendar"', { itemIndex: run.i });
  return id;
}

function eventIdParam(run: Run): string {
  const id = String(run.ctx.getNodeParameter('eventId', run.i, '') ?? '').trim();
  if (!id) throw new NodeOperationError(run.ctx.getNode(), 'Give the event\'s ID in "Event ID"', { itemIndex: run.i });
  return id;
}

/** calendar: availability — Google's freeBusy query for one calendar. */
async function availability(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  let calendarId = calendarIdOf(ctx.getNodeParameter('calendar', i, ''));
  try {
    calendarId = decodeURIComponent(calendarId);
  } catch {
    // not encoded
  }
  if (!calendarId) throw new NodeOperationError(ctx.getNode(), 'Choose a calendar in "Calendar"', { itemIndex: i });
  const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { outputFormat?: string; timezone?: unknown };
  const outputFormat = options.outputFormat || 'availability';
  const tz = timezoneOf(options.timezone);
  const body = {
    timeMin: utcText(parseDate(ctx.getNode(), ctx.getNodeParameter('timeMin', i, ''), run.timezone, 'Start Time', i)),
    timeMax: utcText(parseDate(ctx.getNode(), ctx.getNodeParameter('timeMax', i, ''), run.timezone, 'End Time', i)),
    items: [{ id: calendarId }],
    timeZone: tz || run.timezone,
  };
  const response = await run.call<{ calendars?: Record<string, { busy?: unknown[]; errors?: unknown[] }> }>({
    method: 'POST',
    url: `${CALENDAR_API}/freeBusy`,
    body,
  });
  const entry = response.calendars?.[calendarId];
  if (!entry || entry.errors) {
    const reason = (entry?.errors as Array<{ reason?: string }> | undefined)?.[0]?.reason;
    // As n8n: the error's message is what it finds in Google's answer for the calendar (e.g. "notFound").
    const found = entry ? findErrorMessage(entry) : null;
    const description = `Google could not look up the calendar "${calendarId}"${reason ? ` (${reason})` : ''}`;
    throw new NodeApiError(
      ctx.getNode(),
      { message: found ?? description, description: found ? description : undefined, body: entry ?? response },
      { itemIndex: i },
    );
  }
  if (outputFormat === 'availability') return { available: !(entry.busy ?? []).length };
  if (outputFormat === 'bookedSlots') return entry.busy ?? [];
  return response;
}

/** event: create — events.insert. */
async function create(run: Run): Promise<unknown> {
  const { ctx, i, timezone } = run;
  const node = ctx.getNode();
  const calendarId = calendarParam(run);
  const start = ctx.getNodeParameter('start', i, '');
  const end = ctx.getNodeParameter('end', i, '');
  const useDefaultReminders = ctx.getNodeParameter('useDefaultReminders', i, true) !== false;
  const fields = n8nParameter<EventFields | undefined>(ctx, googleCalendarProperties, 'additionalFields', i) ?? {};
  const qs = Object.assign(run.qs, fieldQuery(fields));
  const body: Json = {
    start: eventTime(node, start, timezone, 'Start', i),
    end: eventTime(node, end, timezone, 'End', i),
  };
  if (fields.attendees) body.attendees = attendeeList(fields.attendees);
  simpleFields(fields, body);
  if (!useDefaultReminders) body.reminders = reminders(n8nParameter(ctx, googleCalendarProperties, 'remindersUi', i));
  if (fields.allday === 'yes') {
    body.start = allDayTime(node, start, timezone, 'Start', i);
    body.end = allDayTime(node, end, timezone, 'End', i);
  }
  body.recurrence = recurrence(node, fields, timezone, i);
  const conference = fields.conferenceDataUi?.conferenceDataValues;
  if (conference) {
    qs.conferenceDataVersion = 1;
    body.conferenceData = {
      createRequest: { requestId: randomUUID(), conferenceSolution: { type: conference.conferenceSolution } },
    };
  }
  return run.call({ method: 'POST', url: eventsUrl(calendarId), body, qs: { ...qs } });
}

/**
 * event: delete — events.delete; answers `{ success: true }`. As n8n 1.123, the Send Updates
 * option is read but not sent, so Google notifies no one.
 */
async function remove(run: Run): Promise<unknown> {
  const calendarId = calendarParam(run);
  const eventId = eventIdParam(run);
  const options = (run.ctx.getNodeParameter('options', run.i, {}) ?? {}) as { sendUpdates?: string };
  if (options.sendUpdates) run.qs.sendUpdates = options.sendUpdates;
  await run.call({ method: 'DELETE', url: eventUrl(calendarId, eventId) });
  return { success: true };
}

/** The first occurrence from now of a recurring event (its instances list), or undefined. */
async function nextInstance(run: Run, calendarId: string, eventId: string): Promise<Json | undefined> {
  const page = await run.call<{ items?: Json[] }>({
    url: `${eventUrl(calendarId, eventId)}/instances`,
    qs: { timeMin: new Date().toISOString(), maxResults: 1 },
  });
  return page.items?.[0];
}

/** event: get — events.get, with the next occurrence of a recurring event. */
async function get(run: Run): Promise<unknown> {
  const { ctx, i } = run;
  const calendarId = calendarParam(run);
  const eventId = eventIdParam(run);
  const options =
    n8nParameter<{ maxAttendees?: number; returnNextInstance?: boolean; timeZone?: unknown } | undefined>(
      ctx,
      googleCalendarProperties,
      'options',
      i,
    ) ?? {};
  const { qs } = run;
  if (options.maxAttendees) qs.maxAttendees = options.maxAttendees;
  const tz = timezoneOf(options.timeZone);
  if (tz) qs.timeZone = tz;
  const event = await run.call({ url: eventUrl(calendarId, eventId), qs: { ...qs } });
  if (run.version >= 1.3 && options.returnNextInstance && event.recurrence) {
    return [(await nextInstance(run, calendarId, String(event.id))) ?? event];
  }
  return addNextOccurrence([event]);
}

/** event: getAll — events.list, one page up to the limit or every page. */
async function getAll(run: Run): Promise<unknown> {
  const { ctx, i, version, timezone } = run;
  const node = ctx.getNode();
  const calendarId = calendarParam(run);
  const returnAll = ctx.getNodeParameter('returnAll', i, false) === true;
  const options =
    n8nParameter<(Json & { recurringEventHandling?: string }) | undefined>(
      ctx,
      googleCalendarProperties,
      'options',
      i,
    ) ?? {};
  const tz = timezoneOf(options.timeZone);
  const zone = tz || timezone;
  const { qs } = run;
  if (version >= 1.3) {
    const timeMin = ctx.getNodeParameter('timeMin', i, '');
    const timeMax = ctx.getNodeParameter('timeMax', i, '');
    if (timeMin) qs.timeMin = withZone(node, timeMin, zone, 'After', i);
    if (timeMax) qs.timeMax = withZone(node, timeMax, zone, 'Before', i);
    if (!options.recurringEventHandling || options.recurringEventHandling === 'expand') qs.singleEvents = true;
  }
  if (options.iCalUID) qs.iCalUID = options.iCalUID;
  if (options.maxAttendees) qs.maxAttendees = options.maxAttendees;
  if (options.orderBy) qs.orderBy = options.orderBy;
  if (options.query) qs.q = options.query;
  if (options.showDeleted) qs.showDeleted = options.showDeleted;
  if (options.showHiddenInvitations) qs.showHiddenInvitations = options.showHiddenInvitations;
  if (options.singleEvents) qs.singleEvents = options.singleEvents;
  if (options.timeMax) qs.timeMax = withZone(node, options.timeMax, zone, 'Before', i);
  if (options.timeMin) qs.timeMin = withZone(node, options.timeMin, zone, 'After', i);
  if (tz) qs.timeZone = tz;
  if (options.updatedMin) qs.updatedMin = withZone(node, options.updatedMin, zone, 'Updated Min', i);
  if (options.fields) qs.fields = options.fields;

  let events: Json[];
  if (returnAll) {
    qs.maxResults = 100;
    events = await googleApiRequestAll<Json>(run.source, 'items', {
      url: eventsUrl(calendarId),
      qs: { ...qs },
      itemIndex: i,
    });
  } else {
    qs.maxResults = ctx.getNodeParameter('limit', i, 50);
    const page = await run.call<{ items?: Json[] }>({ url: eventsUrl(calendarId), qs: { ...qs } });
    events = page.items ?? [];
  }
  if (version >= 1.3 && options.recurringEventHandling === 'next') {
    const out: Json[] = [];
    for (const event of events)
      out.push(event.recurrence ? ((await nextInstance(run, calendarId, String(event.id))) ?? event) : event);
    return out;
  }
  if (version >= 1.3 && options.recurringEventHandling === 'first') {
    const min = qs.timeMin as string | undefined;
    const max = qs.timeMax as string | undefined;
    return events.filter((e) => {
      const created = typeof e.created === 'string' ? e.created : '';
      if (min && e.recurrence && created && created < min) return false;
      if (max && e.recurrence && created && created > max) return false;
      return true;
    });
  }
  return version < 1.3 ? addNextOccurrence(events) : events;
}

/** event: update — events.patch (1.3: an occurrence's whole series when asked). */
async function update(run: Run): Promise<unknown> {
  const { ctx, i, version } = run;
  const node = ctx.getNode();
  const calendarId = calendarParam(run);
  let eventId = eventIdParam(run);
  if (version >= 1.3 && ctx.getNodeParameter('modifyTarget', i, 'instance') === 'event') {
    const instance = await run.call({ url: eventUrl(calendarId, eventId), qs: { ...run.qs } });
    if (typeof instance.recurringEventId === 'string' && instance.recurringEventId) eventId = instance.recurringEventId;
  }
  const useDefaultReminders = ctx.getNodeParameter('useDefaultReminders', i, true) !== false;
  const fields = n8nParameter<EventFields | undefined>(ctx, googleCalendarProperties, 'updateFields', i) ?? {};
  // 1 reads update times in UTC unless a zone is given; later versions in the workflow's zone.
  const zone = fields.timezone ?? (version > 1 ? run.timezone : 'UTC');
  const qs = Object.assign(run.qs, fieldQuery(fields));
  const body: Json = {};
  // Version 1 names no zone when none is given (Google then reads the UTC time as it is).
  const named = (time: Record<string, string>) =>
    fields.timezone === undefined && version === 1 ? { dateTime: time.dateTime! } : time;
  if (fields.start) body.start = named(eventTime(node, fields.start, zone, 'Start', i));
  if (fields.end) body.end = named(eventTime(node, fields.end, zone, 'End', i));
  if (fields.attendees) body.attendees = attendeeList(fields.attendees);
  if (fields.attendeesUi) {
    const { mode = 'add', attendees } = fields.attendeesUi.values ?? {};
    const list: unknown[] = [];
    if (mode === 'add') {
      const current = await run.call<{ attendees?: unknown[] }>({ url: eventUrl(calendarId, eventId) });
      list.push(...(current.attendees ?? []));
    }
    list.push(...attendeeList(attendees));
    body.attendees = list;
  }
  simpleFields(fields, body);
  if (!useDefaultReminders) body.reminders = reminders(n8nParameter(ctx, googleCalendarProperties, 'remindersUi', i));
  if (fields.allday === 'yes' && fields.start && fields.end) {
    body.start = allDayTime(node, fields.start, zone, 'Start', i);
    body.end = allDayTime(node, fields.end, zone, 'End', i);
  }
  const rule = recurrence(node, fields, zone, i);
  if (rule.length) body.recurrence = rule;
  return run.call({ method: 'PATCH', url: eventUrl(calendarId, eventId), body, qs: { ...qs } });
}

const OPERATIONS: Record<string, (run: Run) => Promise<unknown>> = {
  'calendar:availability': availability,
  'event:create': create,
  'event:delete': remove,
  'event:get': get,
  'event:getAll': getAll,
  'event:update': update,
};

/** The keys 1.3 puts first in each output item, in this order. */
const KEY_ORDER = [
  'id',
  'summary',
  'start',
  'end',
  'attendees',
  'creator',
  'organizer',
  'description',
  'location',
  'created',
  'updated',
];

function orderKeys(json: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of KEY_ORDER) if (key in json) out[key] = json[key];
  for (const [key, value] of Object.entries(json)) if (!(key in out)) out[key] = value;
  return out;
}

/** Runs Google Calendar 1–1.3 over the input items. */
export async function executeGoogleCalendar(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'event'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'calendar' ? 'availability' : 'create'));
  const version = ctx.getNode().typeVersion;
  const timezone = ctx.getTimezone();
  const handler = OPERATIONS[`${resource}:${operation}`];
  const out: Item[] = [];
  const qs: Json = {};
  for (let i = 0; i < items.length; i++) {
    try {
      if (!handler)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known`, {
          itemIndex: i,
        });
      const source = calendarSource(ctx, i);
      const run: Run = {
        ctx,
        source,
        i,
        version,
        timezone,
        qs,
        call: (request) => googleApiRequest(source, { ...request, itemIndex: i }),
      };
      const json = await handler(run);
      for (const j of Array.isArray(json) ? json : [json])
        out.push({ json: (j ?? {}) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [version >= 1.3 ? out.map((item) => ({ ...item, json: orderKeys(item.json) })) : out];
}
