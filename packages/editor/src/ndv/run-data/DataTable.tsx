import { memo, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Item } from '@weft/workflow';
import { setMappingData } from '../mapping';
import { t } from '../../i18n';
import { cellText, tableColumns } from '../../stores/ndv/state';
import { useItemHover, type ItemHoverProps } from './use-item-hover';

/**
 * Props: `items` (the page or all items to draw), `startIndex` (index of the first one, for row
 * numbers), `dragNode` (when set, headers and cells are drag sources for data mapping from that
 * node; `isParentNode` picks `$json` or `$('Node')`), `search` (highlighted in cells), and the
 * hover props (`itemIndexOf`, `onHoverItem`, `highlighted`; see use-item-hover.ts).
 */
export interface DataTableProps extends ItemHoverProps {
  items: readonly Item[];
  startIndex?: number;
  dragNode?: { nodeName: string; isParentNode: boolean } | null;
  search?: string;
}

const ROW_HEIGHT = 32;

function onDragStartFor(dragNode: DataTableProps['dragNode'], path: Array<string | number>) {
  if (!dragNode) return undefined;
  return (e: React.DragEvent) => {
    setMappingData(e.dataTransfer, { nodeName: dragNode.nodeName, path, isParentNode: dragNode.isParentNode });
    document.body.classList.add('ndv-mapping');
  };
}
const onDragEnd = () => document.body.classList.remove('ndv-mapping');

function Highlight({ text, search }: { text: string; search?: string }) {
  const q = search?.trim();
  if (!q) return <>{text}</>;
  const i = text.toLowerCase().indexOf(q.toLowerCase());
  if (i < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, i)}
      <mark>{text.slice(i, i + q.length)}</mark>
      {text.slice(i + q.length)}
    </>
  );
}

/**
 * The table display of run data: one row per item, one column per top-level key. Rows are
 * virtualised (only the visible ones are in the DOM), so 100k items scroll fluidly.
 */
export const DataTable = memo(function DataTable({
  items,
  startIndex = 0,
  dragNode,
  search,
  itemIndexOf,
  onHoverItem,
  highlighted,
}: DataTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const indexOf = (row: number) => (itemIndexOf ? itemIndexOf(row) : startIndex + row);
  const hover = useItemHover(onHoverItem);
  const columns = useMemo(() => tableColumns(items), [items]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const template = `56px ${columns.length ? columns.map(() => 'minmax(140px, 1fr)').join(' ') : '1fr'}`;
  const minWidth = 56 + Math.max(1, columns.length) * 140;
  if (!columns.length) {
    return (
      <div className="ndv-data__note" data-testid="ndv-table-empty-keys">
        {items.length === 1
          ? t('runData.table.noFields.one', { count: items.length })
          : t('runData.table.noFields.other', { count: items.length })}
      </div>
    );
  }
  return (
    <div
      className="ndv-table"
      ref={scroller}
      data-testid="ndv-table"
      role="table"
      aria-rowcount={items.length + 1}
      {...hover}
    >
      <div className="ndv-table__inner" style={{ minWidth }}>
        <div className="ndv-table__head" role="row" style={{ gridTemplateColumns: template }}>
          <div className="ndv-table__th ndv-table__th--index" role="columnheader">
            #
          </div>
          {columns.map((c) => (
            <div
              key={c}
              role="columnheader"
              className={`ndv-table__th${dragNode ? ' ndv-draggable' : ''}`}
              draggable={!!dragNode}
              onDragStart={onDragStartFor(dragNode, [c])}
              onDragEnd={onDragEnd}
              title={dragNode ? t('runData.table.dragHint', { name: c }) : c}
              data-testid="ndv-table-header"
              data-key={c}
            >
              {c}
            </div>
          ))}
        </div>
        <div className="ndv-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index]!;
            const itemIndex = indexOf(row.index);
            const paired = !!highlighted?.has(itemIndex);
            return (
              <div
                key={row.key}
                role="row"
                className={`ndv-table__row${paired ? ' ndv-table__row--paired' : ''}`}
                data-testid="ndv-table-row"
                data-item-index={itemIndex}
                data-paired={paired || undefined}
                style={{ transform: `translateY(${row.start}px)`, gridTemplateColumns: template }}
              >
                <div className="ndv-table__td ndv-table__td--index" role="cell">
                  {itemIndex + 1}
                </div>
                {columns.map((c) => {
                  const v = item.json?.[c];
                  const text = cellText(v);
                  return (
                    <div
                      key={c}
                      role="cell"
                      className={`ndv-table__td ndv-value--${v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v}${dragNode && v !== undefined ? ' ndv-draggable' : ''}`}
                      draggable={!!dragNode && v !== undefined}
                      onDragStart={v !== undefined ? onDragStartFor(dragNode, [c]) : undefined}
                      onDragEnd={onDragEnd}
                      title={text}
                      data-key={c}
                    >
                      {v === undefined ? (
                        <span className="ndv-muted">—</span>
                      ) : (
                        <Highlight text={text} search={search} />
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
