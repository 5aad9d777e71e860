/**
 * The Supabase node's editor look-ups, from PostgREST's OpenAPI description (`GET /rest/v1/`, in the
 * custom schema when one is set): the tables (its paths) and a table's columns with their types.
 */
import { NodeOperationError, type NodeMethodContext, type NodeMethods, type NodePropertyOption } from '@weft/workflow';
import { supabaseRequest } from './api.js';

interface OpenApi {
  paths?: Record<string, unknown>;
  definitions?: Record<string, { properties?: Record<string, { type?: string; format?: string }> }>;
}

async function describe(ctx: NodeMethodContext): Promise<OpenApi> {
  const headers: Record<string, string> = {};
  if (ctx.getNodeParameter('useCustomSchema', false))
    headers['Accept-Profile'] = String(ctx.getNodeParameter('schema', 'public'));
  return (await supabaseRequest(ctx, { method: 'GET', resource: '/', headers })) ?? {};
}

/** `getTables` and `getTableColumns` ("name - (type)"). */
export const supabaseMethods: NodeMethods = {
  loadOptions: {
    async getTables(ctx): Promise<NodePropertyOption[]> {
      const { paths = {} } = await describe(ctx);
      return Object.keys(paths)
        .filter((p) => p !== '/')
        .map((p) => ({ name: p.replace('/', ''), value: p.replace('/', '') }));
    },
    async getTableColumns(ctx): Promise<NodePropertyOption[]> {
      const table = String(ctx.getCurrentNodeParameter('tableId') ?? '');
      const { definitions = {} } = await describe(ctx);
      const definition = definitions[table];
      if (!definition)
        throw new NodeOperationError(ctx.getNode(), `The table "${table}" is not in the project's API description`, {
          description: 'Choose a table first, or check that the schema it is in is exposed.',
        });
      return Object.entries(definition.properties ?? {}).map(([name, column]) => ({
        name: `${name} - (${column.type ?? column.format ?? 'unknown'})`,
        value: name,
      }));
    },
  },
};
