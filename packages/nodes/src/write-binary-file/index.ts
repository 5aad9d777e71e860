import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType, NodeTypeDescription } from '@weft/workflow';
import { fileErrorMessage } from '../shared/file-errors.js';

/** Description of Write Binary File 1 (n8n's legacy file writer). */
export const writeBinaryFileDescription: NodeTypeDescription = {
  name: 'weft.writeBinaryFile',
  displayName: 'Write Binary File',
  description: 'Writes a binary file to disk',
  icon: 'fa:file-export',
  group: ['output'],
  version: 1,
  hidden: true,
  defaults: { name: 'Write Binary File' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'File Name',
      name: 'fileName',
      type: 'string',
      default: '',
      required: true,
      placeholder: '/data/example.jpg',
      description: 'Path of the file to write',
    },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Name of the binary property holding the data to write',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Append',
          name: 'append',
          type: 'boolean',
          default: false,
          description: 'Whether to append to an existing file',
        },
      ],
    },
  ],
};

/** Writes each item's binary property to a file; the item goes on with `fileName` added to its json. */
async function executeWriteBinaryFile(ctx: ExecuteContext): Promise<NodeOutput> {
  const out: Item[] = [];
  const items = ctx.getInputData();
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as { append?: boolean };
  for (let i = 0; i < items.length; i++) {
    try {
      const property = String(ctx.getNodeParameter('dataPropertyName', i, 'data'));
      const fileName = String(ctx.getNodeParameter('fileName', i, ''));
      const item = items[i]!;
      if (!item.binary?.[property]) {
        throw new NodeOperationError(ctx.getNode(), `This item has no binary field '${property}'`, {
          itemIndex: i,
          description: 'Check the Property Name: it must name a binary field of the incoming item',
        });
      }
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
      try {
        await ctx.helpers.writeFile(fileName, bytes, { append: options.append === true });
      } catch (e) {
        throw new NodeOperationError(ctx.getNode(), fileErrorMessage('write', fileName, e), { itemIndex: i });
      }
      out.push({
        json: { ...item.json, fileName },
        ...(item.binary ? { binary: { ...item.binary } } : {}),
        pairedItem: { item: i },
      });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}

/** Write Binary File, version 1 (n8n's `n8n-nodes-base.writeBinaryFile`). */
export const writeBinaryFileNode: NodeType[] = [
  { description: writeBinaryFileDescription, execute: executeWriteBinaryFile },
];
