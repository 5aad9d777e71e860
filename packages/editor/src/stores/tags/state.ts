/** The tag store's state (workflow tags): pure update functions. */
import type { Tag } from '../../api/tags';

export interface TagsState {
  /** Tags by id. */
  tags: Record<string, Tag>;
  loaded: boolean;
  loading: boolean;
}

export const initialTagsState: TagsState = { tags: {}, loaded: false, loading: false };

/** Replaces every tag after a load. */
export function setTags(state: TagsState, list: Tag[]): TagsState {
  return { ...state, tags: Object.fromEntries(list.map((t) => [t.id, t])), loaded: true, loading: false };
}

/** Adds or replaces one tag (created or renamed). */
export function upsertTag(state: TagsState, tag: Tag): TagsState {
  return { ...state, tags: { ...state.tags, [tag.id]: { ...state.tags[tag.id], ...tag } } };
}

/** Removes a deleted tag. */
export function removeTag(state: TagsState, id: string): TagsState {
  const { [id]: _gone, ...tags } = state.tags;
  return { ...state, tags };
}

/** Every tag sorted by name. */
export function sortedTags(state: TagsState): Tag[] {
  return Object.values(state.tags).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** The tag with this name (case-insensitive, trimmed), if any. */
export function tagByName(state: TagsState, name: string): Tag | undefined {
  const n = name.trim().toLowerCase();
  return Object.values(state.tags).find((t) => t.name.toLowerCase() === n);
}

/** Tags whose name contains the text, not already chosen, sorted by name. */
export function suggestTags(state: TagsState, text: string, exclude: readonly string[] = []): Tag[] {
  const n = text.trim().toLowerCase();
  return sortedTags(state).filter((t) => !exclude.includes(t.id) && (!n || t.name.toLowerCase().includes(n)));
}
