/** Excel 2's worksheet operations: append, clear, delete, get many, read rows, update, append or update. */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import type { ExcelClient } from '../client.js';
import {
  checkRange,
  findAppendRange,
  jsonInput,
  parseAddress,
  prepareOutput,
  rowsOf,
  updateByAutoMapping,
  updateByDefinedValues,
  type UpdateSummary,
} from '../range.js';
import { locatorId, perItem } from './common.js';

type Range = { address?: string; values?: Array<Array<string | number | boolean | null>> } & Record<string, unknown>;

const sheetPath = (ctx: ExecuteContext, i: number) =>
  `/drive/items/${locatorId(ctx, 'workbook', i)}/workbook/worksheets/${locatorId(ctx, 'worksheet', i)}`;
const NO_DATA =
  'No data found in the specified range, mapping not possible, you can use raw mode instead to update selected range';

/** Objects of the "define" mode: each item's column/value pairs. */
function definedObjects(ctx: ExecuteContext, count: number): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, i) => {
    const fields = (ctx.getNodeParameter('fieldsUi.values', i, []) ?? []) as Array<{
      column: string;
      fieldValue: unknown;
    }>;
    return Object.fromEntries(fields.map((f) => [f.column, f.fieldValue]));
  });
}

async function append(ctx: ExecuteContext, client: ExcelClient, items: Item[]): Promise<Item[]> {
  const node = ctx.getNode();
  const path = sheetPath(ctx, 0);
  const dataMode = ctx.getNodeParameter('dataMode', 0, 'define');
  const used = await client.request<Range>('GET', `${path}/usedRange`, { itemIndex: 0 });
  let values: unknown[][] = [];
  if (dataMode === 'raw') {
    const data = jsonInput(node, ctx.getNodeParameter('data', 0, ''));
    if (
      !Array.isArray(data) ||
      data.some((r) => !Array.isArray(r)) ||
      (data as unknown[][]).flat().some((v) => typeof v !== 'string')
    ) {
      throw new NodeOperationError(node, 'Data must be an array of arrays of strings', { itemIndex: 0 });
    }
    values = data as unknown[][];
  }
  const address = String(used.address ?? '');
  if (!address.includes(':') && dataMode !== 'raw') throw new NodeOperationError(node, NO_DATA, { itemIndex: 0 });
  const columns = used.values?.[0] ?? [];
  if (dataMode === 'autoMap')
    values.push(
      ...rowsOf(
        columns,
        items.map((i) => i.json),
      ),
    );
  if (dataMode === 'define') values.push(...rowsOf(columns, definedObjects(ctx, items.length)));
  let range: string;
  if (node.typeVersion >= 2.2) {
    range = findAppendRange(address, { cols: values[0]?.length ?? 0, rows: values.length });
  } else {
    const { cellFrom, cellTo } = parseAddress(address);
    range = `${cellFrom.column}${Number(cellTo.row) + 1}:${cellTo.column}${Number(cellTo.row) + values.length}`;
  }
  const answer = await client.request<Range>('PATCH', `${path}/range(address='${range}')`, {
    body: { values },
    itemIndex: 0,
  });
  return prepareOutput(ctx, answer, {
    columnsRow: columns,
    rawData: ctx.getNodeParameter('options.rawData', 0, false) === true,
    dataProperty: String(ctx.getNodeParameter('options.dataProperty', 0, 'data') || 'data'),
  });
}

/** Reads the range to update (the used range when none is given). */
async function target(
  ctx: ExecuteContext,
  client: ExcelClient,
  path: string,
  dataMode: string,
): Promise<{ range: string; sheet: Range }> {
  let range = String(ctx.getNodeParameter('range', 0, '') ?? '');
  checkRange(ctx.getNode(), range, 0);
  let sheet: Range = {};
  if (range && dataMode !== 'raw')
    sheet = await client.request<Range>('PATCH', `${path}/range(address='${range}')`, { itemIndex: 0 });
  if (range === '') {
    sheet = await client.request<Range>('GET', `${path}/usedRange`, {
      qs: dataMode === 'raw' ? { select: 'address' } : undefined,
      itemIndex: 0,
    });
    range = String(sheet.address ?? '').split('!')[1] ?? '';
  }
  return { range, sheet };
}

function summaryOf(ctx: ExecuteContext, items: Item[], dataMode: string, sheet: Range): UpdateSummary {
  const updateAll = ctx.getNodeParameter('options.updateAll', 0, false) === true;
  if (dataMode === 'define') return updateByDefinedValues(ctx, items.length, sheet.values ?? [], updateAll);
  const column = String(ctx.getNodeParameter('columnToMatchOn', 0, ''));
  if (!items.some(({ json }) => json[column] !== undefined)) {
    throw new NodeOperationError(
      ctx.getNode(),
      `Any item in input data contains column '${column}', that is selected to match on`,
      { itemIndex: 0 },
    );
  }
  return updateByAutoMapping(items, sheet.values ?? [], column, updateAll);
}

async function update(ctx: ExecuteContext, client: ExcelClient, items: Item[]): Promise<Item[]> {
  const path = sheetPath(ctx, 0);
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as Record<string, unknown>;
  const rawData = options.rawData === true;
  const dataProperty = String(options.dataProperty || 'data');
  const qs = rawData && options.fields ? { $select: options.fields } : undefined;
  const dataMode = String(ctx.getNodeParameter('dataMode', 0, 'define'));
  const { range, sheet } = await target(ctx, client, path, dataMode);
  if (dataMode === 'raw') {
    const values = jsonInput(ctx.getNode(), ctx.getNodeParameter('data', 0, ''));
    const answer = await client.request<Range>('PATCH', `${path}/range(address='${range}')`, {
      body: { values },
      qs,
      itemIndex: 0,
    });
    return prepareOutput(ctx, answer, { rawData, dataProperty });
  }
  if (!sheet.values || sheet.values.length <= 1) throw new NodeOperationError(ctx.getNode(), NO_DATA, { itemIndex: 0 });
  const summary = summaryOf(ctx, items, dataMode, sheet);
  const answer = await client.request<Range>('PATCH', `${path}/range(address='${range}')`, {
    body: { values: summary.updatedData },
    itemIndex: 0,
  });
  return prepareOutput(ctx, answer, { updatedRows: summary.updatedRows, rawData, dataProperty });
}

async function upsert(ctx: ExecuteContext, client: ExcelClient, items: Item[]): Promise<Item[]> {
  const node = ctx.getNode();
  const path = sheetPath(ctx, 0);
  const dataMode = String(ctx.getNodeParameter('dataMode', 0, 'define'));
  const found = await target(ctx, client, path, dataMode);
  const { sheet } = found;
  let { range } = found;
  if (dataMode === 'raw') {
    const values = jsonInput(node, ctx.getNodeParameter('data', 0, ''));
    await client.request<Range>('PATCH', `${path}/range(address='${range}')`, { body: { values }, itemIndex: 0 });
  }
  if (dataMode !== 'raw' && (!sheet.values || sheet.values.length < 1))
    throw new NodeOperationError(node, NO_DATA, { itemIndex: 0 });
  const summary: UpdateSummary =
    dataMode === 'raw' ? { updatedData: [], updatedRows: [], appendData: [] } : summaryOf(ctx, items, dataMode, sheet);
  const afterSelected = ctx.getNodeParameter('options.appendAfterSelectedRange', 0, false) === true;
  if (node.typeVersion > 2 && !afterSelected) {
    while (
      summary.updatedData.length &&
      summary.updatedData[summary.updatedData.length - 1]!.every((v) => v === '' || v === undefined || v === null)
    )
      summary.updatedData.pop();
  }
  if (summary.appendData.length) {
    const columns = sheet.values?.[0] ?? [];
    const appended = rowsOf(columns, summary.appendData);
    appended.forEach((_, index) => summary.updatedRows.push(index + summary.updatedData.length));
    summary.updatedData = summary.updatedData.concat(appended);
    const { cellFrom, cellTo } = parseAddress(range);
    let lastRow = cellTo.row;
    if (node.typeVersion > 2 && !afterSelected) {
      const used = await client.request<Range>('GET', `${path}/usedRange`, { qs: { select: 'address' }, itemIndex: 0 });
      lastRow = parseAddress(String(used.address ?? '')).cellTo.row;
    }
    range = `${cellFrom.value}:${cellTo.column}${Number(lastRow) + appended.length}`;
  }
  const answer = await client.request<Range>('PATCH', `${path}/range(address='${range}')`, {
    body: { values: summary.updatedData },
    itemIndex: 0,
  });
  return prepareOutput(ctx, answer, {
    updatedRows: summary.updatedRows,
    rawData: ctx.getNodeParameter('options.rawData', 0, false) === true,
    dataProperty: String(ctx.getNodeParameter('options.dataProperty', 0, 'data') || 'data'),
  });
}

/** Excel 2's worksheet operations, each over all the input items. */
export const worksheetOperations: Record<
  string,
  (ctx: ExecuteContext, client: ExcelClient, items: Item[]) => Promise<Item[]>
> = {
  append,
  update,
  upsert,
  clear: (ctx, client) =>
    perItem(ctx, async (i) => {
      const applyTo = ctx.getNodeParameter('applyTo', i, 'All');
      const range =
        ctx.getNodeParameter('useRange', i, false) === true
          ? `range(address='${ctx.getNodeParameter('range', i, '')}')`
          : 'range';
      await client.request('POST', `${sheetPath(ctx, i)}/${range}/clear`, { body: { applyTo }, itemIndex: i });
      return { success: true };
    }),
  deleteWorksheet: (ctx, client) =>
    perItem(ctx, async (i) => {
      await client.request('DELETE', sheetPath(ctx, i), { itemIndex: i });
      return { success: true };
    }),
  getAll: (ctx, client) =>
    perItem(ctx, async (i) => {
      const filters = (ctx.getNodeParameter('filters', i, {}) ?? {}) as Record<string, unknown>;
      const qs = filters.fields ? { $select: filters.fields } : {};
      const path = `/drive/items/${locatorId(ctx, 'workbook', i)}/workbook/worksheets`;
      if (ctx.getNodeParameter('returnAll', i, false) === true) return client.requestAll(path, qs, i);
      return (
        (
          await client.request<{ value?: unknown[] }>('GET', path, {
            qs: { ...qs, $top: ctx.getNodeParameter('limit', i, 100) },
            itemIndex: i,
          })
        ).value ?? []
      );
    }),
  readRows: (ctx, client) =>
    perItem(
      ctx,
      async (i) => {
        const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Record<string, unknown>;
        const range = String(ctx.getNodeParameter('range', i, '') ?? '');
        checkRange(ctx.getNode(), range, i);
        const rawData = options.rawData === true;
        const qs = rawData && options.fields ? { $select: options.fields } : undefined;
        const answer = await client.request<Range>(
          'GET',
          range ? `${sheetPath(ctx, i)}/range(address='${range}')` : `${sheetPath(ctx, i)}/usedRange`,
          { qs, itemIndex: i },
        );
        if (rawData)
          return prepareOutput(ctx, answer, { rawData, dataProperty: String(options.dataProperty || 'data') });
        return prepareOutput(ctx, answer, {
          keyRow: Number(ctx.getNodeParameter('keyRow', i, 0)),
          firstDataRow: Number(ctx.getNodeParameter('dataStartRow', i, 1)),
        });
      },
      { keepPairing: true },
    ),
};
