/** The comparison logic of Remove Duplicates 1.x, kept free of the execution context. */
import { NodeOperationError } from '@weft/workflow';
import type { Item, WorkflowNode } from '@weft/workflow';
import { getPath } from '../shared/field-paths.js';
import { isDeepEqual, looseLessThan } from '../shared/transform-values.js';

function read(item: Item, key: string, dotNotation: boolean): unknown {
  return dotNotation ? getPath(item.json, key) : (item.json as Record<string, unknown>)[key];
}

/** Whether two items agree on every key. */
export function sameOnKeys(a: Item, b: Item, keys: readonly string[], dotNotation: boolean): boolean {
  return keys.every((key) => isDeepEqual(read(a, key, dotNotation), read(b, key, dotNotation)));
}

/** Checks every item has each key, with one type per key; throws n8n's messages otherwise. */
export function validateKeys(
  node: WorkflowNode,
  items: readonly Item[],
  keys: readonly string[],
  dotNotation: boolean,
): void {
  for (const key of keys) {
    let type: string | undefined;
    items.forEach((item, i) => {
      if (key === '') throw new NodeOperationError(node, 'Name of field to compare is blank');
      const value = read(item, key, dotNotation);
      if (value === null && node.typeVersion > 1) return;
      if (value === undefined) {
        throw new NodeOperationError(node, `'${key}' field is missing from some input items`, {
          description:
            !dotNotation && key.includes('.')
              ? "If you're trying to use a nested field, make sure you turn off 'disable dot notation' in the node options"
              : undefined,
        });
      }
      if (type !== undefined && type !== typeof value) {
        const detail =
          node.typeVersion > 1 ? `, in item [${i - 1}] it's a ${type} and in item [${i}] it's a ${typeof value} ` : '';
        throw new NodeOperationError(node, `'${key}' isn't always the same type`, {
          description: `The type of this field varies between items${detail}`,
        });
      }
      type = typeof value;
    });
  }
}

/**
 * The input indexes Remove Duplicates drops: items are ordered by the keys (stable sort), and
 * each one equal to the last kept item is dropped.
 */
export function duplicateIndexes(
  node: WorkflowNode,
  items: readonly Item[],
  keys: readonly string[],
  dotNotation: boolean,
): Set<number> {
  const order = items.map((item, index) => ({ item, index }));
  order.sort((a, b) => {
    for (const key of keys) {
      const va = read(a.item, key, dotNotation);
      const vb = read(b.item, key, dotNotation);
      if (!isDeepEqual(va, vb)) return looseLessThan(va, vb) ? -1 : 1;
    }
    return 0;
  });
  validateKeys(
    node,
    order.map((o) => o.item),
    keys,
    dotNotation,
  );
  const removed = new Set<number>();
  let kept = order[0];
  for (let i = 1; i < order.length; i++) {
    const current = order[i] as { item: Item; index: number };
    if (kept && sameOnKeys(current.item, kept.item, keys, dotNotation)) removed.add(current.index);
    else kept = current;
  }
  return removed;
}
