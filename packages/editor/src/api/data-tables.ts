import { restApi } from './client';

/** The column types of a data table. */
export type DataTableColumnType = 'string' | 'number' | 'boolean' | 'date';

/** A user column of a data table. */
export interface DataTableColumn {
  id: string;
  name: string;
  type: DataTableColumnType;
  index: number;
}

/** A data table as GET /data-tables answers it. */
export interface DataTable {
  id: string;
  name: string;
  projectId: string;
  createdAt: string;
  updatedAt: string;
  columns: DataTableColumn[];
}

/** A row: `id`, `createdAt`, `updatedAt` and the user columns by name. */
export type DataTableRow = Record<string, string | number | boolean | null>;

const byId = (id: number) => ({ type: 'and', filters: [{ columnName: 'id', condition: 'eq', value: id }] });

/** GET /data-tables. */
export const listDataTables = (search = '') =>
  restApi<{ count: number; data: DataTable[] }>('GET', '/data-tables', search ? { search } : undefined);
/** GET /data-tables/:id. */
export const getDataTable = (id: string) => restApi<DataTable>('GET', `/data-tables/${encodeURIComponent(id)}`);
/** POST /data-tables. */
export const createDataTable = (name: string, columns: Array<{ name: string; type: DataTableColumnType }> = []) =>
  restApi<DataTable>('POST', '/data-tables', { name, columns });
/** PATCH /data-tables/:id (rename). */
export const renameDataTable = (id: string, name: string) =>
  restApi<DataTable>('PATCH', `/data-tables/${encodeURIComponent(id)}`, { name });
/** DELETE /data-tables/:id. */
export const deleteDataTable = (id: string) => restApi<boolean>('DELETE', `/data-tables/${encodeURIComponent(id)}`);
/** POST /data-tables/:id/columns. */
export const addDataTableColumn = (id: string, name: string, type: DataTableColumnType) =>
  restApi<DataTableColumn>('POST', `/data-tables/${encodeURIComponent(id)}/columns`, { name, type });
/** DELETE /data-tables/:id/columns/:columnId. */
export const deleteDataTableColumn = (id: string, columnId: string) =>
  restApi<boolean>('DELETE', `/data-tables/${encodeURIComponent(id)}/columns/${encodeURIComponent(columnId)}`);
/** GET /data-tables/:id/rows: one page. */
export const listDataTableRows = (id: string, skip: number, take: number) =>
  restApi<{ count: number; data: DataTableRow[] }>('GET', `/data-tables/${encodeURIComponent(id)}/rows`, {
    skip: String(skip),
    take: String(take),
  });
/** POST /data-tables/:id/insert: one row, answered as stored. */
export const insertDataTableRow = (id: string, row: Record<string, unknown>) =>
  restApi<DataTableRow[]>('POST', `/data-tables/${encodeURIComponent(id)}/insert`, { data: [row], returnType: 'all' });
/** PATCH /data-tables/:id/rows for one row id. */
export const updateDataTableRow = (id: string, rowId: number, data: Record<string, unknown>) =>
  restApi<DataTableRow[]>('PATCH', `/data-tables/${encodeURIComponent(id)}/rows`, { filter: byId(rowId), data });
/** DELETE /data-tables/:id/rows for one row id. */
export const deleteDataTableRow = (id: string, rowId: number) =>
  restApi<DataTableRow[]>('DELETE', `/data-tables/${encodeURIComponent(id)}/rows`, {
    filter: JSON.stringify(byId(rowId)),
  });
