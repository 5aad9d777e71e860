import type { InstanceLookups, InstanceWorkflowRef, WorkflowSearchQuery } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { UserRecord } from '../../repositories/users.js';
import { WorkflowRepository } from '../../repositories/workflows.js';
import { DataTableRepository, mayUseTable } from '../../data-tables/index.js';
import { seesAllWorkflows } from '../access/workflows.js';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The page of `all` a workflow search asks for: names containing the filter (case-insensitive),
 * without `excludeId`, ordered by name (natural, case-insensitive) then id. Pure, for tests.
 */
export function searchWorkflowPage(
  all: readonly InstanceWorkflowRef[],
  query: WorkflowSearchQuery,
): { workflows: InstanceWorkflowRef[]; hasMore: boolean } {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  const matching = all
    .filter((w) => w.id !== query.excludeId && (!needle || w.name.toLowerCase().includes(needle)))
    .sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const offset = Math.max(0, Math.floor(query.offset));
  const limit = Math.max(1, Math.min(Math.floor(query.limit), 250));
  return {
    workflows: matching.slice(offset, offset + limit).map(({ id, name }) => ({ id, name })),
    hasMore: matching.length > offset + limit,
  };
}

/**
 * The instance look-ups remote methods get (`ctx.instance`), on behalf of `user`: they only see
 * the workflows the user may read (owned, shared with them; every one for the instance owner or
 * with sharing off), as GET /rest/workflows lists them.
 */
export function instanceLookupsFor(ctx: ServerContext, user: UserRecord): InstanceLookups {
  const repo = new WorkflowRepository(ctx.db);
  return {
    async searchWorkflows(query) {
      const all = await repo.names(seesAllWorkflows(user, ctx) ? undefined : user.id);
      return searchWorkflowPage(all, query);
    },
    async searchDataTables(filter) {
      const tables = await new DataTableRepository(ctx.db).list({
        projectId: user.role === 'owner' ? undefined : user.id,
        search: filter,
      });
      return tables.data.map(({ id, name }) => ({ id, name })).sort((a, b) => byName.compare(a.name, b.name));
    },
    async dataTableColumns(tableId) {
      const table = await new DataTableRepository(ctx.db).get(tableId);
      return table && mayUseTable(user, table) ? table.columns.map(({ name, type }) => ({ name, type })) : [];
    },
  };
}
