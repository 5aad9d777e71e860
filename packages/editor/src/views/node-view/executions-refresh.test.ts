import { describe, expect, it } from 'vitest';
import { sameExecutionList } from './executions-refresh';

describe("the Executions tab's own refresh (issue 15 item 8)", () => {
  const a = [
    { id: '2', status: 'running', stoppedAt: null },
    { id: '1', status: 'success', stoppedAt: '2026-01-01T00:00:01Z' },
  ];
  it('replaces the list when a run is new or has finished, and not otherwise', () => {
    expect(
      sameExecutionList(
        a,
        a.map((e) => ({ ...e })),
      ),
    ).toBe(true);
    expect(sameExecutionList(a, [{ id: '3', status: 'success', stoppedAt: 'x' }, ...a])).toBe(false);
    expect(sameExecutionList(a, [{ ...a[0]!, status: 'success', stoppedAt: '2026-01-01T00:00:02Z' }, a[1]!])).toBe(
      false,
    );
  });
});
