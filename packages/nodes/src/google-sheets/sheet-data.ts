/**
 * Pure helpers over sheet values (rows of cells): column letters, n8n's row_number column, empty
 * rows and columns, header-keyed objects, filters, and turning items back into rows.
 */
import type { CellValue, SheetRows } from './sheets-client.js';

/** The column n8n adds to read rows: the row's number in the sheet. */
export const ROW_NUMBER = 'row_number';

/** 1-based column number to letters (1 → A, 27 → AA). */
export function columnName(n: number): string {
  let out = '';
  let rest = n;
  while (rest > 0) {
    const r = (rest - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

/** Column letters to a 1-based number (A → 1, AA → 27). */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** The column `offset` columns right of `start` (letters). */
export function columnWithOffset(start: string, offset: number): string {
  return columnName(columnNumber(start) + offset);
}

const hasValue = (cell: unknown) => !!cell || typeof cell === 'number' || typeof cell === 'boolean';

/** Prefixes each row with its 1-based number; the header row's first cell becomes `row_number`. */
export function withRowNumbers(rows: SheetRows, headerRow: number): SheetRows {
  if (rows.length === 0) return rows;
  const out = rows.map((row, i) => [i + 1, ...row] as CellValue[]);
  if (out[headerRow]) out[headerRow][0] = ROW_NUMBER;
  return out;
}

/** Drops columns whose header cell is blank ('') and that hold nothing below it. */
export function removeEmptyColumns(rows: SheetRows): SheetRows {
  if (!rows.length) return [];
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const keep: number[] = [];
  for (let c = 0; c < width; c++) {
    if (rows[0]![c] !== '') keep.push(c);
    else if (rows.slice(1).some((r) => !!r[c] || typeof r[c] === 'number')) keep.push(c);
  }
  if (keep.length === 0) return [];
  return rows.map((row) => keep.map((c) => (row[c] === undefined ? '' : row[c])));
}

function setHeaderCell(rows: SheetRows, numbered: boolean): SheetRows {
  if (numbered && rows[0]) rows[0][0] = ROW_NUMBER;
  return rows;
}

/** Drops the rows above the first one with a value. */
export function trimLeadingEmptyRows(rows: SheetRows, numbered = true): SheetRows {
  const skip = numbered ? 1 : 0;
  const first = rows.findIndex((r) => r.slice(skip).some((c) => !!c || typeof c === 'number'));
  return setHeaderCell(rows.slice(first), numbered);
}

/** Keeps the rows up to (not including) the first empty one. */
export function trimToFirstEmptyRow(rows: SheetRows, numbered = true): SheetRows {
  const skip = numbered ? 1 : 0;
  const empty = rows.findIndex((r) => r.slice(skip).every((c) => c === ''));
  return empty === -1 ? rows : rows.slice(0, empty);
}

/** Drops every row without a value. */
export function removeEmptyRows(rows: SheetRows, numbered = true): SheetRows {
  const skip = numbered ? 1 : 0;
  return setHeaderCell(
    rows.filter((r) => r.slice(skip).some(hasValue)),
    numbered,
  );
}

/** The read operation's "Data Location on Sheet" values. */
export interface DataLocation {
  rangeDefinition?: string;
  readRowsUntil?: string;
  headerRow?: number | string;
  firstDataRow?: number | string;
  range?: string;
}

/** Rows ready to read: row numbers added, and empty columns/rows handled as the location asks. */
export function prepareSheetData(
  rows: SheetRows,
  location: DataLocation,
  numbered = true,
): { data: SheetRows; headerRow: number; firstDataRow: number } {
  let data = [...rows];
  let headerRow = 0;
  let firstDataRow = 1;
  if (location.rangeDefinition === 'specifyRange') {
    headerRow = parseInt(String(location.headerRow), 10) - 1;
    firstDataRow = parseInt(String(location.firstDataRow), 10) - 1;
  }
  if (numbered) data = withRowNumbers(data, headerRow);
  if (location.rangeDefinition === 'detectAutomatically') {
    data = removeEmptyColumns(data);
    data = trimLeadingEmptyRows(data, numbered);
    data =
      location.readRowsUntil === 'firstEmptyRow'
        ? trimToFirstEmptyRow(data, numbered)
        : removeEmptyRows(data, numbered);
  }
  return { data, headerRow, firstDataRow };
}

/**
 * Rows from `startRow` as objects keyed by `keys`. Only cells a row has are set unless
 * `allHeaders` (then every header gets a value, '' for a missing cell); empty objects are dropped
 * unless `keepEmpty`.
 */
export function rowsToObjects(
  rows: SheetRows,
  startRow: number,
  keys: Array<string | CellValue>,
  keepEmpty = false,
  allHeaders = false,
): Array<Record<string, CellValue>> {
  const out: Array<Record<string, CellValue>> = [];
  for (let r = startRow; r < rows.length; r++) {
    const row = rows[r]!;
    const item: Record<string, CellValue> = {};
    const width = allHeaders ? keys.length : row.length;
    for (let c = 0; c < width; c++) {
      const key = keys[c];
      if (key !== undefined && key !== '') item[String(key)] = row[c] ?? '';
    }
    if (Object.keys(item).length || keepEmpty) out.push(item);
  }
  return out;
}

/** Rows keyed by the header row; blank headers become `col_<n>` (0-based), as n8n names them. */
export function structureByHeader(
  rows: SheetRows,
  headerRow: number,
  firstDataRow: number,
  allHeaders = false,
): Array<Record<string, CellValue>> {
  if (headerRow < 0 || firstDataRow < headerRow || headerRow >= rows.length) return [];
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const keys: string[] = [];
  for (let c = 0; c < width; c++) keys.push(String(rows[headerRow]![c] || `col_${c}`));
  return rowsToObjects(rows, firstDataRow, keys, false, allHeaders);
}

/** How an item value goes into a cell: objects as JSON text, nothing as `empty`. */
export function cellOf(value: unknown, empty: CellValue | null): CellValue | null {
  if (value === undefined || value === null) return empty;
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CellValue;
}

/** Reads a value at a dotted path (`a.b.0.c`), as lodash `get` does for header names used as paths. */
export function valueAtPath(item: Record<string, unknown>, path: string): unknown {
  if (path in item) return item[path];
  let current: unknown = item;
  for (const part of path.replace(/\[(\w+)\]/g, '.$1').split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
