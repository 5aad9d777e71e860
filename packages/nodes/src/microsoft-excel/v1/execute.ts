/**
 * Excel 1 (n8n's MicrosoftExcelV1): IDs as plain text (from lists), table rows added from the
 * items' own fields, a worksheet's content by range, and the table, workbook and worksheet
 * look-ups Excel 2 kept.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { excelClient, type ExcelClient } from '../client.js';
import { rowsOf } from '../range.js';
import { allItems, perItem } from '../v2/common.js';
import { inSession, tableOperations } from '../v2/table.js';
import { workbookOperations } from '../v2/workbook.js';
import { worksheetOperations } from '../v2/worksheet.js';

type Op = (ctx: ExecuteContext, client: ExcelClient, items: Item[]) => Promise<Item[]>;
const p = (ctx: ExecuteContext, name: string, i: number) => String(ctx.getNodeParameter(name, i, '') ?? '');

const addRow: Op = (ctx, client, items) =>
  allItems(ctx, async () => {
    const workbook = p(ctx, 'workbook', 0);
    const path = `/drive/items/${workbook}/workbook/worksheets/${p(ctx, 'worksheet', 0)}/tables/${p(ctx, 'table', 0)}`;
    const fields = (ctx.getNodeParameter('additionalFields', 0, {}) ?? {}) as Record<string, unknown>;
    const columns = (
      (await client.request<{ value?: Array<{ name: string }> }>('GET', `${path}/columns`, { itemIndex: 0 })).value ??
      []
    ).map((c) => c.name);
    const body: Record<string, unknown> = {};
    if (fields.index) body.index = fields.index;
    body.values = rowsOf(
      columns,
      items.map((i) => i.json),
    );
    const answer = await inSession(client, workbook, 0, (headers) =>
      client.request('POST', `${path}/rows/add`, { body, headers, itemIndex: 0 }),
    );
    return ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
      itemData: items.map((_, item) => ({ item })),
    });
  });

const getContent: Op = (ctx, client) =>
  perItem(
    ctx,
    async (i) => {
      const rawData = ctx.getNodeParameter('rawData', i, false) === true;
      const filters = rawData ? ((ctx.getNodeParameter('filters', i, {}) ?? {}) as Record<string, unknown>) : {};
      const qs = filters.fields ? { $select: filters.fields } : {};
      const path = `/drive/items/${p(ctx, 'workbook', i)}/workbook/worksheets/${p(ctx, 'worksheet', i)}/range(address='${p(ctx, 'range', i)}')`;
      const answer = await client.request<{ values?: unknown[][] | null }>('GET', path, { qs, itemIndex: i });
      if (rawData) return { [String(ctx.getNodeParameter('dataProperty', i, 'data'))]: answer };
      if (answer.values === null || answer.values === undefined)
        throw new NodeApiError(client.node, { message: 'Range did not return data', body: answer }, { itemIndex: i });
      const keys = answer.values[Number(ctx.getNodeParameter('keyRow', i, 0))] ?? [];
      const out: Item[] = [];
      for (let row = Number(ctx.getNodeParameter('dataStartRow', i, 1)); row < answer.values.length; row++) {
        out.push({
          json: Object.fromEntries<unknown>(keys.map((k, y) => [String(k), answer.values![row]![y]])),
          pairedItem: { item: row },
        });
      }
      return out;
    },
    { keepPairing: true },
  );

const OPERATIONS: Record<string, Record<string, Op>> = {
  table: {
    addRow,
    getColumns: tableOperations.getColumns!,
    getRows: tableOperations.getRows!,
    lookup: tableOperations.lookup!,
  },
  workbook: { addWorksheet: workbookOperations.addWorksheet!, getAll: workbookOperations.getAll! },
  worksheet: { getAll: worksheetOperations.getAll!, getContent },
};

/** Runs Excel 1. */
export async function executeExcelV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'workbook'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const run = OPERATIONS[resource]?.[operation];
  if (!run)
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" is not supported for resource "${resource}"`,
    );
  return [await run(ctx, excelClient(ctx), ctx.getInputData())];
}
