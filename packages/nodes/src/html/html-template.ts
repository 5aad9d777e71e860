/** HTML's Generate HTML Template: the template with each `{{ … }}` replaced by its value for the item. */
import type { ExecuteContext, Item } from '@weft/workflow';

const RESOLVABLE = /\{\{[\s\S]*?\}\}/g;

/** One item `{ html }` per input item. */
export function generateHtmlTemplate(ctx: ExecuteContext, items: Item[]): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      let html = String(ctx.getNodeParameter('html', i, '') ?? '');
      // Like n8n, each resolvable replaces its first occurrence with its value written as a string.
      for (const resolvable of html.match(RESOLVABLE) ?? []) {
        html = html.replace(resolvable, String(ctx.evaluateExpression(`=${resolvable}`, i)));
      }
      out.push({ json: { html }, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return out;
}
