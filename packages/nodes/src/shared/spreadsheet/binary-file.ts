import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext } from '@weft/workflow';
import { mimeTypeOf } from '../mime-types.js';

/**
 * The binary property `name` of input item `itemIndex`, or n8n's error when the item has no
 * binary data or not that field.
 */
export function requireBinary(ctx: ExecuteContext, itemIndex: number, name: string): BinaryData {
  const binary = ctx.getInputData()[itemIndex]?.binary;
  if (binary === undefined) {
    throw new NodeOperationError(ctx.getNode(), `This operation expects the node's input data to contain a binary file '${name}', but none was found [item ${itemIndex}]`, {
      itemIndex,
      description: 'Make sure that the previous node outputs a binary file',
    });
  }
  const value = binary[name];
  if (value === undefined) {
    throw new NodeOperationError(ctx.getNode(), `The item has no binary field '${name}' [item ${itemIndex}]`, {
      itemIndex,
      description: 'Check that the input binary field name is correct and that the input item has such a field',
    });
  }
  return value;
}

/**
 * Stores the bytes of a file a node made. Without a media type it is taken from the file name's
 * extension, else `text/plain` (as n8n's `prepareBinaryData` does for text it cannot recognise).
 */
export async function storeFile(ctx: ExecuteContext, bytes: Uint8Array, fileName?: string, mimeType?: string): Promise<BinaryData> {
  let type = mimeType;
  if (!type && fileName) {
    const byName = mimeTypeOf(fileName);
    if (byName !== 'application/octet-stream') type = byName;
  }
  const binary = await ctx.helpers.prepareBinaryData(bytes, fileName, type || 'text/plain');
  // As n8n: a guessed `text/plain` gives no extension; a media type that was given does.
  const extension = mimeType ? EXTENSION_OF[mimeType] : undefined;
  if (!binary.fileExtension && extension) binary.fileExtension = extension;
  return binary;
}

/** File extensions of the media types these nodes write, for files without a name. */
const EXTENSION_OF: Record<string, string> = {
  'application/json': 'json', 'text/plain': 'txt', 'text/csv': 'csv', 'text/html': 'html', 'text/calendar': 'ics', 'application/rtf': 'rtf',
  'application/xml': 'xml', 'text/xml': 'xml', 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpeg',
};
