import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { extractPdf } from '../extract-from-file/pdf.js';
import { readPdfDescription } from './description.js';

export { readPdfDescription } from './description.js';

/**
 * Read PDF's parameters seen through Extract From File's PDF reader: the same `binaryPropertyName`, the
 * password when "Encrypted" is on, every page joined, and the input's files kept on the item (as n8n's
 * Read PDF does, which keeps the binary and replaces the json).
 */
function asExtractContext(ctx: ExecuteContext): ExecuteContext {
  const getNodeParameter = (name: string, itemIndex: number, fallback?: unknown, options?: never): unknown => {
    if (name !== 'options') return ctx.getNodeParameter(name, itemIndex, fallback, options);
    const encrypted = ctx.getNodeParameter('encrypted', itemIndex, false) === true;
    return {
      keepSource: 'binary',
      ...(encrypted ? { password: String(ctx.getNodeParameter('password', itemIndex, '')) } : {}),
    };
  };
  return new Proxy(ctx, {
    get(target, prop) {
      if (prop === 'getNodeParameter') return getNodeParameter;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Read PDF: one item per input item with the PDF's text (pages joined), metadata and pdf.js version. */
async function executeReadPdf(ctx: ExecuteContext): Promise<NodeOutput> {
  return [await extractPdf(asExtractContext(ctx), ctx.getInputData())];
}

/** Read PDF, version 1 (n8n's `n8n-nodes-base.readPDF`). */
export const readPdfNode: NodeType[] = [{ description: readPdfDescription, execute: executeReadPdf }];
