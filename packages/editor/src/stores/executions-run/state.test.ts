import { describe, expect, it } from 'vitest';
import type { TaskData } from '@weft/workflow';
import * as r from './state';

const task = (items: number, error = false): TaskData => ({
  startTime: 0,
  executionIndex: 0,
  executionTime: 1,
  executionStatus: error ? 'error' : 'success',
  source: [],
  data: { main: [Array.from({ length: items }, () => ({ json: {} }))] },
  ...(error ? { error: { message: 'bad' } } : {}),
});

describe('run state of the open workflow', () => {
  it('adds the active execution at the front without duplicates', () => {
    const list = r.addActiveExecution([{ id: '1' }, { id: '2' }], { id: '2' });
    expect(list.map((e) => e.id)).toEqual(['2', '1']);
  });

  it('counts an execution as finished when finished is true or stoppedAt is set', () => {
    expect(r.isFinished({ finished: false, stoppedAt: '2024-01-01' })).toBe(true);
    expect(r.isFinished({ finished: true, stoppedAt: null })).toBe(true);
    expect(r.isFinished({ finished: false, stoppedAt: null })).toBe(false);
  });

  it('follows a run from request to finish with node states and item counts', () => {
    let s = r.runRequested(r.initialRunState);
    s = r.runAccepted(s, { executionId: '5' });
    s = r.nodeStarted(s, 'A');
    expect(r.nodeStatus(s, 'A')).toBe('running');
    s = r.nodeFinished(s, 'A', task(3));
    s = r.nodeFinished(s, 'B', task(0, true));
    expect(r.nodeStatus(s, 'A')).toBe('success');
    expect(r.nodeStatus(s, 'B')).toBe('error');
    expect(r.outputItemCount(s.runData, 'A', 0)).toBe(3);
    s = r.executionFinished(s, { executionId: '5', status: 'error', errorMessage: 'bad' });
    expect(s.running).toBe(false);
    expect(s.executions[0]).toMatchObject({ id: '5', status: 'error' });
    expect(r.isFinished(s.executions[0]!)).toBe(true);
    expect(r.clearRunData(s).runData).toBeNull();
  });

  it('clears the run data of toggled nodes only', () => {
    let s = r.nodeFinished(r.nodeFinished(r.initialRunState, 'A', task(1)), 'B', task(2));
    s = r.clearNodeRunData(s, ['A']);
    expect(Object.keys(s.runData!)).toEqual(['B']);
  });

  it('waits for a test webhook and stops waiting when it is deleted', () => {
    let s = r.runAccepted(r.runRequested(r.initialRunState), { waitingForWebhook: true });
    expect(s.waitingForWebhook).toBe(true);
    s = r.webhookDeleted(s);
    expect(s.running).toBe(false);
  });
});

describe('coming back to the editor from the Executions tab', () => {
  it('keeps the run shown for the same workflow at the same saved version only', async () => {
    const { keepsRunOnReload } = await import('./state');
    expect(keepsRunOnReload({ id: '7', versionId: 'v1' }, { id: 7, versionId: 'v1' })).toBe(true);
    expect(keepsRunOnReload({ id: '7', versionId: 'v1' }, { id: '7', versionId: 'v2' })).toBe(false);
    expect(keepsRunOnReload({ id: '7', versionId: 'v1' }, { id: '8', versionId: 'v1' })).toBe(false);
    expect(keepsRunOnReload({ id: 'new' }, { id: 'new' })).toBe(false);
  });
});
