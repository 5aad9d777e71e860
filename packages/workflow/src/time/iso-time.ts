/** The second whose text {@link isoTime} last made, and that text up to its milliseconds. */
let cachedSecond = Number.NaN;
let cachedPrefix = '';

/**
 * `new Date(ms).toISOString()`, for the times every execution records (started, stopped, its
 * events): the text up to the second is kept from the last call, so a call in the same second only
 * writes the milliseconds. V8 formats a date through `snprintf`, which cost a webhook call more
 * than its own Set node. Throws a RangeError for a time that is not a date, as `toISOString` does.
 *
 * @example isoTime(0) // '1970-01-01T00:00:00.000Z'
 */
export function isoTime(ms: number = Date.now()): string {
  const second = Math.floor(ms / 1000);
  if (second !== cachedSecond) {
    const text = new Date(ms).toISOString();
    // Years past 9999 or before 0 have a longer form, and fractions of a millisecond are cut
    // toward zero: both go the long way every time.
    if (text.length !== 24 || !Number.isInteger(ms)) return text;
    cachedSecond = second;
    cachedPrefix = text.slice(0, 20);
    return text;
  }
  if (!Number.isInteger(ms)) return new Date(ms).toISOString();
  const milli = ms - second * 1000;
  return `${cachedPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
