/**
 * Which data item the pointer is on in the node details view (the inline
 * expression's 'Result for item N' follows the hovered input item). Pure updates on NdvState.
 */
/** One item of a node's run data: node, run, output and item index (all 0-based). */
export interface ItemRef {
  nodeName: string;
  runIndex: number;
  outputIndex: number;
  itemIndex: number;
}

/** The hover part of the NDV state. */
export interface HoverState {
  /** The input item under the pointer (table row or JSON item); drives 'Result for item N'. */
  hoveringItem: ItemRef | null;
  /** The output item under the pointer; its paired input item is highlighted. */
  hoveringOutputItem: ItemRef | null;
}

/** Whether two item references point at the same item (null equals null). */
export function sameItem(a: ItemRef | null, b: ItemRef | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.nodeName === b.nodeName &&
    a.runIndex === b.runIndex &&
    a.outputIndex === b.outputIndex &&
    a.itemIndex === b.itemIndex
  );
}

/**
 * Sets (or, with null, clears) the hovered item of a panel. The same item again returns the same
 * state, so moving within one row does not re-render anything.
 *
 * @example
 * setHoveringItem(state, 'input', { nodeName: 'People', runIndex: 0, outputIndex: 0, itemIndex: 1 })
 */
export function setHoveringItem<S extends HoverState>(state: S, panel: 'input' | 'output', item: ItemRef | null): S {
  const key = panel === 'input' ? 'hoveringItem' : 'hoveringOutputItem';
  if (sameItem(state[key], item)) return state;
  return {
    ...state,
    [key]: item
      ? { nodeName: item.nodeName, runIndex: item.runIndex, outputIndex: item.outputIndex, itemIndex: item.itemIndex }
      : null,
  };
}

/** Clears both hovered items (the panel's data changed under the pointer, or the view closed). */
export function clearHovering<S extends HoverState>(state: S): S {
  if (!state.hoveringItem && !state.hoveringOutputItem) return state;
  return { ...state, hoveringItem: null, hoveringOutputItem: null };
}
