import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('answers what toISOString answers, within a second and across seconds', () => {
    const base = Date.UTC(2026, 11, 2, 13, 59, 58, 990);
    for (let ms = base; ms < base + 2500; ms += 7) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    // Back and forth between two seconds, and the millisecond paddings.
    for (const ms of [base, base + 1000, base + 5, base + 1009, base + 10, base + 1099, base + 100])
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('answers the current time by default', () => {
    const before = Date.now();
    const text = isoTime();
    expect(Date.parse(text)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(text)).toBeLessThanOrEqual(Date.now());
  });

  it('handles times before 1970, extended years and fractions of a millisecond as toISOString does', () => {
    for (const ms of [
      -1,
      -999,
      -1000,
      -1001,
      -62198755200000,
      253402300800000,
      8.64e15,
      -8.64e15,
      1.5,
      -1.5,
      1e12 + 0.9,
    ])
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    // The same second again after a fraction: still right.
    expect(isoTime(1e12 + 1)).toBe(new Date(1e12 + 1).toISOString());
  });

  it('throws for a time that is not a date', () => {
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
    expect(() => isoTime(8.64e15 + 1)).toThrow(RangeError);
  });
});
