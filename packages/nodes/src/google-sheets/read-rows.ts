/**
 * Reading rows (Google Sheets 3–4.7 `read`): the sheet's values, n8n's `row_number` column, the
 * data location and output formatting options, and filters combined with AND or OR.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import {
  prepareSheetData,
  removeEmptyColumns,
  rowsToObjects,
  structureByHeader,
  type DataLocation,
} from './sheet-data.js';
import type { CellValue, SheetRows, SheetsClient } from './sheets-client.js';

interface Lookup {
  lookupColumn: string;
  lookupValue: unknown;
}

/** The rows matching the filters (the header row first, as n8n builds it, then turned into objects). */
export function lookupRows(
  ctx: Pick<ExecuteContext, 'getNode'>,
  rows: SheetRows,
  headerRow: number,
  firstDataRow: number,
  lookups: Lookup[],
  returnAllMatches: boolean,
  version: number,
  combine: string,
): Array<Record<string, CellValue>> {
  if (headerRow < 0 || firstDataRow < headerRow || headerRow >= rows.length)
    throw new NodeOperationError(ctx.getNode(), 'The key row does not exist');
  const keys: CellValue[] = rows[headerRow]!.map((cell, c) => cell || `col_${c}`);
  const data = rows.map((row) => {
    const padded = [...row];
    while (padded.length < keys.length) padded.push('');
    return padded;
  });
  const columnOf = (name: string) => {
    const index = keys.indexOf(name);
    if (index === -1) throw new NodeOperationError(ctx.getNode(), `The column "${name}" could not be found`);
    return index;
  };
  const same = (cell: CellValue | undefined, value: unknown) =>
    cell !== undefined && cell !== null && String(cell) === String(value);
  const picked: number[] = [];
  if (combine === 'OR') {
    outer: for (const lookup of lookups) {
      const c = columnOf(lookup.lookupColumn);
      for (let r = firstDataRow; r < data.length; r++) {
        if (!same(data[r]![c], lookup.lookupValue)) continue;
        if (!picked.includes(r)) picked.push(r);
        if (!returnAllMatches) {
          if (version >= 4.6) break outer;
          continue outer;
        }
      }
    }
  } else {
    for (let r = firstDataRow; r < data.length; r++) {
      if (!lookups.every((lookup) => same(data[r]![columnOf(lookup.lookupColumn)], lookup.lookupValue))) continue;
      if (!picked.includes(r)) picked.push(r);
      if (!returnAllMatches) break;
    }
  }
  const table = removeEmptyColumns([keys, ...picked.map((r) => data[r]!)]);
  return rowsToObjects(table, 1, table[0] ?? [], true);
}

/** Reads one item's rows and answers the list so far (n8n starts it over when a read finds an empty sheet). */
export async function readSheet(
  ctx: ExecuteContext,
  client: SheetsClient,
  sheetName: string,
  itemIndex: number,
  soFar: Item[],
  version: number,
): Promise<Item[]> {
  const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, any>;
  const formatting = (options.outputFormatting?.values ?? {}) as { general?: string; date?: string };
  const location: DataLocation = { ...((options.dataLocationOnSheet?.values ?? {}) as DataLocation) };
  if (location.rangeDefinition === undefined) location.rangeDefinition = 'detectAutomatically';
  const range =
    location.rangeDefinition === 'specifyRangeA1' && location.range ? `${sheetName}!${location.range}` : sheetName;
  const rows = await client.getData(
    range,
    formatting.general || 'UNFORMATTED_VALUE',
    formatting.date || 'FORMATTED_STRING',
    itemIndex,
  );
  if (!rows || rows.length === 0) return [];
  const { data, headerRow, firstDataRow } = prepareSheetData(rows, location);
  const lookups = [...((ctx.getNodeParameter('filtersUI.values', itemIndex, []) ?? []) as Lookup[])];
  let found: Array<Record<string, CellValue>>;
  if (lookups.length) {
    const returnAllMatches =
      version < 4.5 ? options.returnAllMatches === 'returnAllMatches' : !options.returnFirstMatch;
    if (version <= 4.1) {
      const count = ctx.getInputData().length;
      for (let i = 1; i < count; i++)
        lookups.push(...((ctx.getNodeParameter('filtersUI.values', i, []) ?? []) as Lookup[]));
    }
    const combine = String(ctx.getNodeParameter('combineFilters', itemIndex, 'OR'));
    found = lookupRows(ctx, data, headerRow, firstDataRow, lookups, returnAllMatches, version, combine);
  } else {
    found = structureByHeader(data, headerRow, firstDataRow);
  }
  return [...soFar, ...found.map((json) => ({ json: json, pairedItem: { item: itemIndex } }))];
}
