import { NodeOperationError } from '@weft/workflow';
import type { ExecuteContext, Item, JsonObject } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';

interface PdfOptions {
  joinPages?: boolean;
  keepSource?: 'json' | 'binary' | 'both';
  maxPages?: number;
  password?: string;
}

/** A piece of a page's text, as pdf.js gives it. */
export interface TextItem {
  str?: string;
  transform?: number[];
}

/**
 * A page's text: pieces on one baseline joined, a new line where the baseline changes (as
 * pdf-parse and LangChain's PDF loader join them).
 */
export function pageText(items: readonly TextItem[]): string {
  let lastY: number | undefined;
  const parts: string[] = [];
  for (const item of items) {
    if (item.str === undefined) continue;
    const y = item.transform?.[5];
    parts.push(lastY === y || !lastY ? item.str : `\n${item.str}`);
    lastY = y;
  }
  return parts.join('');
}

/** Text and metadata of a PDF, read with Mozilla's pdf.js (the version n8n uses, so `version` is alike). */
async function readPdf(bytes: Uint8Array, options: PdfOptions): Promise<JsonObject> {
  const { getDocument, version } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    password: options.password,
    isEvalSupported: false,
    data: new Uint8Array(bytes),
    verbosity: 0,
  }).promise;
  try {
    const meta = await document.getMetadata().catch(() => ({ info: null, metadata: null }));
    const pages: string[] = [];
    if (options.maxPages !== 0) {
      const count = options.maxPages && options.maxPages < document.numPages ? options.maxPages : document.numPages;
      for (let n = 1; n <= count; n++) {
        const page = await document.getPage(n);
        pages.push(pageText((await page.getTextContent()).items as TextItem[]));
      }
    }
    const metadata = meta.metadata as { [Symbol.iterator]?: () => Iterator<[string, unknown]> } | null;
    const result: Record<string, unknown> = {
      numpages: document.numPages,
      numrender: document.numPages,
      info: meta.info,
      text: options.joinPages === false ? pages : pages.join('\n\n'),
      version,
    };
    if (metadata && typeof metadata[Symbol.iterator] === 'function')
      result.metadata = Object.fromEntries([...(metadata as Iterable<[string, unknown]>)]);
    return JSON.parse(JSON.stringify(result)) as JsonObject;
  } finally {
    await document.destroy();
  }
}

/** Extract From PDF: one item per input item with the text (joined or per page) and metadata. */
export async function extractPdf(ctx: ExecuteContext, items: Item[]): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const item = items[i]!;
      const options = (ctx.getNodeParameter('options', i, {}) ?? {}) as PdfOptions;
      const binaryPropertyName = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
      requireBinary(ctx, i, binaryPropertyName);
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, binaryPropertyName);
      const json = await readPdf(bytes, options);
      const newItem: Item = {
        json: options.keepSource && options.keepSource !== 'binary' ? { ...deepCopy(item.json), ...json } : json,
        pairedItem: { item: i },
      };
      if (options.keepSource === 'binary' || options.keepSource === 'both') newItem.binary = item.binary;
      else {
        const binary = deepCopy(item.binary ?? {});
        unsetPath(binary, binaryPropertyName);
        newItem.binary = binary;
      }
      out.push(newItem);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (ctx.continueOnFail()) {
        out.push({ json: { error: message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof NodeOperationError) throw error;
      throw new NodeOperationError(ctx.getNode(), message, { itemIndex: i });
    }
  }
  return out;
}
