import { NodeOperationError } from '@weft/workflow';
import type { BinaryData, ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import type { AsyncZippable } from 'fflate';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { extensionOfMimeType, lookupMimeType, prepareFile } from '../read-write-file/file-meta.js';
import { ALREADY_COMPRESSED, gunzip, gzip, unzip, zip } from './archive.js';

const fieldNames = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((k) => k.trim());

/**
 * Decompress: every zip entry (but macOS `__MACOSX` copies) and every gzip file of the named fields
 * becomes a binary field `<prefix><n>`; the item keeps its json, and only the unpacked files as binary.
 */
async function decompressItem(ctx: ExecuteContext, i: number): Promise<Record<string, BinaryData>> {
  const names = fieldNames(ctx.getNodeParameter('binaryPropertyName', 0, 'data'));
  const prefix = String(ctx.getNodeParameter('outputPrefix', 0, 'file_'));
  const out: Record<string, BinaryData> = {};
  let zipIndex = 0;
  for (const [index, name] of names.entries()) {
    const binary = requireBinary(ctx, i, name);
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, name);
    const extension = binary.fileExtension?.toLowerCase();
    if (!extension)
      throw new NodeOperationError(ctx.getNode(), `File extension not found for binary data ${name}`, { itemIndex: i });
    if (extension === 'zip') {
      const entries = await unzip(bytes);
      for (const path of Object.keys(entries)) {
        if (path.includes('__MACOSX')) continue;
        out[`${prefix}${zipIndex++}`] = await prepareFile(ctx, entries[path]!, path);
      }
    } else if (extension === 'gz' || extension === 'gzip') {
      const data = await gunzip(bytes);
      // As n8n: the name up to its first dot, the type from the extension before ".gz" if there is one.
      const base = binary.fileName?.split('.')[0];
      let ext: string | undefined;
      let mimeType: string | undefined;
      if (binary.fileName?.endsWith('.gz')) {
        const parts = binary.fileName.replace('.gz', '').split('.');
        if (parts.length > 1) {
          ext = parts[parts.length - 1];
          mimeType = lookupMimeType(ext!);
        }
      }
      const file = await prepareFile(ctx, data, base, mimeType);
      if (!ext) {
        mimeType = file.mimeType;
        ext = extensionOfMimeType(file.mimeType);
      }
      file.fileName = `${base}.${ext ?? 'false'}`;
      if (ext) file.fileExtension = ext;
      else delete file.fileExtension;
      if (mimeType) file.mimeType = mimeType;
      out[`${prefix}${index}`] = file;
    }
  }
  return out;
}

/**
 * Compress: the named fields of each item go into one zip archive, or each into a gzip file. Version
 * 1.1 reads the field names, file name and output field per item and names gzip files
 * `<name><.ext>.gz` in `<field>`, `<field>1` …; version 1 reads them from the first item and names
 * them `<name>.gzip` in `<prefix>0`, `<prefix>1` ….
 */
async function compressItem(
  ctx: ExecuteContext,
  i: number,
  version: number,
): Promise<Record<string, BinaryData> | undefined> {
  const names = fieldNames(ctx.getNodeParameter('binaryPropertyName', version > 1 ? i : 0, 'data'));
  const format = String(ctx.getNodeParameter('outputFormat', 0, version > 1 ? 'zip' : ''));
  const files: AsyncZippable = {};
  const out: Record<string, BinaryData> = {};
  for (const [index, name] of names.entries()) {
    const binary = requireBinary(ctx, i, name);
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, name);
    if (format === 'zip') {
      files[String(binary.fileName)] = [
        bytes,
        { level: ALREADY_COMPRESSED.includes(binary.fileExtension ?? '') ? 0 : 6 },
      ];
    } else if (format === 'gzip') {
      let property: string;
      let path: string;
      if (version > 1) {
        const prefix = String(ctx.getNodeParameter('binaryPropertyOutput', i, 'data'));
        property = `${prefix}${index ? index : ''}`;
        const given = String(ctx.getNodeParameter('fileName', i, '') ?? '');
        const base = given ? given.replace('.gz', '').replace('.gzip', '') : binary.fileName?.split('.')[0];
        path = `${base}${binary.fileExtension ? `.${binary.fileExtension.toLowerCase()}` : ''}.gz`;
      } else {
        property = `${String(ctx.getNodeParameter('outputPrefix', 0, 'data'))}${index}`;
        path = `${binary.fileName?.split('.')[0]}.gzip`;
      }
      out[property] = await prepareFile(ctx, await gzip(bytes), path);
    }
  }
  if (format === 'zip') {
    const at = version > 1 ? i : 0;
    const fileName = String(ctx.getNodeParameter('fileName', at, '') ?? '');
    const field = String(ctx.getNodeParameter('binaryPropertyOutput', at, 'data'));
    return { [field]: await prepareFile(ctx, await zip(files), fileName) };
  }
  // Without a format (version 1's default) the item gives no output, as in n8n.
  return format === 'gzip' ? out : undefined;
}

/** Compresses or decompresses the binary fields of every item (n8n's Compression 1 and 1.1). */
export async function executeCompression(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'decompress'));
  const version = ctx.getNode().typeVersion ?? 1.1;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      let binary: Record<string, BinaryData> | undefined;
      if (operation === 'decompress') binary = await decompressItem(ctx, i);
      else if (operation === 'compress') binary = await compressItem(ctx, i, version);
      if (binary) out.push({ json: items[i]!.json, binary, pairedItem: { item: i } });
    } catch (e) {
      if (!ctx.continueOnFail()) throw e;
      out.push({ json: { error: (e as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
