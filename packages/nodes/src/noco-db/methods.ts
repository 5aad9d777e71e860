/**
 * The NocoDB node's editor look-ups: workspaces, bases (projects before API v0.200.0) and tables, by
 * the API version the node is set to, as n8n's node reads them.
 */
import { NodeOperationError, type NodeMethodContext, type NodeMethods, type NodePropertyOption } from '@weft/workflow';
import { nocoDbRequest } from './api.js';

type Json = Record<string, any>;

const auth = (ctx: NodeMethodContext) => String(ctx.getNodeParameter('authentication', 'nocoDb'));
const apiVersion = (ctx: NodeMethodContext) => Number(ctx.getNodeParameter('version', ctx.getNode().typeVersion));
const titled = (answer: Json): NodePropertyOption[] =>
  ((answer?.list ?? []) as Json[]).map((i) => ({ name: String(i.title), value: i.id }));

/** The NocoDB node's `loadOptions` methods. */
export const nocoDbMethods: NodeMethods = {
  loadOptions: {
    async getWorkspaces(ctx) {
      try {
        return titled(await nocoDbRequest(ctx, { auth: auth(ctx), method: 'GET', endpoint: '/api/v1/workspaces/' }));
      } catch {
        return [{ name: 'No Workspace', value: 'none' }];
      }
    },
    async getBases(ctx) {
      const version = apiVersion(ctx);
      const workspaceId = ctx.getNodeParameter('workspaceId', undefined);
      const endpoint =
        workspaceId && workspaceId !== 'none'
          ? `/api/v1/workspaces/${workspaceId}/bases/`
          : version === 3
            ? '/api/v2/meta/bases/'
            : '/api/v1/db/meta/projects/';
      try {
        return titled(await nocoDbRequest(ctx, { auth: auth(ctx), method: 'GET', endpoint }));
      } catch (error) {
        throw new NodeOperationError(ctx.getNode(), `Error while fetching ${version === 3 ? 'bases' : 'projects'}!`, {
          description: (error as Error).message,
        });
      }
    },
    async getTables(ctx) {
      const version = apiVersion(ctx);
      const baseId = ctx.getNodeParameter('projectId', '');
      if (!baseId) throw new NodeOperationError(ctx.getNode(), `No  ${version === 3 ? 'base' : 'project'} selected!`);
      const endpoint =
        version === 3 ? `/api/v2/meta/bases/${baseId}/tables` : `/api/v1/db/meta/projects/${baseId}/tables`;
      try {
        return titled(await nocoDbRequest(ctx, { auth: auth(ctx), method: 'GET', endpoint }));
      } catch (error) {
        throw new NodeOperationError(ctx.getNode(), 'Error while fetching tables!', {
          description: (error as Error).message,
        });
      }
    },
  },
};
