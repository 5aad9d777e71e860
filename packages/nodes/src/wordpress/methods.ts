/** The WordPress node's editor look-ups: categories, tags and authors of the site, every page of each. */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { wordpressRequestAll } from './api.js';

async function options(
  ctx: NodeMethodContext,
  resource: string,
  qs: Record<string, unknown> = {},
): Promise<NodePropertyOption[]> {
  const entries = (await wordpressRequestAll(ctx, { method: 'GET', resource, qs })) as Array<{
    id: number;
    name: string;
  }>;
  return entries.map((e) => ({ name: e.name, value: e.id }));
}

/** `getCategories`, `getTags` and `getAuthors` (users who can write: `who=authors`). */
export const wordpressMethods: NodeMethods = {
  loadOptions: {
    getCategories: (ctx) => options(ctx, '/categories'),
    getTags: (ctx) => options(ctx, '/tags'),
    getAuthors: (ctx) => options(ctx, '/users', { who: 'authors' }),
  },
};
