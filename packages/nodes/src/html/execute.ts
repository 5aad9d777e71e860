/** Runs HTML 1, 1.1 and 1.2: generate a template, extract content with CSS selectors, or build a table. */
import type { ExecuteContext, NodeOutput } from '@weft/workflow';
import { extractHtml, htmlNodeFinish } from './extract-values.js';
import { convertToHtmlTable } from './html-table.js';
import { generateHtmlTemplate } from './html-template.js';

/** Executes the operation chosen on the first item (as n8n reads it). */
export async function executeHtml(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const operation = String(ctx.getNodeParameter('operation', 0, 'generateHtmlTemplate'));
  const version = ctx.getNode().typeVersion;
  if (operation === 'convertToHtmlTable') return [items.length ? convertToHtmlTable(ctx, items) : []];
  if (operation === 'generateHtmlTemplate') return [generateHtmlTemplate(ctx, items)];
  if (operation === 'extractHtmlContent') {
    return [
      await extractHtml(ctx, (i) => ({
        version,
        finish: htmlNodeFinish(
          (ctx.getNodeParameter('options', i, {}) ?? {}) as { trimValues?: boolean; cleanUpText?: boolean },
        ),
      })),
    ];
  }
  return [[]];
}
