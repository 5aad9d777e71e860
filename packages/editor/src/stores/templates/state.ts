import type {
  TemplateCategory,
  TemplateCollection,
  TemplateWorkflowFull,
  TemplateWorkflowSummary,
} from '../../api/templates';

/** One search's results, as the template store keeps them. */
export interface WorkflowSearch {
  workflowIds: string[];
  totalWorkflows: number;
  loadingMore: boolean;
}

export interface TemplatesState {
  categories: Record<string, TemplateCategory>;
  /** Collections by id; `full` once the collection's own page was loaded. */
  collections: Record<string, TemplateCollection & { full?: boolean }>;
  workflows: Record<string, (TemplateWorkflowSummary | TemplateWorkflowFull) & { full?: boolean }>;
  collectionSearches: Record<string, { collectionIds: string[] }>;
  workflowSearches: Record<string, WorkflowSearch>;
  currentSessionId: string;
  previousSessionId: string;
}

export const initialTemplatesState: TemplatesState = {
  categories: {},
  collections: {},
  workflows: {},
  collectionSearches: {},
  workflowSearches: {},
  currentSessionId: '',
  previousSessionId: '',
};

/** How many workflows one search page loads. */
export const TEMPLATES_PAGE_SIZE = 20;

/** A search's query in its normalised form: the key of its results. */
export interface TemplateQuery {
  search?: string;
  categories?: string[];
}

/** Normalises a query so equal searches share one cache entry. */
export function queryKey(q: TemplateQuery): string {
  const search = (q.search ?? '').trim().toLowerCase();
  const categories = [...(q.categories ?? [])].map(String).sort();
  return JSON.stringify({ search, categories });
}

/** A new session id: 'templates-' plus a timestamp. */
export function newSessionId(now = Date.now()): string {
  return `templates-${now}`;
}

/** Starts a new session, remembering the previous one. */
export function startSession(state: TemplatesState, now = Date.now()): TemplatesState {
  return { ...state, previousSessionId: state.currentSessionId, currentSessionId: newSessionId(now) };
}

export function setCategories(state: TemplatesState, list: TemplateCategory[]): TemplatesState {
  return { ...state, categories: Object.fromEntries(list.map((c) => [String(c.id), c])) };
}

/** Stores collections from a search (not full) under the normalised query. */
export function addCollectionSearch(
  state: TemplatesState,
  q: TemplateQuery,
  list: TemplateCollection[],
): TemplatesState {
  const collections = { ...state.collections };
  for (const c of list)
    collections[String(c.id)] = { ...collections[String(c.id)], ...c, full: collections[String(c.id)]?.full ?? false };
  return {
    ...state,
    collections,
    collectionSearches: {
      ...state.collectionSearches,
      [queryKey(q)]: { collectionIds: list.map((c) => String(c.id)) },
    },
  };
}

/** Stores a fully loaded collection and the summaries of its workflows. */
export function setFullCollection(state: TemplatesState, c: TemplateCollection): TemplatesState {
  const workflows = { ...state.workflows };
  for (const w of c.workflows) {
    const id = String(w.id);
    if (!workflows[id]?.full && w.name) workflows[id] = { ...(w as TemplateWorkflowSummary), full: false };
  }
  return { ...state, workflows, collections: { ...state.collections, [String(c.id)]: { ...c, full: true } } };
}

/** Marks a search as loading its next page (set before fetching). */
export function setLoadingMore(state: TemplatesState, q: TemplateQuery, loadingMore: boolean): TemplatesState {
  const key = queryKey(q);
  const search = state.workflowSearches[key] ?? { workflowIds: [], totalWorkflows: 0, loadingMore: false };
  return { ...state, workflowSearches: { ...state.workflowSearches, [key]: { ...search, loadingMore } } };
}

/** Adds a page of workflows to a search; the first page (skip 0) replaces earlier results. */
export function addWorkflowPage(
  state: TemplatesState,
  q: TemplateQuery,
  page: { totalWorkflows: number; workflows: TemplateWorkflowSummary[] },
  skip: number,
): TemplatesState {
  const key = queryKey(q);
  const previous = skip === 0 ? [] : (state.workflowSearches[key]?.workflowIds ?? []);
  const ids = [...previous];
  const workflows = { ...state.workflows };
  for (const w of page.workflows) {
    const id = String(w.id);
    if (!ids.includes(id)) ids.push(id);
    if (!workflows[id]?.full) workflows[id] = { ...w, full: false };
  }
  return {
    ...state,
    workflows,
    workflowSearches: {
      ...state.workflowSearches,
      [key]: { workflowIds: ids, totalWorkflows: page.totalWorkflows, loadingMore: false },
    },
  };
}

/** Stores a fully loaded workflow template. */
export function setFullWorkflow(state: TemplatesState, w: TemplateWorkflowFull): TemplatesState {
  return { ...state, workflows: { ...state.workflows, [String(w.id)]: { ...w, full: true } } };
}

/** A search is finished when the loaded count equals totalWorkflows. */
export function isSearchFinished(state: TemplatesState, q: TemplateQuery): boolean {
  const s = state.workflowSearches[queryKey(q)];
  return !!s && s.workflowIds.length >= s.totalWorkflows;
}
