import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { readSpreadsheetItems } from '../shared/spreadsheet/read.js';
import { CSV_READ_OPTIONS } from '../shared/spreadsheet/visible-options.js';
import { extractFromFileDescription, TABLE_OPERATIONS } from './description.js';
import { extractPdf } from './pdf.js';
import { extractText, TEXT_OPERATIONS } from './text-operations.js';

export { extractFromFileDescription } from './description.js';

/** Read options each table operation hides (n8n ignores their values there). */
function hiddenOptions(operation: string): string[] {
  const hidden = operation === 'csv' ? [] : [...CSV_READ_OPTIONS];
  if (!['ods', 'xls', 'xlsx'].includes(operation)) hidden.push('sheetName', 'range');
  if (!['ods', 'xls', 'xlsx', 'csv', 'html'].includes(operation)) hidden.push('includeEmptyCells', 'headerRow');
  return hidden;
}

/**
 * Extract From File: CSV, HTML, RTF, ODS, XLS and XLSX become one item per row; PDF its text and
 * metadata; JSON, ICS, text and XML one field with the content; "Move File to Base64 String" the
 * bytes as base64. 1.1 fails on a malformed CSV where 1 kept the rows read before the error.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'csv'));
  let out: Item[];
  if (TABLE_OPERATIONS.includes(operation))
    out = await readSpreadsheetItems(ctx, items, {
      formatParameter: 'operation',
      failOnCsvError: ctx.getNode().typeVersion > 1,
      hiddenOptions,
    });
  else if (TEXT_OPERATIONS.includes(operation)) out = await extractText(ctx, items, operation);
  else if (operation === 'pdf') out = await extractPdf(ctx, items);
  else throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
  return [out];
}

/** Extract From File (`weft.extractFromFile`, n8n's `n8n-nodes-base.extractFromFile`), versions 1 and 1.1. */
export const extractFromFileNode: NodeType[] = [{ description: extractFromFileDescription, execute }];
