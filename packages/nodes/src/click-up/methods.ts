/**
 * The ClickUp node's editor look-ups, reading the endpoints n8n's node reads and answering in
 * ClickUp's order: workspaces (teams), a team's spaces, a space's folders and folderless lists, a
 * folder's lists, the members of the chosen list (or task), a space's tags, a team's time entry
 * tags (each value the tag as JSON, as n8n's node gives it), a list's statuses, custom fields and tasks.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { clickUpRequest } from './api.js';

type Json = Record<string, any>;

const get = (ctx: NodeMethodContext, endpoint: string, qs?: Json) =>
  clickUpRequest(ctx, {
    authentication: ctx.getCurrentNodeParameter('authentication') ?? 'accessToken',
    method: 'GET',
    endpoint,
    qs,
  });
const current = (ctx: NodeMethodContext, name: string) => ctx.getCurrentNodeParameter(name) as string | undefined;
const options = (entries: unknown, name: string, value: (e: Json) => unknown = (e) => e.id): NodePropertyOption[] =>
  ((entries ?? []) as Json[]).map((e) => ({ name: String(e[name]), value: value(e) as string }));

/** The ClickUp node's `loadOptions` methods. */
export const clickUpMethods: NodeMethods = {
  loadOptions: {
    async getTeams(ctx) {
      return options((await get(ctx, '/team')).teams, 'name');
    },
    async getSpaces(ctx) {
      return options((await get(ctx, `/team/${current(ctx, 'team')}/space`)).spaces, 'name');
    },
    async getFolders(ctx) {
      return options((await get(ctx, `/space/${current(ctx, 'space')}/folder`)).folders, 'name');
    },
    async getLists(ctx) {
      return options((await get(ctx, `/folder/${current(ctx, 'folder')}/list`)).lists, 'name');
    },
    async getFolderlessLists(ctx) {
      return options((await get(ctx, `/space/${current(ctx, 'space')}/list`)).lists, 'name');
    },
    async getAssignees(ctx) {
      const list = current(ctx, 'list');
      const task = current(ctx, 'task');
      const endpoint = list ? `/list/${list}/member` : task ? `/task/${task}/member` : undefined;
      if (!endpoint) return [];
      return options((await get(ctx, endpoint)).members, 'username');
    },
    async getTags(ctx) {
      return options((await get(ctx, `/space/${current(ctx, 'space')}/tag`)).tags, 'name', (t) => t.name);
    },
    async getTimeEntryTags(ctx) {
      return options((await get(ctx, `/team/${current(ctx, 'team')}/time_entries/tags`)).data, 'name', (t) =>
        JSON.stringify(t),
      );
    },
    async getStatuses(ctx) {
      return options((await get(ctx, `/list/${current(ctx, 'list')}`)).statuses, 'status', (s) => s.status);
    },
    async getCustomFields(ctx) {
      return options((await get(ctx, `/list/${current(ctx, 'list')}/field`)).fields, 'name');
    },
    async getTasks(ctx) {
      return options(
        (await get(ctx, `/list/${current(ctx, 'list')}/task`, { archived: ctx.getCurrentNodeParameter('archived') }))
          .tasks,
        'name',
      );
    },
  },
};
