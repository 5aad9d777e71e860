/** The event body Google Calendar 1–1.3 sends on create and update, built from the node's fields as n8n builds it. */
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { parseDate, utcText } from './api.js';

/** The fields create (Additional Fields) and update (Update Fields) share. */
export interface EventFields {
  allday?: string;
  attendees?: string[] | string;
  color?: string;
  description?: string;
  guestsCanInviteOthers?: boolean;
  guestsCanModify?: boolean;
  guestsCanSeeOtherGuests?: boolean;
  id?: string;
  location?: string;
  maxAttendees?: number;
  repeatFrecuency?: string;
  repeatHowManyTimes?: number;
  repeatUntil?: string;
  rrule?: string;
  sendUpdates?: string;
  sendNotifications?: boolean;
  showMeAs?: string;
  summary?: string;
  visibility?: string;
  start?: unknown;
  end?: unknown;
  timezone?: string;
  conferenceDataUi?: { conferenceDataValues?: { conferenceSolution?: string } };
  attendeesUi?: { values?: { mode?: string; attendees?: string[] | string } };
}

/** Guests from entries that may each hold several comma-separated addresses. */
export function attendeeList(entries: string[] | string | undefined): Array<{ email: string }> {
  const list = Array.isArray(entries) ? entries : entries ? [entries] : [];
  return list
    .flatMap((entry) =>
      String(entry)
        .split(',')
        .map((a) => a.trim()),
    )
    .map((email) => ({ email }));
}

/** A date-and-time field as Google's `{ dateTime, timeZone }` (the time in UTC, the zone named). */
export function eventTime(
  node: WorkflowNode,
  value: unknown,
  zone: string,
  label: string,
  itemIndex: number,
): Record<string, string> {
  return { dateTime: utcText(parseDate(node, value, zone, label, itemIndex)), timeZone: zone };
}

/** A date-and-time field as an all-day `{ date }` (its date in `zone`). */
export function allDayTime(
  node: WorkflowNode,
  value: unknown,
  zone: string,
  label: string,
  itemIndex: number,
): Record<string, string> {
  return { date: parseDate(node, value, zone, label, itemIndex).toFormat('yyyy-MM-dd') };
}

/** The simple fields: those n8n copies when set (booleans only when true, as n8n). */
export function simpleFields(fields: EventFields, body: Record<string, unknown>): void {
  if (fields.color) body.colorId = fields.color;
  if (fields.description) body.description = fields.description;
  if (fields.guestsCanInviteOthers) body.guestsCanInviteOthers = fields.guestsCanInviteOthers;
  if (fields.guestsCanModify) body.guestsCanModify = fields.guestsCanModify;
  if (fields.guestsCanSeeOtherGuests) body.guestsCanSeeOtherGuests = fields.guestsCanSeeOtherGuests;
  if (fields.id) body.id = fields.id;
  if (fields.location) body.location = fields.location;
  if (fields.summary) body.summary = fields.summary;
  if (fields.showMeAs) body.transparency = fields.showMeAs;
  if (fields.visibility) body.visibility = fields.visibility;
}

/** The query parameters the fields set (`maxAttendees`, `sendNotifications`, `sendUpdates`). */
export function fieldQuery(fields: EventFields): Record<string, unknown> {
  const qs: Record<string, unknown> = {};
  if (fields.maxAttendees) qs.maxAttendees = fields.maxAttendees;
  if (fields.sendNotifications) qs.sendNotifications = fields.sendNotifications;
  if (fields.sendUpdates) qs.sendUpdates = fields.sendUpdates;
  return qs;
}

/** Reminders when the calendar's defaults are off: `{ useDefault: false, overrides? }`. */
export function reminders(remindersUi: unknown): Record<string, unknown> {
  const values = (remindersUi as { remindersValues?: unknown[] } | undefined)?.remindersValues;
  return { useDefault: false, ...(values ? { overrides: values } : {}) };
}

/**
 * The recurrence: the RRULE as given, else one built from the repeat fields
 * (`RRULE:FREQ=WEEKLY;COUNT=3;`); an empty list when nothing repeats. Repeat count and end date
 * together are refused, as n8n refuses them.
 */
export function recurrence(node: WorkflowNode, fields: EventFields, zone: string, itemIndex: number): string[] {
  if (fields.rrule) return [`RRULE:${fields.rrule}`];
  if (fields.repeatHowManyTimes && fields.repeatUntil) {
    throw new NodeOperationError(node, "You can set either 'Repeat How Many Times' or 'Repeat Until' but not both", {
      itemIndex,
    });
  }
  const parts: string[] = [];
  if (fields.repeatFrecuency) parts.push(`FREQ=${String(fields.repeatFrecuency).toUpperCase()};`);
  if (fields.repeatHowManyTimes) parts.push(`COUNT=${fields.repeatHowManyTimes};`);
  if (fields.repeatUntil)
    parts.push(
      `UNTIL=${parseDate(node, fields.repeatUntil, zone, 'Repeat Until', itemIndex).toUTC().toFormat("yyyyMMdd'T'HHmmss")}Z`,
    );
  return parts.length ? [`RRULE:${parts.join('')}`] : [];
}
