import { describe, expect, it } from 'vitest';
import { displayDate, displayDateTime, displayTimer } from './time-format';

describe('displayTimer', () => {
  it('shows seconds under a minute, rounded down, or exact with decimals', () => {
    expect(displayTimer(0)).toBe('0s');
    expect(displayTimer(12_999)).toBe('12s');
    expect(displayTimer(12_345, true)).toBe('12.345s');
    expect(displayTimer(59_999)).toBe('59s');
  });
  it('shows m:ss from a minute on', () => {
    expect(displayTimer(60_000)).toBe('1:00');
    expect(displayTimer(187_400)).toBe('3:07');
    expect(displayTimer(3_600_000)).toBe('60:00');
  });
});

describe('displayDate', () => {
  const now = new Date(2026, 10, 24, 12, 0, 0);
  it("shows 'd mmm' this year and adds the year otherwise, with HH:MM:ss", () => {
    expect(displayDate(new Date(2026, 2, 4, 9, 5, 7), now)).toEqual({ date: '4 Mar', time: '09:05:07' });
    expect(displayDate(new Date(2025, 11, 31, 23, 59, 0), now)).toEqual({ date: '31 Dec 2025', time: '23:59:00' });
    expect(displayDateTime(new Date(2026, 0, 1, 0, 0, 0), now)).toBe('1 Jan 00:00:00');
  });
});
