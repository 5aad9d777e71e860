/**
 * The Baserow node's editor look-ups: databases (applications of type `database`), a database's
 * tables and a table's fields, each read with a fresh JWT, as n8n's node reads them.
 */
import type { NodeMethods, NodePropertyOption } from '@weft/workflow';
import { baserowRequest, baserowSignIn, type BaserowCaller } from './api.js';

type Json = Record<string, any>;

const options = (list: Json[]): NodePropertyOption[] => list.map(({ name, id }) => ({ name: String(name), value: id }));
async function read(ctx: BaserowCaller, endpoint: string): Promise<Json[]> {
  const session = await baserowSignIn(ctx);
  return ((await baserowRequest(ctx, session, 'GET', endpoint)) ?? []) as Json[];
}

/** The Baserow node's `loadOptions` methods. */
export const baserowMethods: NodeMethods = {
  loadOptions: {
    getDatabaseIds: async (ctx) =>
      options((await read(ctx, '/api/applications/')).filter((a) => a.type === 'database')),
    getTableIds: async (ctx) =>
      options(await read(ctx, `/api/database/tables/database/${ctx.getNodeParameter('databaseId', '')}/`)),
    getTableFields: async (ctx) =>
      options(await read(ctx, `/api/database/fields/table/${ctx.getNodeParameter('tableId', '')}/`)),
  },
};
