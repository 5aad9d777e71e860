import { describe, expect, it } from 'vitest';
import { createEventMessage, firstIdAt, timeOrderedUuid } from '../src/eventbus/message.js';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('event ids', () => {
  it('are version 7 UUIDs carrying the millisecond they were made in', () => {
    const id = timeOrderedUuid(Date.UTC(2026, 10, 25, 12, 0, 0, 123));
    expect(id).toMatch(V7);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.UTC(2026, 10, 25, 12, 0, 0, 123));
    const event = createEventMessage('weft.workflow.started', { executionId: '1', skipped: undefined });
    expect(event.id).toMatch(V7);
    expect(new Date(parseInt(event.id.slice(0, 8) + event.id.slice(9, 13), 16)).toISOString()).toBe(event.ts);
    expect(event.payload).toEqual({ executionId: '1' });
  });

  it('sort by time (so stored events append to the key index) and never repeat', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => timeOrderedUuid(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i - 1]! < ids[i]!).toBe(true);
  });

  it('start with the time in 48 bits, as 12 hexadecimal digits around a dash', () => {
    const plain = (ms: number) => {
      const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
    };
    const now = Date.now();
    for (const ms of [0, 1, 0xffffff, 0x1000000, 0x1000001, now, now + 0.7, 2 ** 47, 2 ** 48 - 1, -5])
      expect(firstIdAt(ms)).toBe(plain(ms));
    expect(firstIdAt(Date.UTC(2026, 11, 2))).toBe('01a2340d-0c00');
  });
});

describe('event ids within one millisecond', () => {
  const timeOf = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

  // First: the tests below count in future milliseconds, after which ids of the present are random.
  it('are made the same way for events, in publishing order', () => {
    const events = Array.from({ length: 50 }, () => createEventMessage('weft.node.started', { executionId: '1' }));
    const ids = events.map((e) => e.id);
    expect(new Set(ids).size).toBe(50);
    for (let i = 1; i < ids.length; i++) expect(ids[i - 1]! < ids[i]!).toBe(true);
  });
  it('count up, in the order they were made, past 4,096 in one millisecond too', () => {
    const ms = Date.now() + 3_600_000;
    const ids = Array.from({ length: 5000 }, () => timeOrderedUuid(ms));
    for (const id of ids) expect(id).toMatch(V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => timeOf(id) === ms)).toBe(true);
    // The counted ones ascend and share this process's bits; the rest are random.
    const counted = ids.slice(0, 4096);
    expect([...counted].sort()).toEqual(counted);
    expect(new Set(counted.map((id) => id.slice(19))).size).toBe(1);
    expect(counted[0]!.slice(14, 18)).toBe('7000');
    expect(counted[4095]!.slice(14, 18)).toBe('7fff');
    expect(new Set(ids.slice(4096).map((id) => id.slice(19))).size).toBe(904);
  });

  it('never repeat when the clock goes back to a millisecond already counted', () => {
    const ms = Date.now() + 7_200_000;
    const before = [timeOrderedUuid(ms), timeOrderedUuid(ms)];
    timeOrderedUuid(ms + 1);
    const again = [timeOrderedUuid(ms), timeOrderedUuid(ms)];
    // A fraction of a later millisecond is that millisecond, counted once.
    const fractions = [timeOrderedUuid(ms + 2), timeOrderedUuid(ms + 2.5), timeOrderedUuid(ms + 2.9)];
    expect(new Set([...before, ...again, ...fractions]).size).toBe(7);
    for (const id of again) expect(id).toMatch(V7);
  });
});
