import type { ExecuteContext, Item, PairedItem, PairedItemData, SourceData } from '@weft/workflow';

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
  if (ctx.getContext) return ctx.getContext('node') as LoopState;
  const key = `${ctx.getExecutionId()}\u0000${ctx.getNode().name}`;
  let state = fallbackContexts.get(key);
  if (!state) fallbackContexts.set(key, (state = {}));
  return state as LoopState;
}

/** Where input 0's items came from, when the engine can tell (n8n's getInputSourceData). */
function inputSource(ctx: ExecuteContext): SourceData | null {
  const withSource = ctx as ExecuteContext & { getInputSourceData?: (inputIndex?: number) => SourceData | null };
  return withSource.getInputSourceData?.(0) ?? null;
}

function withSourceOverwrite(pairedItem: PairedItem | undefined, source: SourceData | null | undefined): PairedItem {
  const link = (entry: PairedItemData | number): PairedItemData =>
    typeof entry === 'number' ? { item: entry, ...(source ? { sourceOverwrite: source } : {}) }
      : { ...entry, ...(source ? { sourceOverwrite: source } : {}) };
  if (pairedItem === undefined) return link(0);
  return Array.isArray(pairedItem) ? pairedItem.map(link) : link(pairedItem);
}

/**
 * Runs Loop Over Items (n8n `splitInBatches` 3). The first run stores its input and returns the
 * first `batchSize` items on output 1 ("loop"); each later run (fed by the loop's end) returns the
 * next batch and collects what it received. When nothing is left, output 0 ("done") returns all
 * collected items. `options.reset` starts over with the incoming items.
 */
export async function executeSplitInBatches(ctx: ExecuteContext): Promise<Item[][]> {
  const items = ctx.getInputData().slice();
  const state = nodeContext(ctx);
  const batchSize = Number(ctx.getNodeParameter('batchSize', 0, 1));
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as { reset?: boolean };
  const returnItems: Item[] = [];

  if (state.items === undefined || options.reset === true) {
    const source = inputSource(ctx);
    state.currentRunIndex = 0;
    state.maxRunIndex = Math.ceil(items.length / batchSize);
    state.sourceData = source ? { ...source } : null;
    returnItems.push(...items.splice(0, batchSize));
    state.items = [...items];
    state.processedItems = [];
  } else {
    state.currentRunIndex = (state.currentRunIndex ?? 0) + 1;
    returnItems.push(...state.items.splice(0, batchSize));
    const source = inputSource(ctx);
    const received = items.map((item, index): Item => ({
      ...item,
      pairedItem: source ? { sourceOverwrite: source, item: index } : { item: index },
    }));
    state.processedItems = [...(state.processedItems ?? []), ...received];
    for (const item of returnItems) item.pairedItem = withSourceOverwrite(item.pairedItem, state.sourceData);
  }

  state.noItemsLeft = state.items.length === 0;
  if (returnItems.length === 0) {
    state.done = true;
    return [state.processedItems ?? [], []];
  }
  state.done = false;
  return [[], returnItems];
}
