/**
 * Runs the Evaluation Trigger: one row of the dataset per run. The row comes after the one the
 * previous run gave (its `row_number`, read from the input, while its `_rowsLeft` is not 0), else
 * the first; `_rowsLeft` says how many rows are still to come within the limit. In a run by hand
 * this is the dataset's first row.
 */
import {
  NodeOperationError,
  type DataTableFilter,
  type ExecuteContext,
  type Item,
  type NodeOutput,
} from '@weft/workflow';
import { buildFilter, readConditions } from '../data-table/filters.js';
import { datasetClient, datasetSheet, FIRST_DATA_ROW, fromRow, noRowFound, readDataset } from './dataset.js';

/** How many rows an evaluation runs at most when no limit is set. */
export const MAX_ROWS = 1000;

/** The data table filter of the node's conditions (none unless "Filter Rows" is on). */
export async function conditionsFilter(ctx: ExecuteContext): Promise<DataTableFilter> {
  const { entries, matchType } = readConditions(ctx, 0);
  if (entries.length === 0) return { type: matchType === 'allConditions' ? 'and' : 'or', filters: [] };
  const table = await ctx.helpers.getDataTableProxy!(tableIdOf(ctx));
  return buildFilter(ctx.getNode(), entries, matchType, await table.getColumns());
}

/** The id of the node's data table. */
export function tableIdOf(ctx: ExecuteContext): string {
  return ctx.getNodeParameter('dataTableId', 0, undefined, { extractValue: true }) as string;
}

/** A node error for a host without data tables. */
export function noDataTables(ctx: ExecuteContext): NodeOperationError {
  return new NodeOperationError(ctx.getNode(), 'Data tables are not available here: run the workflow on a Weft server');
}

function limitOf(ctx: ExecuteContext): number | undefined {
  return ctx.getNodeParameter('limitRows', 0, false) ? Number(ctx.getNodeParameter('maxRows', 0, MAX_ROWS)) : undefined;
}

async function nextTableRow(ctx: ExecuteContext, previous: Record<string, unknown> | undefined): Promise<Item> {
  const maxRows = limitOf(ctx) ?? MAX_ROWS;
  if (!ctx.helpers.getDataTableProxy) throw noDataTables(ctx);
  const goOn = previous?._rowsLeft !== 0;
  const rowNumber = typeof previous?.row_number === 'number' && goOn ? previous.row_number + 1 : 0;
  const table = await ctx.helpers.getDataTableProxy(tableIdOf(ctx));
  const filter = await conditionsFilter(ctx);
  const after = previous?.row_id;
  const effective: DataTableFilter =
    typeof after === 'number' && goOn
      ? { type: 'and', filters: [...filter.filters, { columnName: 'id', condition: 'gt', value: after }] }
      : filter;
  const { data, count } = await table.getManyRowsAndCount({ skip: 0, take: 1, filter: effective });
  const row = data[0];
  if (!row) throw noRowFound(ctx);
  const rowsLeft = Math.max(0, Math.min(count, maxRows) - 1);
  return { json: { ...row, row_number: rowNumber, row_id: row.id ?? null, _rowsLeft: rowsLeft } };
}

async function nextSheetRow(ctx: ExecuteContext, previous: Record<string, unknown> | undefined): Promise<Item> {
  const limit = limitOf(ctx);
  // The last sheet row within the limit (the header row counts as one).
  const lastRow = limit === undefined ? MAX_ROWS : limit + 1;
  const firstDataRow =
    typeof previous?.row_number === 'number' && previous._rowsLeft !== 0 ? previous.row_number + 1 : FIRST_DATA_ROW;
  const client = datasetClient(ctx);
  const sheet = await datasetSheet(ctx, client);
  const rows = await readDataset(ctx, client, sheet.title, fromRow(firstDataRow, true));
  const filtered = ((ctx.getNodeParameter('filtersUI.values', 0, []) ?? []) as unknown[]).length > 0;
  if (filtered) {
    const current = rows[0];
    if (!current) throw new NodeOperationError(ctx.getNode(), "Cannot read properties of undefined (reading 'json')");
    const after = Number(current.json.row_number) + 1;
    const rest = await readDataset(ctx, client, sheet.title, fromRow(after));
    current.json._rowsLeft = rest.filter((r) => Number(r.json.row_number) <= lastRow).length;
    return current;
  }
  const current = rows.find((r) => r.json.row_number === firstDataRow);
  // The rows from the current one to the limit, the current one read as the header: those left.
  const rest = await readDataset(ctx, client, sheet.title, { range: `${sheet.title}!${firstDataRow}:${lastRow}` });
  if (!current) throw noRowFound(ctx);
  current.json._rowsLeft = rest.length;
  return current;
}

/** One row of the dataset (see the file's comment). */
export async function executeEvaluationTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  const source = String(ctx.getNodeParameter('source', 0));
  const previous = ctx.getInputData()[0]?.json;
  if (source === 'dataTable') return [[await nextTableRow(ctx, previous)]];
  if (source === 'googleSheets') return [[await nextSheetRow(ctx, previous)]];
  throw new NodeOperationError(ctx.getNode(), `Unknown source "${source}"`);
}
