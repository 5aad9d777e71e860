import type { ExecuteContext, Item, NodeOutput, PairedItem, PairedItemData, SourceData } from '@weft/workflow';

/** What the node keeps between its runs in one execution. */
interface LoopState {
  items?: Item[];
  processedItems?: Item[];
  sourceData?: SourceData | null;
  currentRunIndex?: number;
  maxRunIndex?: number;
  noItemsLeft?: boolean;
  done?: boolean;
}

/** Fallback storage when the engine offers no `getContext`: per execution and node. */
const fallbackContexts = new Map<string, Record<string, unknown>>();

function nodeContext(ctx: ExecuteContext): LoopState {
  if (ctx.getContext) return ctx.getContext('node');
  const key = `${ctx.getExecutionId()}\u0000${ctx.getNode().name}`;
  let state = fallbackContexts.get(key);
  if (!state) fallbackContexts.set(key, (state = {}));
  return state;
}

/** Where input 0's items came from, when the engine can tell (n8n's getInputSourceData). */
function inputSource(ctx: ExecuteContext): SourceData | null {
  const withSource = ctx as ExecuteContext & { getInputSourceData?: (inputIndex?: number) => SourceData | null };
  return withSource.getInputSourceData?.(0) ?? null;
}

function withSourceOverwrite(pairedItem: PairedItem | undefined, source: SourceData | null | undefined): PairedItem {
  const link = (entry: PairedItemData | number): PairedItemData =>
    typeof entry === 'number'
      ? { item: entry, ...(source ? { sourceOverwrite: source } : {}) }
      : { ...entry, ...(source ? { sourceOverwrite: source } : {}) };
  if (pairedItem === undefined) return link(0);
  return Array.isArray(pairedItem) ? pairedItem.map(link) : link(pairedItem);
}

/** How a version of the node lays out its answer. */
export type LoopLayout = 'legacy' | 'loopFirst' | 'doneFirst';

/**
 * Hands out the input in batches of `batchSize`, remembering between the node's runs in one
 * execution what is left (`items`), the run (`currentRunIndex`) and whether anything is left
 * (`noItemsLeft`, read as `$node["…"].context["noItemsLeft"]`). The first run (or one with
 * `options.reset`) stores its input and answers the first batch; each later run answers the next
 * batch and, from version 2 on, collects the items it received. Layouts: `legacy` (version 1, one
 * output; nothing left stops the branch), `loopFirst` (version 2: loop, done) and `doneFirst`
 * (version 3: done, loop), where "done" gets every collected item once nothing is left.
 */
export async function runBatches(ctx: ExecuteContext, layout: LoopLayout): Promise<NodeOutput> {
  const items = ctx.getInputData().slice();
  const state = nodeContext(ctx);
  const batchSize = Number(ctx.getNodeParameter('batchSize', 0, layout === 'doneFirst' ? 1 : 10));
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as { reset?: boolean };
  const returnItems: Item[] = [];
  const collects = layout !== 'legacy';

  if (state.items === undefined || options.reset === true) {
    const source = inputSource(ctx);
    state.currentRunIndex = 0;
    state.maxRunIndex = Math.ceil(items.length / batchSize);
    state.sourceData = source ? { ...source } : null;
    returnItems.push(...items.splice(0, batchSize));
    state.items = [...items];
    if (collects) state.processedItems = [];
  } else {
    state.currentRunIndex = (state.currentRunIndex ?? 0) + 1;
    returnItems.push(...state.items.splice(0, batchSize));
    if (collects) {
      const source = inputSource(ctx);
      const received = items.map((item, index): Item => ({
        ...item,
        pairedItem: source ? { sourceOverwrite: source, item: index } : { item: index },
      }));
      state.processedItems = [...(state.processedItems ?? []), ...received];
    }
    for (const item of returnItems) item.pairedItem = withSourceOverwrite(item.pairedItem, state.sourceData);
  }

  state.noItemsLeft = state.items.length === 0;
  if (returnItems.length === 0) {
    if (!collects) return null;
    state.done = true;
    const done = state.processedItems ?? [];
    return layout === 'doneFirst' ? [done, []] : [[], done];
  }
  if (!collects) return [returnItems];
  state.done = false;
  return layout === 'doneFirst' ? [[], returnItems] : [returnItems, []];
}

/** Runs Loop Over Items (n8n `splitInBatches` 3): outputs "done" and "loop". */
export async function executeSplitInBatches(ctx: ExecuteContext): Promise<NodeOutput> {
  return runBatches(ctx, 'doneFirst');
}
