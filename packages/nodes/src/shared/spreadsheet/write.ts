import type * as XLSXTypes from '@e965/xlsx';
import { lazyRequire } from '../lazy-require.js';
import type { BinaryData, ExecuteContext, Item } from '@weft/workflow';
import { storeFile } from './binary-file.js';
import { flattenObject } from './flatten.js';

const xlsx = lazyRequire<typeof XLSXTypes>('@e965/xlsx');

/** The options of "write to file" (Spreadsheet File, Convert To File's table formats). */
export interface WriteSpreadsheetOptions {
  compression?: boolean;
  delimiter?: string;
  fileName?: string;
  headerRow?: boolean;
  sheetName?: string;
}

/** Table formats SheetJS writes for these nodes. */
export type SpreadsheetFormat = 'csv' | 'html' | 'ods' | 'rtf' | 'xls' | 'xlsx';

const FORMATS: readonly string[] = ['csv', 'html', 'ods', 'rtf', 'xls', 'xlsx'];

/** Whether `format` is a table format these nodes write. */
export function isSpreadsheetFormat(format: string): format is SpreadsheetFormat {
  return FORMATS.includes(format);
}

/** The bytes of a one-sheet workbook made of the items' JSON (nested fields flattened to dotted columns). */
export function spreadsheetBytes(
  items: readonly Item[],
  format: SpreadsheetFormat,
  options: WriteSpreadsheetOptions,
): Buffer {
  const rows = items.map((item) => flattenObject(item.json));
  const sheet = xlsx().utils.json_to_sheet(rows, options.headerRow === false ? { skipHeader: true } : undefined);
  const writing: XLSXTypes.WritingOptions = { bookType: format, bookSST: false, type: 'buffer' };
  if (format === 'csv' && options.delimiter?.length) writing.FS = options.delimiter;
  if ((format === 'xlsx' || format === 'ods') && options.compression) writing.compression = true;
  const sheetName = options.sheetName || 'Sheet';
  const workbook: XLSXTypes.WorkBook = { SheetNames: [sheetName], Sheets: { [sheetName]: sheet } };
  return xlsx().write(workbook, writing) as Buffer;
}

/**
 * Writes all items into one spreadsheet file named `options.fileName` (when set, even empty) or
 * `<defaultFileName>.<format>`.
 */
export async function writeSpreadsheet(
  ctx: ExecuteContext,
  items: readonly Item[],
  format: SpreadsheetFormat,
  options: WriteSpreadsheetOptions,
  defaultFileName: string,
): Promise<BinaryData> {
  const bytes = spreadsheetBytes(items, format, options);
  const fileName = options.fileName !== undefined ? options.fileName : `${defaultFileName}.${format}`;
  return storeFile(ctx, bytes, fileName);
}
