/** Runs Limit 1: keeps the first or the last N items. */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';

/** The items Limit keeps out of `items`. */
export function limitItems<T>(items: T[], maxItems: number, keep: string): T[] {
  if (maxItems > items.length) return items;
  if (keep === 'firstItems') return items.slice(0, maxItems);
  return items.slice(items.length - maxItems, items.length);
}

/** Executes the Limit node. */
export async function executeLimit(ctx: ExecuteContext): Promise<NodeOutput> {
  const items: Item[] = ctx.getInputData();
  const maxItems = Number(ctx.getNodeParameter('maxItems', 0, 1));
  const keep = String(ctx.getNodeParameter('keep', 0, 'firstItems'));
  return [limitItems(items, maxItems, keep)];
}
