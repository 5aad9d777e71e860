/**
 * Ghost 1's editor look-ups, as n8n's node makes them through the Admin API: the site's staff
 * users (named by name, valued by id) for Authors, and its tags (named and valued by name) for Tags.
 */
import type { NodeMethods } from '@weft/workflow';
import { ghostRequestAll, type GhostSource } from './api.js';

type Json = Record<string, any>;

/** Ghost 1's look-ups. */
export const ghostMethods: NodeMethods = {
  loadOptions: {
    getAuthors: async (ctx) => {
      const source = (ctx.getCurrentNodeParameter('source') ?? 'contentApi') as GhostSource;
      const users = (await ghostRequestAll(ctx, source, 'users', '/admin/users')) as Json[];
      return users.map((user) => ({ name: String(user.name), value: user.id as string }));
    },
    getTags: async (ctx) => {
      const source = (ctx.getCurrentNodeParameter('source') ?? 'contentApi') as GhostSource;
      const tags = (await ghostRequestAll(ctx, source, 'tags', '/admin/tags')) as Json[];
      return tags.map((tag) => ({ name: String(tag.name), value: tag.name as string }));
    },
  },
};
