import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { extractHtml, htmlExtractFinish } from '../html/extract-values.js';
import { htmlExtractDescription } from './description.js';

/** Runs HTML Extract 1: like HTML's Extract HTML Content, but values are trimmed unless Trim Values is off. */
export async function executeHtmlExtract(ctx: ExecuteContext): Promise<NodeOutput> {
  return [
    await extractHtml(ctx, (i) => ({
      version: 0,
      finish: htmlExtractFinish((ctx.getNodeParameter('options', i, {}) ?? {}) as { trimValues?: boolean }),
    })),
  ];
}

/** HTML Extract, version 1 (n8n's hidden legacy `n8n-nodes-base.htmlExtract`). */
export const htmlExtractNode: NodeType[] = [{ description: htmlExtractDescription, execute: executeHtmlExtract }];
