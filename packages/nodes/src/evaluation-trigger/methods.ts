/**
 * Remote methods of the Evaluation Trigger and Evaluation nodes: Google Sheets' document and sheet
 * lists and header columns, and the data tables, their columns and the conditions a column takes.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { getDataTableColumns, tableSearch } from '../data-table/methods.js';
import { sheetsMethods } from '../google-sheets/methods.js';

const nullConditions: NodePropertyOption[] = [
  { name: 'Is Empty', value: 'isEmpty' },
  { name: 'Is Not Empty', value: 'isNotEmpty' },
];
const equalsConditions: NodePropertyOption[] = [
  { name: 'Equals', value: 'eq' },
  { name: 'Not Equals', value: 'neq' },
];
const booleanConditions: NodePropertyOption[] = [
  { name: 'Is True', value: 'isTrue' },
  { name: 'Is False', value: 'isFalse' },
];
const orderConditions: NodePropertyOption[] = [
  { name: 'Greater Than', value: 'gt' },
  { name: 'Greater Than or Equal', value: 'gte' },
  { name: 'Less Than', value: 'lt' },
  { name: 'Less Than or Equal', value: 'lte' },
];
const textConditions: NodePropertyOption[] = [
  { name: 'Contains (Case-Sensitive)', value: 'like' },
  { name: 'Contains (Case-Insensitive)', value: 'ilike' },
];
const SYSTEM_TYPES: Record<string, string> = { id: 'number', createdAt: 'date', updatedAt: 'date' };

/** The table the node names (undefined for none or an expression). */
function chosenTable(ctx: NodeMethodContext): string | undefined {
  const id = ctx.getNodeParameter('dataTableId.value', undefined) ?? ctx.getNodeParameter('dataTableId', undefined);
  return typeof id === 'string' && id && !id.startsWith('=') ? id : undefined;
}

/**
 * The conditions a condition's column takes, as n8n offers them: every one before a column is
 * chosen; true/false for booleans; equality, contains and order for text; equality and order for
 * numbers and dates; equality for a column the table lacks; emptiness always.
 */
export async function getConditionsForColumn(ctx: NodeMethodContext): Promise<NodePropertyOption[]> {
  const id = chosenTable(ctx);
  if (!id || !ctx.instance?.dataTableColumns) return [];
  const column = ctx.getCurrentNodeParameter('&keyName') ?? ctx.getCurrentNodeParameter('keyName');
  if (typeof column !== 'string' || !column)
    return [...nullConditions, ...equalsConditions, ...booleanConditions, ...orderConditions, ...textConditions];
  const type = SYSTEM_TYPES[column] ?? (await ctx.instance.dataTableColumns(id)).find((c) => c.name === column)?.type;
  if (!type) return [...equalsConditions, ...nullConditions];
  const out: NodePropertyOption[] = [];
  if (type === 'boolean') out.push(...booleanConditions);
  if (type === 'string') out.push(...equalsConditions, ...textConditions, ...orderConditions);
  if (type === 'number' || type === 'date') out.push(...equalsConditions, ...orderConditions);
  return [...out, ...nullConditions];
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
