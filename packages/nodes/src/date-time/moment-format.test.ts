import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatMoment, ordinal, toLuxonFormat } from './moment-format.js';

describe('moment formats over Luxon', () => {
  const dt = DateTime.fromISO('2024-03-05T17:08:09.045', { zone: 'America/New_York' });

  it('formats moment tokens, escapes and localized formats', () => {
    expect(formatMoment(dt, 'YYYY-MM-DD HH:mm:ss.SSS Z ZZ')).toBe('2024-03-05 17:08:09.045 -05:00 -0500');
    expect(formatMoment(dt, "dddd Do MMMM, h:mm a [o'clock] \\Q Q")).toBe("Tuesday 5th March, 5:08 pm o'clock Q 1");
    expect(formatMoment(dt, 'LLLL')).toBe('Tuesday, March 5, 2024 5:08 PM');
    expect(formatMoment(dt, 'k kk hmm Hmmss')).toBe('17 17 508 170809');
  });

  it('gives moment’s default format, with Z only in UTC mode at offset 0', () => {
    expect(formatMoment(dt, '')).toBe('2024-03-05T17:08:09-05:00');
    expect(formatMoment(dt.setZone('UTC'), '', true)).toBe('2024-03-05T22:08:09Z');
    expect(formatMoment(dt.setZone('UTC'), '', false)).toBe('2024-03-05T22:08:09+00:00');
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });

  it('turns moment parse formats into Luxon ones', () => {
    expect(toLuxonFormat('DD.MM.YYYY HH:mm')).toEqual({ format: 'dd.MM.yyyy HH:mm', stripOrdinals: false });
    expect(toLuxonFormat('Do MMMM YYYY [at] h A')).toEqual({ format: "d MMMM yyyy 'at' h a", stripOrdinals: true });
    expect(() => toLuxonFormat('gggg')).toThrow('cannot be used to read a date');
  });
});
