import { restApi } from './client';

/** A workflow tag (`Workflow.tags`); `usageCount` only when asked for. */
export interface Tag {
  id: string;
  name: string;
  usageCount?: number;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /tags: every tag, by name. */
export function fetchTags(withUsageCount = false): Promise<Tag[]> {
  return restApi<Tag[]>('GET', '/tags', withUsageCount ? { withUsageCount: true } : undefined);
}

/** POST /tags: creates a tag; a taken name answers 400. */
export function createTag(name: string): Promise<Tag> {
  return restApi<Tag>('POST', '/tags', { name });
}

/** PATCH /tags/{id}: renames a tag. */
export function renameTag(id: string, name: string): Promise<Tag> {
  return restApi<Tag>('PATCH', `/tags/${encodeURIComponent(id)}`, { name });
}

/** DELETE /tags/{id}: owner (and pre-setup owner) only. */
export function deleteTag(id: string): Promise<boolean> {
  return restApi<boolean>('DELETE', `/tags/${encodeURIComponent(id)}`);
}
