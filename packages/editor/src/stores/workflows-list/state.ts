/**
 * The workflows list (issue #5, /home/workflows): the loaded workflows and the pure functions
 * that search, filter, sort and page them. Each takes data in and returns new data out.
 */
import type { ResourceUser, WorkflowSummary } from '../../api/workflows';

/** How the list can be ordered. */
export type WorkflowSort = 'lastUpdated' | 'lastCreated' | 'nameAsc' | 'nameDesc';

/** The sort options with their labels, in menu order. */
export const WORKFLOW_SORTS: Array<{ value: WorkflowSort; label: string }> = [
  { value: 'lastUpdated', label: 'Last updated' },
  { value: 'lastCreated', label: 'Last created' },
  { value: 'nameAsc', label: 'Name (A–Z)' },
  { value: 'nameDesc', label: 'Name (Z–A)' },
];

/** Who the list shows: everyone's, the viewer's own, those shared with the viewer, or one owner's. */
export type OwnerFilter = 'all' | 'mine' | 'shared' | { ownerId: string };

/** What the user narrowed the list by. */
export interface WorkflowQuery {
  search: string;
  sort: WorkflowSort;
  /** A workflow must carry every one of these tag ids. */
  tagIds: string[];
  owner: OwnerFilter;
}

export const initialWorkflowQuery: WorkflowQuery = { search: '', sort: 'lastUpdated', tagIds: [], owner: 'all' };

/** Whether a query narrows the list at all (the "no results" state offers to clear it). */
export function isFiltered(q: WorkflowQuery): boolean {
  return q.search.trim() !== '' || q.tagIds.length > 0 || q.owner !== 'all';
}

/** Case- and accent-insensitive text for matching names. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Whether a workflow is shared with the viewer (the viewer is a sharee, not the owner). */
export function isSharedWith(w: Pick<WorkflowSummary, 'ownedBy' | 'sharedWith'>, userId: string | undefined): boolean {
  if (!userId || w.ownedBy?.id === userId) return false;
  return w.sharedWith.some((s) => s.id === userId);
}

/** Keeps the workflows that match the search text, tags and owner filter. */
export function filterWorkflows(
  list: readonly WorkflowSummary[],
  q: WorkflowQuery,
  userId?: string,
): WorkflowSummary[] {
  const needle = normalizeText(q.search);
  return list.filter((w) => {
    if (needle && !normalizeText(w.name).includes(needle)) return false;
    if (q.tagIds.length && !q.tagIds.every((id) => w.tags.some((t) => t.id === id))) return false;
    if (q.owner === 'mine') return w.ownedBy?.id === userId;
    if (q.owner === 'shared') return isSharedWith(w, userId);
    if (typeof q.owner === 'object') return w.ownedBy?.id === q.owner.ownerId;
    return true;
  });
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Sorts a copy of the list; ties break by name, then id, so the order is stable. */
export function sortWorkflows<T extends Pick<WorkflowSummary, 'id' | 'name' | 'createdAt' | 'updatedAt'>>(
  list: readonly T[],
  sort: WorkflowSort,
): T[] {
  const byName = (a: T, b: T) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  const cmp: Record<WorkflowSort, (a: T, b: T) => number> = {
    lastUpdated: (a, b) => time(b.updatedAt) - time(a.updatedAt) || byName(a, b),
    lastCreated: (a, b) => time(b.createdAt) - time(a.createdAt) || byName(a, b),
    nameAsc: byName,
    nameDesc: (a, b) => -byName(a, b),
  };
  return [...list].sort(cmp[sort]);
}

/** The filtered and sorted list the view shows. */
export function applyWorkflowQuery(
  list: readonly WorkflowSummary[],
  q: WorkflowQuery,
  userId?: string,
): WorkflowSummary[] {
  return sortWorkflows(filterWorkflows(list, q, userId), q.sort);
}

/** One page of a list, with the page number clamped to the pages that exist. */
export function paginate<T>(
  list: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (p - 1) * pageSize;
  const items = list.slice(start, start + pageSize);
  return { items, page: p, pages, from: items.length ? start + 1 : 0, to: start + items.length };
}

/** The distinct owners of a list, by display name (for the owner filter). */
export function ownersOf(list: readonly Pick<WorkflowSummary, 'ownedBy'>[]): ResourceUser[] {
  const seen = new Map<string, ResourceUser>();
  for (const w of list) if (w.ownedBy && !seen.has(w.ownedBy.id)) seen.set(w.ownedBy.id, w.ownedBy);
  return [...seen.values()].sort((a, b) => collator.compare(userName(a), userName(b)));
}

/** A user's display name: full name, else e-mail, else 'Unknown user'. */
export function userName(u: Pick<ResourceUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  if (!u) return 'Unknown user';
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return full || u.email || 'Unknown user';
}

/** The duplicate's name: name + ' copy', or the name itself when that would reach 128 characters. */
export function duplicateName(name: string, limit = 128): string {
  const next = `${name} copy`;
  return next.length >= limit ? name : next;
}

/** The list's state in the store. */
export interface WorkflowsListState {
  workflows: WorkflowSummary[];
  loading: boolean;
  loaded: boolean;
  error: Error | null;
}

export const initialWorkflowsListState: WorkflowsListState = {
  workflows: [],
  loading: false,
  loaded: false,
  error: null,
};

/** Replaces the list after a load. */
export function setWorkflows(state: WorkflowsListState, workflows: WorkflowSummary[]): WorkflowsListState {
  return { ...state, workflows, loading: false, loaded: true, error: null };
}

/** Updates (or adds) one workflow, keeping only the summary fields the list uses. */
export function upsertWorkflow(state: WorkflowsListState, w: WorkflowSummary): WorkflowsListState {
  const summary: WorkflowSummary = {
    id: w.id,
    name: w.name,
    active: w.active,
    versionId: w.versionId,
    createdAt: w.createdAt,
    updatedAt: w.updatedAt,
    tags: w.tags ?? [],
    ownedBy: w.ownedBy ?? null,
    sharedWith: w.sharedWith ?? [],
  };
  const i = state.workflows.findIndex((x) => x.id === w.id);
  const workflows = i < 0 ? [summary, ...state.workflows] : state.workflows.map((x, j) => (j === i ? summary : x));
  return { ...state, workflows };
}

/** Changes fields of one workflow (an optimistic toggle, a new versionId). */
export function patchWorkflow(
  state: WorkflowsListState,
  id: string,
  patch: Partial<WorkflowSummary>,
): WorkflowsListState {
  return { ...state, workflows: state.workflows.map((w) => (w.id === id ? { ...w, ...patch } : w)) };
}

/** Removes a deleted workflow. */
export function removeWorkflow(state: WorkflowsListState, id: string): WorkflowsListState {
  return { ...state, workflows: state.workflows.filter((w) => w.id !== id) };
}
