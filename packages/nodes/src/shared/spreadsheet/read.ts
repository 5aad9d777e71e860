import { parse as parseCsvSync } from 'csv-parse/sync';
import type * as XLSXTypes from '@e965/xlsx';
import { lazyRequire } from '../lazy-require.js';
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { requireBinary } from './binary-file.js';
import { withoutKeys } from './visible-options.js';

const xlsx = lazyRequire<typeof XLSXTypes>('@e965/xlsx');

/** The options of "read from file" (Spreadsheet File 2, Extract From File's table formats). */
export interface ReadSpreadsheetOptions {
  delimiter?: string;
  encoding?: string;
  enableBOM?: boolean;
  relaxQuotes?: boolean;
  headerRow?: boolean;
  includeEmptyCells?: boolean;
  maxRowCount?: number;
  range?: string | number;
  rawData?: boolean;
  readAsString?: boolean;
  sheetName?: string;
  fromLine?: number;
  skipRecordsWithErrors?: { value?: { enabled?: boolean; maxSkippedRecords?: number } };
}

/** How a table file is read: the parameter naming its format and the version's CSV error rule. */
export interface ReadSpreadsheetSettings {
  /** Parameter holding the format (`fileFormat`, or `operation` in Extract From File). */
  formatParameter: string;
  /**
   * Whether a CSV syntax error fails the item (Extract From File 1.1). Otherwise the rows read
   * before the error are kept and the rest is dropped, as n8n 1.0 did.
   */
  failOnCsvError: boolean;
  /** Option names hidden, and so ignored, for a format (n8n drops hidden collection values). */
  hiddenOptions?: (format: string) => readonly string[];
}

/** One row read: an object by column name, or the cells in order without a header row. */
export type Row = Record<string, unknown> | unknown[];

function dropEmpty(record: Row, options: ReadSpreadsheetOptions): Row {
  if (options.includeEmptyCells) return record;
  // As n8n: the record goes through Object.entries, so a header-less row becomes {"0": …, "1": …}.
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));
}

/** Reads CSV rows with csv-parse; `skipped` counts records dropped for errors when that is on. */
function readCsv(
  bytes: Buffer,
  options: ReadSpreadsheetOptions,
  failOnError: boolean,
): { rows: Row[]; skipped: number } {
  const rows: Row[] = [];
  let skipped = 0;
  const maxRowCount = options.maxRowCount;
  const csvOptions = {
    delimiter: options.delimiter,
    from_line: options.fromLine,
    encoding: options.encoding as BufferEncoding | undefined,
    bom: options.enableBOM,
    to: maxRowCount !== undefined && maxRowCount > -1 ? maxRowCount : undefined,
    skip_records_with_error: options.skipRecordsWithErrors?.value?.enabled,
    columns: options.headerRow !== false,
    relax_quotes: options.relaxQuotes,
    on_skip: () => {
      skipped += 1;
    },
    on_record: (record: Row) => {
      rows.push(dropEmpty(record, options));
      return undefined;
    },
  };
  // Options left unset must be absent, not undefined-valued, for csv-parse's checks.
  for (const key of Object.keys(csvOptions) as Array<keyof typeof csvOptions>)
    if (csvOptions[key] === undefined) delete csvOptions[key];
  try {
    parseCsvSync(bytes, csvOptions);
  } catch (error) {
    if (failOnError) throw error;
  }
  return { rows, skipped };
}

/**
 * Reads a sheet of a workbook (XLSX, XLS, ODS, CSV, HTML, RTF …) with SheetJS, as n8n does.
 * "Read As String" hands SheetJS the bytes as a binary string (`binary`, Spreadsheet File 2 and
 * Extract From File) or as UTF-8 text (`string`, Spreadsheet File 1).
 */
export function readWorkbook(
  ctx: ExecuteContext,
  bytes: Buffer,
  options: ReadSpreadsheetOptions,
  itemIndex: number,
  stringType: 'binary' | 'string' = 'binary',
): Row[] {
  const readOptions: XLSXTypes.ParsingOptions = { raw: options.rawData };
  let workbook: XLSXTypes.WorkBook;
  if (options.readAsString)
    workbook = xlsx().read(stringType === 'binary' ? bytes.toString('binary') : bytes.toString(), {
      ...readOptions,
      type: stringType,
    });
  else workbook = xlsx().read(bytes, { ...readOptions, type: 'buffer' });
  if (workbook.SheetNames.length === 0)
    throw new NodeOperationError(ctx.getNode(), 'Spreadsheet does not have any sheets!', { itemIndex });
  let sheetName = workbook.SheetNames[0]!;
  if (options.sheetName) {
    if (!workbook.SheetNames.includes(options.sheetName)) {
      throw new NodeOperationError(ctx.getNode(), `Spreadsheet does not contain sheet called "${options.sheetName}"!`, {
        itemIndex,
      });
    }
    sheetName = options.sheetName;
  }
  const toJson: XLSXTypes.Sheet2JSONOpts = {};
  if (options.range !== undefined && options.range !== '') {
    toJson.range = isNaN(options.range as number) ? options.range : parseInt(String(options.range), 10);
  }
  if (options.includeEmptyCells) toJson.defval = '';
  if (options.headerRow === false) toJson.header = 1;
  return xlsx().utils.sheet_to_json<Row>(workbook.Sheets[sheetName]!, toJson);
}

/**
 * Reads each input item's table file into items, one per row (`{row: [...]}` without a header
 * row). CSV values stay strings; spreadsheet cells keep their types (numbers, booleans), dates as
 * SheetJS gives them. Bad files fail with the node, the item and the format named.
 */
export async function readSpreadsheetItems(
  ctx: ExecuteContext,
  items: Item[],
  settings: ReadSpreadsheetSettings,
): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    let fileExtension: string | undefined;
    let fileFormat = '';
    try {
      fileFormat = String(ctx.getNodeParameter(settings.formatParameter, i, ''));
      let options = (ctx.getNodeParameter('options', i, {}) ?? {}) as ReadSpreadsheetOptions;
      if (settings.hiddenOptions) options = withoutKeys(options, settings.hiddenOptions(fileFormat));
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      const binary = requireBinary(ctx, i, binaryPropertyName);
      fileExtension = binary.fileExtension;
      if (
        fileFormat === 'autodetect' &&
        (binary.mimeType === 'text/csv' || (binary.mimeType === 'text/plain' && binary.fileExtension === 'csv'))
      )
        fileFormat = 'csv';
      const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, binaryPropertyName));
      let rows: Row[];
      if (fileFormat === 'csv') {
        const result = readCsv(bytes, options, settings.failOnCsvError);
        rows = result.rows;
        const skip = options.skipRecordsWithErrors?.value;
        const max = skip?.maxSkippedRecords ?? -1;
        if (skip?.enabled && max > 0 && result.skipped > max)
          throw new NodeOperationError(ctx.getNode(), 'Max number of skipped records exceeded', { itemIndex: i });
      } else {
        rows = readWorkbook(ctx, bytes, options, i);
        if (rows.length === 0) continue;
      }
      for (const row of rows)
        out.push({ json: (options.headerRow === false ? { row } : row) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      let description = (err as { description?: string }).description;
      let message = err.message;
      if (fileExtension && fileExtension !== fileFormat) {
        message = `The file selected in 'Input Binary Field' is not in ${fileFormat} format`;
        description = `Try to change the operation or select a ${fileFormat} file in 'Input Binary Field'`;
      }
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message }, pairedItem: { item: i } });
        continue;
      }
      if (err instanceof NodeOperationError && message === err.message) throw err;
      throw new NodeOperationError(ctx.getNode(), message, { itemIndex: i, description });
    }
  }
  return out;
}
