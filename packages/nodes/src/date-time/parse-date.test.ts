import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date.js';

describe('parseDate', () => {
  it('reads timestamps in seconds, milliseconds and fractional seconds', () => {
    expect(parseDate(1710510330).toISO()).toBe('2024-03-15T13:45:30.000+00:00');
    expect(parseDate('1710510330123').toMillis()).toBe(1710510330123);
    expect(parseDate(1710510330.5).toMillis()).toBe(1710510330500);
  });

  it('reads ISO, SQL-like and RFC 2822 strings and converts them to the zone asked', () => {
    expect(parseDate('2024-01-31T10:15:00Z', { timezone: 'UTC' }).toISO()).toBe('2024-01-31T10:15:00.000Z');
    expect(parseDate('2024-01-31 10:15:00', { timezone: 'UTC', defaultZone: 'UTC' }).hour).toBe(10);
    expect(parseDate('Wed, 31 Jan 2024 10:15:00 +0000', { timezone: 'UTC' }).day).toBe(31);
    expect(parseDate('2024-01-31T10:15:00Z', { timezone: 'Europe/Berlin' }).hour).toBe(11);
  });

  it('keeps a +HH offset of the input when no timezone is asked, else uses Etc/UTC', () => {
    expect(parseDate('2024-01-31T10:15:00+05:00').hour).toBe(10);
    expect(parseDate('2024-01-31T10:15:00-05:00').zoneName).toBe('Etc/UTC');
  });

  it('parses with a custom format and passes DateTimes through', () => {
    expect(parseDate('31.01.2024', { fromFormat: 'dd.MM.yyyy', defaultZone: 'UTC' }).toISODate()).toBe('2024-01-31');
    const dt = DateTime.fromISO('2024-01-31T10:15:00', { zone: 'Asia/Tokyo' });
    expect(parseDate(dt, { timezone: 'UTC' })).toBe(dt);
  });

  it('rejects what is not a date', () => {
    expect(() => parseDate('not a date')).toThrow('Invalid date format');
    expect(() => parseDate({ a: 1 })).toThrow('Invalid date format');
  });

  it('reads a missing date as now, as n8n does, and null or empty text as the epoch', () => {
    const before = Date.now();
    const now = parseDate(undefined, { timezone: 'UTC' }).toMillis();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(parseDate(null).toMillis()).toBe(0);
    expect(parseDate('').toMillis()).toBe(0);
    expect(() => parseDate(undefined, { fromFormat: 'yyyy' })).toThrow('Invalid date format');
  });
});
