/**
 * The ServiceNow node's editor look-ups (option lists), each reading what n8n's node reads and sorted
 * by name: tables (the table schema), a table's columns (`sys_dictionary`), business services, users
 * (for an incident being created, the members of its assignment group), assignment groups, roles,
 * configuration items, and the incident choice lists (categories, subcategories of the chosen
 * category, states, resolution codes, hold reasons) from `sys_choice`.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { serviceNowRequest, serviceNowRequestAll } from './api.js';

type Json = Record<string, any>;

const authentication = (ctx: NodeMethodContext) => ctx.getCurrentNodeParameter('authentication') ?? 'oAuth2';
const one = (ctx: NodeMethodContext, resource: string, qs: Json = {}) =>
  serviceNowRequest(ctx, { authentication: authentication(ctx), method: 'GET', resource, qs });
const all = (ctx: NodeMethodContext, resource: string, qs: Json) =>
  serviceNowRequestAll(ctx, { authentication: authentication(ctx), method: 'GET', resource, qs });
const option = (name: unknown, value: unknown, description?: unknown): NodePropertyOption => ({
  name: String(name),
  value: value as NodePropertyOption['value'],
  ...(description !== undefined ? { description: String(description) } : {}),
});
const sorted = (options: NodePropertyOption[]) =>
  options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The table each resource's columns come from. */
const COLUMN_TABLES: Record<string, string> = {
  attachment: 'sys_dictionary',
  tableRecord: 'sys_dictionary',
  businessService: 'cmdb_ci_service',
  configurationItems: 'cmdb_ci',
  department: 'cmn_department',
  dictionary: 'sys_dictionary',
  incident: 'incident',
  user: 'sys_user',
  userGroup: 'sys_user_group',
  userRole: 'sys_user_role',
};

const choices = async (ctx: NodeMethodContext, query: string) =>
  sorted(
    ((await all(ctx, '/now/table/sys_choice', { sysparm_fields: 'label,value', sysparm_query: query })) as Json[]).map(
      (c) => option(c.label, c.value),
    ),
  );

/** ServiceNow 1's look-ups. */
export const serviceNowMethods: NodeMethods = {
  loadOptions: {
    getTables: async (ctx) =>
      sorted(
        ((await one(ctx, '/now/doc/table/schema')).result as Json[]).map((t) => option(t.label, t.value, t.value)),
      ),
    getColumns: async (ctx) => {
      const resource = String(ctx.getCurrentNodeParameter('resource') ?? 'user');
      const table =
        resource === 'tableRecord' ? String(ctx.getCurrentNodeParameter('tableName') ?? '') : COLUMN_TABLES[resource];
      const answer = await one(ctx, '/now/table/sys_dictionary', {
        sysparm_query: `name=${table}`,
        sysparm_fields: 'column_label,element',
      });
      return sorted((answer.result as Json[]).filter((c) => c.element).map((c) => option(c.column_label, c.element)));
    },
    getBusinessServices: async (ctx) =>
      sorted(
        ((await one(ctx, '/now/table/cmdb_ci_service', { sysparm_fields: 'name,sys_id' })).result as Json[]).map((s) =>
          option(s.name, s.sys_id),
        ),
      ),
    getUsers: async (ctx) => {
      const resource = ctx.getCurrentNodeParameter('resource');
      const operation = ctx.getCurrentNodeParameter('operation');
      if (resource === 'incident' && operation === 'create') {
        const group = (ctx.getCurrentNodeParameter('additionalFields') as Json | undefined)?.assignment_group;
        const members = (await all(ctx, '/now/table/sys_user_grmember', {
          sysparm_query: `group=${String(group)}^`,
        })) as Json[];
        const out: NodePropertyOption[] = [];
        for (const member of members) {
          if (!member.user) continue;
          const user = (await one(ctx, `/now/table/sys_user/${String(member.user.value)}`)).result as Json;
          out.push(option(user.user_name, user.sys_id));
        }
        return sorted(out);
      }
      const users = (await all(ctx, '/now/table/sys_user', { sysparm_fields: 'sys_id,user_name' })) as Json[];
      return sorted(users.filter((u) => u.user_name).map((u) => option(u.user_name, u.sys_id)));
    },
    getAssignmentGroups: async (ctx) =>
      sorted(
        ((await all(ctx, '/now/table/sys_user_group', { sysparm_fields: 'sys_id,name' })) as Json[])
          .filter((g) => g.name)
          .map((g) => option(g.name, g.sys_id)),
      ),
    getUserRoles: async (ctx) =>
      sorted(
        ((await all(ctx, '/now/table/sys_user_role', { sysparm_fields: 'sys_id,name' })) as Json[])
          .filter((r) => r.name)
          .map((r) => option(r.name, r.sys_id)),
      ),
    getConfigurationItems: async (ctx) =>
      sorted(
        ((await all(ctx, '/now/table/cmdb_ci', { sysparm_fields: 'sys_id,name,sys_class_name' })) as Json[])
          .filter((c) => c.name)
          .map((c) => option(c.name, c.sys_id, c.sys_class_name)),
      ),
    getIncidentCategories: (ctx) => choices(ctx, 'element=category^name=incident'),
    getIncidentSubcategories: (ctx) => {
      const fields = (ctx.getCurrentNodeParameter(
        ctx.getCurrentNodeParameter('operation') === 'update' ? 'updateFields' : 'additionalFields',
      ) ?? {}) as Json;
      return choices(ctx, `name=incident^element=subcategory^dependent_value=${String(fields.category)}`);
    },
    getIncidentStates: (ctx) => choices(ctx, 'element=state^name=incident'),
    getIncidentResolutionCodes: (ctx) => choices(ctx, 'element=close_code^name=incident'),
    getIncidentHoldReasons: (ctx) => choices(ctx, 'element=hold_reason^name=incident'),
  },
};
