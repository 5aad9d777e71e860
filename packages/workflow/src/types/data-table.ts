/**
 * Data tables: tables a Weft instance keeps in its own database (n8n's data tables). The server
 * implements {@link DataTableProxy}; the Data table node reaches it through
 * `helpers.getDataTableProxy`, so nodes never depend on the server.
 */

/** The types a data table column can have. */
export type DataTableColumnType = 'string' | 'number' | 'boolean' | 'date';

/** A user column of a data table. */
export interface DataTableColumn {
  id: string;
  name: string;
  type: DataTableColumnType;
  index: number;
}

/** A cell value as the tables take and answer it (dates as ISO strings or Date objects on input). */
export type DataTableValue = string | number | boolean | Date | null;

/** A row as answered: `id`, `createdAt`, `updatedAt` (ISO strings) and the user columns. */
export type DataTableRow = Record<string, string | number | boolean | null>;

/** The comparison of one filter condition (n8n's names). */
export type DataTableFilterCondition = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';

/** Conditions on columns, all (`and`) or any (`or`) of which a row must meet. */
export interface DataTableFilter {
  type: 'and' | 'or';
  filters: Array<{ columnName: string; condition: DataTableFilterCondition; value: DataTableValue }>;
}

/** One data table, as a workflow run may use it. Every method validates names and values. */
export interface DataTableProxy {
  /** The user columns, in order. */
  getColumns(): Promise<DataTableColumn[]>;
  /** Inserts rows; `all` answers them, `count` answers `{success, insertedRows}`. */
  insertRows(rows: Array<Record<string, DataTableValue>>, returnType: 'all'): Promise<DataTableRow[]>;
  insertRows(
    rows: Array<Record<string, DataTableValue>>,
    returnType: 'count',
  ): Promise<{ success: true; insertedRows: number }>;
  /** A page of the rows that match `filter`, ordered by id, with the number of all matches. */
  getManyRowsAndCount(options: {
    skip?: number;
    take?: number;
    filter?: DataTableFilter;
  }): Promise<{ count: number; data: DataTableRow[] }>;
  /** Sets `data` on every row matching `filter`; answers the rows after (or, dry, before and after). */
  updateRows(options: {
    data: Record<string, DataTableValue>;
    filter: DataTableFilter;
    dryRun?: boolean;
  }): Promise<DataTableRow[]>;
  /** Updates the matching rows, or inserts `data` when none match. */
  upsertRow(options: {
    data: Record<string, DataTableValue>;
    filter: DataTableFilter;
    dryRun?: boolean;
  }): Promise<DataTableRow[]>;
  /** Deletes the matching rows and answers them (as they were). */
  deleteRows(options: { filter: DataTableFilter; dryRun?: boolean }): Promise<DataTableRow[]>;
}

/** Data tables as a host offers them to a run: the table of an id, if the workflow may use it. */
export interface DataTableAccess {
  /** Answers the table, or throws a clear error when it does not exist or the workflow may not use it. */
  proxy(tableId: string, workflow: import('./workflow.js').Workflow): Promise<DataTableProxy>;
  /** The tables the workflow may use whose name contains `search` (for the node's list). */
  list?(workflow: import('./workflow.js').Workflow, search?: string): Promise<Array<{ id: string; name: string }>>;
}
