/** A data table filter as a SQL condition; column names map to stored columns, values are parameters. */
import { sql, type RawBuilder } from 'kysely';
import type { DataTableColumn, DataTableFilter } from '@weft/workflow';
import { storedColumnOf, toStored, type Dialect } from './physical.js';
import { invalid, SYSTEM_COLUMNS, toCellValue } from './values.js';

const COMPARISONS = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** Escapes LIKE's own characters other than `%`, which stays a wildcard (as n8n). */
function escapeLike(value: string): string {
  return value.replace(/[\\_]/g, (c) => `\\${c}`);
}

/** A `%`-pattern as a SQLite GLOB (case-sensitive), other GLOB characters taken literally. */
function toGlob(value: string): string {
  return Array.from(value)
    .map((c) => (c === '%' ? '*' : c === '[' ? '[[]' : c === ']' ? '[]]' : c === '*' ? '[*]' : c === '?' ? '[?]' : c))
    .join('');
}

/** Checks a filter's shape and values against the columns, or a 400. */
export function checkFilter(filter: unknown, columns: readonly DataTableColumn[]): DataTableFilter {
  if (!filter || typeof filter !== 'object') throw invalid('A filter needs "type" (and/or) and "filters"');
  const f = filter as Partial<DataTableFilter>;
  const type = f.type ?? 'and';
  if (type !== 'and' && type !== 'or') throw invalid(`Invalid filter type '${String(type)}': use and or or`);
  if (!Array.isArray(f.filters)) throw invalid('A filter needs "filters": a list of {columnName, condition, value}');
  const types = new Map(columns.map((c) => [c.name, c.type]));
  return {
    type,
    filters: f.filters.map((c) => {
      const columnType = types.get(c?.columnName) ?? SYSTEM_COLUMNS[c?.columnName];
      if (!columnType) throw invalid(`unknown column name '${String(c?.columnName)}'`);
      const condition = c.condition ?? 'eq';
      if (!(condition in COMPARISONS) && condition !== 'neq' && condition !== 'like' && condition !== 'ilike')
        throw invalid(`Unsupported filter condition '${String(condition)}'`);
      if (condition === 'like' || condition === 'ilike') {
        if (c.value === null || c.value === undefined)
          throw invalid(`${condition.toUpperCase()} filter value cannot be null or undefined`);
        if (typeof c.value !== 'string') throw invalid(`${condition.toUpperCase()} filter value must be a string`);
        return { columnName: c.columnName, condition, value: c.value.includes('%') ? c.value : `%${c.value}%` };
      }
      const value = toCellValue(c.value, columnType, c.columnName);
      if (value === null && condition in COMPARISONS && condition !== 'eq')
        throw invalid(`${condition.toUpperCase()} filter value cannot be null or undefined`);
      return { columnName: c.columnName, condition, value };
    }),
  };
}

/** The SQL condition of a checked filter (true when it has no conditions). */
export function filterSql(
  filter: DataTableFilter | undefined,
  columns: readonly DataTableColumn[],
  dialect: Dialect,
): RawBuilder<unknown> {
  if (!filter || filter.filters.length === 0) return sql`1 = 1`;
  const parts = filter.filters.map((f) => {
    const stored = storedColumnOf(f.columnName, columns);
    if (!stored) throw invalid(`unknown column name '${f.columnName}'`);
    const col = sql.ref(stored);
    const value = toStored(f.value as string | number | boolean | null, dialect);
    if (f.condition === 'eq' && value === null) return sql`${col} is null`;
    if (f.condition === 'neq')
      return value === null ? sql`${col} is not null` : sql`(${col} <> ${value} or ${col} is null)`;
    if (f.condition === 'like') {
      return dialect === 'sqlite'
        ? sql`${col} glob ${toGlob(String(value))}`
        : sql`${col} like ${escapeLike(String(value))} escape '\\'`;
    }
    if (f.condition === 'ilike') {
      return dialect === 'sqlite'
        ? sql`upper(${col}) like upper(${escapeLike(String(value))}) escape '\\'`
        : sql`${col} ilike ${escapeLike(String(value))} escape '\\'`;
    }
    return sql`${col} ${sql.raw(COMPARISONS[f.condition])} ${value}`;
  });
  return sql`(${sql.join(parts, filter.type === 'and' ? sql` and ` : sql` or `)})`;
}
