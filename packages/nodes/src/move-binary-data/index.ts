import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext, Item, JsonObject, NodeOutput, NodeType } from '@weft/workflow';
import { getPath, setPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';
import { moveBinaryDataDescription } from './description.js';
import { decodeText, encodeText, EncodingError } from './encoding.js';

export { moveBinaryDataDescription } from './description.js';
export { decodeText, encodeText, ENCODINGS } from './encoding.js';

interface Options {
  addBOM?: boolean;
  dataIsBase64?: boolean;
  encoding?: string;
  stripBOM?: boolean;
  fileName?: string;
  jsonParse?: boolean;
  keepSource?: boolean;
  keepAsBase64?: boolean;
  mimeType?: string;
  useRawData?: boolean;
}

const EXTENSIONS: Record<string, string> = {
  'application/json': 'json',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

function parseJson(ctx: ExecuteContext, text: string, itemIndex: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new NodeOperationError(ctx.getNode(), `The binary data is not valid JSON: ${(error as Error).message}`, {
      itemIndex,
    });
  }
}

async function binaryToJson(ctx: ExecuteContext, item: Item, i: number, options: Options): Promise<Item | undefined> {
  const setAllData = ctx.getNodeParameter('setAllData', i, true) !== false;
  const sourceKey = String(ctx.getNodeParameter('sourceKey', i, 'data'));
  if (getPath(item.binary, sourceKey) === undefined) return undefined;
  const encoding = options.encoding || 'utf8';
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, sourceKey);
  const out: Item = { json: {}, pairedItem: { item: i } };
  if (setAllData) {
    out.json = parseJson(ctx, decodeText(bytes, encoding, options.stripBOM !== false), i) as JsonObject;
  } else {
    out.json = deepCopy(item.json);
    let value: unknown =
      options.keepAsBase64 === true
        ? Buffer.from(bytes).toString('base64')
        : decodeText(bytes, encoding, options.stripBOM !== false);
    if (options.jsonParse) value = parseJson(ctx, value as string, i);
    setPath(out.json, String(ctx.getNodeParameter('destinationKey', i, 'data')), value);
  }
  if (options.keepSource === true) out.binary = item.binary;
  else {
    const binary = deepCopy(item.binary ?? {});
    unsetPath(binary, sourceKey);
    out.binary = binary;
  }
  return out;
}

async function jsonToBinary(ctx: ExecuteContext, item: Item, i: number, options: Options): Promise<Item | undefined> {
  const version = ctx.getNode().typeVersion;
  const convertAllData = ctx.getNodeParameter('convertAllData', i, true) !== false;
  const destinationKey = String(ctx.getNodeParameter('destinationKey', i, 'data'));
  const encoding = options.encoding || 'utf8';
  let value: unknown = item.json;
  if (!convertAllData) value = getPath(item.json, String(ctx.getNodeParameter('sourceKey', i, 'data')));
  if (value === undefined) return undefined;
  const out: Item = {
    json: {},
    pairedItem: { item: i },
    binary: item.binary !== undefined ? deepCopy(item.binary) : {},
  };
  let mimeType = options.mimeType;
  let bytes: Uint8Array;
  if (options.dataIsBase64 !== true) {
    if (options.useRawData !== true || typeof value === 'object') {
      value = JSON.stringify(value);
      mimeType ||= 'application/json';
    }
    // As in n8n, "Add BOM" only counts where the form shows it: with the encoding chosen as utf8, cesu8 or ucs2.
    const bomShown = options.encoding !== undefined && ['utf8', 'cesu8', 'ucs2'].includes(options.encoding);
    bytes = encodeText(String(value), encoding, bomShown && options.addBOM === true);
  } else {
    bytes = Buffer.from(String(value), 'base64');
  }
  if (!mimeType && version === 1) mimeType = 'application/json';
  const binary: BinaryData = await ctx.helpers.prepareBinaryData(
    bytes,
    options.fileName || undefined,
    mimeType || 'text/plain',
  );
  if (!binary.fileExtension && binary.mimeType && EXTENSIONS[binary.mimeType])
    binary.fileExtension = EXTENSIONS[binary.mimeType];
  if (!binary.fileName && version > 1)
    binary.fileName = `file${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
  setPath(out.binary, destinationKey, binary);
  if (options.keepSource === true) out.json = item.json;
  else if (convertAllData) out.json = {};
  else {
    out.json = deepCopy(item.json);
    unsetPath(out.json, String(ctx.getNodeParameter('sourceKey', i, 'data')));
  }
  return out;
}

/**
 * Move Binary Data: "Binary to JSON" reads a binary field as text (an encoding, optional BOM)
 * into the JSON, whole (parsed) or into one field (text, parsed, or base64); "JSON to Binary"
 * writes the JSON, or one field, as a binary file. Items without the source field are left out,
 * as in n8n. 1.1 names a file without a name `file.<extension>`.
 */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const items = ctx.getInputData();
  const mode = String(ctx.getNodeParameter('mode', 0, 'binaryToJson'));
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as Options;
    try {
      let result: Item | undefined;
      if (mode === 'binaryToJson') result = await binaryToJson(ctx, items[i]!, i, options);
      else if (mode === 'jsonToBinary') result = await jsonToBinary(ctx, items[i]!, i, options);
      else throw new NodeOperationError(node, `The operation "${mode}" is not known!`, { itemIndex: i });
      if (result) out.push(result);
    } catch (error) {
      if (error instanceof EncodingError) throw new NodeOperationError(node, error.message, { itemIndex: i });
      throw error;
    }
  }
  return [out];
}

/** The legacy Move Binary Data node (`weft.moveBinaryData`, n8n's `n8n-nodes-base.moveBinaryData`), versions 1 and 1.1. */
export const moveBinaryDataNode: NodeType[] = [{ description: moveBinaryDataDescription, execute }];
