/**
 * The Trello node's editor look-ups: boards and cards found by Trello's search (the resource
 * locators' "From List" mode), with their URL and description, as n8n's node reads them.
 */
import {
  NodeOperationError,
  type NodeListSearchResult,
  type NodeMethodContext,
  type NodeMethods,
} from '@weft/workflow';
import { trelloRequest } from './api.js';

type Json = Record<string, any>;

async function search(ctx: NodeMethodContext, kind: 'boards' | 'cards', query?: string): Promise<NodeListSearchResult> {
  if (!query) throw new NodeOperationError(ctx.getNode(), 'Query required for Trello search');
  const answer = (await trelloRequest(ctx, {
    method: 'GET',
    endpoint: 'search',
    qs: { query, modelTypes: kind, board_fields: 'name,url,desc', partial: true, [`${kind}_limit`]: 50 },
  })) as Json;
  return {
    results: ((answer?.[kind] ?? []) as Json[]).map((b) => ({
      name: String(b.name),
      value: String(b.id),
      url: b.url,
      description: b.desc,
    })),
  };
}

/** The Trello node's `listSearch` methods. */
export const trelloMethods: NodeMethods = {
  listSearch: {
    searchBoards: (ctx, filter) => search(ctx, 'boards', filter),
    searchCards: (ctx, filter) => search(ctx, 'cards', filter),
  },
};
