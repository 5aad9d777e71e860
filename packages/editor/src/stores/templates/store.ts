import { create } from 'zustand';
import { templatesApi } from '../../api/templates';
import { useSettingsStore } from '../settings/store';
import * as s from './state';

function api() {
  const settings = useSettingsStore.getState().settings;
  return templatesApi(settings?.templates?.host || '/templates-api/', settings?.versionCli ?? '0.0.0');
}

export interface TemplatesStore extends s.TemplatesState {
  startSession(): void;
  checkHealth(): Promise<boolean>;
  loadCategories(): Promise<void>;
  searchCollections(q: s.TemplateQuery): Promise<void>;
  searchWorkflows(q: s.TemplateQuery): Promise<void>;
  /** Loads the next page; loadingMore is cleared after success or failure and a failure is rethrown. */
  loadMore(q: s.TemplateQuery): Promise<void>;
  loadCollection(id: string): Promise<void>;
  loadWorkflow(id: string): Promise<void>;
}

const categoryParam = (q: s.TemplateQuery) => (q.categories?.length ? q.categories.join(',') : undefined);

/** Templates from the repository: categories, collections, workflows and cached searches. */
export const useTemplatesStore = create<TemplatesStore>()((set, get) => ({
  ...s.initialTemplatesState,
  startSession: () => set((st) => s.startSession(st)),
  checkHealth: async () => {
    try {
      const h = await api().health();
      return h.status === 'OK';
    } catch {
      return false;
    }
  },
  loadCategories: async () => {
    const { categories } = await api().categories();
    set((st) => s.setCategories(st, categories));
  },
  searchCollections: async (q) => {
    const { collections } = await api().collections({ search: q.search, category: categoryParam(q) });
    set((st) => s.addCollectionSearch(st, q, collections));
  },
  searchWorkflows: async (q) => {
    const page = await api().workflows({
      search: q.search,
      category: categoryParam(q),
      skip: 0,
      rows: s.TEMPLATES_PAGE_SIZE,
    });
    set((st) => s.addWorkflowPage(st, q, page, 0));
  },
  loadMore: async (q) => {
    if (s.isSearchFinished(get(), q)) return;
    const skip = get().workflowSearches[s.queryKey(q)]?.workflowIds.length ?? 0;
    set((st) => s.setLoadingMore(st, q, true));
    try {
      const page = await api().workflows({
        search: q.search,
        category: categoryParam(q),
        skip,
        rows: s.TEMPLATES_PAGE_SIZE,
      });
      set((st) => s.addWorkflowPage(st, q, page, skip));
    } catch (error) {
      set((st) => s.setLoadingMore(st, q, false));
      throw error;
    }
  },
  loadCollection: async (id) => {
    const { collection } = await api().collection(id);
    set((st) => s.setFullCollection(st, collection));
  },
  loadWorkflow: async (id) => {
    const { workflow } = await api().workflow(id);
    set((st) => s.setFullWorkflow(st, workflow));
  },
}));
