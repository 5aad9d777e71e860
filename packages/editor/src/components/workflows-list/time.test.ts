import { describe, expect, it } from 'vitest';
import { timeAgo } from './time';

describe('timeAgo', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  it('says just now, minutes, hours and days, then a date', () => {
    expect(timeAgo('2026-06-15T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-06-15T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-06-15T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-06-14T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-06-01T12:00:00Z', now)).toBe('14 days ago');
    expect(timeAgo('2026-01-02T12:00:00Z', now)).toBe('Jan 2, 2026');
  });
  it('answers an empty string for an unreadable date', () => {
    expect(timeAgo('not a date', now)).toBe('');
    expect(timeAgo(undefined, now)).toBe('');
  });
});
