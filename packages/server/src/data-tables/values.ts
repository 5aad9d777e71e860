/** Validation of data table names and cell values (n8n's rules), shared by the REST API and runs. */
import type { DataTableColumn, DataTableColumnType, DataTableValue } from '@weft/workflow';
import { badRequest } from '../http/errors.js';

/** Column names: a letter, then letters, digits and underscores, at most 63 characters (as n8n). */
export const COLUMN_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]*$/;
/** The columns every table has. */
export const SYSTEM_COLUMNS: Readonly<Record<string, DataTableColumnType>> = {
  id: 'number',
  createdAt: 'date',
  updatedAt: 'date',
};
/** The column types a table accepts. */
export const COLUMN_TYPES: readonly DataTableColumnType[] = ['string', 'number', 'boolean', 'date'];

/** A valid column name and type, or a 400 saying what is wrong. */
export function checkColumnDefinition(name: unknown, type: unknown): { name: string; type: DataTableColumnType } {
  if (typeof name !== 'string' || !COLUMN_NAME_PATTERN.test(name.trim()) || name.trim().length > 63) {
    throw badRequest(
      `Invalid column name '${String(name)}': only letters, digits and underscores, starting with a letter, at most 63 characters`,
    );
  }
  if (name.trim() in SYSTEM_COLUMNS || name.trim() === 'dryRunState')
    throw badRequest(`Column name "${name.trim()}" is reserved as a system column name.`);
  if (typeof type !== 'string' || !COLUMN_TYPES.includes(type as DataTableColumnType)) {
    throw badRequest(`Invalid column type '${String(type)}': use one of ${COLUMN_TYPES.join(', ')}`);
  }
  return { name: name.trim(), type: type as DataTableColumnType };
}

/** A valid table name, or a 400. */
export function checkTableName(name: unknown): string {
  if (typeof name !== 'string' || !name.trim()) throw badRequest('A data table needs a name');
  if (name.trim().length > 128) throw badRequest('A data table name has at most 128 characters');
  return name.trim();
}

/** A 400 for a request a table refuses, worded as n8n's. */
export const invalid = (message: string) => badRequest(`Validation error with data table request: ${message}`);

const FIELD_TYPES: Record<DataTableColumnType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'dateTime',
};

const describe = (value: unknown): string =>
  typeof value === 'object'
    ? value === null
      ? "'null'"
      : Array.isArray(value)
        ? 'array'
        : 'object'
    : `'${String(value)}'`;

const mismatch = (value: unknown, type: DataTableColumnType, key: string) =>
  invalid(
    `value '${value instanceof Date ? value.toISOString() : String(value)}' does not match column type '${type}': '${key}' expects a ${FIELD_TYPES[type]} but we got ${describe(value)}`,
  );

/**
 * A cell value converted to its column's type with n8n's rules: strings as given (numbers and
 * booleans written as text), numbers from anything `Number()` reads (numeric strings), booleans
 * from true/false (any case) and 1/0, dates from Date objects, ISO and other date strings, or
 * milliseconds, stored as ISO strings in UTC. Anything else is a 400 naming the value and the type.
 */
export function toCellValue(value: unknown, type: DataTableColumnType, key: string): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      if (value instanceof Date) return value.toISOString();
      throw mismatch(value, type, key);
    case 'number': {
      if (typeof value === 'object' && !(value instanceof Date)) throw mismatch(value, type, key);
      const n = Number(value);
      if (Number.isNaN(n)) throw mismatch(value, type, key);
      return n;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase()))
        return value.toLowerCase() === 'true';
      if (!(typeof value === 'string' && value.trim() === '') && typeof value !== 'object') {
        const n = Number(value);
        if (n === 0) return false;
        if (n === 1) return true;
      }
      throw mismatch(value, type, key);
    }
    case 'date': {
      let date: Date | undefined;
      if (value instanceof Date) date = value;
      else if (typeof value === 'number') date = new Date(value);
      else if (typeof value === 'string' && value.trim()) date = new Date(value.trim());
      else if (
        typeof value === 'object' &&
        value &&
        typeof (value as { toISOString?: unknown }).toISOString === 'function'
      )
        date = new Date((value as { toISOString(): string }).toISOString());
      if (!date || Number.isNaN(date.getTime())) throw mismatch(value, type, key);
      return date.toISOString();
    }
  }
}

/**
 * A row's values checked against the table's columns: every key must be a column (system columns
 * only where `allowSystem`), and each value fits its type.
 */
export function toRowValues(
  row: unknown,
  columns: readonly DataTableColumn[],
  allowSystem = false,
): Map<string, string | number | boolean | null> {
  if (!row || typeof row !== 'object' || Array.isArray(row))
    throw invalid('a row must be an object of column names and values');
  const types = new Map<string, DataTableColumnType>(columns.map((c) => [c.name, c.type]));
  const out = new Map<string, string | number | boolean | null>();
  for (const [key, value] of Object.entries(row as Record<string, DataTableValue>)) {
    const type = types.get(key) ?? (allowSystem ? SYSTEM_COLUMNS[key] : undefined);
    if (!type) throw invalid(`unknown column name '${key}'`);
    out.set(key, toCellValue(value, type, key));
  }
  return out;
}
