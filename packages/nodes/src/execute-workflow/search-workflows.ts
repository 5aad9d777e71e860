import type { NodeListSearchResult, NodeMethodContext } from '@weft/workflow';

/** How many workflows one page of the "From list" dropdown holds. */
export const WORKFLOW_PAGE_SIZE = 50;

/** The opaque token of the page that starts at `offset`. */
export function encodePageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

/** The offset a token from {@link encodePageToken} stands for (0 without a token); throws on a token this list never gave. */
export function decodePageToken(token: string | undefined): number {
  if (token === undefined || token === '') return 0;
  let offset: unknown;
  try {
    offset = (JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { offset?: unknown }).offset;
  } catch {
    offset = undefined;
  }
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
    throw new Error(`The pagination token "${token}" was not given by this list: load the list again`);
  return offset;
}

/**
 * `listSearch.searchWorkflows`: the workflows the signed-in user may read, by name (containing
 * `filter`, case-insensitively), without the workflow being edited, {@link WORKFLOW_PAGE_SIZE}
 * at a time. Each result links to the workflow in the editor (`/workflow/{id}`, as n8n stores it).
 */
export async function searchWorkflows(
  ctx: NodeMethodContext,
  filter?: string,
  paginationToken?: string,
): Promise<NodeListSearchResult> {
  if (!ctx.instance) throw new Error('Listing workflows needs a Weft server; choose the workflow "By ID" instead');
  const offset = decodePageToken(paginationToken);
  const { workflows, hasMore } = await ctx.instance.searchWorkflows({
    filter: filter?.trim() || undefined,
    excludeId: ctx.getWorkflow().id,
    offset,
    limit: WORKFLOW_PAGE_SIZE,
  });
  return {
    results: workflows.map((w) => ({ name: w.name, value: w.id, url: `/workflow/${encodeURIComponent(w.id)}` })),
    ...(hasMore ? { paginationToken: encodePageToken(offset + workflows.length) } : {}),
  };
}
