/**
 * The data tables REST API under `/rest/data-tables` (n8n keeps the same operations under
 * `/rest/projects/:projectId/data-tables`; Weft has one personal project per user, so the user's
 * session names it). Every route needs a session; a member sees and changes the tables of their
 * own project, the instance owner every table.
 *
 *   GET    /data-tables?search=&skip=&take=              tables with their columns: {count, data}
 *   POST   /data-tables {name, columns?: [{name, type}]}  create
 *   GET    /data-tables/:id                                one table
 *   PATCH  /data-tables/:id {name}                         rename
 *   DELETE /data-tables/:id                                delete with its rows
 *   GET    /data-tables/:id/columns                        columns
 *   POST   /data-tables/:id/columns {name, type}           add a column (string, number, boolean, date)
 *   DELETE /data-tables/:id/columns/:columnId              remove a column
 *   GET    /data-tables/:id/rows?skip=&take=&filter=&sortBy=name:asc   rows: {count, data}
 *   POST   /data-tables/:id/insert {data: [rows], returnType?: 'all'|'count'}
 *   PATCH  /data-tables/:id/rows {filter, data, dryRun?}   update matching rows
 *   POST   /data-tables/:id/upsert {filter, data, dryRun?}
 *   DELETE /data-tables/:id/rows?filter=<JSON>&dryRun=     delete matching rows
 *
 * A filter is `{type: 'and'|'or', filters: [{columnName, condition, value}]}`, conditions eq, neq,
 * gt, gte, lt, lte, like, ilike (n8n's).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { mayUseTable } from './access.js';
import { DataTableRepository, type DataTableRecord } from './repository.js';

function jsonQuery(value: unknown, what: string): unknown {
  if (value === undefined || value === '') return undefined;
  try {
    return JSON.parse(String(value));
  } catch {
    throw badRequest(`"${what}" must be JSON`);
  }
}

function intQuery(value: unknown, what: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`"${what}" must be a whole number of at least 0`);
  return n;
}

/** Registers the data tables routes. */
export async function registerDataTableRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const repo = new DataTableRepository(ctx.db);

  /** The table of the route, if the signed-in user may use it (else the same 404 as a missing one). */
  const tableOf = async (req: FastifyRequest): Promise<DataTableRecord> => {
    const user = requireUser(req);
    const id = (req.params as { id: string }).id;
    const table = await repo.get(id);
    if (!table || !mayUseTable(user, table)) throw notFound(`Could not find the data table: '${id}'`);
    return table;
  };

  app.get('/data-tables', async (req) => {
    const user = requireUser(req);
    const q = req.query as Record<string, string | undefined>;
    const projectId = user.role === 'owner' ? undefined : user.id;
    return ok(
      await repo.list({
        projectId,
        search: q.search,
        skip: intQuery(q.skip, 'skip', 0),
        take: q.take ? intQuery(q.take, 'take', 0) : undefined,
      }),
    );
  });
  app.post('/data-tables', async (req) => {
    const user = requireUser(req);
    const body = (req.body ?? {}) as { name?: unknown; columns?: unknown };
    return ok(await repo.create(user.id, body.name, body.columns ?? []));
  });
  app.get('/data-tables/:id', async (req) => ok(await tableOf(req)));
  app.patch('/data-tables/:id', async (req) => {
    const table = await tableOf(req);
    return ok(await repo.rename(table.id, ((req.body ?? {}) as { name?: unknown }).name));
  });
  app.delete('/data-tables/:id', async (req) => {
    const table = await tableOf(req);
    await repo.delete(table.id);
    return ok(true);
  });
  app.get('/data-tables/:id/columns', async (req) => ok((await tableOf(req)).columns));
  app.post('/data-tables/:id/columns', async (req) => {
    const table = await tableOf(req);
    const body = (req.body ?? {}) as { name?: unknown; type?: unknown };
    return ok(await repo.addColumn(table.id, body.name, body.type));
  });
  app.delete('/data-tables/:id/columns/:columnId', async (req) => {
    const table = await tableOf(req);
    await repo.deleteColumn(table.id, (req.params as { columnId: string }).columnId);
    return ok(true);
  });
  app.get('/data-tables/:id/rows', async (req) => {
    const table = await tableOf(req);
    const q = req.query as Record<string, string | undefined>;
    const [sortBy, sortDirection] = (q.sortBy ?? 'id:asc').split(':');
    if (sortDirection !== undefined && sortDirection !== 'asc' && sortDirection !== 'desc')
      throw badRequest('"sortBy" is column:asc or column:desc');
    return ok(
      await repo.getRows(table.id, {
        filter: jsonQuery(q.filter, 'filter'),
        skip: intQuery(q.skip, 'skip', 0),
        take: intQuery(q.take, 'take', 30),
        sortBy,
        sortDirection: sortDirection,
      }),
    );
  });
  app.post('/data-tables/:id/insert', async (req) => {
    const table = await tableOf(req);
    const body = (req.body ?? {}) as { data?: unknown; returnType?: unknown };
    if (body.returnType !== 'all' && body.returnType !== 'id')
      return ok({ success: true, insertedRows: await repo.insertRowsCount(table.id, body.data) });
    const rows = await repo.insertRows(table.id, body.data);
    return ok(body.returnType === 'all' ? rows : rows.map((r) => ({ id: r.id })));
  });
  app.patch('/data-tables/:id/rows', async (req) => {
    const table = await tableOf(req);
    const body = (req.body ?? {}) as { filter?: unknown; data?: unknown; dryRun?: unknown };
    return ok(await repo.updateRows(table.id, body.filter, body.data, body.dryRun === true));
  });
  app.post('/data-tables/:id/upsert', async (req) => {
    const table = await tableOf(req);
    const body = (req.body ?? {}) as { filter?: unknown; data?: unknown; dryRun?: unknown };
    return ok(await repo.upsertRow(table.id, body.filter, body.data, body.dryRun === true));
  });
  app.delete('/data-tables/:id/rows', async (req) => {
    const table = await tableOf(req);
    const q = req.query as Record<string, string | undefined>;
    return ok(await repo.deleteRows(table.id, jsonQuery(q.filter, 'filter'), q.dryRun === 'true'));
  });
}
