/**
 * Worksheet ranges as n8n's Excel node handles them: A1 addresses, the next free rows under a used
 * range, rows of values turned into items by a header row, and the updates of "Update" and
 * "Append or Update" (matching a column, by defined values or by the items' own fields).
 */
import { NodeOperationError, type ExecuteContext, type Item, type WorkflowNode } from '@weft/workflow';

/** A cell reference: column letters, then the row number. */
export const CELL_REGEX = /([a-zA-Z]{1,10})([0-9]{0,10})/;

type Cell = string | number | boolean | null | undefined;
type Values = Cell[][];

/** Refuses whole-column ranges (`A:C`), which Graph cannot write row by row. */
export function checkRange(node: WorkflowNode, range: string, itemIndex?: number): void {
  if (/^[A-Z]+:[A-Z]+$/i.test(range)) {
    throw new NodeOperationError(
      node,
      `Specify the range more precisely e.g. A1:B5, generic ranges like ${range} are not supported`,
      { itemIndex },
    );
  }
}

/** The two corners of `Sheet!A1:B5` (one cell is its own range). */
export function parseAddress(addressOrRange: string) {
  const range = addressOrRange.replace(/^.+!/, '');
  const [from, to] = range.split(':') as [string, string | undefined];
  const a = from.match(CELL_REGEX) ?? [];
  const b = (to ?? from).match(CELL_REGEX) ?? [];
  if (a.length < 2 || b.length < 2) throw new Error(`Failed to parse range: ${addressOrRange}`);
  return {
    cellFrom: { value: from, column: a[1]!, row: a[2]! },
    cellTo: { value: to ?? from, column: b[1]!, row: b[2]! },
  };
}

/** The column `offset` places after `col` (Z → AA). */
export function nextExcelColumn(col: string, offset = 1): string {
  if (offset < 0) throw new Error(`Invalid offset: ${offset}`);
  const n =
    col
      .toUpperCase()
      .split('')
      .reduce((acc, c) => acc * 26 + (c.charCodeAt(0) - 64), 0) + offset;
  const letters = (x: number): string =>
    x <= 26
      ? String.fromCharCode(64 + x)
      : letters(Math.floor((x - 1) / 26)) + String.fromCharCode(64 + (((x - 1) % 26) + 1));
  return letters(n);
}

/** The area of `rows` × `cols` right under a used range (at its top-left when the sheet is empty). */
export function findAppendRange(usedRange: string, size: { cols: number; rows: number }): string {
  const { cellFrom, cellTo } = parseAddress(usedRange);
  const empty = cellFrom.value === cellTo.value;
  const row = Number(cellTo.row) + (empty ? 0 : 1);
  const last = nextExcelColumn(cellFrom.column, Math.max(size.cols - 1, 0));
  return `${cellFrom.column}${row}:${last}${row + Math.max(size.rows - 1, 0)}`;
}

/** Parses the "Data" JSON of raw mode (text or already an array). */
export function jsonInput(node: WorkflowNode, data: unknown, name = 'Data'): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    throw new NodeOperationError(node, `Input '${name}' must contain a valid JSON`);
  }
}

export interface OutputConfig {
  rawData?: boolean;
  dataProperty?: string;
  keyRow?: number;
  firstDataRow?: number;
  columnsRow?: Cell[];
  updatedRows?: number[];
}

/**
 * Items of a range answer: one per data row keyed by the header row (or `columnsRow`), only the
 * `updatedRows` when given; or, with `rawData`, the whole answer under `dataProperty`.
 */
export function prepareOutput(
  ctx: ExecuteContext,
  response: { values?: Values | null } & Record<string, unknown>,
  config: OutputConfig,
): Item[] {
  const node = ctx.getNode();
  const keyRow = config.keyRow ?? 0;
  const firstDataRow = config.firstDataRow ?? 1;
  if (config.rawData) {
    const itemData = ctx.getInputData().map((_, item) => ({ item }));
    return ctx.helpers.constructExecutionMetaData([{ json: { [config.dataProperty || 'data']: response } }], {
      itemData,
    });
  }
  let values = response.values;
  if (values === null || values === undefined) throw new NodeOperationError(node, 'Operation did not return data');
  let columns: Cell[];
  if (config.columnsRow?.length) {
    columns = config.columnsRow;
    values = [columns, ...values];
  } else {
    columns = values[keyRow] ?? [];
  }
  if (config.updatedRows) values = values.filter((_, index) => config.updatedRows!.includes(index));
  const out: Item[] = [];
  for (let row = firstDataRow; row < values.length; row++) {
    if (row === keyRow) continue;
    const json: Record<string, unknown> = {};
    columns.forEach((column, c) => {
      json[String(column)] = values[row]![c];
    });
    out.push(...ctx.helpers.constructExecutionMetaData([{ json: json }], { itemData: { item: row } }));
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || Number(a) === Number(b);

export interface UpdateSummary {
  updatedData: Values;
  updatedRows: number[];
  appendData: Array<Record<string, unknown>>;
}

/** "Update" by defined values: per item, the rows whose match column equals its value get its fields. */
export function updateByDefinedValues(
  ctx: ExecuteContext,
  itemCount: number,
  sheet: Values,
  updateAll: boolean,
): UpdateSummary {
  const [columns = [], ...rows] = sheet.map((r) => [...r]);
  const updated = new Set<number>();
  const appendData: Array<Record<string, unknown>> = [];
  for (let i = 0; i < itemCount; i++) {
    const matchColumn = ctx.getNodeParameter('columnToMatchOn', i, '');
    const matchValue = ctx.getNodeParameter('valueToMatchOn', i, '');
    const fields = (ctx.getNodeParameter('fieldsUi.values', i, []) ?? []) as Array<{
      column: string;
      fieldValue: unknown;
    }>;
    const at = columns.indexOf(matchColumn);
    const hits = updateAll
      ? rows.flatMap((r, index) => (same(r[at], matchValue) ? [index] : []))
      : [rows.findIndex((r) => same(r[at], matchValue))].filter((x) => x !== -1);
    if (!hits.length) {
      const append: Record<string, unknown> = { [matchColumn]: matchValue };
      for (const f of fields) append[f.column] = f.fieldValue;
      appendData.push(append);
      continue;
    }
    for (const index of hits) {
      for (const f of fields) rows[index]![columns.indexOf(f.column)] = f.fieldValue as Cell;
      updated.add(index + 1);
    }
  }
  return { updatedData: [columns, ...rows], updatedRows: [0, ...updated], appendData };
}

/** "Update" by the items' own fields: rows whose match column equals the item's value become the item. */
export function updateByAutoMapping(
  items: Item[],
  sheet: Values,
  matchColumn: string,
  updateAll = false,
): UpdateSummary {
  const [columns = [], ...rows] = sheet.map((r) => [...r]);
  const at = columns.indexOf(matchColumn);
  const keys = rows.map((r) => r[at]);
  const updated = new Set<number>();
  const appendData: Array<Record<string, unknown>> = [];
  for (const { json } of items) {
    const value = json[matchColumn];
    if (value === undefined) continue;
    const hits = updateAll
      ? keys.flatMap((k, index) => (same(k, value) ? [index] : []))
      : [keys.findIndex((k) => same(k, value))].filter((x) => x !== -1);
    if (!hits.length) {
      appendData.push(json);
      continue;
    }
    const row = columns.map((c) => (json[String(c)] === undefined ? null : (json[String(c)] as Cell)));
    for (const index of hits) {
      rows[index] = row;
      updated.add(index + 1);
    }
  }
  return { updatedData: [columns, ...rows], updatedRows: [0, ...updated], appendData };
}

/** Rows of values in the order of `columns`, from objects. */
export function rowsOf(columns: Cell[], objects: Array<Record<string, unknown>>): Values {
  return objects.map((o) => columns.map((c) => o[String(c)] as Cell));
}
