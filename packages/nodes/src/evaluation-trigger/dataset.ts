/**
 * The dataset of an evaluation in a Google Sheet, read as n8n's Evaluation nodes read it: the
 * document and sheet of the node's locators, rows keyed by the first row with n8n's `row_number`,
 * the trigger's column filters, and the count of the rows still to run.
 */
import { NodeOperationError, type ExecuteContext, type Item } from '@weft/workflow';
import { googleAuthSource } from '../shared/google/index.js';
import { locatorParts, sheetLocatorValue, spreadsheetIdOf } from '../google-sheets/locators.js';
import { lookupRows } from '../google-sheets/read-rows.js';
import { prepareSheetData, structureByHeader, type DataLocation } from '../google-sheets/sheet-data.js';
import { SheetsClient, type SheetProperties } from '../google-sheets/sheets-client.js';

/** The sheet row a dataset's first data row is on (the first row names the columns). */
export const FIRST_DATA_ROW = 2;

/** The spreadsheet the node's `documentId` names, signed in as its `authentication` says. */
export function datasetClient(ctx: ExecuteContext): SheetsClient {
  const authentication = String(ctx.getNodeParameter('authentication', 0, 'oAuth2'));
  const source = googleAuthSource(ctx, authentication, 'googleSheetsOAuth2Api');
  const { mode, value } = locatorParts(ctx.getNodeParameter('documentId', 0));
  return new SheetsClient(source, spreadsheetIdOf(ctx.getNode(), mode, value));
}

/** The sheet the node's `sheetName` names (by its URL's gid or its id). */
export async function datasetSheet(ctx: ExecuteContext, client: SheetsClient): Promise<SheetProperties> {
  const { mode, value } = sheetLocatorValue(ctx.getNodeParameter('sheetName', 0));
  return client.findSheet(mode, value);
}

interface Lookup {
  lookupColumn: string;
  lookupValue: unknown;
}

/** What a read takes: the range read (default: the whole sheet) and where its header and data are. */
interface ReadOptions {
  range?: string;
  location?: DataLocation;
  /** Every header gets a value in each row ('' for a missing cell). */
  allHeaders?: boolean;
}

/**
 * Rows of the dataset as items (paired with item 0): with the node's column filters, the rows
 * matching any of them; otherwise every row from the location's first data row.
 */
export async function readDataset(
  ctx: ExecuteContext,
  client: SheetsClient,
  sheetTitle: string,
  options: ReadOptions,
): Promise<Item[]> {
  const location: DataLocation = { ...(options.location ?? {}) };
  if (location.rangeDefinition === undefined) location.rangeDefinition = 'detectAutomatically';
  const rows = await client.getData(options.range ?? sheetTitle, 'UNFORMATTED_VALUE', 'FORMATTED_STRING', 0);
  if (!rows || rows.length === 0) return [];
  const { data, headerRow, firstDataRow } = prepareSheetData(rows, location);
  const lookups = (ctx.getNodeParameter('filtersUI.values', 0, []) ?? []) as Lookup[];
  const found = lookups.length
    ? lookupRows(ctx, data, headerRow, firstDataRow, lookups, true, ctx.getNode().typeVersion, 'OR')
    : structureByHeader(data, headerRow, firstDataRow, !!options.allHeaders);
  return found.map((json) => ({ json, pairedItem: { item: 0 } }));
}

/** Reads from sheet row `firstDataRow` on, the first row naming the columns. */
export function fromRow(firstDataRow: number, allHeaders = false): ReadOptions {
  return { location: { rangeDefinition: 'specifyRange', headerRow: 1, firstDataRow }, allHeaders };
}

/** A node error for a dataset without the row asked for. */
export function noRowFound(ctx: Pick<ExecuteContext, 'getNode'>): NodeOperationError {
  return new NodeOperationError(ctx.getNode(), 'No row found');
}
