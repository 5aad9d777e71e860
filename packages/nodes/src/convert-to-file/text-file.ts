import iconv from 'iconv-lite';
import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext } from '@weft/workflow';
import { getPath } from '../shared/field-paths.js';
import { storeFile } from '../shared/spreadsheet/binary-file.js';

/** How a JSON value becomes a file. */
export interface ValueFileOptions {
  /** Field to read (dot notation); the whole value when unset. */
  sourceKey?: string;
  fileName?: string;
  mimeType?: string;
  /** Whether the value is base64 of the bytes (else text, or JSON for objects). */
  dataIsBase64?: boolean;
  encoding?: string;
  addBOM?: boolean;
  /** Pretty-print objects (2 spaces). */
  format?: boolean;
  itemIndex?: number;
}

/**
 * A file made of a JSON value: objects as JSON text (media type `application/json`), other
 * values as text in the chosen encoding, or base64 decoded to bytes. A file without a name is
 * called `file.<extension>`.
 */
export async function fileFromValue(
  ctx: ExecuteContext,
  data: unknown,
  options: ValueFileOptions,
): Promise<BinaryData> {
  const itemIndex = options.itemIndex ?? 0;
  const value = options.sourceKey ? getPath(data, options.sourceKey) : data;
  if (value === undefined)
    throw new NodeOperationError(ctx.getNode(), `The value in "${options.sourceKey}" is not set`, { itemIndex });
  let mimeType = options.mimeType;
  let bytes: Buffer;
  if (!options.dataIsBase64) {
    let text: unknown = value;
    if (typeof value === 'object') {
      mimeType = 'application/json';
      text = options.format ? JSON.stringify(value, null, 2) : JSON.stringify(value);
    }
    const encoding = options.encoding || 'utf8';
    if (!iconv.encodingExists(encoding))
      throw new NodeOperationError(ctx.getNode(), `Encoding not recognized: '${encoding}'`, { itemIndex });
    bytes = iconv.encode(String(text), encoding, { addBOM: options.addBOM });
  } else {
    if (typeof value !== 'string')
      throw new NodeOperationError(ctx.getNode(), `The value in "${options.sourceKey}" is not a base64 string`, {
        itemIndex,
      });
    bytes = Buffer.from(value, 'base64');
  }
  const binary = await storeFile(ctx, bytes, options.fileName || undefined, mimeType || undefined);
  if (!binary.fileName) binary.fileName = `file${binary.fileExtension ? `.${binary.fileExtension}` : ''}`;
  return binary;
}
