import { DateTime, Settings } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);
const dt = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
const iso = (v: unknown) => (DateTime.isDateTime(v) ? v.toUTC().toISO() : (v as Date).toISOString());

let savedZone: typeof Settings.defaultZone;
beforeAll(() => {
  savedZone = Settings.defaultZone;
  Settings.defaultZone = 'UTC';
});
afterAll(() => {
  Settings.defaultZone = savedZone;
});

describe('date arithmetic', () => {
  it('plus and minus take (amount, unit), a duration object or milliseconds', () => {
    expect(iso(call(dt('2024-05-01T00:00:00Z'), 'plus', 1, 'week'))).toBe('2024-05-08T00:00:00.000Z');
    expect(iso(call(dt('2024-03-30T18:49:00Z'), 'minus', 4, 'years'))).toBe('2020-03-30T18:49:00.000Z');
    expect(iso(call(dt('2024-03-30T18:49:00Z'), 'plus', { days: 2, hours: 1 }))).toBe('2024-04-01T19:49:00.000Z');
    expect(iso(call(dt('2024-03-30T18:49:00Z'), 'plus', 1000))).toBe('2024-03-30T18:49:01.000Z');
    expect(iso(call(dt('2024-03-30T18:49:00Z'), 'plus', 5))).toBe('2024-03-30T18:49:00.005Z');
    expect(iso(call(dt('2024-03-30T18:49:00Z'), 'minus', 2, 'hrs'))).toBe('2024-03-30T16:49:00.000Z');
  });
  it('JS Dates and ISO strings stay JS Dates', () => {
    const out = call(new Date('2024-01-31T00:00:00Z'), 'plus', 1, 'month');
    expect(out).toBeInstanceOf(Date);
    expect(iso(out)).toBe('2024-02-29T00:00:00.000Z');
    expect(iso(call('2024-01-31T00:00:00.000Z', 'minus', 1, 'day'))).toBe('2024-01-30T00:00:00.000Z');
  });
  it('beginningOf and endOfMonth', () => {
    expect(iso(call(dt('2024-03-14T10:30:00Z'), 'beginningOf', 'month'))).toBe('2024-03-01T00:00:00.000Z');
    expect(iso(call(dt('2024-03-14T10:30:00Z'), 'beginningOf'))).toBe('2024-03-11T00:00:00.000Z');
    expect(iso(call(dt('2024-03-14T10:30:00Z'), 'beginningOf', 'hours'))).toBe('2024-03-14T10:00:00.000Z');
    expect(iso(call(dt('2024-02-10T00:00:00Z'), 'endOfMonth'))).toBe('2024-02-29T23:59:59.999Z');
    expect(call(new Date('2024-02-10T00:00:00Z'), 'endOfMonth')).toBeInstanceOf(Date);
  });
});

describe('date queries', () => {
  it('extract', () => {
    const d = dt('2024-03-30T18:49:00Z');
    expect(call(d, 'extract', 'month')).toBe(3);
    expect(call(d, 'extract', 'hour')).toBe(18);
    expect(call(d, 'extract')).toBe(13);
    expect(call(d, 'extract', 'weekday')).toBe(6);
    expect(call(d, 'extract', 'years')).toBe(2024);
    expect(call(new Date(2024, 1, 1, 12), 'extract', 'yearDayNumber')).toBe(32);
  });
  it('format', () => {
    expect(call(dt('2024-04-30T18:49:00Z'), 'format', 'dd/LL/yyyy')).toBe('30/04/2024');
    expect(call(dt('2024-04-30T18:49:00Z'), 'format', "HH 'hours and' mm 'minutes'")).toBe('18 hours and 49 minutes');
    expect(call(dt('2024-04-30T18:49:00Z'), 'format', 'dd LLL yyyy', { locale: 'fr' })).toBe('30 avr. 2024');
    expect(call(new Date('2024-07-04T09:05:00Z'), 'format', 'yyyy LLL dd HH:mm')).toBe('2024 Jul 04 09:05');
  });
  it('isBetween, isWeekend, isDst, isInLast', () => {
    const d = dt('2024-03-30T18:49:00Z');
    expect(call(d, 'isBetween', '2020-06-01', '2025-06-01')).toBe(true);
    expect(call(d, 'isBetween', '2025', '2020')).toBe(true);
    expect(call(d, 'isBetween', '2025', '2026')).toBe(false);
    expect(call(d, 'isBetween', 'nope', '2026')).toBeUndefined();
    expect(() => call(d, 'isBetween', '2020')).toThrow('isBetween(): expected exactly two args');
    expect(call(d, 'isWeekend')).toBe(true);
    expect(call(dt('2024-03-29T18:49:00Z'), 'isWeekend')).toBe(false);
    expect(call(dt('2024-07-01T12:00:00Z').setZone('Europe/Berlin'), 'isDst')).toBe(true);
    expect(call(dt('2024-01-01T12:00:00Z').setZone('Europe/Berlin'), 'isDst')).toBe(false);
    expect(call(DateTime.now().minus({ hours: 2 }), 'isInLast', 1, 'day')).toBe(true);
    expect(call(DateTime.now().minus({ hours: 2 }), 'isInLast', 30)).toBe(false);
  });
  it('diffTo and diffToNow', () => {
    const d = dt('2025-01-01T00:00:00Z');
    expect((call(d, 'diffTo', '2024-03-30T18:49:07.234Z', 'days') as number).toFixed(2)).toBe('276.22');
    expect(call(d, 'diffTo', '2024-12-25T00:00:00Z')).toBe(7);
    const several = call(d, 'diffTo', dt('2024-03-30T18:49:07.234Z'), ['months', 'days']) as {
      months: number;
      days: number;
    };
    expect(several.months).toBe(9);
    expect(several.days.toFixed(2)).toBe('1.22');
    expect(() => call(d, 'diffTo', '2024-01-01', 'fortnights')).toThrow(
      "Unsupported unit 'fortnights'. Supported: 'milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'.",
    );
    expect(Math.round(call(DateTime.now().plus({ days: 3 }), 'diffToNow', 'days') as number)).toBe(3);
  });
  it('conversions and emptiness', () => {
    const d = dt('1970-01-01T00:00:01Z');
    expect(call(d, 'toInt')).toBe(1000);
    expect(call(new Date(2000), 'toFloat')).toBe(2000);
    expect(call(d, 'toDateTime')).toBe(d);
    expect(DateTime.isDateTime(call(new Date(0), 'toDateTime'))).toBe(true);
    expect(call(d, 'toBoolean')).toBeUndefined();
    expect(call(d, 'isEmpty')).toBe(false);
    expect(call(new Date(), 'isNotEmpty')).toBe(true);
  });
  it('native luxon methods still work', () => {
    expect(call(dt('2024-02-29T00:00:00Z'), 'toISODate')).toBe('2024-02-29');
  });
});
