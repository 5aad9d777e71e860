/**
 * What Google Calendar's node, trigger and pickers share: the Calendar v3 URL, the OAuth2 source,
 * resource locator values, and the time conversions n8n applies (times without a zone are read in
 * the workflow's time zone; Google is sent UTC).
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type WorkflowNode } from '@weft/workflow';
import { googleAuthSource } from '../shared/google/index.js';

/** Calendar API v3. */
export const CALENDAR_API = 'https://www.googleapis.com/calendar/v3';

/** The OAuth2 credential type of the Calendar nodes (they have no service account option). */
export const CALENDAR_CREDENTIAL = 'googleCalendarOAuth2Api';

/** The auth source of a Calendar node (always OAuth2). */
export function calendarSource(ctx: Parameters<typeof googleAuthSource>[0], itemIndex?: number) {
  return googleAuthSource(ctx, 'oAuth2', CALENDAR_CREDENTIAL, undefined, itemIndex);
}

/** The regex n8n's "ID" mode extracts a calendar ID with (an e-mail-like ID). */
const CALENDAR_ID = /(^[a-zA-Z0-9.!#$%&’*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*)/;
/** The regex n8n's "ID" mode extracts a time zone with. */
const TIMEZONE_ID = /([-+/_a-zA-Z0-9]*)/;

/** The value of a resource locator (`{ __rl, mode, value }`) or of a plain string. */
function rawLocator(value: unknown): { mode?: string; value: string } {
  if (value && typeof value === 'object' && 'value' in value) {
    const v = value as { mode?: unknown; value?: unknown };
    return {
      mode: typeof v.mode === 'string' ? v.mode : undefined,
      value: v.value === undefined || v.value === null ? '' : String(v.value),
    };
  }
  return { value: value === undefined || value === null ? '' : String(value) };
}

/** A calendar locator's ID ("ID" mode values cut to the ID as n8n does). */
export function calendarIdOf(value: unknown): string {
  const { mode, value: text } = rawLocator(value);
  if (mode === 'id') return CALENDAR_ID.exec(text.trim())?.[1] ?? text.trim();
  return text.trim();
}

/** A time zone locator's name ("" when none is set). */
export function timezoneOf(value: unknown): string {
  const { mode, value: text } = rawLocator(value);
  if (mode === 'id') return TIMEZONE_ID.exec(text.trim())?.[1] ?? text.trim();
  return text.trim();
}

/** A calendar ID as a path segment: decoded once first, as older n8n versions saved it encoded. */
export function calendarPath(id: string): string {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // not encoded
  }
  return encodeURIComponent(decoded);
}

/** A date parameter as text: Luxon dates and JS dates (from expressions like `$now`) as ISO. */
export function dateText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && typeof (value as { toISO?: unknown }).toISO === 'function')
    return String((value as { toISO(): string }).toISO());
  return String(value);
}

/**
 * A date read in `zone` when it has no zone of its own (an ISO text, else what JavaScript's Date
 * reads); a clear error naming `label` when it is not a date.
 */
export function parseDate(
  node: WorkflowNode,
  value: unknown,
  zone: string,
  label: string,
  itemIndex?: number,
): DateTime {
  const text = dateText(value).trim();
  const zoneOk = zone && DateTime.local().setZone(zone).isValid ? zone : 'UTC';
  let date = DateTime.fromISO(text, { zone: zoneOk });
  if (!date.isValid) date = DateTime.fromSQL(text, { zone: zoneOk });
  if (!date.isValid && text) {
    const js = new Date(text);
    if (!Number.isNaN(js.getTime())) date = DateTime.fromJSDate(js, { zone: zoneOk });
  }
  if (!text || !date.isValid) {
    throw new NodeOperationError(node, `"${label}" is not a date: "${text}"`, {
      itemIndex,
      description: 'Give a date and time such as 2026-03-01T09:00:00, or an expression like {{ $now }}.',
    });
  }
  return date;
}

/** A date in UTC as Google's examples write it (`2026-03-01T08:00:00Z`). */
export function utcText(date: DateTime): string {
  return date.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss'Z'");
}

/** A date as UTC text, or as it is when it already names its offset (`Z` or `+hh:mm`). */
export function withZone(node: WorkflowNode, value: unknown, zone: string, label: string, itemIndex?: number): string {
  const text = dateText(value);
  if (text.endsWith('Z') || /\+\d{2}:\d{2}$/.test(text)) return text;
  return utcText(parseDate(node, text, zone, label, itemIndex));
}
