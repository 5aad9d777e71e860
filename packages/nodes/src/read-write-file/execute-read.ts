import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { describeFile } from './file-meta.js';
import { fileErrorFor } from './errors.js';

interface ReadOptions {
  fileExtension?: string;
  fileName?: string;
  mimeType?: string;
  dataPropertyName?: string;
}

/** The pattern as n8n globs it: parentheses taken literally, `C:\\` paths with forward slashes. */
export function globPattern(selector: string): string {
  let pattern = selector.replace(/[()]/g, '\\$&');
  if (/^[a-zA-Z]:/.test(pattern)) pattern = pattern.replace(/\\\\/g, '/');
  return pattern;
}

/**
 * Read: per input item, every file the selector matches (within the instance's file access rules)
 * becomes an item with the file in a binary field and its metadata in `json`, paired with that item.
 */
export async function executeRead(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    let selector = '';
    try {
      selector = globPattern(String(ctx.getNodeParameter('fileSelector', i, '')));
      if (!selector.trim())
        throw new NodeOperationError(ctx.getNode(), 'No file selector given', {
          itemIndex: i,
          description: "Enter a path or pattern in 'File(s) Selector'",
        });
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as ReadOptions;
      const field = options.dataPropertyName || 'data';
      for (const path of await ctx.helpers.listFiles(selector)) {
        const bytes = await ctx.helpers.readFile(path);
        const stored = await ctx.helpers.prepareBinaryData(bytes, path.split('/').pop(), 'application/octet-stream');
        const binary = describeFile(stored, bytes.length, path);
        if (options.fileName !== undefined) binary.fileName = options.fileName;
        if (options.fileExtension !== undefined) binary.fileExtension = options.fileExtension;
        if (options.mimeType !== undefined) binary.mimeType = options.mimeType;
        const json: JsonObject = {};
        for (const key of ['mimeType', 'fileType', 'fileName', 'fileExtension', 'fileSize'] as const)
          if (binary[key] !== undefined) json[key] = binary[key];
        out.push({ json, binary: { [field]: binary }, pairedItem: { item: i } });
      }
    } catch (e) {
      const error = fileErrorFor(ctx, e, i, selector, 'read');
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: error.message }, pairedItem: { item: i } });
    }
  }
  return out;
}
