/** The per-item loop of the Microsoft 365 nodes. */
import { NodeOperationError, WeftError, type ExecuteContext, type Item } from '@weft/workflow';

/**
 * Runs `run` for each input item: its answer (JSON objects, arrays of them, or items) becomes items
 * paired with the item; an error becomes an `{ error }` item with continue-on-fail, or is thrown
 * naming the item.
 */
export async function runPerItem(ctx: ExecuteContext, run: (i: number) => Promise<unknown>): Promise<Item[]> {
  const out: Item[] = [];
  const count = ctx.getInputData().length;
  for (let i = 0; i < count; i++) {
    try {
      const result = await run(i);
      const list = result === undefined ? [] : Array.isArray(result) ? result : [result];
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
