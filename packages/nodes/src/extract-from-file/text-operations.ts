import iconv from 'iconv-lite';
import { lazyRequire } from '../shared/lazy-require.js';
import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { setPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';
import { bomOptionShown } from '../shared/spreadsheet/visible-options.js';

/** Operations that put a file's content into one JSON field. */
const tsIcs = lazyRequire<typeof import('ts-ics')>('ts-ics');

export const TEXT_OPERATIONS: readonly string[] = ['binaryToPropery', 'fromJson', 'text', 'fromIcs', 'xml'];

interface TextOptions {
  encoding?: string;
  stripBOM?: boolean;
  keepSource?: 'json' | 'binary' | 'both';
}

/**
 * The encoding of bytes when none is set: UTF-16 by its byte-order mark, UTF-8 when the bytes are
 * valid UTF-8, else Windows-1252 (n8n guesses with chardet; for the files met in practice these agree).
 */
export function detectEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf8';
  } catch {
    return 'windows1252';
  }
}

/** Dates of a parsed calendar become ISO strings, as they are once n8n stores the output. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

function convert(ctx: ExecuteContext, operation: string, bytes: Buffer, options: TextOptions): unknown {
  if (operation === 'binaryToPropery') return bytes.toString('base64');
  const encoding = options.encoding || detectEncoding(bytes);
  if (!iconv.encodingExists(encoding))
    throw new NodeOperationError(ctx.getNode(), `Encoding not recognized: '${encoding}'`);
  const text = iconv.decode(bytes, encoding, { stripBOM: options.stripBOM });
  if (operation === 'fromJson') return text === '' ? {} : JSON.parse(text);
  if (operation === 'fromIcs') return plain(tsIcs().icsCalendarToObject(text));
  return text;
}

/**
 * Text, JSON, ICS, XML and base64: each item's file becomes the value of `destinationKey`
 * (dot notation), decoded in the chosen encoding (guessed when unset). Items without the binary
 * field are left out, as in n8n. `keepSource` keeps the input's JSON, binary or both.
 */
export async function extractText(ctx: ExecuteContext, items: Item[], operation: string): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const item = items[i]!;
      const options = { ...((ctx.getNodeParameter('options', i, {}) ?? {}) as TextOptions) };
      if (!bomOptionShown(options.encoding)) delete options.stripBOM;
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      if (!item.binary?.[binaryPropertyName]) continue;
      const bytes = Buffer.from(await ctx.helpers.getBinaryDataBuffer(i, binaryPropertyName));
      const json: JsonObject = options.keepSource && options.keepSource !== 'binary' ? deepCopy(item.json) : {};
      const value = convert(ctx, operation, bytes, options);
      setPath(json, String(ctx.getNodeParameter('destinationKey', i, '')), value);
      const newItem: Item = { json, pairedItem: { item: i } };
      if (options.keepSource === 'binary' || options.keepSource === 'both') newItem.binary = item.binary;
      else {
        const binary = deepCopy(item.binary ?? {});
        unsetPath(binary, binaryPropertyName);
        newItem.binary = binary;
      }
      out.push(newItem);
    } catch (error) {
      let message = error instanceof Error ? error.message : String(error);
      let description: string | undefined;
      if (message.includes('Unexpected token') || (operation === 'fromJson' && error instanceof SyntaxError)) {
        message = "The file selected in 'Input Binary Field' is not in JSON format";
        description = "Try to change the operation or select a JSON file in 'Input Binary Field'";
      }
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message }, pairedItem: { item: i } });
        continue;
      }
      throw new NodeOperationError(ctx.getNode(), message, { itemIndex: i, description });
    }
  }
  return out;
}
