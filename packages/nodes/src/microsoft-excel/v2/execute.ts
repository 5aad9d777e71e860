/** Excel 2–2.2: runs the chosen resource and operation over the input items. */
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { excelClient } from '../client.js';
import { allItems } from './common.js';
import { tableOperations } from './table.js';
import { workbookOperations } from './workbook.js';
import { worksheetOperations } from './worksheet.js';

const RESOURCES = { table: tableOperations, workbook: workbookOperations, worksheet: worksheetOperations };
/** Operations that work on all items at once (one write), as n8n's. */
const BATCH = new Set(['table:append', 'worksheet:append', 'worksheet:update', 'worksheet:upsert']);

/** Runs Excel 2–2.2. */
export async function executeExcelV2(ctx: ExecuteContext): Promise<NodeOutput> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'workbook'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const run = RESOURCES[resource as keyof typeof RESOURCES]?.[operation];
  if (!run)
    throw new NodeOperationError(
      ctx.getNode(),
      `The operation "${operation}" is not supported for resource "${resource}"`,
    );
  const client = excelClient(ctx);
  const items = ctx.getInputData();
  return [
    BATCH.has(`${resource}:${operation}`)
      ? await allItems(ctx, () => run(ctx, client, items))
      : await run(ctx, client, items),
  ];
}
