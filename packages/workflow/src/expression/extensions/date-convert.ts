/* Conversions to luxon DateTime shared by the string, number and date extensions. */
import { DateTime } from 'luxon';
import { ExpressionExtensionError } from '../../errors.js';

const TIMESTAMP_FORMATS = ['ms', 's', 'us', 'excel'];
/* Excel counts days from 1900-01-00 and wrongly treats 1900 as a leap year. */
const EXCEL_EPOCH_OFFSET_DAYS = 25567 + 2;

/**
 * A numeric timestamp as a DateTime in the default zone. `unit` is `ms` (default), `s`, `us`
 * (microseconds) or `excel` (days since 1900, as spreadsheets store dates).
 */
export function numberToDateTime(value: number, unit: unknown = 'ms'): DateTime {
  if (typeof unit !== 'string' || !TIMESTAMP_FORMATS.includes(unit)) {
    throw new ExpressionExtensionError(
      `Unsupported format '${String(unit)}'. toDateTime() supports 'ms', 's', 'us' and 'excel'.`,
    );
  }
  if (unit === 'excel') return DateTime.fromSeconds((value - EXCEL_EPOCH_OFFSET_DAYS) * 86_400);
  if (unit === 's') return DateTime.fromSeconds(value);
  if (unit === 'us') return DateTime.fromMillis(value / 1000);
  return DateTime.fromMillis(value);
}

/**
 * Parses a date string the way n8n does when it needs a DateTime: ISO 8601, then HTTP, RFC 2822
 * and SQL formats (keeping any offset written in the string), then whatever `Date.parse`
 * understands. Throws if none of them applies.
 */
export function parseDateTimeString(text: string): DateTime {
  const trimmed = text.trim();
  const parsers = [DateTime.fromISO, DateTime.fromHTTP, DateTime.fromRFC2822, DateTime.fromSQL];
  for (const parse of parsers) {
    const dt = parse.call(DateTime, trimmed, { setZone: true });
    if (dt.isValid) return dt;
  }
  const fallback = DateTime.fromMillis(Date.parse(trimmed));
  if (fallback.isValid) return fallback;
  throw new Error('Value is not a valid date');
}

/**
 * The string `toDateTime(format?)` extension: no format parses common formats; `ms`, `s`, `us`
 * and `excel` read the string as a timestamp; anything else is a luxon format pattern.
 */
export function stringToDateTime(text: string, format?: unknown): DateTime {
  try {
    if (format) {
      if (typeof format === 'string' && TIMESTAMP_FORMATS.includes(format))
        return numberToDateTime(Number(text), format);
      return DateTime.fromFormat(text, format as string);
    }
    return parseDateTimeString(text);
  } catch {
    throw new ExpressionExtensionError('cannot convert to Luxon DateTime');
  }
}

/** A JS Date, DateTime or date string as a DateTime (strings parsed as by {@link stringToDateTime}). */
export function anyToDateTime(value: unknown): DateTime {
  if (DateTime.isDateTime(value)) return value;
  if (typeof value === 'string') return stringToDateTime(value);
  return DateTime.fromJSDate(value as Date);
}

/**
 * A comparison bound for `isBetween`: strings go through `new Date()`; DateTimes and Dates are
 * used as they are; anything else (or an unparsable string) gives `undefined`.
 */
export function toBoundary(value: unknown): DateTime | undefined {
  if (typeof value === 'string') {
    const dt = DateTime.fromJSDate(new Date(value));
    return dt.isValid ? dt : undefined;
  }
  if (value instanceof Date) return DateTime.fromJSDate(value);
  if (DateTime.isDateTime(value)) return value;
  return undefined;
}
