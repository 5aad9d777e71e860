/**
 * Data tables in Weft's own database: the catalogue (`data_table`, `data_table_column`) and each
 * table's rows (see `physical.ts`). Works the same on SQLite and PostgreSQL, and from every process
 * of a queue-mode cluster, since they share the database.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DataTableColumn, DataTableFilter, DataTableRow } from '@weft/workflow';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { checkFilter, filterSql } from './filters.js';
import {
  createRowsTable,
  rowsTable,
  selectList,
  sqlType,
  storedColumn,
  storedColumnOf,
  toApiRow,
  toStored,
  type Dialect,
} from './physical.js';
import { checkColumnDefinition, checkTableName, invalid, toRowValues } from './values.js';

/** A data table with its columns. */
export interface DataTableRecord {
  id: string;
  name: string;
  projectId: string;
  createdAt: string;
  updatedAt: string;
  columns: DataTableColumn[];
}

/** A generated id: 16 lowercase letters and digits (safe in a table or column name). */
export function newDataTableId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

const now = () => new Date().toISOString();

/** The catalogue and the rows of every data table. */
export class DataTableRepository {
  constructor(private readonly db: Db) {}

  private get k(): Kysely<any> {
    return this.db.kysely;
  }

  private get dialect(): Dialect {
    return this.db.dialect;
  }

  /** Tables, newest first, of one project (or of all when `projectId` is undefined), whose name contains `search`. */
  async list(
    options: { projectId?: string; search?: string; skip?: number; take?: number } = {},
  ): Promise<{ count: number; data: DataTableRecord[] }> {
    let q = this.k.selectFrom('data_table').selectAll();
    if (options.projectId !== undefined) q = q.where('projectId', '=', options.projectId);
    const rows = (await q.orderBy('createdAt', 'desc').orderBy('id').execute()) as Array<
      Omit<DataTableRecord, 'columns'>
    >;
    const search = options.search?.trim().toLowerCase();
    const matching = search ? rows.filter((r) => r.name.toLowerCase().includes(search)) : rows;
    const page = matching.slice(options.skip ?? 0, (options.skip ?? 0) + (options.take ?? matching.length));
    const columns = await this.columnsOf(page.map((t) => t.id));
    return { count: matching.length, data: page.map((t) => ({ ...t, columns: columns.get(t.id) ?? [] })) };
  }

  /** A table with its columns, or undefined. */
  async get(id: string): Promise<DataTableRecord | undefined> {
    const row = (await this.k.selectFrom('data_table').selectAll().where('id', '=', id).executeTakeFirst()) as
      Omit<DataTableRecord, 'columns'> | undefined;
    if (!row) return undefined;
    return { ...row, columns: (await this.columnsOf([id])).get(id) ?? [] };
  }

  /** A table, or a 404 naming the id. */
  async require(id: string): Promise<DataTableRecord> {
    const table = await this.get(id);
    if (!table) throw notFound(`Could not find the data table: '${id}'`);
    return table;
  }

  private async columnsOf(ids: string[]): Promise<Map<string, DataTableColumn[]>> {
    const out = new Map<string, DataTableColumn[]>();
    if (ids.length === 0) return out;
    const rows = (await this.k
      .selectFrom('data_table_column')
      .select(['id', 'dataTableId', 'name', 'type', 'index'])
      .where('dataTableId', 'in', ids)
      .orderBy('index')
      .execute()) as Array<DataTableColumn & { dataTableId: string }>;
    for (const { dataTableId, ...c } of rows) {
      const list = out.get(dataTableId) ?? [];
      list.push({ id: c.id, name: c.name, type: c.type, index: Number(c.index) });
      out.set(dataTableId, list);
    }
    return out;
  }

  private async checkUniqueName(projectId: string, name: string, except?: string): Promise<void> {
    const clash = await this.k
      .selectFrom('data_table')
      .select('id')
      .where('projectId', '=', projectId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (clash && clash.id !== except) throw conflict(`Data table with name '${name}' already exists in this project`);
  }

  /** Creates a table (with columns, optionally) in a project. */
  async create(projectId: string, nameInput: unknown, columnsInput: unknown = []): Promise<DataTableRecord> {
    const name = checkTableName(nameInput);
    if (!Array.isArray(columnsInput)) throw badRequest('"columns" must be a list of {name, type}');
    const defs = columnsInput.map((c: { name?: unknown; type?: unknown }) => checkColumnDefinition(c?.name, c?.type));
    const seen = new Set<string>();
    for (const d of defs) {
      if (seen.has(d.name)) throw conflict(`The column name '${d.name}' is used twice`);
      seen.add(d.name);
    }
    await this.checkUniqueName(projectId, name);
    const id = newDataTableId();
    const at = now();
    const columns: DataTableColumn[] = defs.map((d, index) => ({
      id: newDataTableId(),
      name: d.name,
      type: d.type,
      index,
    }));
    await this.k.transaction().execute(async (trx) => {
      await trx.insertInto('data_table').values({ id, name, projectId, createdAt: at, updatedAt: at }).execute();
      for (const c of columns)
        await trx
          .insertInto('data_table_column')
          .values({ ...c, dataTableId: id, createdAt: at, updatedAt: at })
          .execute();
      await createRowsTable(trx, this.dialect, id, columns);
    });
    return { id, name, projectId, createdAt: at, updatedAt: at, columns };
  }

  /** Renames a table. */
  async rename(id: string, nameInput: unknown): Promise<DataTableRecord> {
    const table = await this.require(id);
    const name = checkTableName(nameInput);
    await this.checkUniqueName(table.projectId, name, id);
    await this.k.updateTable('data_table').set({ name, updatedAt: now() }).where('id', '=', id).execute();
    return this.require(id);
  }

  /** Deletes a table with its rows. */
  async delete(id: string): Promise<void> {
    await this.require(id);
    await this.k.transaction().execute(async (trx) => {
      await trx.deleteFrom('data_table_column').where('dataTableId', '=', id).execute();
      await trx.deleteFrom('data_table').where('id', '=', id).execute();
      await trx.schema.dropTable(rowsTable(id)).ifExists().execute();
    });
  }

  /** Adds a column at the end. */
  async addColumn(id: string, nameInput: unknown, typeInput: unknown): Promise<DataTableColumn> {
    const table = await this.require(id);
    const { name, type } = checkColumnDefinition(nameInput, typeInput);
    if (table.columns.some((c) => c.name === name))
      throw conflict(`Data table column with name '${name}' already exists in data table '${table.name}'`);
    const column: DataTableColumn = {
      id: newDataTableId(),
      name,
      type,
      index: table.columns.reduce((m, c) => Math.max(m, c.index + 1), 0),
    };
    const at = now();
    await this.k.transaction().execute(async (trx) => {
      await trx
        .insertInto('data_table_column')
        .values({ ...column, dataTableId: id, createdAt: at, updatedAt: at })
        .execute();
      await trx.schema.alterTable(rowsTable(id)).addColumn(storedColumn(column), sqlType(type, this.dialect)).execute();
      await trx.updateTable('data_table').set({ updatedAt: at }).where('id', '=', id).execute();
    });
    return column;
  }

  /** Removes a column and its values. */
  async deleteColumn(id: string, columnId: string): Promise<void> {
    const table = await this.require(id);
    const column = table.columns.find((c) => c.id === columnId);
    if (!column) throw notFound(`The data table has no column '${columnId}'`);
    await this.k.transaction().execute(async (trx) => {
      await trx.deleteFrom('data_table_column').where('id', '=', columnId).execute();
      await trx.schema.alterTable(rowsTable(id)).dropColumn(storedColumn(column)).execute();
      await trx.updateTable('data_table').set({ updatedAt: now() }).where('id', '=', id).execute();
    });
  }

  /** A page of the rows matching a filter, ordered by a column (default id), with the number of matches. */
  async getRows(
    id: string,
    options: { filter?: unknown; skip?: number; take?: number; sortBy?: string; sortDirection?: 'asc' | 'desc' } = {},
  ): Promise<{ count: number; data: DataTableRow[] }> {
    const table = await this.require(id);
    const filter = options.filter ? checkFilter(options.filter, table.columns) : undefined;
    const where = filterSql(filter, table.columns, this.dialect);
    const from = sql.table(rowsTable(id));
    const sortColumn = storedColumnOf(options.sortBy ?? 'id', table.columns);
    if (!sortColumn) throw invalid(`unknown column name '${options.sortBy}'`);
    const direction = sql.raw(options.sortDirection === 'desc' ? 'desc' : 'asc');
    const take = options.take ?? -1;
    const skip = Math.max(0, options.skip ?? 0);
    const limit =
      take >= 0
        ? sql`limit ${take} offset ${skip}`
        : this.dialect === 'postgres'
          ? sql`offset ${skip}`
          : sql`limit -1 offset ${skip}`;
    const rows = await sql<
      Record<string, unknown>
    >`select ${selectList(table.columns)} from ${from} where ${where} order by ${sql.ref(sortColumn)} ${direction}, ${sql.ref('id')} asc ${limit}`.execute(
      this.k,
    );
    const count = await sql<{
      n: number | string;
    }>`select count(*) as ${sql.ref('n')} from ${from} where ${where}`.execute(this.k);
    return { count: Number(count.rows[0]?.n ?? 0), data: rows.rows.map((r) => toApiRow(r, table.columns)) };
  }

  /** Inserts rows; answers them as stored. */
  async insertRows(id: string, rows: unknown): Promise<DataTableRow[]> {
    const table = await this.require(id);
    if (!Array.isArray(rows)) throw badRequest('"data" must be a list of rows');
    const checked = rows.map((r) => toRowValues(r, table.columns));
    const out: DataTableRow[] = [];
    await this.k.transaction().execute(async (trx) => {
      for (const values of checked) out.push(await this.insertOne(trx, table, values));
    });
    return out;
  }

  /** Inserts rows in batches without reading them back (n8n's Optimize Bulk); answers how many. */
  async insertRowsCount(id: string, rows: unknown): Promise<number> {
    const table = await this.require(id);
    if (!Array.isArray(rows)) throw badRequest('"data" must be a list of rows');
    const checked = rows.map((r) => toRowValues(r, table.columns));
    const names = [sql.ref('createdAt'), sql.ref('updatedAt'), ...table.columns.map((c) => sql.ref(storedColumn(c)))];
    const perBatch = Math.max(1, Math.floor(800 / names.length));
    await this.k.transaction().execute(async (trx) => {
      for (let i = 0; i < checked.length; i += perBatch) {
        const at = now();
        const tuples = checked
          .slice(i, i + perBatch)
          .map(
            (values) =>
              sql`(${sql.join([at, at, ...table.columns.map((c) => toStored(values.get(c.name) ?? null, this.dialect))])})`,
          );
        await sql`insert into ${sql.table(rowsTable(id))} (${sql.join(names)}) values ${sql.join(tuples)}`.execute(trx);
      }
    });
    return checked.length;
  }

  private async insertOne(
    db: Kysely<any>,
    table: DataTableRecord,
    values: Map<string, string | number | boolean | null>,
  ): Promise<DataTableRow> {
    const at = now();
    const names = [sql.ref('createdAt'), sql.ref('updatedAt')];
    const params: Array<string | number | boolean | null> = [at, at];
    for (const column of table.columns) {
      if (!values.has(column.name)) continue;
      names.push(sql.ref(storedColumn(column)));
      params.push(toStored(values.get(column.name) ?? null, this.dialect));
    }
    const inserted = await sql<
      Record<string, unknown>
    >`insert into ${sql.table(rowsTable(table.id))} (${sql.join(names)}) values (${sql.join(params)}) returning ${selectList(table.columns)}`.execute(
      db,
    );
    return toApiRow(inserted.rows[0]!, table.columns);
  }

  private async matching(db: Kysely<any>, table: DataTableRecord, filter: DataTableFilter): Promise<DataTableRow[]> {
    const rows = await sql<
      Record<string, unknown>
    >`select ${selectList(table.columns)} from ${sql.table(rowsTable(table.id))} where ${filterSql(filter, table.columns, this.dialect)} order by ${sql.ref('id')}`.execute(
      db,
    );
    return rows.rows.map((r) => toApiRow(r, table.columns));
  }

  private checkedWrite(
    table: DataTableRecord,
    filter: unknown,
    data?: unknown,
  ): { filter: DataTableFilter; values: Map<string, string | number | boolean | null> } {
    const checkedFilter = checkFilter(filter, table.columns);
    if (checkedFilter.filters.length === 0) throw invalid('Filter must not be empty');
    const values = data === undefined ? new Map() : toRowValues(data, table.columns);
    if (data !== undefined && values.size === 0) throw invalid('Data columns must not be empty');
    return { filter: checkedFilter, values };
  }

  private async updateMatching(
    db: Kysely<any>,
    table: DataTableRecord,
    filter: DataTableFilter,
    values: Map<string, string | number | boolean | null>,
  ): Promise<DataTableRow[]> {
    const ids = (await this.matching(db, table, filter)).map((r) => r.id as number);
    if (ids.length === 0) return [];
    const sets = [sql`${sql.ref('updatedAt')} = ${now()}`];
    for (const column of table.columns)
      if (values.has(column.name))
        sets.push(sql`${sql.ref(storedColumn(column))} = ${toStored(values.get(column.name) ?? null, this.dialect)}`);
    const out: DataTableRow[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = sql.join(ids.slice(i, i + 500));
      await sql`update ${sql.table(rowsTable(table.id))} set ${sql.join(sets)} where ${sql.ref('id')} in (${chunk})`.execute(
        db,
      );
      const rows = await sql<
        Record<string, unknown>
      >`select ${selectList(table.columns)} from ${sql.table(rowsTable(table.id))} where ${sql.ref('id')} in (${chunk}) order by ${sql.ref('id')}`.execute(
        db,
      );
      for (const r of rows.rows) out.push(toApiRow(r, table.columns));
    }
    return out;
  }

  private dryRun(
    table: DataTableRecord,
    before: DataTableRow[],
    values: Map<string, string | number | boolean | null>,
    mode: 'update' | 'delete',
  ): DataTableRow[] {
    const at = now();
    const empty = (): DataTableRow =>
      Object.fromEntries(['id', 'createdAt', 'updatedAt', ...table.columns.map((c) => c.name)].map((k) => [k, null]));
    return before.flatMap((row) => [
      { ...row, dryRunState: 'before' },
      mode === 'delete'
        ? { ...empty(), dryRunState: 'after' }
        : { ...row, ...Object.fromEntries(values), updatedAt: at, dryRunState: 'after' },
    ]);
  }

  /** Sets `data` on the rows matching `filter` (which must have a condition); answers them after. */
  async updateRows(id: string, filter: unknown, data: unknown, dryRun = false): Promise<DataTableRow[]> {
    const table = await this.require(id);
    const checked = this.checkedWrite(table, filter, data);
    if (dryRun) return this.dryRun(table, await this.matching(this.k, table, checked.filter), checked.values, 'update');
    return this.k.transaction().execute((trx) => this.updateMatching(trx, table, checked.filter, checked.values));
  }

  /** Updates the rows matching `filter`, or inserts `data` when none do. */
  async upsertRow(id: string, filter: unknown, data: unknown, dryRun = false): Promise<DataTableRow[]> {
    const table = await this.require(id);
    const checked = this.checkedWrite(table, filter, data);
    if (dryRun) {
      const before = await this.matching(this.k, table, checked.filter);
      if (before.length > 0) return this.dryRun(table, before, checked.values, 'update');
      const at = now();
      const empty = Object.fromEntries(
        ['id', 'createdAt', 'updatedAt', ...table.columns.map((c) => c.name)].map((k) => [k, null]),
      );
      return [
        { ...empty, dryRunState: 'before' },
        { ...empty, id: 0, createdAt: at, updatedAt: at, ...Object.fromEntries(checked.values), dryRunState: 'after' },
      ];
    }
    return this.k.transaction().execute(async (trx) => {
      const updated = await this.updateMatching(trx, table, checked.filter, checked.values);
      if (updated.length > 0) return updated;
      return [await this.insertOne(trx, table, checked.values)];
    });
  }

  /** Deletes the rows matching `filter` (which must have a condition); answers them as they were. */
  async deleteRows(id: string, filter: unknown, dryRun = false): Promise<DataTableRow[]> {
    const table = await this.require(id);
    const checked = checkFilter(filter, table.columns);
    if (checked.filters.length === 0)
      throw invalid('Filter is required for delete operations to prevent accidental deletion of all data');
    if (dryRun) return this.dryRun(table, await this.matching(this.k, table, checked), new Map(), 'delete');
    // The rows answered are exactly those deleted: both by the ids read in the same transaction.
    return this.k.transaction().execute(async (trx) => {
      const before = await this.matching(trx, table, checked);
      for (let i = 0; i < before.length; i += 500) {
        await sql`delete from ${sql.table(rowsTable(id))} where ${sql.ref('id')} in (${sql.join(before.slice(i, i + 500).map((r) => r.id))})`.execute(
          trx,
        );
      }
      return before;
    });
  }
}
