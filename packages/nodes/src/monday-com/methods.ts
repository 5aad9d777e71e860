/**
 * The monday.com node's editor look-ups, as n8n's node reads them: every board (paged, with its
 * description), and the columns and groups of the chosen board.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { mondayRequest, mondayRequestAll } from './api.js';

type Json = Record<string, any>;

const auth = (ctx: NodeMethodContext) => ctx.getCurrentNodeParameter('authentication') ?? 'accessToken';

async function ofBoard(
  ctx: NodeMethodContext,
  field: 'columns' | 'groups',
  query: string,
): Promise<NodePropertyOption[]> {
  const answer = await mondayRequest(ctx, auth(ctx), {
    query,
    variables: { boardId: ctx.getCurrentNodeParameter('boardId') },
  });
  return ((answer.data?.boards?.[0]?.[field] ?? []) as Json[]).map((e) => ({ name: String(e.title), value: e.id }));
}

/** The monday.com node's `loadOptions` methods. */
export const mondayComMethods: NodeMethods = {
  loadOptions: {
    async getBoards(ctx) {
      const boards = (await mondayRequestAll(ctx, auth(ctx), ['data', 'boards'], {
        query: 'query ($page: Int, $limit: Int) { boards (page: $page, limit: $limit) { id description name } }',
        variables: { page: 1 },
      })) as Json[];
      return boards.map((b) => ({ name: String(b.name), value: b.id, description: b.description ?? undefined }));
    },
    getColumns: (ctx) =>
      ofBoard(ctx, 'columns', 'query ($boardId: [ID!]) { boards (ids: $boardId) { columns { id title } } }'),
    getGroups: (ctx) =>
      ofBoard(ctx, 'groups', 'query ($boardId: ID!) { boards (ids: [$boardId]) { groups { id title } } }'),
  },
};
