/**
 * The Asana node's editor look-ups, as n8n's node reads them: workspaces, projects, a project's
 * sections, a workspace's teams (organizations only), the tags of a task's workspace, users, and the
 * task fields; entries of another resource type are left out, and lists are sorted by name
 * (users in Asana's order).
 */
import { NodeOperationError, type NodeMethodContext, type NodeMethods, type NodePropertyOption } from '@weft/workflow';
import { asanaRequest, asanaRequestAll } from './api.js';
import { ASANA_TASK_FIELDS, snakeCase } from './task-fields.js';

type Json = Record<string, any>;

const auth = (ctx: NodeMethodContext) => ctx.getNodeParameter('authentication', 'accessToken');
const get = (ctx: NodeMethodContext, endpoint: string, qs?: Json) =>
  asanaRequest(ctx, { authentication: auth(ctx), method: 'GET', endpoint, qs });
const all = async (ctx: NodeMethodContext, endpoint: string) =>
  (await asanaRequestAll(ctx, { authentication: auth(ctx), method: 'GET', endpoint })) as Json[];
const byName = (options: NodePropertyOption[]) =>
  options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const options = (entries: unknown, type: string) =>
  (Array.isArray(entries) ? (entries as Json[]) : [])
    .filter((e) => e.resource_type === type)
    .map((e) => ({ name: String(e.name), value: String(e.gid) }));

/** The Asana node's `loadOptions` methods. */
export const asanaMethods: NodeMethods = {
  loadOptions: {
    async getWorkspaces(ctx) {
      return byName(options(await all(ctx, '/workspaces'), 'workspace'));
    },
    async getProjects(ctx) {
      return byName(options((await get(ctx, '/projects')).data, 'project'));
    },
    async getSections(ctx) {
      return byName(
        options((await get(ctx, `/projects/${String(ctx.getNodeParameter('projectId'))}/sections`)).data, 'section'),
      );
    },
    async getTeams(ctx) {
      const workspace = String(ctx.getCurrentNodeParameter('workspace'));
      const answer = await get(ctx, `/workspaces/${workspace}`);
      if (answer.is_organization === false)
        throw new NodeOperationError(
          ctx.getNode(),
          'To filter by team, the workspace selected has to be an organization',
        );
      return byName(options(await all(ctx, `/organizations/${workspace}/teams`), 'team'));
    },
    async getTags(ctx) {
      const taskId = String(ctx.getNodeParameter('id'));
      const task = await get(ctx, `/tasks/${taskId}`).catch((error: unknown) => {
        throw new NodeOperationError(
          ctx.getNode(),
          `Could not find task with id "${taskId}" so tags could not be loaded.`,
          { description: (error as Error).message },
        );
      });
      return byName(options((await get(ctx, '/tags', { workspace: task.data?.workspace?.gid })).data, 'tag'));
    },
    async getUsers(ctx) {
      return options((await get(ctx, '/users')).data, 'user');
    },
    async getTaskFields() {
      return ASANA_TASK_FIELDS.map((field) => ({ name: field, value: snakeCase(field) || '*' }));
    },
  },
};
