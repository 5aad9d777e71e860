import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext } from '@weft/workflow';

/**
 * The binary property `name` of input item `itemIndex`, or n8n's error when the item has no
 * binary data or not that field.
 */
export function requireBinary(ctx: ExecuteContext, itemIndex: number, name: string): BinaryData {
  const binary = ctx.getInputData()[itemIndex]?.binary;
  if (binary === undefined) {
    throw new NodeOperationError(
      ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${name}', but none was found [item ${itemIndex}]`,
      {
        itemIndex,
        description: 'Make sure that the previous node outputs a binary file',
      },
    );
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
 * Stores the bytes of a file a node made. Without a media type the engine's `prepareBinaryData`
 * guesses it as n8n's does: from the file name's extension, else the bytes, else `text/plain`
 * (and a media type that was given names the extension of a file without one).
 */
export async function storeFile(
  ctx: ExecuteContext,
  bytes: Uint8Array,
  fileName?: string,
  mimeType?: string,
): Promise<BinaryData> {
  return ctx.helpers.prepareBinaryData(bytes, fileName, mimeType);
}
