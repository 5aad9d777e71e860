/**
 * Remote methods of the Evaluation Trigger and Evaluation nodes: Google Sheets' document and sheet
 * lists and header columns, and the data tables, their columns and the conditions a column takes.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { getDataTableColumns, tableSearch } from '../data-table/methods.js';
import { sheetsMethods } from '../google-sheets/methods.js';

const CONDITIONS: NodePropertyOption[] = [
  { name: 'Equals', value: 'eq' },
  { name: 'Not Equals', value: 'neq' },
  { name: 'Greater Than', value: 'gt' },
  { name: 'Greater Than or Equal', value: 'gte' },
  { name: 'Less Than', value: 'lt' },
  { name: 'Less Than or Equal', value: 'lte' },
  { name: 'Contains (Case-Sensitive)', value: 'like' },
  { name: 'Contains (Case-Insensitive)', value: 'ilike' },
  { name: 'Is Empty', value: 'isEmpty' },
  { name: 'Is Not Empty', value: 'isNotEmpty' },
  { name: 'Is True', value: 'isTrue' },
  { name: 'Is False', value: 'isFalse' },
];

/** The conditions offered for the chosen column (true/false only for booleans, order only for others). */
export async function getConditionsForColumn(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const column = ctx.getNodeParameter('&keyName', undefined) ?? ctx.getNodeParameter('keyName', undefined);
  const columns = await getDataTableColumns.call(ctx, ctx);
  const picked = columns.find((c) => c.value === column);
  const type = /\((\w+)\)$/.exec(picked?.name ?? '')?.[1];
  if (type === 'boolean')
    return CONDITIONS.filter((c) =>
      ['eq', 'neq', 'isEmpty', 'isNotEmpty', 'isTrue', 'isFalse'].includes(String(c.value)),
    );
  if (type === 'string') return CONDITIONS.filter((c) => !['isTrue', 'isFalse'].includes(String(c.value)));
  return CONDITIONS.filter((c) => !['like', 'ilike', 'isTrue', 'isFalse'].includes(String(c.value)));
}

const sheets = sheetsMethods as {
  listSearch: Record<string, (...args: any[]) => unknown>;
  loadOptions: Record<string, (ctx: NodeMethodContext) => Promise<NodePropertyOption[]>>;
};

/** The methods, by n8n's names. */
export const evaluationMethods = {
  listSearch: {
    spreadSheetsSearch: sheets.listSearch.spreadSheetsSearch,
    sheetsSearch: sheets.listSearch.sheetsSearch,
    dataTableSearch: (ctx: NodeMethodContext, filter?: string) => tableSearch.call(ctx, ctx, filter),
  },
  loadOptions: {
    getSheetHeaderRowWithGeneratedColumnNames: sheets.loadOptions.getSheetHeaderRowWithGeneratedColumnNames,
    getDataTableColumns: (ctx: NodeMethodContext) => getDataTableColumns.call(ctx, ctx),
    getConditionsForColumn: (ctx: NodeMethodContext) => getConditionsForColumn(ctx),
  },
} as NodeMethods;
