import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, NodeOutput, NodeType, NodeTypeDescription } from '@weft/workflow';
import { fileErrorMessage } from '../shared/file-errors.js';
import { baseName, mimeTypeOf } from '../shared/mime-types.js';

/** Description of Read Binary Files 1 (n8n's legacy glob reader). */
export const readBinaryFilesDescription: NodeTypeDescription = {
  name: 'weft.readBinaryFiles',
  displayName: 'Read Binary Files',
  description: 'Reads binary files from disk',
  icon: 'fa:file-import',
  group: ['input'],
  version: 1,
  hidden: true,
  defaults: { name: 'Read Binary Files' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'File Selector',
      name: 'fileSelector',
      type: 'string',
      default: '',
      required: true,
      placeholder: '*.jpg',
      description: 'Glob pattern of the files to read',
    },
    {
      displayName: 'Property Name',
      name: 'dataPropertyName',
      type: 'string',
      default: 'data',
      required: true,
      description: 'Name of the binary property to put each file in',
    },
  ],
};

/**
 * Reads every file matching the pattern (parameters of the first item) into one item each, with an
 * empty json; each output item is paired with every input item, as n8n does.
 */
async function executeReadBinaryFiles(ctx: ExecuteContext): Promise<NodeOutput> {
  const pattern = String(ctx.getNodeParameter('fileSelector', 0, ''));
  const property = String(ctx.getNodeParameter('dataPropertyName', 0, 'data'));
  const inputCount = ctx.getInputData().length;
  const pairedItem = Array.from({ length: inputCount }, (_, item) => ({ item }));
  const out: Item[] = [];
  for (const path of await ctx.helpers.listFiles(pattern)) {
    let bytes: Uint8Array;
    try {
      bytes = await ctx.helpers.readFile(path);
    } catch (e) {
      throw new NodeOperationError(ctx.getNode(), fileErrorMessage('read', path, e));
    }
    const name = baseName(path);
    out.push({
      json: {},
      binary: { [property]: await ctx.helpers.prepareBinaryData(bytes, name, mimeTypeOf(name)) },
      pairedItem,
    });
  }
  return [out];
}

/** Read Binary Files, version 1 (n8n's `n8n-nodes-base.readBinaryFiles`). */
export const readBinaryFilesNode: NodeType[] = [
  { description: readBinaryFilesDescription, execute: executeReadBinaryFiles },
];
