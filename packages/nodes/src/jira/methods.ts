/**
 * The Jira node's editor look-ups: projects, a project's issue types, users, priorities, an issue's
 * transitions and custom fields (resource locator lists), and labels, users, groups and a project's
 * components (option lists). Each reads the endpoints n8n's node reads and sorts by name.
 */
import type { NodeListSearchItem, NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { jiraRequest, jiraRequestAll } from './api.js';

type Json = Record<string, any>;

const versionOf = (ctx: NodeMethodContext) => ctx.getCurrentNodeParameter('jiraVersion') ?? 'cloud';
const isServer = (ctx: NodeMethodContext) => ['server', 'serverPat'].includes(String(versionOf(ctx)));
const get = (ctx: NodeMethodContext, endpoint: string, qs?: Record<string, unknown>) =>
  jiraRequest(ctx, { jiraVersion: versionOf(ctx), method: 'GET', endpoint, qs });
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Entries whose name or value contains `filter` (any case), sorted by name ignoring case. */
export function filterAndSort(items: NodeListSearchItem[], filter?: string): NodeListSearchItem[] {
  const f = filter?.toLowerCase();
  return items
    .filter((item) => !f || item.name.toLowerCase().includes(f) || String(item.value).toLowerCase().includes(f))
    .sort((a, b) => {
      const x = a.name.toLocaleLowerCase();
      const y = b.name.toLocaleLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
}

/** Active users (1000 a page): cloud's `/users/search` by account id, server's `/user/search` by user name. */
async function activeUsers(ctx: NodeMethodContext): Promise<NodeListSearchItem[]> {
  const server = isServer(ctx);
  const endpoint = server ? '/api/2/user/search' : '/api/2/users/search';
  const users: Json[] = [];
  for (;;) {
    const page = ((await get(ctx, endpoint, {
      maxResults: 1000,
      ...(server ? { username: "'" } : {}),
      startAt: users.length,
    })) ?? []) as Json[];
    users.push(...page);
    if (page.length !== 1000) break;
  }
  return users
    .filter((u) => u.active)
    .map((u) => ({ name: String(u.displayName), value: String(u.accountId ?? u.name) }))
    .sort((a, b) => (a.name.toLowerCase() > b.name.toLowerCase() ? 1 : -1));
}

/** `listSearch` and `loadOptions` of Jira Software 1. */
export const jiraMethods: NodeMethods = {
  listSearch: {
    async getProjects(ctx, filter) {
      let projects: Json[];
      if (isServer(ctx)) projects = ((await get(ctx, '/api/2/project')) ?? []) as Json[];
      else
        projects = (await jiraRequestAll(
          ctx,
          { jiraVersion: versionOf(ctx), method: 'GET', endpoint: '/api/2/project/search', qs: {}, body: {} },
          'values',
        )) as Json[];
      return {
        results: filterAndSort(
          projects.map((p) => ({ name: String(p.name), value: p.id })),
          filter,
        ),
      };
    },
    async getIssueTypes(ctx) {
      const project = ctx.getCurrentNodeParameter('project', { extractValue: true });
      const { issueTypes } = ((await get(ctx, `/api/2/project/${String(project)}`)) ?? {}) as Json;
      if (!issueTypes) return { results: [] };
      return { results: (issueTypes as Json[]).map((t) => ({ name: String(t.name), value: t.id })).sort(byName) };
    },
    async getUsers(ctx, filter) {
      return { results: filterAndSort(await activeUsers(ctx), filter) };
    },
    async getPriorities(ctx) {
      const priorities = ((await get(ctx, '/api/2/priority')) ?? []) as Json[];
      return { results: priorities.map((p) => ({ name: String(p.name), value: p.id })).sort(byName) };
    },
    async getTransitions(ctx) {
      const key = ctx.getCurrentNodeParameter('issueKey');
      const { transitions = [] } = ((await get(ctx, `/api/2/issue/${String(key)}/transitions`)) ?? {}) as Json;
      return { results: (transitions as Json[]).map((t) => ({ name: String(t.name), value: t.id })).sort(byName) };
    },
    async getCustomFields(ctx) {
      const operation = ctx.getCurrentNodeParameter('operation');
      let projectId: unknown;
      let issueTypeId: unknown;
      let issueId = '';
      if (operation === 'create') {
        projectId = ctx.getCurrentNodeParameter('project', { extractValue: true });
        issueTypeId = ctx.getCurrentNodeParameter('issueType', { extractValue: true });
      } else {
        const issue = ((await get(ctx, `/api/2/issue/${String(ctx.getCurrentNodeParameter('issueKey'))}`)) ??
          {}) as Json;
        projectId = issue.fields?.project?.id;
        issueTypeId = issue.fields?.issuetype?.id;
        issueId = String(issue.id ?? '');
      }
      const results: NodeListSearchItem[] = [];
      if (versionOf(ctx) === 'server' && operation === 'update' && issueId) {
        const { fields = {} } = ((await get(ctx, `/api/2/issue/${issueId}/editmeta`)) ?? {}) as Json;
        for (const key of Object.keys(fields))
          if (key.startsWith('customfield_')) results.push({ name: String(fields[key].name), value: key });
        return { results };
      }
      const meta = ((await get(ctx, '/api/2/issue/createmeta', {
        projectIds: projectId,
        issueTypeIds: issueTypeId,
        expand: 'projects.issuetypes.fields',
      })) ?? {}) as Json;
      const fields =
        ((meta.projects ?? []) as Json[])
          .find((p) => p.id === projectId)
          ?.issuetypes?.find((t: Json) => t.id === issueTypeId)?.fields ?? {};
      for (const field of Object.values<Json>(fields)) {
        if (field.schema && 'customId' in field.schema)
          results.push({ name: String(field.name), value: field.key || field.fieldId });
      }
      return { results };
    },
  },
  loadOptions: {
    async getLabels(ctx): Promise<NodePropertyOption[]> {
      const { values = [] } = ((await get(ctx, '/api/2/label')) ?? {}) as Json;
      return (values as string[]).map((l) => ({ name: l, value: l })).sort(byName);
    },
    async getUsers(ctx): Promise<NodePropertyOption[]> {
      return activeUsers(ctx);
    },
    async getGroups(ctx): Promise<NodePropertyOption[]> {
      const { groups = [] } = ((await get(ctx, '/api/2/groups/picker')) ?? {}) as Json;
      return (groups as Json[]).map((g) => ({ name: String(g.name), value: String(g.name) })).sort(byName);
    },
    async getProjectComponents(ctx): Promise<NodePropertyOption[]> {
      const project = ctx.getCurrentNodeParameter('project', { extractValue: true });
      const { values = [] } = ((await get(ctx, `/api/2/project/${String(project)}/component`)) ?? {}) as Json;
      return (values as Json[]).map((c) => ({ name: String(c.name), value: c.id })).sort(byName);
    },
  },
};
