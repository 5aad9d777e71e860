import { describe, expect, it } from 'vitest';
import type { NodeMethodContext, WorkflowSearchQuery } from '@weft/workflow';
import { decodePageToken, encodePageToken, searchWorkflows, WORKFLOW_PAGE_SIZE } from './search-workflows.js';

function contextWith(names: string[], workflowId?: string): NodeMethodContext & { queries: WorkflowSearchQuery[] } {
  const all = names.map((name, i) => ({ id: `w${i}`, name }));
  const queries: WorkflowSearchQuery[] = [];
  const unused = () => {
    throw new Error('not used');
  };
  return {
    queries,
    getCurrentNodeParameter: unused,
    getCurrentNodeParameters: unused,
    getNodeParameter: unused,
    getNode: unused,
    getTimezone: () => 'UTC',
    getCredentials: unused,
    getWorkflow: () => ({ id: workflowId }),
    helpers: { httpRequest: unused, httpRequestWithAuthentication: unused },
    instance: {
      async searchWorkflows(query) {
        queries.push(query);
        const matching = all.filter(
          (w) =>
            w.id !== query.excludeId && (!query.filter || w.name.toLowerCase().includes(query.filter.toLowerCase())),
        );
        return {
          workflows: matching.slice(query.offset, query.offset + query.limit),
          hasMore: matching.length > query.offset + query.limit,
        };
      },
    },
  };
}

describe('searchWorkflows (Execute Workflow "From list")', () => {
  it('pages by an opaque token and links each workflow to the editor', async () => {
    const ctx = contextWith(
      Array.from({ length: 120 }, (_, i) => `Flow ${i}`),
      'w3',
    );
    const first = await searchWorkflows(ctx);
    expect(first.results).toHaveLength(WORKFLOW_PAGE_SIZE);
    expect(first.results[0]).toEqual({ name: 'Flow 0', value: 'w0', url: '/workflow/w0' });
    expect(first.results.map((r) => r.value)).not.toContain('w3');
    expect(typeof first.paginationToken).toBe('string');
    const second = await searchWorkflows(ctx, undefined, String(first.paginationToken));
    const third = await searchWorkflows(ctx, undefined, String(second.paginationToken));
    expect(third.paginationToken).toBeUndefined();
    expect(first.results.length + second.results.length + third.results.length).toBe(119);
    expect(ctx.queries.map((q) => q.offset)).toEqual([0, 50, 100]);
  });

  it('passes the trimmed filter on and refuses a token it never gave', async () => {
    const ctx = contextWith(['Invoices', 'Sync invoices', 'Other']);
    expect((await searchWorkflows(ctx, '  INVOICE ')).results.map((r) => r.name)).toEqual([
      'Invoices',
      'Sync invoices',
    ]);
    expect(ctx.queries[0]?.filter).toBe('INVOICE');
    await expect(searchWorkflows(ctx, '', 'not-a-token')).rejects.toThrow(/not-a-token/);
    expect(decodePageToken(encodePageToken(150))).toBe(150);
    expect(() => decodePageToken(encodePageToken(-1))).toThrow();
  });

  it('says what to do where there is no instance to list', async () => {
    const ctx = { ...contextWith([]), instance: undefined };
    await expect(searchWorkflows(ctx)).rejects.toThrow(/By ID/);
  });
});
