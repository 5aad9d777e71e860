/** Column facts of a PostgreSQL table, and the checks n8n makes of an item against them. */
import type pg from 'pg';
import type { WorkflowNode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/** One column as `information_schema.columns` describes it. */
export interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_nullable: string;
  udt_name: string;
  column_default: string | null;
}

/** The columns of `schema.table` (none when the table does not exist). */
export async function getTableSchema(client: pg.Client, schema: string, table: string): Promise<ColumnInfo[]> {
  const result = await client.query<ColumnInfo>(
    'SELECT column_name, data_type, is_nullable, udt_name, column_default FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
    [schema, table],
  );
  return result.rows;
}

/** Refuses columns the table lacks and nulls in NOT NULL columns, as n8n does. */
export function checkItemAgainstSchema(
  node: WorkflowNode,
  item: Record<string, unknown>,
  columns: ColumnInfo[],
  itemIndex: number,
): Record<string, unknown> {
  if (columns.length === 0) return item;
  const byName = new Map(columns.map((c) => [c.column_name, c]));
  for (const key of Object.keys(item)) {
    const column = byName.get(key);
    if (!column) throw new NodeOperationError(node, `Column '${key}' does not exist in selected table`, { itemIndex });
    if (item[key] === null && column.is_nullable !== 'YES')
      throw new NodeOperationError(node, `Column '${key}' is not nullable`, { itemIndex });
  }
  return item;
}

/** JSON arrays for ARRAY columns written as PostgreSQL array literals (typeVersion 2.4 and later). */
export function convertArraysToPostgresFormat(
  data: Record<string, unknown>,
  columns: ColumnInfo[],
  node: WorkflowNode,
  itemIndex: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(data);
  for (const column of columns) {
    if (column.data_type.toUpperCase() !== 'ARRAY') continue;
    let value = out[column.column_name];
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw new NodeOperationError(node, `Column '${column.column_name}' has to be an array`, { itemIndex });
      }
    }
    if (Array.isArray(value)) {
      const entries = value.map((entry: unknown) => {
        if (typeof entry === 'number') return entry;
        let text: unknown = entry;
        if (typeof entry === 'boolean') text = String(entry);
        if (entry !== null && typeof entry === 'object') text = JSON.stringify(entry);
        if (typeof text === 'string') return `"${text.replace(/"/g, '\\"')}"`;
        return text;
      });
      out[column.column_name] = `{${entries.join(',')}}`;
    } else if (column.is_nullable === 'NO') {
      throw new NodeOperationError(node, `Column '${column.column_name}' has to be an array`, { itemIndex });
    }
  }
  return out;
}

/** JSON columns get JSON text (n8n's `pgp.as.json`). */
export function convertJsonColumns(columns: ColumnInfo[], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const c of columns) {
    if (c.data_type === 'json' && out[c.column_name] !== null && out[c.column_name] !== undefined)
      out[c.column_name] = JSON.stringify(out[c.column_name]);
  }
  return out;
}
