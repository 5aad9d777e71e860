import { beforeEach, describe, expect, it } from 'vitest';
import { useRunStore } from './store';

const task = (n: number) => ({
  startTime: 0,
  executionIndex: n,
  executionTime: 1,
  executionStatus: 'success',
  source: [],
  data: { main: [[{ json: { n } }]] },
});
const push = (type: string, data: Record<string, unknown>) => useRunStore.getState().handlePush({ type, data });

describe('a run started by another route (the chat) is followed live from its push messages', () => {
  beforeEach(() => useRunStore.getState().reset());

  it('adopts the execution its first push message names and fills run data as nodes finish', () => {
    useRunStore.getState().expectPushedRun();
    expect(useRunStore.getState().running).toBe(true);
    // Before the run starts nothing else is taken for it.
    push('nodeExecuteBefore', { executionId: '6', nodeName: 'Other' });
    push('executionStarted', { executionId: '7', mode: 'manual' });
    expect(useRunStore.getState().activeExecutionId).toBe('7');
    push('nodeExecuteBefore', { executionId: '7', nodeName: 'AI Agent' });
    expect(useRunStore.getState().executingNodes).toEqual(['AI Agent']);
    push('nodeExecuteAfter', { executionId: '7', nodeName: 'AI Agent', data: task(1) });
    expect(useRunStore.getState().runData?.['AI Agent']?.[0]?.data?.main?.[0]).toEqual([{ json: { n: 1 } }]);
    expect(useRunStore.getState().runData?.Other).toBeUndefined();
    push('executionFinished', { executionId: '7', status: 'success' });
    expect(useRunStore.getState().running).toBe(false);
    // A later execution is not adopted without being expected.
    push('executionStarted', { executionId: '8', mode: 'manual' });
    expect(useRunStore.getState().activeExecutionId).not.toBe('8');
    expect(useRunStore.getState().running).toBe(false);
  });

  it('stops waiting when the request failed before any run started', () => {
    const failed = useRunStore.getState().expectPushedRun();
    failed('The workflow has no enabled Chat Trigger');
    expect(useRunStore.getState().running).toBe(false);
    push('executionStarted', { executionId: '9', mode: 'manual' });
    expect(useRunStore.getState().activeExecutionId).toBeNull();
  });
});
