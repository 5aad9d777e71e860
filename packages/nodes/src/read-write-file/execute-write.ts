import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { fileErrorFor } from './errors.js';

/**
 * Write: each item's binary field goes to the file named for it (replacing it, or appended to it
 * with the Append option), within the instance's file access rules; the item goes on with the path
 * in `json.fileName` and its binary data kept.
 */
export async function executeWrite(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    let fileName = '';
    try {
      const field = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
      fileName = String(ctx.getNodeParameter('fileName', i, ''));
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as { append?: boolean };
      if (!fileName.trim())
        throw new NodeOperationError(ctx.getNode(), 'No file path given', {
          itemIndex: i,
          description: "Enter the path of the file to write in 'File Path and Name'",
        });
      const item = items[i]!;
      requireBinary(ctx, i, field);
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, field);
      await ctx.helpers.writeFile(fileName, bytes, { append: options.append === true });
      out.push({
        json: { ...item.json, fileName },
        ...(item.binary ? { binary: { ...item.binary } } : {}),
        pairedItem: { item: i },
      });
    } catch (e) {
      const error = fileErrorFor(ctx, e, i, fileName, 'write');
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: error.message }, pairedItem: { item: i } });
    }
  }
  return out;
}
