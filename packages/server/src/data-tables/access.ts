/**
 * Data tables as runs use them (`EngineServices.dataTables`): a workflow may use the tables of the
 * user it acts as (its credential subject: whoever started it, else its owner); the instance
 * owner's workflows may use every table. In queue mode a worker answers from the same database.
 */
import type { DataTableAccess, DataTableProxy, DataTableValue, Workflow } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { DataTableRepository, type DataTableRecord } from './repository.js';

/** Whether a user (by id and role) may use a table. */
export function mayUseTable(user: { id: string; role: string }, table: Pick<DataTableRecord, 'projectId'>): boolean {
  return user.role === 'owner' || table.projectId === user.id;
}

/** The data tables of runs on this server; `subjectOf` names the user a workflow acts as (undefined: no check). */
export function serverDataTables(
  ctx: Pick<ServerContext, 'db' | 'users'>,
  subjectOf: (workflow: Workflow) => Promise<string | undefined>,
): DataTableAccess {
  const repo = new DataTableRepository(ctx.db);
  const allowed = async (workflow: Workflow, table: DataTableRecord): Promise<boolean> => {
    const subject = await subjectOf(workflow);
    if (subject === undefined) return true;
    const user = await ctx.users.get(subject);
    return !!user && mayUseTable(user, table);
  };
  return {
    async proxy(tableId: string, workflow: Workflow): Promise<DataTableProxy> {
      const table = typeof tableId === 'string' && tableId ? await repo.get(tableId) : undefined;
      if (!table || !(await allowed(workflow, table)))
        throw new Error(`Could not find the data table: '${String(tableId)}'`);
      return {
        getColumns: async () => (await repo.require(tableId)).columns,
        insertRows: (async (rows: Array<Record<string, DataTableValue>>, returnType: 'all' | 'count') => {
          if (returnType === 'count') return { success: true, insertedRows: await repo.insertRowsCount(tableId, rows) };
          return repo.insertRows(tableId, rows);
        }) as DataTableProxy['insertRows'],
        getManyRowsAndCount: (o) => repo.getRows(tableId, { filter: o.filter, skip: o.skip, take: o.take }),
        updateRows: (o) => repo.updateRows(tableId, o.filter, o.data, o.dryRun),
        upsertRow: (o) => repo.upsertRow(tableId, o.filter, o.data, o.dryRun),
        deleteRows: (o) => repo.deleteRows(tableId, o.filter, o.dryRun),
      };
    },
    async list(workflow: Workflow, search?: string) {
      const subject = await subjectOf(workflow);
      const user = subject === undefined ? undefined : await ctx.users.get(subject);
      const projectId = !user || user.role === 'owner' ? undefined : user.id;
      return (await repo.list({ projectId, search })).data.map((t) => ({ id: t.id, name: t.name }));
    },
  };
}
