/**
 * The Zendesk node's editor look-ups (option lists), each reading every page of the endpoint n8n's
 * node reads: custom ticket fields (of the custom types), groups, tags, locales, user fields,
 * organization fields and organizations.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { zendeskRequestAll } from './api.js';

type Json = Record<string, any>;

const list = async (ctx: NodeMethodContext, property: string, resource: string) =>
  (await zendeskRequestAll(ctx, property, {
    authentication: ctx.getCurrentNodeParameter('authentication') ?? 'apiToken',
    method: 'GET',
    resource,
    qs: {},
  })) as Json[];
const option = (name: unknown, value: unknown): NodePropertyOption => ({
  name: String(name),
  value: value as NodePropertyOption['value'],
});

/** The ticket field types a ticket's custom fields can have. */
const CUSTOM_FIELD_TYPES = ['text', 'textarea', 'date', 'integer', 'decimal', 'regexp', 'multiselect', 'tagger'];

/** Zendesk 1's look-ups. */
export const zendeskMethods: NodeMethods = {
  loadOptions: {
    getCustomFields: async (ctx) =>
      (await list(ctx, 'ticket_fields', '/ticket_fields'))
        .filter((f) => CUSTOM_FIELD_TYPES.includes(f.type))
        .map((f) => option(f.title, f.id)),
    getGroups: async (ctx) => (await list(ctx, 'groups', '/groups')).map((g) => option(g.name, g.id)),
    getTags: async (ctx) => (await list(ctx, 'tags', '/tags')).map((t) => option(t.name, t.name)),
    getLocales: async (ctx) =>
      (await list(ctx, 'locales', '/locales')).map((l) => option(`${String(l.locale)} - ${String(l.name)}`, l.locale)),
    getUserFields: async (ctx) => (await list(ctx, 'user_fields', '/user_fields')).map((f) => option(f.title, f.key)),
    getOrganizationFields: async (ctx) =>
      (await list(ctx, 'organization_fields', '/organization_fields')).map((f) => option(f.title, f.key)),
    getOrganizations: async (ctx) =>
      (await list(ctx, 'organizations', '/organizations')).map((o) => option(o.name, o.id)),
  },
};
