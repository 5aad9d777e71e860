import type { NodeMethodContext } from '@weft/workflow';

/** The workflows of the instance the credential points at, for the Workflow picker (name filter, 100 a page). */
export async function searchApiWorkflows(ctx: NodeMethodContext, filter?: string, paginationToken?: string) {
  const credentials = await ctx.getCredentials('n8nApi');
  const base = String(credentials.baseUrl ?? '').replace(/\/$/, '');
  const response = await ctx.helpers.httpRequest({
    url: `${base}/workflows`,
    qs: { limit: 100, ...(paginationToken ? { cursor: paginationToken } : {}), ...(filter ? { name: filter } : {}) },
    headers: { accept: 'application/json', 'X-N8N-API-KEY': String(credentials.apiKey ?? '') },
    responseType: 'json',
  });
  const page = response.body as { data?: Array<{ id: string; name: string }>; nextCursor?: string | null };
  const site = base.replace(/\/api\/v1$/, '');
  return {
    results: (page.data ?? []).map((w) => ({ name: w.name, value: w.id, url: `${site}/workflow/${w.id}` })),
    ...(page.nextCursor ? { paginationToken: page.nextCursor } : {}),
  };
}
