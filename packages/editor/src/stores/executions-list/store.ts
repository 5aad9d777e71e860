import { create } from 'zustand';
import * as api from '../../api/executions';
import * as s from './state';

export interface ExecutionsListStore extends s.ExecutionsListState {
  load(): Promise<void>;
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
  setFilter(filter: api.ExecutionsFilter): Promise<void>;
  toggleSelected(id: string): void;
  toggleAll(): void;
  deleteIds(ids: string[]): Promise<number>;
  deleteAllMatching(): Promise<number>;
  setAutoRefresh(on: boolean): void;
}

const PAGE = 20;

/** The executions list (all workflows, or one workflow's executions tab). */
export const useExecutionsListStore = create<ExecutionsListStore>()((set, get) => ({
  ...s.initialExecutionsListState,
  load: async () => {
    set({ loading: true, error: null });
    await get().refresh();
  },
  refresh: async () => {
    const { filter } = get();
    try {
      const [page, running] = await Promise.all([
        api.listExecutions(filter, { limit: PAGE }),
        api.listCurrentExecutions(filter),
      ]);
      if (get().filter !== filter) return; // the filter changed meanwhile
      set((st) => s.setFirstPage(st, page, running));
    } catch (error) {
      set({ loading: false, error: (error as Error).message });
    }
  },
  loadMore: async () => {
    const { items, filter, loadingMore } = get();
    const last = items[items.length - 1];
    if (!last || loadingMore) return;
    set({ loadingMore: true });
    try {
      const page = await api.listExecutions(filter, { lastId: last.id, limit: PAGE });
      set((st) => s.appendPage(st, page.results));
    } catch (error) {
      set({ loadingMore: false, error: (error as Error).message });
    }
  },
  setFilter: async (filter) => {
    set((st) => s.setFilter(st, filter));
    await get().refresh();
  },
  toggleSelected: (id) => set((st) => s.toggleSelected(st, id)),
  toggleAll: () => set((st) => s.toggleAll(st)),
  deleteIds: async (ids) => {
    if (!ids.length) return 0;
    const { deleted } = await api.deleteExecutions({ ids });
    set((st) => s.removeItems(st, ids));
    return deleted;
  },
  deleteAllMatching: async () => {
    const { deleted } = await api.deleteExecutions({ deleteBefore: new Date().toISOString(), filters: get().filter });
    set({ selected: [] });
    await get().refresh();
    return deleted;
  },
  setAutoRefresh: (on) => set({ autoRefresh: on }),
}));
