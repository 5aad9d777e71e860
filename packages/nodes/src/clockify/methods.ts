/**
 * The Clockify node's editor look-ups, as n8n's node makes them: the key's workspaces, and the
 * users, clients, projects, tags and custom fields of the chosen workspace (first page only, as
 * n8n reads them), each named by its name and valued by its id.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { clockifyRequest } from './api.js';

type Json = Record<string, any>;

const options = (entries: unknown): NodePropertyOption[] =>
  ((entries ?? []) as Json[]).map((e) => ({ name: String(e.name), value: e.id as string }));

const inWorkspace = (what: string) => async (ctx: NodeMethodContext) => {
  const workspaceId = ctx.getCurrentNodeParameter('workspaceId');
  if (workspaceId === undefined) return [];
  return options(await clockifyRequest(ctx, 'GET', `workspaces/${String(workspaceId)}/${what}`));
};

/** Clockify 1's look-ups. */
export const clockifyMethods: NodeMethods = {
  loadOptions: {
    listWorkspaces: async (ctx) => options(await clockifyRequest(ctx, 'GET', 'workspaces')),
    loadUsersForWorkspace: inWorkspace('users'),
    loadClientsForWorkspace: inWorkspace('clients'),
    loadProjectsForWorkspace: inWorkspace('projects'),
    loadTagsForWorkspace: inWorkspace('tags'),
    loadCustomFieldsForWorkspace: inWorkspace('custom-fields'),
  },
};
