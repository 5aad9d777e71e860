import { ExpressionError } from '../errors.js';
import type { Item, PairedItemData, RunData, SourceData } from '../types/data.js';

/** Normalises an item's `pairedItem` into a list of links (a missing one links to `fallback`). */
export function pairedItemsOf(item: Item | undefined, fallback?: number): PairedItemData[] | undefined {
  const p = item?.pairedItem;
  if (p === undefined || p === null) return fallback === undefined ? undefined : [{ item: fallback }];
  if (typeof p === 'number') return [{ item: p }];
  return Array.isArray(p) ? p : [p];
}

function brokenLink(target: string, via: string, detail: string): ExpressionError {
  return new ExpressionError(`Paired item data for $('${target}') is unavailable`, {
    description: `${detail} Use $('${target}').first(), .last() or .all()[index] instead, or make "${via}" return items that say which input item they came from (pairedItem).`,
    context: { type: 'paired_item_no_info', nodeCause: via, target },
  });
}

/**
 * Follows `pairedItem` links back from an item of the current node's input to the item of
 * `target` it was derived from, as n8n does. Throws an error naming the node where the chain
 * breaks, or saying that several items match.
 */
export function resolvePairedItem(
  runData: RunData,
  target: string,
  source: SourceData | null | undefined,
  link: PairedItemData,
): Item {
  let sourceData: SourceData | null = link.sourceOverwrite ?? source ?? null;
  let current: PairedItemData = link;
  while (sourceData !== null && sourceData.previousNode !== target) {
    const node = sourceData.previousNode;
    const task = runData[node]?.[sourceData.previousNodeRun ?? 0];
    const output = task?.data?.main?.[sourceData.previousNodeOutput ?? 0];
    if (!task || !output)
      throw brokenLink(target, node, `Node "${node}" has no output data on the path to "${target}".`);
    const item = output[current.item];
    if (item === undefined)
      throw brokenLink(target, node, `Node "${node}" has no item ${current.item} on the path to "${target}".`);
    const links = pairedItemsOf(item);
    if (!links)
      throw brokenLink(target, node, `Node "${node}" did not say which input item produced its item ${current.item}.`);
    if (links.length > 1) {
      const found: Item[] = [];
      for (const l of links) {
        const inputSource = task.source[l.input ?? 0];
        if (inputSource === undefined && !l.sourceOverwrite) continue;
        try {
          const r = resolvePairedItem(runData, target, inputSource ?? null, l);
          if (!found.includes(r)) found.push(r);
        } catch {
          /* that branch does not lead to the target */
        }
      }
      if (found.length === 1) return found[0]!;
      if (found.length === 0)
        throw brokenLink(target, node, `None of the input items of "${node}" lead back to "${target}".`);
      throw new ExpressionError(`Multiple matching items for $('${target}')`, {
        description: `Item ${current.item} of "${node}" comes from several items of "${target}". Use .all() or .first() to choose, or make "${node}" link each output item to one input item.`,
        context: { type: 'paired_item_multiple_matches', nodeCause: node, target },
      });
    }
    current = links[0]!;
    if (task.source.length === 0)
      throw brokenLink(target, node, `There is no path from "${node}" back to "${target}".`);
    const next = current.sourceOverwrite ?? task.source[current.input ?? 0];
    if (next === undefined)
      throw brokenLink(target, node, `Node "${node}" links to input ${current.input ?? 0}, which it does not have.`);
    sourceData = next;
  }
  if (sourceData === null) throw brokenLink(target, target, `The current node is not connected to "${target}".`);
  const task = runData[target]?.[sourceData.previousNodeRun ?? 0];
  const output = task?.data?.main?.[sourceData.previousNodeOutput ?? 0];
  const item = output?.[current.item];
  if (!item)
    throw brokenLink(
      target,
      target,
      `Node "${target}" has no item ${current.item} in output ${sourceData.previousNodeOutput ?? 0}.`,
    );
  return item;
}
