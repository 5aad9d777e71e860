import { create } from 'zustand';
import * as api from '../../api/tags';
import * as s from './state';

export interface TagsStore extends s.TagsState {
  /** Loads tags once (or again with force). */
  fetchTags(force?: boolean): Promise<void>;
  /** Creates a tag, or answers the existing one with that name. */
  createTag(name: string): Promise<api.Tag>;
  renameTag(id: string, name: string): Promise<api.Tag>;
  deleteTag(id: string): Promise<void>;
}

/** Workflow tags, shared by the workflows list and the canvas. */
export const useTagsStore = create<TagsStore>()((set, get) => ({
  ...s.initialTagsState,
  fetchTags: async (force = false) => {
    if ((get().loaded || get().loading) && !force) return;
    set({ loading: true });
    try {
      const list = await api.fetchTags(true);
      set((st) => s.setTags(st, list));
    } catch (error) {
      set({ loading: false });
      throw error;
    }
  },
  createTag: async (name) => {
    const existing = s.tagByName(get(), name);
    if (existing) return existing;
    const tag = await api.createTag(name.trim());
    set((st) => s.upsertTag(st, tag));
    return tag;
  },
  renameTag: async (id, name) => {
    const tag = await api.renameTag(id, name);
    set((st) => s.upsertTag(st, tag));
    return tag;
  },
  deleteTag: async (id) => {
    await api.deleteTag(id);
    set((st) => s.removeTag(st, id));
  },
}));
