/**
 * Which items of two nodes belong together, from the `pairedItem` links the engine records on
 * every output item (each names the input item, and through the run's `source`, the node, run and
 * output it came from). The NDV highlights the output rows paired with the hovered input item and
 * the input item of a hovered output row. Both lookups are cheap at 100k items: following links
 * back from one item is a few steps, and the reverse direction uses an index built once per run
 * output and input node (on the first hover), then answered by key.
 */
import { pairedItemsOf, type RunData, type TaskData } from '@weft/workflow';
import type { ItemRef } from '../../stores/ndv/hover';

/** Links followed from one item before giving up (a loop in broken data must not hang). */
const MAX_DEPTH = 100;

function itemAt(runData: RunData, ref: ItemRef) {
  return runData[ref.nodeName]?.[ref.runIndex]?.data?.main?.[ref.outputIndex]?.[ref.itemIndex];
}

/** The items one item was made from, one step back, as item references. */
export function pairedParents(runData: RunData, ref: ItemRef): ItemRef[] {
  const task = runData[ref.nodeName]?.[ref.runIndex];
  const links = pairedItemsOf(itemAt(runData, ref));
  if (!task || !links) return [];
  const out: ItemRef[] = [];
  for (const link of links) {
    const source = link.sourceOverwrite ?? task.source[link.input ?? 0];
    if (!source) continue;
    out.push({
      nodeName: source.previousNode,
      runIndex: source.previousNodeRun ?? 0,
      outputIndex: source.previousNodeOutput ?? 0,
      itemIndex: link.item,
    });
  }
  return out;
}

/**
 * The items of `target` that an item derives from, following `pairedItem` links back through as
 * many nodes as it takes. Empty when a link is missing on the way or the item is not downstream.
 *
 * @example
 * pairedItemsIn(runData, { nodeName: 'Set', runIndex: 0, outputIndex: 0, itemIndex: 2 }, 'People')
 * // [{ nodeName: 'People', runIndex: 0, outputIndex: 0, itemIndex: 2 }]
 */
export function pairedItemsIn(runData: RunData, from: ItemRef, target: string): ItemRef[] {
  const found = new Map<string, ItemRef>();
  const seen = new Set<string>();
  let frontier: ItemRef[] = [from];
  for (let depth = 0; frontier.length && depth < MAX_DEPTH; depth++) {
    const next: ItemRef[] = [];
    for (const ref of frontier) {
      for (const parent of pairedParents(runData, ref)) {
        const key = refKey(parent);
        if (parent.nodeName === target) found.set(key, parent);
        else if (!seen.has(key)) {
          seen.add(key);
          next.push(parent);
        }
      }
    }
    frontier = next;
  }
  return [...found.values()];
}

function refKey(r: ItemRef): string {
  return `${r.nodeName}\u0000${r.runIndex}:${r.outputIndex}:${r.itemIndex}`;
}

/** Reverse indexes per run (the run object is the key, so new run data starts fresh). */
const reverseIndexes = new WeakMap<TaskData, Map<string, Map<string, number[]>>>();

function reverseIndex(
  runData: RunData,
  nodeName: string,
  runIndex: number,
  outputIndex: number,
  target: string,
): Map<string, number[]> {
  const task = runData[nodeName]?.[runIndex];
  if (!task) return new Map();
  let perTask = reverseIndexes.get(task);
  if (!perTask) reverseIndexes.set(task, (perTask = new Map()));
  const cacheKey = `${outputIndex}\u0000${target}`;
  const cached = perTask.get(cacheKey);
  if (cached) return cached;
  const index = new Map<string, number[]>();
  const items = task.data?.main?.[outputIndex] ?? [];
  for (let i = 0; i < items.length; i++) {
    const from = { nodeName, runIndex, outputIndex, itemIndex: i };
    // Usually the target is the direct parent: one step, no search.
    const parents = pairedParents(runData, from);
    const sources = parents.every((p) => p.nodeName === target) ? parents : pairedItemsIn(runData, from, target);
    for (const src of sources) {
      const key = refKey(src);
      const list = index.get(key);
      if (list) list.push(i);
      else index.set(key, [i]);
    }
  }
  perTask.set(cacheKey, index);
  return index;
}

/**
 * The indexes of the items in one output of a node's run that derive from `source` (an item of an
 * upstream node). Built on first use per output and upstream node, then a map lookup.
 *
 * @example
 * pairedOutputIndexes(runData, { nodeName: 'Sort', runIndex: 0, outputIndex: 0 }, { nodeName: 'People', runIndex: 0, outputIndex: 0, itemIndex: 0 })
 * // [2] when Sort moved the first person to the end
 */
export function pairedOutputIndexes(runData: RunData, output: Omit<ItemRef, 'itemIndex'>, source: ItemRef): number[] {
  return (
    reverseIndex(runData, output.nodeName, output.runIndex, output.outputIndex, source.nodeName).get(refKey(source)) ??
    []
  );
}

/**
 * The items to highlight in a panel showing `shown` (a node's run and output) while another
 * panel's item is hovered: in the output panel the items made from the hovered input item, in
 * the input panel the items the hovered output item was made from. Null when none.
 */
export function pairedHighlight(
  runData: RunData | null,
  panel: 'input' | 'output',
  shown: Omit<ItemRef, 'itemIndex'> | null,
  hovered: ItemRef | null,
): ReadonlySet<number> | null {
  if (!runData || !shown || !hovered || hovered.nodeName === shown.nodeName) return null;
  const indexes =
    panel === 'output'
      ? pairedOutputIndexes(runData, shown, hovered)
      : pairedItemsIn(runData, hovered, shown.nodeName)
          .filter((r) => r.runIndex === shown.runIndex && r.outputIndex === shown.outputIndex)
          .map((r) => r.itemIndex);
  return indexes.length ? new Set(indexes) : null;
}
