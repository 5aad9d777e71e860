import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject, NodeOutput, NodeType } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { CSV_READ_OPTIONS } from '../shared/spreadsheet/visible-options.js';
import { readSpreadsheetItems, readWorkbook } from '../shared/spreadsheet/read.js';
import type { ReadSpreadsheetOptions } from '../shared/spreadsheet/read.js';
import { isSpreadsheetFormat, writeSpreadsheet } from '../shared/spreadsheet/write.js';
import type { WriteSpreadsheetOptions } from '../shared/spreadsheet/write.js';
import { spreadsheetFileV1Description, spreadsheetFileV2Description } from './description.js';

export { spreadsheetFileV1Description, spreadsheetFileV2Description } from './description.js';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Version 1 "read": every format through SheetJS, so CSV numbers come out as numbers. */
async function readV1(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as ReadSpreadsheetOptions;
      requireBinary(ctx, i, binaryPropertyName);
      const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, binaryPropertyName));
      const rows = readWorkbook(ctx, bytes, options, i, 'string');
      for (const row of rows)
        out.push({ json: (options.headerRow === false ? { row } : row) as JsonObject, pairedItem: { item: i } });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message(error) }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), message(error), { itemIndex: i });
    }
  }
  return out;
}

/** "Write": all items into one file named `spreadsheet.<format>` unless a name is set. */
async function write(ctx: ExecuteContext, items: Item[], version: number): Promise<Item[]> {
  const pairedItem = items.map((_, item) => ({ item }));
  try {
    const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', 0, 'data'));
    const fileFormat = String(ctx.getNodeParameter('fileFormat', 0, 'xls'));
    if (!isSpreadsheetFormat(fileFormat))
      throw new NodeOperationError(ctx.getNode(), `The file format "${fileFormat}" is not known`);
    const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as WriteSpreadsheetOptions;
    // Version 1 has no delimiter option.
    const binary = await writeSpreadsheet(
      ctx,
      items,
      fileFormat,
      version === 1 ? { ...options, delimiter: undefined } : options,
      'spreadsheet',
    );
    return [{ json: {}, binary: { [binaryPropertyName]: binary }, pairedItem }];
  } catch (error) {
    if (ctx.continueOnFail()) return [{ json: { error: message(error) }, pairedItem }];
    throw error instanceof NodeOperationError ? error : new NodeOperationError(ctx.getNode(), message(error));
  }
}

function executeFor(version: 1 | 2) {
  return async (ctx: ExecuteContext): Promise<NodeOutput> => {
    const items = ctx.getInputData();
    const operation = String(ctx.getNodeParameter('operation', 0, 'fromFile'));
    if (operation === 'fromFile')
      return [
        version === 1
          ? await readV1(ctx, items)
          : await readSpreadsheetItems(ctx, items, {
              formatParameter: 'fileFormat',
              failOnCsvError: false,
              hiddenOptions: (format) => (format === 'csv' ? [] : CSV_READ_OPTIONS),
            }),
      ];
    if (operation === 'toFile') return [await write(ctx, items, version)];
    if (ctx.continueOnFail()) return [[{ json: { error: `The operation "${operation}" is not supported!` } }]];
    throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not supported!`);
  };
}

/**
 * Spreadsheet File (`weft.spreadsheetFile`, n8n's `n8n-nodes-base.spreadsheetFile`): version 1
 * reads every format (CSV too) with SheetJS; version 2 reads CSV with csv-parse (values stay
 * strings) and detects CSV by the media type. Both write all items into one file.
 */
export const spreadsheetFileNode: NodeType[] = [
  { description: spreadsheetFileV1Description, execute: executeFor(1) },
  { description: spreadsheetFileV2Description, execute: executeFor(2) },
];
