import { describe, expect, it } from 'vitest';
import {
  addCollectionSearch,
  addWorkflowPage,
  initialTemplatesState,
  isSearchFinished,
  newSessionId,
  queryKey,
  setFullCollection,
  setLoadingMore,
  startSession,
} from './state';

const wf = (id: number) => ({ id, name: `Workflow ${id}` });

describe('the templates store', () => {
  it("names sessions 'templates-' plus a timestamp and remembers the previous one", () => {
    expect(newSessionId(1700000000000)).toBe('templates-1700000000000');
    const s = startSession(startSession(initialTemplatesState, 1), 2);
    expect(s.currentSessionId).toBe('templates-2');
    expect(s.previousSessionId).toBe('templates-1');
  });

  it('keys searches by a normalised query', () => {
    expect(queryKey({ search: '  Slack ', categories: ['2', '1'] })).toBe(
      queryKey({ search: 'slack', categories: ['1', '2'] }),
    );
  });

  it('sets loadingMore before a page and clears it with the page; a search is finished once all are loaded', () => {
    const q = { search: 'x' };
    let s = addWorkflowPage(initialTemplatesState, q, { totalWorkflows: 3, workflows: [wf(1), wf(2)] }, 0);
    expect(isSearchFinished(s, q)).toBe(false);
    s = setLoadingMore(s, q, true);
    expect(s.workflowSearches[queryKey(q)]!.loadingMore).toBe(true);
    s = addWorkflowPage(s, q, { totalWorkflows: 3, workflows: [wf(2), wf(3)] }, 2);
    expect(s.workflowSearches[queryKey(q)]).toEqual({
      workflowIds: ['1', '2', '3'],
      totalWorkflows: 3,
      loadingMore: false,
    });
    expect(isSearchFinished(s, q)).toBe(true);
  });

  it('marks a collection full only once its own page is loaded', () => {
    let s = addCollectionSearch(initialTemplatesState, {}, [{ id: 7, name: 'Ops', workflows: [{ id: 1 }] }]);
    expect(s.collections['7']!.full).toBe(false);
    s = setFullCollection(s, { id: 7, name: 'Ops', workflows: [wf(1)] });
    expect(s.collections['7']!.full).toBe(true);
    expect(s.workflows['1']!.name).toBe('Workflow 1');
  });
});
