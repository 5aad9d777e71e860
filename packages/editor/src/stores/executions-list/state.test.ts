import { describe, expect, it } from 'vitest';
import type { ExecutionSummary } from '../../api/executions';
import {
  appendPage,
  formatDuration,
  initialExecutionsListState,
  isFinished,
  removeItems,
  setFirstPage,
  toggleAll,
  toggleSelected,
} from './state';

const ex = (id: number, status = 'success'): ExecutionSummary => ({
  id: String(id),
  finished: status === 'success',
  mode: 'manual',
  retryOf: null,
  retrySuccessId: null,
  waitTill: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  stoppedAt: status === 'running' ? null : '2026-01-01T00:00:01.500Z',
  workflowId: 'w',
  workflowName: 'W',
  status,
});

describe('the executions list', () => {
  it('counts an execution as finished when finished is true or stoppedAt is set', () => {
    expect(isFinished({ finished: false, stoppedAt: '2026-01-01' })).toBe(true);
    expect(isFinished({ finished: true, stoppedAt: null })).toBe(true);
    expect(isFinished({ finished: false, stoppedAt: null })).toBe(false);
  });

  it('shows running executions once, above the stored ones', () => {
    const s = setFirstPage(initialExecutionsListState, { count: 2, results: [ex(3, 'running'), ex(2)] }, [
      ex(3, 'running'),
    ]);
    expect(s.running.map((e) => e.id)).toEqual(['3']);
    expect(s.items.map((e) => e.id)).toEqual(['2']);
  });

  it('keeps older loaded pages on refresh and never duplicates', () => {
    let s = setFirstPage(initialExecutionsListState, { count: 4, results: [ex(4), ex(3)] }, []);
    s = appendPage(s, [ex(3), ex(2), ex(1)]);
    expect(s.items.map((e) => e.id)).toEqual(['4', '3', '2', '1']);
    s = setFirstPage(s, { count: 5, results: [ex(5), ex(4)] }, []);
    expect(s.items.map((e) => e.id)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('selects all, then none, and forgets deleted executions', () => {
    let s = setFirstPage(initialExecutionsListState, { count: 2, results: [ex(2), ex(1)] }, []);
    s = toggleAll(s);
    expect(s.selected).toEqual(['2', '1']);
    s = removeItems(s, ['2']);
    expect(s.selected).toEqual(['1']);
    expect(s.count).toBe(1);
    s = toggleSelected(s, '1');
    expect(s.selected).toEqual([]);
  });

  it('formats run times', () => {
    expect(formatDuration('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.250Z')).toBe('0.25s');
    expect(formatDuration('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:01.500Z')).toBe('1.5s');
    expect(formatDuration('2026-01-01T00:00:00.000Z', '2026-01-01T00:03:04.000Z')).toBe('3:04');
  });
});
