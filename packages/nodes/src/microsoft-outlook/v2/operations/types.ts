import type { ExecuteContext, Item } from '@weft/workflow';
import type { OutlookClient } from '../../client.js';

/** What an operation of Outlook 2 is given for one item. */
export interface OutlookArgs {
  ctx: ExecuteContext;
  client: OutlookClient;
  operation: string;
  itemIndex: number;
}

/** One resource's operations: each answers the items of one input item. */
export type OutlookOperations = Record<
  string,
  (args: OutlookArgs) => Promise<Item[] | Record<string, unknown> | Array<Record<string, unknown>>>
>;

/** A resource locator parameter's id (n8n's `extractValue`). */
export function locatorId(ctx: ExecuteContext, name: string, itemIndex: number, fallback?: unknown): string {
  const value = ctx.getNodeParameter(name, itemIndex, fallback, { extractValue: true }) as unknown;
  if (value && typeof value === 'object' && 'value' in value) return String(value.value ?? '');
  return String(value ?? '');
}

/** Entries of a collection: all pages, or one page of `limit` entries (`$top`). */
export async function listOf(
  args: OutlookArgs,
  resource: string,
  qs: Record<string, unknown>,
): Promise<Array<Record<string, unknown>>> {
  const { ctx, client, itemIndex } = args;
  if (ctx.getNodeParameter('returnAll', itemIndex, false) === true) return client.requestAll(resource, qs, itemIndex);
  const page = await client.request<{ value?: Array<Record<string, unknown>> }>('GET', resource, {
    qs: { ...qs, $top: ctx.getNodeParameter('limit', itemIndex, 50) },
    itemIndex,
  });
  return page.value ?? [];
}

/** n8n's answer of an operation without a result. */
export const SUCCESS = { success: true };
