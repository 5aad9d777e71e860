/**
 * The Zammad node's editor look-ups (option lists), as n8n's node makes them: the object manager's
 * attributes of groups, organizations, users and tickets (custom ones are those not created by the
 * system user 1; a display name's "name" reads " Name"), group names, organization names (without
 * the Zammad Foundation), customers' emails, and groups, organizations and users by id (users
 * that do not belong to Zammad itself).
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { zammadRequest } from './api.js';

type Json = Record<string, any>;

const get = async (ctx: NodeMethodContext, endpoint: string) =>
  ((await zammadRequest(ctx, {
    authentication: ctx.getCurrentNodeParameter('authentication') ?? 'tokenAuth',
    method: 'GET',
    endpoint,
  })) ?? []) as Json[];
const option = (name: unknown, value: unknown): NodePropertyOption => ({
  name: String(name),
  value: value as NodePropertyOption['value'],
});
const attributes = async (ctx: NodeMethodContext, object: string, customOnly: boolean) =>
  (await get(ctx, '/object_manager_attributes')).filter(
    (a) => a.object === object && (!customOnly || a.created_by_id !== 1),
  );
const fieldOption = (a: Json) => option(a.display ? String(a.display).replace('name', ' Name') : a.name, a.name);
const isCustomer = (u: Json) =>
  Array.isArray(u.role_ids) && u.role_ids.includes(3) && !String(u.email ?? '').endsWith('@zammad.org');
const belongsToUs = (u: Json) => !String(u.email ?? '').endsWith('@zammad.org') && u.login !== '-';
const notFoundation = (o: Json) => o.name !== 'Zammad Foundation';

/** Zammad 1's look-ups. */
export const zammadMethods: NodeMethods = {
  loadOptions: {
    loadGroupCustomFields: async (ctx) => (await attributes(ctx, 'Group', true)).map(fieldOption),
    loadOrganizationCustomFields: async (ctx) => (await attributes(ctx, 'Organization', true)).map(fieldOption),
    loadUserCustomFields: async (ctx) => (await attributes(ctx, 'User', true)).map(fieldOption),
    loadTicketCustomFields: async (ctx) => (await attributes(ctx, 'Ticket', true)).map((a) => option(a.name, a.id)),
    loadGroupFields: async (ctx) => (await attributes(ctx, 'Group', false)).map(fieldOption),
    loadOrganizationFields: async (ctx) => (await attributes(ctx, 'Organization', false)).map(fieldOption),
    loadTicketFields: async (ctx) => (await attributes(ctx, 'Ticket', false)).map(fieldOption),
    loadUserFields: async (ctx) => (await attributes(ctx, 'User', false)).map(fieldOption),
    loadGroupNames: async (ctx) => (await get(ctx, '/groups')).map((g) => option(g.name, g.name)),
    loadOrganizationNames: async (ctx) =>
      (await get(ctx, '/organizations')).filter(notFoundation).map((o) => option(o.name, o.name)),
    loadCustomerEmails: async (ctx) =>
      (await get(ctx, '/users')).filter(isCustomer).map((u) => option(u.email, u.email)),
    loadGroups: async (ctx) => (await get(ctx, '/groups')).map((g) => option(g.name, g.id)),
    loadOrganizations: async (ctx) =>
      (await get(ctx, '/organizations')).filter(notFoundation).map((o) => option(o.name, o.id)),
    loadUsers: async (ctx) => (await get(ctx, '/users')).filter(belongsToUs).map((u) => option(u.login, u.id)),
  },
};
