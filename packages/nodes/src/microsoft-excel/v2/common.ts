/** What Excel 2's operations share: resource locator ids and the per-item loop. */
import { NodeOperationError, WeftError, type ExecuteContext, type Item } from '@weft/workflow';

/** A resource locator parameter's id (n8n's `extractValue`). */
export function locatorId(ctx: ExecuteContext, name: string, itemIndex: number): string {
  const value = ctx.getNodeParameter(name, itemIndex, undefined, { extractValue: true }) as unknown;
  if (value && typeof value === 'object' && 'value' in value) return String(value.value ?? '');
  return String(value ?? '');
}

/**
 * Runs `run` for each input item: JSON answers become items paired with the item (items it makes
 * keep their pairing with `keepPairing`), errors become `{ error }` items with continue-on-fail or
 * name the item.
 */
export async function perItem(
  ctx: ExecuteContext,
  run: (i: number) => Promise<unknown>,
  options: { keepPairing?: boolean } = {},
): Promise<Item[]> {
  const out: Item[] = [];
  const count = ctx.getInputData().length;
  for (let i = 0; i < count; i++) {
    try {
      const result = await run(i);
      const list = result === undefined ? [] : Array.isArray(result) ? result : [result];
      if (options.keepPairing && list.every((e) => e && typeof e === 'object' && 'json' in e)) {
        out.push(...(list as Item[]));
        continue;
      }
      const items = list.map((e) =>
        e && typeof e === 'object' && 'json' in e ? (e as Item) : ctx.helpers.returnJsonArray(e)[0]!,
      );
      out.push(...ctx.helpers.constructExecutionMetaData(items, { itemData: { item: i } }));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof WeftError) {
        if (error.context.itemIndex === undefined) error.context.itemIndex = i;
        throw error;
      }
      throw new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
    }
  }
  return out;
}

/** Runs `run` once for all items: with continue-on-fail an error becomes one `{ error }` item paired with every input. */
export async function allItems(ctx: ExecuteContext, run: () => Promise<Item[]>): Promise<Item[]> {
  try {
    return await run();
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    const itemData = ctx.getInputData().map((_, item) => ({ item }));
    return ctx.helpers.constructExecutionMetaData([{ json: { error: (error as Error).message } }], { itemData });
  }
}
