/**
 * Writing rows (Google Sheets 3–4.7 `append`, `update`, `appendOrUpdate`): every item's row goes
 * to Google in one call (one `PUT values/{rows}` or `values:append` for new rows, one
 * `values:batchUpdate` for changed cells), whatever the number of items.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { cellOf, columnWithOffset, ROW_NUMBER, valueAtPath } from './sheet-data.js';
import type { CellValue, SheetRows, SheetsClient } from './sheets-client.js';

type Row = Record<string, unknown>;
type Options = Record<string, any>;

/** The cell format Google reads values with when the option is not set: RAW before 4.1. */
export function defaultCellFormat(version: number): string {
  return version < 4.1 ? 'RAW' : 'USER_ENTERED';
}

/** Fails when the sheet's header row no longer matches the columns the node was set up with (4.4+). */
export function checkForSchemaChanges(
  ctx: Pick<ExecuteContext, 'getNode'>,
  columnNames: CellValue[],
  schema: Array<{ id: string }> | undefined,
): void {
  const names = columnNames.filter((c) => c !== '').map(String);
  const ids = (schema ?? []).map((s) => s.id);
  const schemaColumns = names.includes(ROW_NUMBER) ? ids : ids.filter((id) => id !== ROW_NUMBER);
  const renamed: string[] = [];
  for (const [i, name] of names.entries()) {
    const before = schemaColumns[i];
    if (before === undefined) break;
    if (before !== name) renamed.push(`${before} -> ${name}`);
  }
  if (renamed.length) {
    throw new NodeOperationError(ctx.getNode(), "Column names were updated after the node's setup", {
      description: `Refresh the columns list in the 'Column to Match On' parameter. Updated columns: ${renamed.join(', ')}`,
    });
  }
}

/** Items as rows in the order of `columnNames`; missing values are `empty` ('' or, for append calls, null to leave cells alone). */
export function objectsToRows(
  items: Row[],
  columnNames: CellValue[],
  empty: CellValue | null,
  usePath = false,
): Array<Array<CellValue | null>> {
  return items.map((item) =>
    columnNames.map((key) => cellOf(usePath ? valueAtPath(item, String(key)) : item[String(key)], empty)),
  );
}

/** Writes rows below `lastRow` (PUT) or appends them after the table (`values:append`) when `useAppend`. */
async function writeRowsAt(
  client: SheetsClient,
  sheetName: string,
  rows: unknown[][],
  valueInputOption: string,
  lastRow: number,
  useAppend: boolean,
): Promise<void> {
  const range = `${sheetName}!${lastRow}:${lastRow + rows.length - 1}`;
  await client.writeRows(range, rows, valueInputOption, useAppend);
}

/** Writes the header row. */
async function writeHeader(
  client: SheetsClient,
  sheetName: string,
  names: CellValue[],
  valueInputOption: string,
  row: number,
): Promise<void> {
  await client.writeRows(`${sheetName}!${row}:${row}`, [names], valueInputOption);
}

/** The values each item maps (defineBelow): `columns.value` (4+) or `fieldsUi` (3). */
function mappedValues(ctx: ExecuteContext, count: number, version: number): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < count; i++) {
    if (version < 4) {
      const fields = (ctx.getNodeParameter('fieldsUi.fieldValues', i, []) ?? []) as Array<{
        fieldId: string;
        fieldValue: unknown;
      }>;
      out.push(Object.fromEntries(fields.map((f) => [f.fieldId, f.fieldValue])));
    } else {
      const values = ctx.getNodeParameter('columns.value', i, null) as Row | null;
      if (!values || Object.keys(values).length === 0)
        throw new NodeOperationError(ctx.getNode(), "At least one value has to be added under 'Values to Send'", {
          itemIndex: i,
        });
      out.push(values);
    }
  }
  return out;
}

function unexpectedField(ctx: ExecuteContext, key: string, itemIndex: number): NodeOperationError {
  return new NodeOperationError(ctx.getNode(), 'Unexpected fields in node input', {
    itemIndex,
    description: `The input field '${key}' doesn't match any column in the Sheet. You can ignore this by changing the 'Handling extra data' field, which you can find under 'Options'.`,
  });
}

/** Auto-mapping for append: adds header cells for new fields (or refuses them) and answers the items' data. */
async function autoMapForAppend(
  ctx: ExecuteContext,
  client: SheetsClient,
  sheetName: string,
  items: Item[],
  options: Options,
): Promise<Row[]> {
  const handling = options.handlingExtraData || 'insertInNewColumn';
  const headerRow = options.locationDefine?.values?.headerRow
    ? parseInt(String(options.locationDefine.values.headerRow), 10)
    : 1;
  const header = await client.getData(`${sheetName}!${headerRow}:${headerRow}`, 'FORMATTED_VALUE');
  let columnNames: CellValue[] = header ? (header[0] ?? []) : [];
  const out: Row[] = [];
  if (handling === 'insertInNewColumn') {
    const format = options.cellFormat || 'RAW';
    if (!columnNames.length) {
      await writeHeader(
        client,
        sheetName,
        Object.keys(items[0]!.json).filter((k) => k !== ROW_NUMBER),
        format,
        headerRow,
      );
      columnNames = Object.keys(items[0]!.json);
    }
    const added = new Set<string>();
    for (const item of items) {
      for (const key of Object.keys(item.json)) if (key !== ROW_NUMBER && !columnNames.includes(key)) added.add(key);
      const { [ROW_NUMBER]: _dropped, ...rest } = item.json;
      out.push(item.json[ROW_NUMBER] ? rest : item.json);
    }
    if (added.size) await writeHeader(client, sheetName, [...columnNames, ...added], format, headerRow);
  } else if (handling === 'ignoreIt') {
    for (const item of items) out.push(item.json);
  } else if (handling === 'error') {
    items.forEach((item, i) => {
      for (const key of Object.keys(item.json)) if (!columnNames.includes(key)) throw unexpectedField(ctx, key, i);
      out.push(item.json);
    });
  }
  return out;
}

/** `append`: every item becomes a row under the sheet's data. */
export async function appendRows(
  ctx: ExecuteContext,
  client: SheetsClient,
  sheetName: string,
  sheetId: number,
  version: number,
): Promise<Item[]> {
  const items = ctx.getInputData();
  let dataMode = String(
    version < 4 ? ctx.getNodeParameter('dataMode', 0) : ctx.getNodeParameter('columns.mappingMode', 0),
  );
  if (!items.length || dataMode === 'nothing') return [];
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Options;
  const keyRow = options.locationDefine?.values?.headerRow ? Number(options.locationDefine.values.headerRow) : 1;
  const sheetData = await client.getData(sheetName, 'FORMATTED_VALUE');
  if (!sheetData?.length) dataMode = 'autoMapInputData';
  if (version >= 4.4 && dataMode !== 'autoMapInputData') {
    const header = sheetData?.[keyRow - 1];
    if (header === undefined)
      throw new NodeOperationError(ctx.getNode(), `Could not retrieve the column names from row ${keyRow}`);
    checkForSchemaChanges(ctx, header, ctx.getNodeParameter('columns.schema', 0, []) as Array<{ id: string }>);
  }
  const data =
    dataMode === 'autoMapInputData'
      ? await autoMapForAppend(ctx, client, sheetName, items, options)
      : mappedValues(ctx, items.length, version);
  if (data.length === 0) return [];
  const format = options.cellFormat || defaultCellFormat(version);
  const useAppend = !!options.useAppend;
  if (!useAppend) await client.appendEmptyRows(sheetId, 1);
  const header = await client.getData(`${sheetName}!${keyRow}:${keyRow}`, 'UNFORMATTED_VALUE');
  if (header === undefined) throw new NodeOperationError(ctx.getNode(), 'Could not retrieve the column data');
  const rows = objectsToRows(data, header[0] ?? [], useAppend ? null : '');
  // The row under the data read above (an empty sheet now has its header row). n8n reads the whole
  // sheet once more for "Minimise API Calls"; values:append finds the table's end itself, so the
  // first read is enough and the option saves that call.
  const lastRow = (sheetData ?? [[]]).length + 1;
  await writeRowsAt(client, sheetName, rows, format, lastRow, useAppend);
  if (version < 4 || dataMode === 'autoMapInputData')
    return items.map((item, i) => ({ ...item, pairedItem: { item: i } }));
  return data.map((json, i) => ({ json: json, pairedItem: { item: i } }));
}

interface CellUpdate {
  range: string;
  values: unknown[][];
}

/** The cell writes for items matched by their key column; items whose key is not found are answered in `append` (upsert). */
function matchByKey(
  rows: Row[],
  key: string,
  columnNames: CellValue[],
  keyIndex: Map<string, number>,
  sheetName: string,
  firstDataRow: number,
  upsert: boolean,
): { updates: CellUpdate[]; append: Row[] } {
  const updates: CellUpdate[] = [];
  const append: Row[] = [];
  for (const row of rows) {
    const wanted = row[key];
    if (wanted === undefined || wanted === null) {
      if (upsert) append.push(row);
      continue;
    }
    const at = keyIndex.get(String(wanted)) ?? -1;
    if (at === -1) {
      if (upsert) append.push(row);
      continue;
    }
    const sheetRow = at + firstDataRow + 1;
    for (const name of columnNames) {
      if (name === key || row[String(name)] === undefined || row[String(name)] === null) continue;
      updates.push({
        range: `${sheetName}!${columnWithOffset('A', columnNames.indexOf(name))}${sheetRow}`,
        values: [[cellOf(row[String(name)], '')]],
      });
    }
  }
  return { updates, append };
}

/** The cell writes for items that name their row (`row_number`). */
function matchByRowNumber(rows: Row[], columnNames: CellValue[], sheetName: string): CellUpdate[] {
  const updates: CellUpdate[] = [];
  for (const row of rows) {
    for (const name of columnNames) {
      if (name === ROW_NUMBER || row[String(name)] === undefined || row[String(name)] === null) continue;
      updates.push({
        range: `${sheetName}!${columnWithOffset('A', columnNames.indexOf(name))}${row[ROW_NUMBER] as number}`,
        values: [[cellOf(row[String(name)], '')]],
      });
    }
  }
  return updates;
}

/** `update` and `appendOrUpdate` (upsert): cells of matching rows changed in one batch, new rows appended in one call. */
export async function updateRows(
  ctx: ExecuteContext,
  client: SheetsClient,
  sheetName: string,
  sheetId: number,
  version: number,
  upsert: boolean,
): Promise<Item[]> {
  const items = ctx.getInputData();
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Options;
  const format = String(ctx.getNodeParameter('options.cellFormat', 0, defaultCellFormat(version)));
  const location = options.locationDefine?.values ?? {};
  const keyRow = location.headerRow ? parseInt(String(location.headerRow), 10) - 1 : 0;
  const firstDataRow = location.firstDataRow ? parseInt(String(location.firstDataRow), 10) - 1 : 1;
  let dataMode = String(
    version < 4 ? ctx.getNodeParameter('dataMode', 0) : ctx.getNodeParameter('columns.mappingMode', 0),
  );
  const fetched = await client.getData(sheetName, 'FORMATTED_VALUE');
  const sheetData: SheetRows = fetched ?? [];
  if (upsert) {
    if (!sheetData[keyRow] && dataMode !== 'autoMapInputData') {
      if (!sheetData.length) dataMode = 'autoMapInputData';
      else throw new NodeOperationError(ctx.getNode(), `Could not retrieve the column names from row ${keyRow + 1}`);
    }
  } else if (fetched?.[keyRow] === undefined) {
    throw new NodeOperationError(ctx.getNode(), `Could not retrieve the column names from row ${keyRow + 1}`);
  }
  let columnNames: CellValue[] = sheetData[keyRow] ?? [];
  if (upsert && version >= 4.4)
    checkForSchemaChanges(ctx, columnNames, ctx.getNodeParameter('columns.schema', 0, []) as Array<{ id: string }>);
  const matchOn =
    version < 4
      ? [String(ctx.getNodeParameter('columnToMatchOn', 0))]
      : ((ctx.getNodeParameter('columns.matchingColumns', 0, []) ?? []) as string[]);
  const key = matchOn[0] ?? '';
  const keyIndex = columnNames.indexOf(key);
  // The first data row holding each key value (as text, the way rows are matched), found once for all items.
  const keyRows = new Map<string, number>();
  sheetData.slice(firstDataRow).forEach((row, i) => {
    const value = row[keyIndex];
    if (value !== undefined && value !== null && !keyRows.has(String(value))) keyRows.set(String(value), i);
  });
  const updates: CellUpdate[] = [];
  const toAppend: Row[] = [];
  const mapped: Row[] = [];
  const added = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    if (dataMode === 'nothing') continue;
    const rows: Row[] = [];
    if (dataMode === 'autoMapInputData') {
      const handling = options.handlingExtraData || 'insertInNewColumn';
      const json = items[i]!.json;
      if (handling === 'error')
        for (const k of Object.keys(json)) if (!columnNames.includes(k)) throw unexpectedField(ctx, k, i);
      if (handling === 'insertInNewColumn')
        for (const k of Object.keys(json)) if (!columnNames.includes(k) && k !== ROW_NUMBER) added.add(k);
      rows.push(json);
    } else if (version < 4) {
      const wanted = ctx.getNodeParameter('valueToMatchOn', i, '');
      if (wanted === '')
        throw new NodeOperationError(ctx.getNode(), "The 'Column to Match On' parameter is required", { itemIndex: i });
      const fields = (ctx.getNodeParameter('fieldsUi.values', i, []) ?? []) as Array<{
        column: string;
        columnName?: string;
        fieldValue: unknown;
      }>;
      if (!fields.length)
        throw new NodeOperationError(ctx.getNode(), "At least one value has to be added under 'Values to Send'", {
          itemIndex: i,
        });
      const row: Row = {};
      for (const f of fields) {
        if (f.column === 'newColumn') {
          const name = String(f.columnName ?? '');
          if (!columnNames.includes(name)) added.add(name);
          row[name] = f.fieldValue;
        } else row[f.column] = f.fieldValue;
      }
      row[key] = wanted;
      rows.push(row);
    } else {
      const values = { ...((ctx.getNodeParameter('columns.value', i, null) ?? {}) as Row) };
      const wanted = values[key];
      if (wanted === undefined || wanted === '')
        throw new NodeOperationError(ctx.getNode(), "The 'Column to Match On' parameter is required", { itemIndex: i });
      if (Object.keys(values).length === 0)
        throw new NodeOperationError(ctx.getNode(), "At least one value has to be added under 'Values to Send'", {
          itemIndex: i,
        });
      for (const k of Object.keys(values)) {
        if (!upsert && k === ROW_NUMBER && values[k] === undefined && version >= 4.6) {
          throw new NodeOperationError(ctx.getNode(), 'row_number is null or undefined', {
            itemIndex: i,
            description: 'The row to update is found by row_number, so it needs a value',
          });
        }
        if (values[k] === undefined || values[k] === null) values[k] = '';
      }
      rows.push(values);
      mapped.push(values);
    }
    if (added.size) {
      const names = [...columnNames, ...added];
      await writeHeader(client, sheetName, names, options.cellFormat || defaultCellFormat(version), keyRow + 1);
      columnNames = names;
      if (upsert) sheetData[keyRow] = names;
      added.clear();
    }
    if (!upsert && key === ROW_NUMBER) updates.push(...matchByRowNumber(rows, columnNames, sheetName));
    else {
      if (!upsert && !columnNames.includes(key))
        throw new NodeOperationError(ctx.getNode(), `Could not find column for key "${key}"`, { itemIndex: i });
      const m = matchByKey(rows, key, columnNames, keyRows, sheetName, firstDataRow, upsert);
      updates.push(...m.updates);
      toAppend.push(...m.append);
    }
  }
  if (updates.length) await client.batchUpdateValues(updates, format);
  if (toAppend.length) {
    const useAppend = !!options.useAppend;
    if (!useAppend) await client.appendEmptyRows(sheetId, 1);
    await writeRowsAt(
      client,
      sheetName,
      objectsToRows(toAppend, columnNames, useAppend ? null : ''),
      format,
      sheetData.length + 1,
      useAppend,
    );
  }
  if (version < 4 || dataMode === 'autoMapInputData')
    return items.map((item, i) => ({ ...item, pairedItem: { item: i } }));
  if (!upsert && !updates.length) return [];
  return mapped.map((json, i) => ({ json: json, pairedItem: { item: i } }));
}
