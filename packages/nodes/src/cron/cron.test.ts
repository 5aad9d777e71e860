import { describe, expect, it, vi } from 'vitest';
import type { TriggerContext, WorkflowNode } from '@weft/workflow';
import {
  cronNode,
  cronSchedules,
  nextCronTime,
  parseCronExpression,
  startCronTimer,
  triggerTimeToCron,
} from './index.js';

const fixed = (n: number) => () => n;
const next = (expression: string, after: string, zone = 'UTC') =>
  nextCronTime(parseCronExpression(expression), new Date(after), zone)?.toISOString();

describe('Cron trigger times as cron expressions (n8n toCronExpression)', () => {
  it('builds each mode with n8n’s defaults and a random second', () => {
    expect(triggerTimeToCron({ mode: 'everyMinute' }, fixed(7))).toBe('7 * * * * *');
    expect(triggerTimeToCron({ mode: 'everyHour', minute: 15 }, fixed(7))).toBe('7 15 * * * *');
    expect(triggerTimeToCron({ mode: 'everyDay' }, fixed(3))).toBe('3 0 14 * * *');
    expect(triggerTimeToCron({}, fixed(3))).toBe('3 0 14 * * *');
    expect(triggerTimeToCron({ mode: 'everyWeek', hour: 9, minute: 30, weekday: '0' }, fixed(1))).toBe('1 30 9 * * 0');
    expect(triggerTimeToCron({ mode: 'everyWeek' }, fixed(1))).toBe('1 0 14 * * 1');
    expect(triggerTimeToCron({ mode: 'everyMonth', hour: 6, minute: 5, dayOfMonth: 15 }, fixed(2))).toBe(
      '2 5 6 15 * *',
    );
    expect(triggerTimeToCron({ mode: 'everyX', value: 10, unit: 'minutes' }, fixed(4))).toBe('4 */10 * * * *');
    expect(triggerTimeToCron({ mode: 'everyX' }, fixed(4))).toBe('4 4 */2 * * *');
    expect(triggerTimeToCron({ mode: 'custom', cronExpression: ' 0 0 12 * * 1-5 ' })).toBe('0 0 12 * * 1-5');
    expect(triggerTimeToCron({ mode: 'custom' })).toBe('* * * * * *');
    expect(() => triggerTimeToCron({ mode: 'sometimes' })).toThrow('Unknown trigger time mode "sometimes"');
  });

  it('uses a second in [0, 60) when not fixed', () => {
    for (let i = 0; i < 50; i++) {
      const second = Number(triggerTimeToCron({ mode: 'everyMinute' }).split(' ')[0]);
      expect(second).toBeGreaterThanOrEqual(0);
      expect(second).toBeLessThan(60);
    }
  });
});

describe('cron schedule computation', () => {
  it('finds the next matching moment', () => {
    expect(next('7 * * * * *', '2026-03-10T10:00:30Z')).toBe('2026-03-10T10:01:07.000Z');
    expect(next('7 * * * * *', '2026-03-10T10:00:06.500Z')).toBe('2026-03-10T10:00:07.000Z');
    expect(next('0 0 14 * * *', '2026-03-10T14:00:00Z')).toBe('2026-03-11T14:00:00.000Z');
    expect(next('0 30 9 * * 0', '2026-03-10T10:00:00Z')).toBe('2026-03-15T09:30:00.000Z');
    expect(next('0 5 6 31 * *', '2026-04-01T00:00:00Z')).toBe('2026-05-31T06:05:00.000Z');
    expect(next('0 0 */6 * * *', '2026-03-10T13:00:00Z')).toBe('2026-03-10T18:00:00.000Z');
    expect(next('0 12 * * mon-fri', '2026-03-14T00:00:00Z')).toBe('2026-03-16T12:00:00.000Z');
    expect(next('0 0 1 jan *', '2026-03-14T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
    expect(next('0 0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('treats a restricted day of month and day of week as either', () => {
    // The 13th, or any Friday.
    expect(next('0 0 0 13 * 5', '2026-03-01T00:00:00Z')).toBe('2026-03-06T00:00:00.000Z');
    expect(next('0 0 0 13 * 5', '2026-03-10T00:00:00Z')).toBe('2026-03-13T00:00:00.000Z');
  });

  it('computes in the workflow’s timezone, across a DST change', () => {
    expect(next('0 0 14 * * *', '2026-03-10T00:00:00Z', 'Asia/Tokyo')).toBe('2026-03-10T05:00:00.000Z');
    // New York moves to UTC-4 on 2026-03-08.
    expect(next('0 0 9 * * *', '2026-03-07T15:00:00Z', 'America/New_York')).toBe('2026-03-08T13:00:00.000Z');
  });

  it('answers undefined for a date that never comes', () => {
    expect(next('0 0 0 30 2 *', '2026-01-01T00:00:00Z')).toBeUndefined();
  });

  it('refuses bad expressions with a clear error', () => {
    expect(() => parseCronExpression('not a cron')).toThrow('must have 5 or 6 fields');
    expect(() => parseCronExpression('0 61 * * * *')).toThrow('The minute 61 is out of range (0-59)');
    expect(() => parseCronExpression('0 * * * 13 *')).toThrow('The month 13 is out of range (1-12)');
    expect(() => parseCronExpression('0 */0 * * * *')).toThrow('invalid step');
    expect(() => parseCronExpression('0 5-2 * * * *')).toThrow('backwards range');
  });
});

function triggerContext(parameters: Record<string, unknown>, emitted: unknown[][]): TriggerContext {
  const node = {
    id: '1',
    name: 'Cron',
    type: 'weft.cron',
    typeVersion: 1,
    position: [0, 0],
    parameters,
  } as unknown as WorkflowNode;
  return {
    getNodeParameter: (name, fallback) => (name in parameters ? parameters[name] : fallback),
    getNode: () => node,
    getWorkflow: () => ({ nodes: [node], connections: {} }) as never,
    getMode: () => 'trigger',
    getTimezone: () => 'UTC',
    emit: (data) => emitted.push(data),
    emitError: () => undefined,
  };
}

describe('Cron node', () => {
  it('names the node and the trigger time of a bad custom expression', () => {
    const ctx = triggerContext(
      { triggerTimes: { item: [{ mode: 'everyDay' }, { mode: 'custom', cronExpression: '0 0 25 * * *' }] } },
      [],
    );
    expect(() => cronSchedules(ctx)).toThrow('Trigger time 2: The hour 25 is out of range (0-23)');
  });

  it('fires every second on a custom expression, emits one empty item, and stops', async () => {
    const emitted: unknown[][] = [];
    const response = await cronNode[0]!.trigger!(
      triggerContext({ triggerTimes: { item: [{ mode: 'custom', cronExpression: '* * * * * *' }] } }, emitted),
    );
    await new Promise((r) => setTimeout(r, 2300));
    await response.closeFunction!();
    const count = emitted.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(emitted[0]).toEqual([[{ json: {} }]]);
    await new Promise((r) => setTimeout(r, 1200));
    expect(emitted.length).toBe(count);
    await response.manualTriggerFunction!();
    expect(emitted.length).toBe(count + 1);
  });

  it('a timer fires at the computed moments only', () => {
    // On a virtual clock, so that a busy machine cannot make a firing late.
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12, 0, 0, 300) });
    try {
      const fired: number[] = [];
      const stop = startCronTimer(parseCronExpression('*/2 * * * * *'), 'UTC', () => fired.push(Date.now()));
      vi.advanceTimersByTime(4300);
      stop();
      vi.advanceTimersByTime(4000);
      expect(fired.map((at) => new Date(at).toISOString())).toEqual([
        '2026-01-01T12:00:02.000Z',
        '2026-01-01T12:00:04.000Z',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
