import { describe, expect, it } from 'vitest';
import type { WorkflowSummary } from '../../api/workflows';
import * as s from './state';

const owner = { id: 'u1', email: 'olivia@x.test', firstName: 'Olivia', lastName: 'Owner' };
const mia = { id: 'u2', email: 'mia@x.test', firstName: 'Mia', lastName: null };
function wf(id: string, name: string, extra: Partial<WorkflowSummary> = {}): WorkflowSummary {
  return {
    id,
    name,
    active: false,
    versionId: `v-${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    tags: [],
    ownedBy: owner,
    sharedWith: [],
    ...extra,
  };
}

const list = [
  wf('a', 'Invoice sync', {
    tags: [{ id: 't1', name: 'finance' }],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
  }),
  wf('b', 'Lead router', {
    active: true,
    createdAt: '2026-01-02T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    tags: [
      { id: 't1', name: 'finance' },
      { id: 't2', name: 'sales' },
    ],
  }),
  wf('c', 'Weekly Réport', {
    createdAt: '2026-01-03T00:00:00Z',
    updatedAt: '2026-01-04T00:00:00Z',
    ownedBy: mia,
    sharedWith: [owner],
  }),
  wf('d', 'workflow 10', { createdAt: '2026-01-04T00:00:00Z', updatedAt: '2026-01-04T00:00:00Z' }),
  wf('e', 'workflow 9', { createdAt: '2026-01-04T00:00:00Z', updatedAt: '2026-01-04T00:00:00Z' }),
];
const q = (over: Partial<s.WorkflowQuery> = {}): s.WorkflowQuery => ({ ...s.initialWorkflowQuery, ...over });
const ids = (l: WorkflowSummary[]) => l.map((w) => w.id);

describe('workflows list: search and filters', () => {
  it('searches names case- and accent-insensitively', () => {
    expect(ids(s.filterWorkflows(list, q({ search: '  LEAD ' })))).toEqual(['b']);
    expect(ids(s.filterWorkflows(list, q({ search: 'report' })))).toEqual(['c']);
    expect(ids(s.filterWorkflows(list, q({ search: 'nothing' })))).toEqual([]);
  });

  it('keeps workflows that carry every chosen tag', () => {
    expect(ids(s.filterWorkflows(list, q({ tagIds: ['t1'] })))).toEqual(['a', 'b']);
    expect(ids(s.filterWorkflows(list, q({ tagIds: ['t1', 't2'] })))).toEqual(['b']);
  });

  it('filters by owner: mine, shared with me, or one owner', () => {
    expect(ids(s.filterWorkflows(list, q({ owner: 'mine' }), 'u1'))).toEqual(['a', 'b', 'd', 'e']);
    expect(ids(s.filterWorkflows(list, q({ owner: 'shared' }), 'u1'))).toEqual(['c']);
    expect(ids(s.filterWorkflows(list, q({ owner: { ownerId: 'u2' } }), 'u1'))).toEqual(['c']);
  });

  it('knows when a query narrows the list', () => {
    expect(s.isFiltered(q())).toBe(false);
    expect(s.isFiltered(q({ search: ' x ' }))).toBe(true);
    expect(s.isFiltered(q({ tagIds: ['t1'] }))).toBe(true);
    expect(s.isFiltered(q({ owner: 'mine' }))).toBe(true);
    expect(s.isFiltered(q({ sort: 'nameAsc' }))).toBe(false);
  });

  it('says a workflow is shared with the viewer only when the viewer is a sharee, not the owner', () => {
    expect(s.isSharedWith(list[2]!, 'u1')).toBe(true);
    expect(s.isSharedWith(list[2]!, 'u2')).toBe(false);
    expect(s.isSharedWith(list[0]!, 'u1')).toBe(false);
    expect(s.isSharedWith(list[2]!, undefined)).toBe(false);
  });
});

describe('workflows list: sorting and paging', () => {
  it('sorts by last updated, last created and name both ways, with natural numbers and stable ties', () => {
    expect(ids(s.sortWorkflows(list, 'lastUpdated'))).toEqual(['a', 'b', 'c', 'e', 'd']);
    expect(ids(s.sortWorkflows(list, 'lastCreated'))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(ids(s.sortWorkflows(list, 'nameAsc'))).toEqual(['a', 'b', 'c', 'e', 'd']);
    expect(ids(s.sortWorkflows(list, 'nameDesc'))).toEqual(['d', 'e', 'c', 'b', 'a']);
  });

  it('does not change the list it sorts', () => {
    const before = ids(list);
    s.sortWorkflows(list, 'nameDesc');
    expect(ids(list)).toEqual(before);
  });

  it('applies filters then sort', () => {
    expect(ids(s.applyWorkflowQuery(list, q({ tagIds: ['t1'], sort: 'nameDesc' })))).toEqual(['b', 'a']);
  });

  it('pages hundreds of workflows and clamps the page number', () => {
    const many = Array.from({ length: 312 }, (_, i) => i);
    expect(s.paginate(many, 1, 25)).toMatchObject({ page: 1, pages: 13, from: 1, to: 25 });
    const last = s.paginate(many, 13, 25);
    expect(last).toMatchObject({ page: 13, from: 301, to: 312 });
    expect(last.items).toHaveLength(12);
    expect(s.paginate(many, 99, 25).page).toBe(13);
    expect(s.paginate(many, 0, 25).page).toBe(1);
    expect(s.paginate([], 1, 25)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, items: [] });
  });
});

describe('workflows list: helpers and updates', () => {
  it('lists distinct owners by name', () => {
    expect(s.ownersOf(list).map((u) => u.id)).toEqual(['u2', 'u1']);
  });

  it('names users by full name, else e-mail', () => {
    expect(s.userName(owner)).toBe('Olivia Owner');
    expect(s.userName({ firstName: null, lastName: null, email: 'x@y.z' })).toBe('x@y.z');
    expect(s.userName(null)).toBe('Unknown user');
  });

  it("names a duplicate with ' copy' unless that reaches 128 characters", () => {
    expect(s.duplicateName('Invoices')).toBe('Invoices copy');
    const long = 'x'.repeat(123);
    expect(s.duplicateName(long)).toBe(long);
    expect(s.duplicateName('x'.repeat(122))).toBe(`${'x'.repeat(122)} copy`);
  });

  it('updates, patches and removes workflows', () => {
    let st = s.setWorkflows(s.initialWorkflowsListState, list);
    expect(st.loaded).toBe(true);
    st = s.patchWorkflow(st, 'a', { active: true });
    expect(st.workflows.find((w) => w.id === 'a')!.active).toBe(true);
    st = s.upsertWorkflow(st, { ...wf('z', 'New one'), nodes: [] } as WorkflowSummary);
    expect(st.workflows[0]!.id).toBe('z');
    expect('nodes' in st.workflows[0]!).toBe(false);
    st = s.upsertWorkflow(st, wf('a', 'Renamed'));
    expect(st.workflows.find((w) => w.id === 'a')!.name).toBe('Renamed');
    st = s.removeWorkflow(st, 'a');
    expect(st.workflows.some((w) => w.id === 'a')).toBe(false);
  });
});
