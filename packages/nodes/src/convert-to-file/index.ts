import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { isSpreadsheetFormat, writeSpreadsheet } from '../shared/spreadsheet/write.js';
import type { WriteSpreadsheetOptions } from '../shared/spreadsheet/write.js';
import { convertToFileDescription } from './description.js';
import { convertToIcs } from './ical.js';
import { fileFromValue } from './text-file.js';
import { bomOptionShown } from '../shared/spreadsheet/visible-options.js';

export { convertToFileDescription } from './description.js';

interface FileOptions {
  addBOM?: boolean;
  dataIsBase64?: boolean;
  encoding?: string;
  fileName?: string;
  format?: boolean;
  mimeType?: string;
}

/** The item's options, "Add BOM" dropped where its display condition hides it (as n8n does). */
function fileOptions(ctx: ExecuteContext, itemIndex: number): FileOptions {
  const options = { ...((ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as FileOptions) };
  if (!bomOptionShown(options.encoding)) delete options.addBOM;
  return options;
}

const allPaired = (items: Item[]) => items.map((_, item) => ({ item }));
const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const asNodeError = (ctx: ExecuteContext, error: unknown, itemIndex?: number): NodeOperationError =>
  error instanceof NodeOperationError
    ? error
    : new NodeOperationError(ctx.getNode(), message(error), itemIndex === undefined ? {} : { itemIndex });

/** All items into one table file (CSV, HTML, RTF, ODS, XLS, XLSX) named `File.<format>` by default. */
async function toSpreadsheet(ctx: ExecuteContext, items: Item[], format: string): Promise<Item[]> {
  const pairedItem = allPaired(items);
  try {
    if (!isSpreadsheetFormat(format))
      throw new NodeOperationError(ctx.getNode(), `The format "${format}" is not known`);
    const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as WriteSpreadsheetOptions;
    const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', 0, 'data'));
    const binary = await writeSpreadsheet(ctx, items, format, options, 'File');
    return [{ json: {}, binary: { [binaryPropertyName]: binary }, pairedItem }];
  } catch (error) {
    if (ctx.continueOnFail()) return [{ json: { error: message(error) }, pairedItem }];
    throw asNodeError(ctx, error);
  }
}

/** Each item's value (`toText`, `toBinary`) or JSON (`toJson` each) to a file of its own. */
async function perItem(
  ctx: ExecuteContext,
  items: Item[],
  make: (i: number, options: FileOptions) => ReturnType<typeof fileFromValue>,
): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const options = fileOptions(ctx, i);
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      out.push({ json: {}, binary: { [binaryPropertyName]: await make(i, options) }, pairedItem: { item: i } });
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message(error) }, pairedItem: { item: i } });
        continue;
      }
      throw asNodeError(ctx, error, i);
    }
  }
  return out;
}

async function toJson(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const mode = String(ctx.getNodeParameter('mode', 0, 'once'));
  if (mode === 'once') {
    const pairedItem = allPaired(items);
    try {
      const options = fileOptions(ctx, 0);
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', 0, 'data'));
      const binary = await fileFromValue(
        ctx,
        items.map((item) => item.json),
        {
          fileName: options.fileName,
          mimeType: 'application/json',
          encoding: options.encoding,
          addBOM: options.addBOM,
          format: options.format,
        },
      );
      return [{ json: {}, binary: { [binaryPropertyName]: binary }, pairedItem }];
    } catch (error) {
      if (ctx.continueOnFail()) return [{ json: { error: message(error) }, pairedItem }];
      throw asNodeError(ctx, error);
    }
  }
  return perItem(ctx, items, (i, options) =>
    fileFromValue(ctx, items[i]!.json, {
      fileName: options.fileName,
      encoding: options.encoding,
      addBOM: options.addBOM,
      format: options.format,
      mimeType: 'application/json',
      itemIndex: i,
    }),
  );
}

/**
 * Convert To File: table formats write all items into one file (nested fields as dotted
 * columns); JSON writes all items or each; text and base64 write one field of each item; ICS one
 * event per item. 1.1 always takes the base64 field as base64; 1 lets "Data Is Base64" be turned off.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'csv'));
  const version = ctx.getNode().typeVersion;
  if (isSpreadsheetFormat(operation)) return [await toSpreadsheet(ctx, items, operation)];
  if (operation === 'toJson') return [await toJson(ctx, items)];
  if (operation === 'toBinary') {
    return [
      await perItem(ctx, items, (i, options) =>
        fileFromValue(ctx, items[i]!.json, {
          sourceKey: String(ctx.getNodeParameter('sourceProperty', i, '')),
          fileName: options.fileName,
          mimeType: options.mimeType,
          dataIsBase64: version === 1 ? options.dataIsBase64 !== false : true,
          encoding: options.encoding,
          addBOM: options.addBOM,
          itemIndex: i,
        }),
      ),
    ];
  }
  if (operation === 'toText') {
    return [
      await perItem(ctx, items, (i, options) =>
        fileFromValue(ctx, items[i]!.json, {
          sourceKey: String(ctx.getNodeParameter('sourceProperty', i, '')),
          fileName: options.fileName || 'file.txt',
          mimeType: 'text/plain',
          dataIsBase64: false,
          encoding: options.encoding,
          addBOM: options.addBOM,
          itemIndex: i,
        }),
      ),
    ];
  }
  if (operation === 'iCal') return [await convertToIcs(ctx, items)];
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known`);
}

/** Convert To File (`weft.convertToFile`, n8n's `n8n-nodes-base.convertToFile`), versions 1 and 1.1. */
export const convertToFileNode: NodeType[] = [{ description: convertToFileDescription, execute }];
