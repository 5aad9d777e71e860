import { useEffect, useMemo, useRef, type MouseEvent } from 'react';

/** Hover props shared by the table and JSON displays of run data. */
export interface ItemHoverProps {
  /** The item index (in the panel's items) of a drawn row (default: startIndex + row). */
  itemIndexOf?(row: number): number;
  /** Called with the item index under the pointer, or null when the pointer leaves the items. */
  onHoverItem?(itemIndex: number | null): void;
  /** Item indexes drawn highlighted (paired with the other panel's hovered item). */
  highlighted?: ReadonlySet<number> | null;
}

/**
 * Pointer tracking for a list of items drawn with `data-item-index`: one delegated handler pair
 * for the container (rows come and go while virtualised), reporting only changes. When the list
 * unmounts under the pointer (mode switch, new data) the hover is cleared, as no leave event comes.
 */
export function useItemHover(onHoverItem: ItemHoverProps['onHoverItem']): {
  onMouseOver(e: MouseEvent): void;
  onMouseLeave(): void;
} {
  const last = useRef<number | null>(null);
  const callback = useRef(onHoverItem);
  callback.current = onHoverItem;
  useEffect(
    () => () => {
      if (last.current !== null) callback.current?.(null);
    },
    [],
  );
  return useMemo(
    () => ({
      onMouseOver(e: MouseEvent) {
        const el = (e.target as Element | null)?.closest?.('[data-item-index]');
        const index = el ? Number(el.getAttribute('data-item-index')) : null;
        if (index === last.current) return;
        last.current = index;
        callback.current?.(index);
      },
      onMouseLeave() {
        if (last.current === null) return;
        last.current = null;
        callback.current?.(null);
      },
    }),
    [],
  );
}
