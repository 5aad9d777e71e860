import type { ExecutionSummary, ExecutionsFilter } from '../../api/executions';
import { displayTimer } from '../../utils/time-format';

/** The statuses a user can filter by, in the list's order. */
export const EXECUTION_STATUSES = ['success', 'error', 'crashed', 'running', 'waiting', 'canceled', 'new'] as const;

export interface ExecutionsListState {
  /** Stored executions, newest first, without duplicates. */
  items: ExecutionSummary[];
  /** Executions running now, shown above the stored ones. */
  running: ExecutionSummary[];
  count: number;
  filter: ExecutionsFilter;
  selected: string[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  autoRefresh: boolean;
}

export const initialExecutionsListState: ExecutionsListState = {
  items: [],
  running: [],
  count: 0,
  filter: {},
  selected: [],
  loading: false,
  loadingMore: false,
  error: null,
  autoRefresh: true,
};

/** Whether an execution has finished: finished is true or stoppedAt has a value. */
export function isFinished(e: Pick<ExecutionSummary, 'finished' | 'stoppedAt'>): boolean {
  return e.finished || !!e.stoppedAt;
}

/** Replaces the first page (a fresh load or a refresh), keeping the selection that still exists. */
export function setFirstPage(
  state: ExecutionsListState,
  page: { count: number; results: ExecutionSummary[] },
  running: ExecutionSummary[],
): ExecutionsListState {
  const ids = new Set(page.results.map((e) => e.id));
  // A refresh must not drop pages the user already loaded below the first one.
  const older = state.items.filter(
    (e) =>
      !ids.has(e.id) && page.results.length > 0 && Number(e.id) < Number(page.results[page.results.length - 1]!.id),
  );
  const items = [...page.results, ...older];
  const known = new Set(items.map((e) => e.id));
  const runningIds = new Set(running.map((e) => e.id));
  return {
    ...state,
    items: items.filter((e) => !runningIds.has(e.id)),
    running,
    count: page.count,
    selected: state.selected.filter((id) => known.has(id) || runningIds.has(id)),
    loading: false,
    error: null,
  };
}

/** Appends an older page, skipping executions already in the list. */
export function appendPage(state: ExecutionsListState, results: ExecutionSummary[]): ExecutionsListState {
  const known = new Set(state.items.map((e) => e.id));
  return { ...state, items: [...state.items, ...results.filter((e) => !known.has(e.id))], loadingMore: false };
}

/** Changes the filter; the list starts again from the newest execution. */
export function setFilter(state: ExecutionsListState, filter: ExecutionsFilter): ExecutionsListState {
  return { ...state, filter, items: [], selected: [], loading: true };
}

/** Selects or unselects one execution. */
export function toggleSelected(state: ExecutionsListState, id: string): ExecutionsListState {
  return {
    ...state,
    selected: state.selected.includes(id) ? state.selected.filter((x) => x !== id) : [...state.selected, id],
  };
}

/** Selects every loaded stored execution, or none when all are selected. */
export function toggleAll(state: ExecutionsListState): ExecutionsListState {
  const all = state.items.map((e) => e.id);
  const allSelected = all.length > 0 && all.every((id) => state.selected.includes(id));
  return { ...state, selected: allSelected ? [] : all };
}

/** Removes deleted executions from the list. */
export function removeItems(state: ExecutionsListState, ids: string[]): ExecutionsListState {
  const gone = new Set(ids);
  return {
    ...state,
    items: state.items.filter((e) => !gone.has(e.id)),
    selected: state.selected.filter((id) => !gone.has(id)),
    count: Math.max(0, state.count - ids.length),
  };
}

/**
 * How long an execution ran, for the lists' timer: a finished one with exact
 * seconds ('1.5s', '0.25s') or m:ss from a minute; a running one in whole seconds ('12s', '3:04').
 */
export function formatDuration(startedAt: string, stoppedAt: string | null, now = Date.now()): string {
  const ms = Math.max(0, (stoppedAt ? Date.parse(stoppedAt) : now) - Date.parse(startedAt));
  return displayTimer(ms, stoppedAt !== null);
}
