import { DateTime } from 'luxon';
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item } from '@weft/workflow';
import { storeFile } from '../shared/spreadsheet/binary-file.js';

interface EventOptions {
  attendeesUi?: { attendeeValues?: Array<{ name?: string; email?: string; rsvp?: boolean }> };
  busyStatus?: string;
  calName?: string;
  description?: string;
  fileName?: string;
  geolocationUi?: { geolocationValues?: { lat?: string; lon?: string } };
  location?: string;
  recurrenceRule?: string;
  organizerUi?: { organizerValues?: { name?: string; email?: string } };
  sequence?: number;
  status?: string;
  uid?: string;
  url?: string;
  useWorkflowTimezone?: boolean;
}

/** Escapes text for an iCalendar value (RFC 5545 §3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (a name), quoted when it holds `,`, `;` or `:` (RFC 5545 §3.2). */
function paramValue(text: string): string {
  const clean = text.replace(/"/g, "'");
  return /[,;:]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function parseDate(ctx: ExecuteContext, value: unknown, name: string, itemIndex: number, zone: string): DateTime {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  let date = DateTime.fromISO(text, { zone });
  if (!date.isValid) date = DateTime.fromRFC2822(text, { zone });
  if (!date.isValid) date = DateTime.fromJSDate(new Date(text), { zone });
  if (!date.isValid)
    throw new NodeOperationError(ctx.getNode(), `The ${name} "${text}" is not a valid date`, { itemIndex });
  return date;
}

const stamp = (date: DateTime): string => date.toFormat("yyyyMMdd'T'HHmmss'Z'");

/** A random RFC 4122 id for an event without one. */
function randomUid(): string {
  return crypto.randomUUID();
}

/**
 * Convert To ICS: one calendar file (one event) per item, from the event parameters. The date
 * and time are taken as given (in the server's time zone, or the workflow's with "Use Workflow
 * Timezone") and written as UTC; an all-day event ends the day after its end date.
 */
export async function convertToIcs(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const out: Item[] = [];
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  for (let i = 0; i < items.length; i++) {
    try {
      const title = String(ctx.getNodeParameter('title', i, '') ?? '');
      const allDay = ctx.getNodeParameter('allDay', i, false) === true;
      const startValue = ctx.getNodeParameter('start', i, '');
      let endValue = ctx.getNodeParameter('end', i, '');
      if (!endValue) endValue = startValue;
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      const options = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as EventOptions;
      const zone = options.useWorkflowTimezone ? ctx.getTimezone() : local;
      const start = parseDate(ctx, startValue, 'start', i, local).setZone(zone);
      let end = parseDate(ctx, endValue, 'end', i, local);
      if (allDay) end = end.toUTC().plus({ days: 1 }).setZone(local);
      end = end.setZone(zone);
      // As n8n: the wall-clock time in that zone is written as if it were UTC.
      const asUtc = (d: DateTime): DateTime =>
        DateTime.fromObject(
          { year: d.year, month: d.month, day: d.day, hour: d.hour, minute: d.minute, second: d.second },
          { zone: 'utc' },
        );
      // Lines in the order n8n's `ics` package writes them.
      const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:weft/ics', 'METHOD:PUBLISH'];
      if (options.calName) lines.push(`X-WR-CALNAME:${escapeText(options.calName)}`);
      lines.push('X-PUBLISHED-TTL:PT1H');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${escapeText(options.uid || randomUid())}`,
        `SUMMARY:${escapeText(title)}`,
        `DTSTAMP:${stamp(DateTime.utc().startOf('second'))}`,
      );
      if (allDay)
        lines.push(`DTSTART;VALUE=DATE:${start.toFormat('yyyyMMdd')}`, `DTEND;VALUE=DATE:${end.toFormat('yyyyMMdd')}`);
      else lines.push(`DTSTART:${stamp(asUtc(start))}`, `DTEND:${stamp(asUtc(end))}`);
      if (options.sequence) lines.push(`SEQUENCE:${options.sequence}`);
      if (options.description) lines.push(`DESCRIPTION:${escapeText(options.description)}`);
      if (options.url) lines.push(`URL:${options.url}`);
      const geo = options.geolocationUi?.geolocationValues;
      if (geo && geo.lat !== undefined && geo.lon !== undefined) {
        const lat = Number(geo.lat);
        const lon = Number(geo.lon);
        if (
          String(geo.lat).trim() === '' ||
          String(geo.lon).trim() === '' ||
          !Number.isFinite(lat) ||
          !Number.isFinite(lon)
        ) {
          throw new NodeOperationError(
            ctx.getNode(),
            `The geolocation must be two numbers (latitude, longitude), not "${geo.lat}", "${geo.lon}"`,
            { itemIndex: i },
          );
        }
        lines.push(`GEO:${lat};${lon}`);
      }
      if (options.location) lines.push(`LOCATION:${escapeText(options.location)}`);
      if (options.status) lines.push(`STATUS:${options.status}`);
      const organizer = options.organizerUi?.organizerValues;
      if (organizer) lines.push(`ORGANIZER;CN=${paramValue(organizer.name ?? '')}:mailto:${organizer.email ?? ''}`);
      if (options.busyStatus) lines.push(`X-MICROSOFT-CDO-BUSYSTATUS:${options.busyStatus}`);
      for (const attendee of options.attendeesUi?.attendeeValues ?? []) {
        lines.push(
          `ATTENDEE;RSVP=${attendee.rsvp ? 'TRUE' : 'FALSE'};CN=${paramValue(attendee.name ?? '')}:mailto:${attendee.email ?? ''}`,
        );
      }
      if (options.recurrenceRule) lines.push(`RRULE:${options.recurrenceRule.replace(/^RRULE:/, '')}`);
      lines.push('END:VEVENT', 'END:VCALENDAR');
      const text = `${lines.map(fold).join('\r\n')}\r\n`;
      const binary = await storeFile(ctx, Buffer.from(text, 'utf8'), options.fileName || 'event.ics', 'text/calendar');
      out.push({ json: {}, binary: { [binaryPropertyName]: binary }, pairedItem: { item: i } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), message, { itemIndex: i });
    }
  }
  return out;
}
