import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType } from '@weft/workflow';
import { fileErrorMessage } from '../shared/file-errors.js';
import { baseName, mimeTypeOf } from '../shared/mime-types.js';
import { readBinaryFileDescription } from './description.js';

/** Reads one file per item into a binary property, keeping the item's json and other binaries. */
async function executeReadBinaryFile(ctx: ExecuteContext): Promise<NodeOutput> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  for (let i = 0; i < items.length; i++) {
    try {
      const path = String(ctx.getNodeParameter('filePath', i, ''));
      const property = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
      let bytes: Uint8Array;
      try {
        bytes = await ctx.helpers.readFile(path);
      } catch (e) {
        throw new NodeOperationError(ctx.getNode(), fileErrorMessage('read', path, e), { itemIndex: i });
      }
      const name = baseName(path);
      const binary = {
        ...(items[i]!.binary ?? {}),
        [property]: await ctx.helpers.prepareBinaryData(bytes, name, mimeTypeOf(name)),
      };
      out.push({ json: items[i]!.json, binary, pairedItem: { item: i } });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

/** Read Binary File, version 1 (n8n's `n8n-nodes-base.readBinaryFile`). */
export const readBinaryFileNode: NodeType[] = [
  { description: readBinaryFileDescription, execute: executeReadBinaryFile },
];
