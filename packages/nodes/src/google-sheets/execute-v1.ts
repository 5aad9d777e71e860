/**
 * Google Sheets 1 and 2: operations on an A1 range of a spreadsheet id, rows keyed by the key row.
 * As n8n's version, a failure with "continue on fail" answers `{ error }` items.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { googleApiRequest, googleAuthSource } from '../shared/google/index.js';
import { columnWithOffset, rowsToObjects, valueAtPath } from './sheet-data.js';
import { SHEETS_API, SheetsClient, type CellValue, type SheetRows } from './sheets-client.js';

/** The scopes n8n's version 1 asks a service account for. */
const V1_SCOPES = [
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.file',
  'https://www.googleapis.com/auth/spreadsheets',
];

type Options = Record<string, any>;

function splitSheet(range: string): { sheet?: string; cells: string } {
  const bang = range.indexOf('!');
  return bang === -1 ? { cells: range } : { sheet: range.slice(0, bang), cells: range.slice(bang + 1) };
}

const withSheet = (sheet: string | undefined, cells: string) => (sheet !== undefined ? `${sheet}!${cells}` : cells);

/** Items as rows in the key row's column order, every value as text ('' when missing). */
async function itemsToRows(
  ctx: ExecuteContext,
  client: SheetsClient,
  items: Array<Record<string, unknown>>,
  range: string,
  keyRow: number,
  usePath: boolean,
): Promise<string[][]> {
  const { sheet, cells } = splitSheet(range);
  const [from, to] = cells.split(':');
  const header = await client.getData(
    withSheet(sheet, `${from}${keyRow + 1}:${to}${keyRow + 1}`),
    'UNFORMATTED_VALUE',
    null,
  );
  if (header === undefined) throw new NodeOperationError(ctx.getNode(), 'Could not retrieve the column data!');
  const keys = header[0] ?? [];
  return items.map((item) =>
    keys.map((key) => {
      const value = usePath
        ? valueAtPath(item, String(key))
        : Object.prototype.hasOwnProperty.call(item, String(key))
          ? item[String(key)]
          : undefined;
      return value === undefined || value === null ? '' : String(value);
    }),
  );
}

/** Rows as objects keyed by the key row (only cells with a key; rows without any are left out). */
function structure(rows: SheetRows, keyRow: number, dataStartRow: number): Array<Record<string, CellValue>> {
  if (keyRow < 0 || dataStartRow < keyRow || keyRow >= rows.length) return [];
  return rowsToObjects(rows, dataStartRow, rows[keyRow]!);
}

function lookup(
  ctx: ExecuteContext,
  rows: SheetRows,
  keyRow: number,
  dataStartRow: number,
  lookups: Array<{ lookupColumn: string; lookupValue: unknown }>,
  returnAll: boolean,
): Array<Record<string, CellValue>> {
  if (keyRow < 0 || dataStartRow < keyRow || keyRow >= rows.length)
    throw new NodeOperationError(ctx.getNode(), 'The key row does not exist!');
  const keys = rows[keyRow]!;
  const data = rows.map((row) => {
    const padded = [...row];
    while (padded.length < keys.length) padded.push('');
    return padded;
  });
  const found: CellValue[][] = [keys];
  outer: for (const l of lookups) {
    const c = keys.indexOf(l.lookupColumn);
    if (c === -1) throw new NodeOperationError(ctx.getNode(), `The column "${l.lookupColumn}" could not be found!`);
    for (let r = dataStartRow; r < data.length; r++) {
      if (data[r]![c] !== undefined && String(data[r]![c]) === String(l.lookupValue)) {
        found.push(data[r]!);
        if (!returnAll) continue outer;
      }
    }
    if (!returnAll) found.push([]);
  }
  return rowsToObjects(found, 1, keys, true);
}

async function updateByKey(
  ctx: ExecuteContext,
  client: SheetsClient,
  items: Array<Record<string, unknown>>,
  key: string,
  range: string,
  keyRow: number,
  dataStartRow: number,
  inputMode: string,
  renderMode: string,
  upsert: boolean,
): Promise<void> {
  const { sheet, cells } = splitSheet(range);
  const [start = '', end = ''] = cells.split(':');
  const s = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(start);
  const e = /([a-zA-Z]{1,10})([0-9]{0,10})/.exec(end);
  if (!s || !e) throw new NodeOperationError(ctx.getNode(), `The range "${range}" is not valid.`);
  const header = await client.getData(withSheet(sheet, `${s[1]}${keyRow + 1}:${e[1]}${keyRow + 1}`), renderMode, null);
  if (header === undefined) throw new NodeOperationError(ctx.getNode(), 'Could not retrieve the key row!');
  const columns = header[0] ?? [];
  const keyIndex = columns.indexOf(key);
  if (keyIndex === -1) throw new NodeOperationError(ctx.getNode(), `Could not find column for key "${key}"!`);
  const keyColumn = columnWithOffset(s[1]!, keyIndex);
  const keyCells = await client.getData(
    withSheet(sheet, `${keyColumn}${s[2] || dataStartRow}:${keyColumn}${e[2] || ''}`),
    renderMode,
    null,
  );
  if (keyCells === undefined) throw new NodeOperationError(ctx.getNode(), 'Could not retrieve the key column!');
  const keys = keyCells.slice(1).map((r) => r[0]);
  const updates: Array<{ range: string; values: unknown[][] }> = [];
  for (const item of items) {
    const wanted = item[key];
    const at = wanted === undefined || wanted === null ? -1 : keys.indexOf(wanted as CellValue);
    if (at === -1) {
      if (upsert) await client.append(range, await itemsToRows(ctx, client, [item], range, keyRow, false), inputMode);
      continue;
    }
    const row = at + dataStartRow + 1;
    for (const name of columns) {
      if (name === key || item[String(name)] === undefined || item[String(name)] === null) continue;
      updates.push({
        range: withSheet(sheet, `${columnWithOffset(s[1]!, columns.indexOf(name))}${row}`),
        values: [[item[String(name)]]],
      });
    }
  }
  await client.batchUpdateValues(updates, inputMode);
}

function rgb(hex: string): { red: number; green: number; blue: number } | undefined {
  const full = hex.replace(/^#?([a-f\d])([a-f\d])([a-f\d])$/i, (_, r, g, b) => r + r + g + g + b + b);
  const m = /^#?([a-f\d]{2})([a-f\d]{2})([a-f\d]{2})$/i.exec(full);
  return m
    ? { red: parseInt(m[1]!, 16) / 255, green: parseInt(m[2]!, 16) / 255, blue: parseInt(m[3]!, 16) / 255 }
    : undefined;
}

const asItems = (rows: Array<Record<string, unknown>>): Item[] => rows.map((json) => ({ json: json }));

/** Runs Google Sheets 1 or 2. */
export async function executeSheetsV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const operation = String(ctx.getNodeParameter('operation', 0));
  const resource = String(ctx.getNodeParameter('resource', 0));
  const source = googleAuthSource(
    ctx,
    String(ctx.getNodeParameter('authentication', 0, 'serviceAccount')),
    'googleSheetsOAuth2Api',
    V1_SCOPES,
  );
  const items = ctx.getInputData();
  const fail = (error: unknown): NodeOutput => {
    if (!ctx.continueOnFail()) throw error;
    return [[{ json: { error: (error as Error).message } }]];
  };

  if (resource === 'spreadsheet') {
    const out: Array<Record<string, unknown>> = [];
    if (operation === 'create') {
      for (let i = 0; i < items.length; i++) {
        try {
          const sheetsUi = (ctx.getNodeParameter('sheetsUi', i, {}) ?? {}) as {
            sheetValues?: Array<{ propertiesUi?: Record<string, unknown> }>;
          };
          const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Options;
          const body = {
            properties: {
              title: ctx.getNodeParameter('title', i),
              autoRecalc: options.autoRecalc || undefined,
              locale: options.locale || undefined,
            },
            sheets: (sheetsUi.sheetValues ?? [])
              .filter((s) => s.propertiesUi)
              .map((s) => ({ properties: s.propertiesUi })),
          };
          out.push(await googleApiRequest(source, { method: 'POST', url: SHEETS_API, body, itemIndex: i }));
        } catch (error) {
          if (!ctx.continueOnFail()) throw error;
          out.push({ error: (error as Error).message });
        }
      }
    }
    return [asItems(out)];
  }
  if (resource !== 'sheet') return [];

  const client = new SheetsClient(source, String(ctx.getNodeParameter('sheetId', 0)), false);
  const range = ['create', 'delete', 'remove'].includes(operation) ? '' : String(ctx.getNodeParameter('range', 0));
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Options;
  const inputMode = String(options.valueInputMode || 'RAW');
  const renderMode = String(options.valueRenderMode || 'UNFORMATTED_VALUE');

  if (operation === 'create' || operation === 'remove') {
    const out: Array<Record<string, unknown>> = [];
    for (let i = 0; i < items.length; i++) {
      try {
        const target = new SheetsClient(source, String(ctx.getNodeParameter('sheetId', i)), false);
        if (operation === 'create') {
          const o = (ctx.getNodeParameter('options', i, {}) ?? {}) as Options;
          const properties: Record<string, unknown> = { ...o };
          if (o.tabColor) properties.tabColor = rgb(String(o.tabColor));
          const answer = await target.batchUpdate([{ addSheet: { properties } }], i);
          if (ctx.getNodeParameter('simple', 0, true)) {
            const replies = answer.replies as
              Array<{ addSheet?: { properties?: Record<string, unknown> } }> | undefined;
            const { replies: _r, ...rest } = answer;
            out.push({ ...rest, ...(replies?.[0]?.addSheet?.properties ?? {}) });
          } else out.push(answer);
        } else {
          const { replies: _r, ...rest } = await target.batchUpdate(
            [{ deleteSheet: { sheetId: ctx.getNodeParameter('id', i) } }],
            i,
          );
          out.push(rest);
        }
      } catch (error) {
        if (!ctx.continueOnFail()) throw error;
        out.push({ error: (error as Error).message });
      }
    }
    return [asItems(out)];
  }

  try {
    switch (operation) {
      case 'append': {
        const rows = await itemsToRows(
          ctx,
          client,
          items.map((i) => i.json),
          range,
          parseInt(String(ctx.getNodeParameter('keyRow', 0)), 10),
          !!options.usePathForKeyRow,
        );
        await client.append(range, rows, inputMode);
        return [items];
      }
      case 'clear':
        await client.clear(range);
        return [items];
      case 'delete': {
        const toDelete = (ctx.getNodeParameter('toDelete', 0) ?? {}) as Record<
          string,
          Array<{ sheetId: unknown; startIndex: number; amount: number }>
        >;
        const requests: unknown[] = [];
        for (const [name, dimension] of [
          ['columns', 'COLUMNS'],
          ['rows', 'ROWS'],
        ] as const) {
          for (const e of toDelete[name] ?? []) {
            requests.push({
              deleteDimension: {
                range: {
                  sheetId: e.sheetId,
                  dimension,
                  startIndex: e.startIndex,
                  endIndex: parseInt(String(e.startIndex), 10) + parseInt(String(e.amount), 10),
                },
              },
            });
          }
        }
        await client.batchUpdate(requests);
        return [items];
      }
      case 'lookup': {
        const rows = await client.getData(range, renderMode, null);
        if (rows === undefined) return [];
        const lookups = items.map((_, i) => ({
          lookupColumn: String(ctx.getNodeParameter('lookupColumn', i)),
          lookupValue: ctx.getNodeParameter('lookupValue', i),
        }));
        let found = lookup(
          ctx,
          rows,
          parseInt(String(ctx.getNodeParameter('keyRow', 0)), 10),
          parseInt(String(ctx.getNodeParameter('dataStartRow', 0)), 10),
          lookups,
          !!options.returnAllMatches,
        );
        if (found.length === 0 && options.continue && options.returnAllMatches) found = [{}];
        else if (
          found.length === 1 &&
          Object.keys(found[0]!).length === 0 &&
          !options.continue &&
          !options.returnAllMatches
        )
          found = [];
        const paired = items.map((_, i) => ({ item: i }));
        return [found.map((json) => ({ json: json, pairedItem: paired }))];
      }
      case 'read': {
        const rows = await client.getData(range, renderMode, null);
        let out: Array<Record<string, unknown>>;
        if (!rows) out = [];
        else if (ctx.getNodeParameter('rawData', 0))
          out = [{ [String(ctx.getNodeParameter('dataProperty', 0))]: rows }];
        else
          out = structure(
            rows,
            parseInt(String(ctx.getNodeParameter('keyRow', 0)), 10),
            parseInt(String(ctx.getNodeParameter('dataStartRow', 0)), 10),
          );
        if (out.length === 0 && options.continue) out = [{}];
        return [asItems(out)];
      }
      case 'update':
      case 'upsert': {
        if (ctx.getNodeParameter('rawData', 0)) {
          const property = String(ctx.getNodeParameter('dataProperty', 0));
          await client.batchUpdateValues(
            items.map((item) => ({ range, values: item.json[property] as unknown[][] })),
            inputMode,
          );
        } else {
          await updateByKey(
            ctx,
            client,
            items.map((i) => i.json),
            String(ctx.getNodeParameter('key', 0)),
            range,
            parseInt(String(ctx.getNodeParameter('keyRow', 0)), 10),
            parseInt(String(ctx.getNodeParameter('dataStartRow', 0)), 10),
            inputMode,
            renderMode,
            operation === 'upsert',
          );
        }
        return [items];
      }
      default:
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
    }
  } catch (error) {
    return fail(error);
  }
}
