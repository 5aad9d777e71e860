/** The Anthropic node's model list for the editor (n8n's `modelSearch`): the account's models, narrowed by the filter. */
import type { ListSearchMethod, NodeListSearchResult, NodeMethodContext } from '@weft/workflow';
import { anthropicRequest } from './api.js';

async function modelSearch(ctx: NodeMethodContext, filter?: string): Promise<NodeListSearchResult> {
  const answer = await anthropicRequest(ctx, 'GET', '/v1/models');
  let models = (answer.data ?? []) as Array<{ id: string }>;
  if (filter) models = models.filter((m) => m.id.toLowerCase().includes(filter.toLowerCase()));
  return { results: models.map((m) => ({ name: m.id, value: m.id })) };
}

/** The node's list-search methods by name. */
export const anthropicListSearch: Record<string, ListSearchMethod> = { modelSearch };
