/**
 * How a data table is stored: its rows in `data_table_user_<table id>` with `id`, `createdAt`,
 * `updatedAt` and one column `c_<column id>` per user column. Both are generated ids: user text
 * (column names, values) only ever reaches SQL as a query parameter.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DataTableColumn, DataTableColumnType, DataTableRow } from '@weft/workflow';

export type Dialect = 'sqlite' | 'postgres';

const ID_PATTERN = /^[a-z0-9]{16}$/;

/** The rows table of a data table. */
export function rowsTable(tableId: string): string {
  if (!ID_PATTERN.test(tableId)) throw new Error(`Invalid data table id '${tableId}'`);
  return `data_table_user_${tableId}`;
}

/** The stored column of a user column. */
export function storedColumn(column: Pick<DataTableColumn, 'id'>): string {
  if (!ID_PATTERN.test(column.id)) throw new Error(`Invalid data table column id '${column.id}'`);
  return `c_${column.id}`;
}

/** The stored column of a name (system or user column), or undefined. */
export function storedColumnOf(name: string, columns: readonly DataTableColumn[]): string | undefined {
  if (name === 'id' || name === 'createdAt' || name === 'updatedAt') return name;
  const column = columns.find((c) => c.name === name);
  return column ? storedColumn(column) : undefined;
}

/** The SQL type of a column type in a dialect. */
export function sqlType(
  type: DataTableColumnType,
  dialect: Dialect,
): 'text' | 'real' | 'double precision' | 'integer' | 'boolean' | 'timestamptz' {
  if (type === 'string') return 'text';
  if (type === 'number') return dialect === 'postgres' ? 'double precision' : 'real';
  if (type === 'boolean') return dialect === 'postgres' ? 'boolean' : 'integer';
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}

/** Creates the rows table of a new data table. */
export async function createRowsTable(
  db: Kysely<any>,
  dialect: Dialect,
  tableId: string,
  columns: readonly DataTableColumn[],
): Promise<void> {
  let builder = db.schema
    .createTable(rowsTable(tableId))
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('createdAt', sqlType('date', dialect), (c) => c.notNull())
    .addColumn('updatedAt', sqlType('date', dialect), (c) => c.notNull());
  for (const column of columns) builder = builder.addColumn(storedColumn(column), sqlType(column.type, dialect));
  await builder.execute();
}

/** A value as the dialect stores it (SQLite: booleans as 0/1). */
export function toStored(value: string | number | boolean | null, dialect: Dialect): string | number | boolean | null {
  if (dialect === 'sqlite' && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** A stored value as the API answers it. */
function fromStored(value: unknown, type: DataTableColumnType): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 't';
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  if (type === 'date') return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
  return String(value);
}

/** The select list of a table: every stored column under its stored name. */
export function selectList(columns: readonly DataTableColumn[]): RawBuilder<unknown> {
  return sql.join([
    sql.ref('id'),
    sql.ref('createdAt'),
    sql.ref('updatedAt'),
    ...columns.map((c) => sql.ref(storedColumn(c))),
  ]);
}

/** A stored row as answered: `id`, `createdAt`, `updatedAt`, then the user columns by name. */
export function toApiRow(raw: Record<string, unknown>, columns: readonly DataTableColumn[]): DataTableRow {
  const row: DataTableRow = {
    id: Number(raw.id),
    createdAt: fromStored(raw.createdAt, 'date'),
    updatedAt: fromStored(raw.updatedAt, 'date'),
  };
  for (const column of columns) row[column.name] = fromStored(raw[storedColumn(column)], column.type);
  return row;
}
