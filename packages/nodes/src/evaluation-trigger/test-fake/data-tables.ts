/**
 * A host's data tables for tests (what `runWorkflow`'s `services.dataTables` takes), kept in memory
 * and following the {@link DataTableProxy} contract: rows get ascending ids and timestamps, pages are
 * ordered by id, filters compare as the server's do (`like`/`ilike` with `%` wildcards, null for
 * empty). `addColumn` is offered only when `growable` (n8n's tables can add columns; Weft's proxy
 * contract has no such call).
 */
import type {
  DataTableAccess,
  DataTableColumn,
  DataTableColumnType,
  DataTableFilter,
  DataTableProxy,
  DataTableRow,
  DataTableValue,
} from '@weft/workflow';

interface Table {
  columns: DataTableColumn[];
  rows: DataTableRow[];
}

const NOW = '2025-01-06T09:00:00.000Z';

function cell(value: DataTableValue): string | number | boolean | null {
  return value instanceof Date ? value.toISOString() : value;
}

function likeToRegex(pattern: string, flags: string): RegExp {
  const body = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*');
  return new RegExp(`^${body}$`, flags);
}

function matches(row: DataTableRow, filter?: DataTableFilter): boolean {
  if (!filter || filter.filters.length === 0) return true;
  const test = ({ columnName, condition, value }: DataTableFilter['filters'][number]) => {
    const have = row[columnName] ?? null;
    const want = cell(value);
    switch (condition) {
      case 'eq':
        return have === want;
      case 'neq':
        return have !== want;
      case 'gt':
        return have !== null && want !== null && have > want;
      case 'gte':
        return have !== null && want !== null && have >= want;
      case 'lt':
        return have !== null && want !== null && have < want;
      case 'lte':
        return have !== null && want !== null && have <= want;
      case 'like':
        return typeof have === 'string' && likeToRegex(String(want), '').test(have);
      case 'ilike':
        return typeof have === 'string' && likeToRegex(String(want), 'i').test(have);
    }
  };
  return filter.type === 'and' ? filter.filters.every(test) : filter.filters.some(test);
}

/** In-memory data tables by id; `calls` lists each proxy call as `<table>.<method>`. */
export function createDataTables(options: { growable?: boolean } = {}) {
  const tables = new Map<string, Table>();
  const calls: string[] = [];
  let nextId = 1;

  function add(
    id: string,
    columns: Array<{ name: string; type: DataTableColumnType }>,
    rows: Array<Record<string, DataTableValue>>,
  ) {
    const table: Table = { columns: columns.map((c, index) => ({ id: `${id}-c${index}`, index, ...c })), rows: [] };
    tables.set(id, table);
    for (const row of rows) table.rows.push({ id: nextId++, ...mapCells(row), createdAt: NOW, updatedAt: NOW });
  }

  function mapCells(data: Record<string, DataTableValue>) {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, cell(v)]));
  }

  function proxyOf(id: string, table: Table): DataTableProxy & { addColumn?: unknown } {
    const proxy: DataTableProxy & { addColumn?: unknown } = {
      async getColumns() {
        calls.push(`${id}.getColumns`);
        return table.columns.map((c) => ({ ...c }));
      },
      async getManyRowsAndCount({ skip = 0, take = 1000, filter }) {
        calls.push(`${id}.getManyRowsAndCount`);
        const found = table.rows.filter((r) => matches(r, filter));
        return { count: found.length, data: found.slice(skip, skip + take).map((r) => ({ ...r })) };
      },
      async updateRows({ data, filter }) {
        calls.push(`${id}.updateRows`);
        const known = new Set(table.columns.map((c) => c.name));
        for (const name of Object.keys(data)) if (!known.has(name)) throw new Error(`unknown column '${name}'`);
        const changed = table.rows.filter((r) => matches(r, filter));
        for (const row of changed) Object.assign(row, mapCells(data));
        return changed.map((r) => ({ ...r }));
      },
      insertRows: async () => {
        throw new Error('not used');
      },
      async upsertRow() {
        throw new Error('not used');
      },
      async deleteRows() {
        throw new Error('not used');
      },
    };
    if (options.growable)
      proxy.addColumn = async (column: { name: string; type: DataTableColumnType }) => {
        calls.push(`${id}.addColumn`);
        table.columns.push({ id: `${id}-c${table.columns.length}`, index: table.columns.length, ...column });
        for (const row of table.rows) row[column.name] = null;
      };
    return proxy;
  }

  const access: DataTableAccess = {
    async proxy(tableId) {
      const table = tables.get(tableId);
      if (!table) throw new Error(`Data table '${tableId}' not found`);
      return proxyOf(tableId, table);
    },
  };
  return {
    access,
    add,
    calls,
    rows: (id: string) => tables.get(id)?.rows,
    columns: (id: string) => tables.get(id)?.columns,
  };
}
