import { DateTime } from 'luxon';

/** Options of {@link parseDate}. */
export interface ParseDateOptions {
  /** Zone of the answer; without it, a `+HH` offset in the string or else `Etc/UTC`. */
  timezone?: string;
  /** A Luxon format the input string follows. */
  fromFormat?: string;
  /** Zone for strings without offset (the workflow's timezone). */
  defaultZone?: string;
}

/** Thrown by {@link parseDate} when the input cannot be read as a date. */
export class InvalidDateError extends Error {
  constructor(message = 'Invalid date format') {
    super(message);
    this.name = 'InvalidDateError';
  }
}

/** Reads a date string the way moment's loose parser does: ISO 8601, SQL-like, RFC 2822, then `Date`. */
function parseLooseString(value: string, zone: string | undefined): DateTime {
  const opts = zone ? { zone } : {};
  const text = value.trim();
  for (const parse of [DateTime.fromISO, DateTime.fromSQL, DateTime.fromRFC2822, DateTime.fromHTTP]) {
    const parsed = parse(text, opts);
    if (parsed.isValid) return parsed;
  }
  const fallback = new Date(text);
  if (!Number.isNaN(fallback.getTime())) return DateTime.fromJSDate(fallback);
  return DateTime.invalid('unparsable');
}

/**
 * Turns a date parameter into a Luxon DateTime as n8n's Date & Time node (v2) does: DateTimes pass
 * through unchanged, numbers (and numeric strings) are Unix timestamps in seconds (under 12 digits)
 * or milliseconds, fractional numbers are seconds, strings are parsed loosely (or with `fromFormat`).
 * A missing date (undefined) is now, as moment reads it there.
 * The answer is set to `timezone`, else to the `+HH` offset found in the string, else to `Etc/UTC`.
 */
export function parseDate(date: unknown, options: ParseDateOptions = {}): DateTime {
  if (DateTime.isDateTime(date)) return date;
  let value: unknown = date instanceof Date ? date.getTime() : date;
  if (!Number.isNaN(Number(value)) && !options.fromFormat && typeof value !== 'object') {
    value = Number(value);
    if (!Number.isInteger(value)) value = (value as number) * 1000;
  } else if (value === null) {
    value = 0;
  }
  let timezone = options.timezone;
  let parsed: DateTime;
  if (typeof value === 'number') {
    if (Number.isInteger(value) && String(value).length < 12) parsed = DateTime.fromSeconds(value);
    else parsed = DateTime.fromMillis(value);
  } else if (typeof value === 'string') {
    if (!timezone && value.includes('+')) {
      const offset = Number((value.split('+')[1] ?? '').slice(0, 2));
      timezone = `Etc/GMT-${offset}`;
    }
    parsed = options.fromFormat
      ? DateTime.fromFormat(value, options.fromFormat, options.defaultZone ? { zone: options.defaultZone } : {})
      : parseLooseString(value, options.defaultZone);
  } else if (value === undefined && !options.fromFormat) {
    // n8n reads a missing date through moment(undefined): the current time.
    parsed = DateTime.now();
  } else {
    throw new InvalidDateError();
  }
  parsed = parsed.setZone(timezone || 'Etc/UTC');
  if (!parsed.isValid)
    throw new InvalidDateError(
      parsed.invalidReason === 'unsupported zone' ? `Invalid timezone: ${timezone}` : 'Invalid date format',
    );
  return parsed;
}
