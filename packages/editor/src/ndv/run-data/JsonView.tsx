import { memo, useState } from 'react';
import type { Item } from '@weft/workflow';
import { setMappingData } from '../mapping';
import { t } from '../../i18n';
import { useItemHover, type ItemHoverProps } from './use-item-hover';

/**
 * Props: `items` to show (one page), `startIndex` for numbering, `dragNode` to make keys drag
 * sources, and the hover props of use-item-hover.ts (each item reports hover, paired ones are marked).
 */
export interface JsonViewProps extends ItemHoverProps {
  items: readonly Item[];
  startIndex?: number;
  dragNode?: { nodeName: string; isParentNode: boolean } | null;
}

function Value({
  value,
  path,
  dragNode,
  indent,
}: {
  value: unknown;
  path: Array<string | number>;
  dragNode: JsonViewProps['dragNode'];
  indent: number;
}) {
  const [open, setOpen] = useState(indent < 4);
  if (value === null || typeof value !== 'object') {
    const cls = value === null ? 'null' : typeof value;
    return <span className={`ndv-json__v ndv-value--${cls}`}>{JSON.stringify(value)}</span>;
  }
  const isArray = Array.isArray(value);
  const entries: Array<[string | number, unknown]> = isArray
    ? (value as unknown[]).map((v, i) => [i, v])
    : Object.entries(value as Record<string, unknown>);
  const [o, c] = isArray ? ['[', ']'] : ['{', '}'];
  if (!entries.length) return <span className="ndv-json__punct">{o + c}</span>;
  if (!open) {
    return (
      <button
        type="button"
        className="ndv-json__toggle"
        onClick={() => setOpen(true)}
        aria-label={t('runData.json.expand')}
      >
        {o} … {entries.length} {c}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="ndv-json__toggle"
        onClick={() => setOpen(false)}
        aria-label={t('runData.json.collapse')}
      >
        {o}
      </button>
      {entries.map(([k, v], i) => (
        <div key={String(k)} className="ndv-json__line" style={{ paddingLeft: 16 }}>
          {!isArray && (
            <span
              className={`ndv-json__key${dragNode ? ' ndv-draggable' : ''}`}
              draggable={!!dragNode}
              onDragStart={
                dragNode
                  ? (e) => {
                      setMappingData(e.dataTransfer, {
                        nodeName: dragNode.nodeName,
                        path: [...path, k],
                        isParentNode: dragNode.isParentNode,
                      });
                      document.body.classList.add('ndv-mapping');
                    }
                  : undefined
              }
              onDragEnd={() => document.body.classList.remove('ndv-mapping')}
              data-testid="ndv-json-key"
              data-path={JSON.stringify([...path, k])}
            >
              "{String(k)}"
            </span>
          )}
          {!isArray && <span className="ndv-json__punct">: </span>}
          <Value value={v} path={[...path, k]} dragNode={dragNode} indent={indent + 1} />
          {i < entries.length - 1 && <span className="ndv-json__punct">,</span>}
        </div>
      ))}
      <span className="ndv-json__punct">{c}</span>
    </>
  );
}

/** The JSON display of run data: each item's json as a collapsible tree; keys are drag sources. */
export const JsonView = memo(function JsonView({
  items,
  startIndex = 0,
  dragNode,
  itemIndexOf,
  onHoverItem,
  highlighted,
}: JsonViewProps) {
  const hover = useItemHover(onHoverItem);
  return (
    <div className="ndv-json" data-testid="ndv-json" {...hover}>
      <span className="ndv-json__punct">[</span>
      {items.map((item, i) => {
        const itemIndex = itemIndexOf ? itemIndexOf(i) : startIndex + i;
        const paired = !!highlighted?.has(itemIndex);
        return (
          <div
            key={itemIndex}
            className={`ndv-json__item${paired ? ' ndv-json__item--paired' : ''}`}
            style={{ paddingLeft: 16 }}
            data-item-index={itemIndex}
            data-paired={paired || undefined}
            data-testid="ndv-json-item"
          >
            <Value value={item.json ?? {}} path={[]} dragNode={dragNode} indent={0} />
            {i < items.length - 1 && <span className="ndv-json__punct">,</span>}
          </div>
        );
      })}
      <span className="ndv-json__punct">]</span>
    </div>
  );
});
