/** Google Calendar's pickers: calendars and time zones (searchable lists), event colors and meeting kinds. */
import type {
  ListSearchMethod,
  LoadOptionsMethod,
  NodeMethodContext,
  NodeMethods,
  NodePropertyOption,
} from '@weft/workflow';
import { googleApiRequest, googleApiRequestAll } from '../shared/google/index.js';
import { CALENDAR_API, calendarIdOf, calendarPath, calendarSource } from './api.js';
import { TIMEZONE_NAMES } from './timezones.js';

const matches = (filter: string | undefined, name: string, value: string) =>
  !filter || name.toLowerCase().includes(filter.toLowerCase()) || value === filter;

/** The user's calendars (their calendar list) by name, narrowed by `filter`. */
export const getCalendars: ListSearchMethod = async function (this: NodeMethodContext, ctx, filter) {
  const c = ctx ?? this;
  const calendars = await googleApiRequestAll<{ id: string; summary?: string }>(calendarSource(c), 'items', {
    url: `${CALENDAR_API}/users/me/calendarList`,
    qs: { maxResults: 100 },
  });
  const results = calendars
    .map((cal) => ({ name: String(cal.summary ?? cal.id), value: cal.id }))
    .filter((r) => matches(filter, r.name, r.value))
    .sort((a, b) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
    );
  return { results };
};

/** Every time zone name, narrowed by `filter`. */
export const getTimezones: ListSearchMethod = async function (_ctx, filter) {
  return { results: TIMEZONE_NAMES.filter((t) => matches(filter, t, t)).map((t) => ({ name: t, value: t })) };
};

const SOLUTIONS: Record<string, string> = {
  eventHangout: 'Google Hangout',
  eventNamedHangout: 'Google Hangout Classic',
  hangoutsMeet: 'Google Meet',
};

/** The meeting kinds the chosen calendar allows. */
const getConferenceSolutions: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const calendar = calendarIdOf(c.getCurrentNodeParameter('calendar'));
  if (!calendar) return [];
  const entry = await googleApiRequest<{ conferenceProperties?: { allowedConferenceSolutionTypes?: string[] } }>(
    calendarSource(c),
    { url: `${CALENDAR_API}/users/me/calendarList/${calendarPath(calendar)}` },
  );
  return (entry.conferenceProperties?.allowedConferenceSolutionTypes ?? []).map((type): NodePropertyOption => ({
    name: SOLUTIONS[type] ?? type,
    value: type,
  }));
};

/** The event colors of Google Calendar, named by their background and text colors. */
const getColors: LoadOptionsMethod = async function (this: NodeMethodContext, ctx) {
  const c = ctx ?? this;
  const { event = {} } = await googleApiRequest<{ event?: Record<string, { background: string; foreground: string }> }>(
    calendarSource(c),
    { url: `${CALENDAR_API}/colors` },
  );
  return Object.entries(event).map(([id, color]) => ({
    name: `Background: ${color.background} - Foreground: ${color.foreground}`,
    value: id,
  }));
};

/** The Google Calendar node's remote methods, with n8n's names. */
export const googleCalendarMethods: NodeMethods = {
  listSearch: { getCalendars, getTimezones },
  loadOptions: { getConferenceSolutions, getColors },
};
