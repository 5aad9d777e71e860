import { createPortal } from 'react-dom';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Item } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import type { DisplayMode } from '../mapping';
import {
  byteSize,
  itemCountLabel,
  MAX_DISPLAY_DATA_SIZE,
  MAX_DISPLAY_ITEMS_AUTO_ALL,
  toMb,
  pageOf,
  PAGE_SIZES,
  searchItemIndexes,
} from '../../stores/ndv/state';
import { BinaryView } from './BinaryView';
import { DataTable } from './DataTable';
import { JsonView } from './JsonView';
import { SchemaView } from './SchemaView';

/**
 * Props: `panel` ('input' | 'output', used in test ids), `items` (null: no data, `empty` shows),
 * `mode` + `onModeChange`, `search` + `onSearch`, `dragNode` (drag sources for mapping),
 * `toolbar` (run selector and branch tabs, drawn above the data), `banner` (e.g. the pinned notice),
 * `hover` (report the hovered item and mark paired ones, in the table and JSON displays).
 */
export interface RunDataViewProps {
  panel: 'input' | 'output';
  items: readonly Item[] | null;
  mode: DisplayMode;
  onModeChange(mode: DisplayMode): void;
  search: string;
  onSearch(text: string): void;
  dragNode?: { nodeName: string; isParentNode: boolean } | null;
  empty: ReactNode;
  toolbar?: ReactNode;
  banner?: ReactNode;
  /** Shown instead of the data (e.g. the pinned-data editor). */
  override?: ReactNode;
  /** Where the item count goes (an element in the panel head). */
  countSlot?: HTMLElement | null;
  /** Item hover (indexes into `items`, whatever the search and page): report it, and mark paired items. */
  hover?: { onHoverItem(itemIndex: number | null): void; highlighted: ReadonlySet<number> | null };
}

/** The display modes, with the keys of their names. */
const MODES: Array<{ id: DisplayMode; labelKey: string }> = [
  { id: 'schema', labelKey: 'runData.schema' },
  { id: 'table', labelKey: 'runData.table' },
  { id: 'json', labelKey: 'runData.json' },
  { id: 'binary', labelKey: 'runData.binary' },
];

/** A data panel's body: display-mode switch, search, item count, pager and the chosen display. */
export function RunDataView({
  panel,
  items,
  mode,
  onModeChange,
  search,
  onSearch,
  dragNode,
  empty,
  toolbar,
  banner,
  override,
  countSlot,
  hover,
}: RunDataViewProps) {
  const deferredSearch = useDeferredValue(search);
  // While searching, rows keep their item's own index (for numbering, hover and pairing).
  const kept = useMemo(() => (items ? searchItemIndexes(items, deferredSearch) : null), [items, deferredSearch]);
  const filtered = useMemo(
    () => (items ? (kept ? kept.map((i) => items[i]!) : (items as Item[])) : null),
    [items, kept],
  );
  const [pageSize, setPageSize] = useState<number>(25);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [items, deferredSearch, pageSize]);
  const total = items?.length ?? 0;
  const hasBinary = useMemo(() => !!items?.some((i) => i.binary && Object.keys(i.binary).length), [items]);
  // Small outputs show whole; larger ones page (the table is virtualised either way).
  const size = total <= MAX_DISPLAY_ITEMS_AUTO_ALL ? 0 : mode === 'table' ? pageSize : pageSize || 100;
  const paged = useMemo(() => (filtered ? pageOf(filtered, page, size) : null), [filtered, page, size]);
  // Very large JSON pages ask first (200 KiB); the virtualised table never needs to.
  const [showLarge, setShowLarge] = useState(false);
  useEffect(() => setShowLarge(false), [items]);
  const jsonSize = useMemo(
    () => (mode === 'json' && paged ? byteSize(paged.items.map((i) => i.json)) : 0),
    [mode, paged],
  );
  const tooLarge = mode === 'json' && jsonSize > MAX_DISPLAY_DATA_SIZE && !showLarge;
  const start = paged?.start ?? 0;
  const itemIndexOf = useCallback((row: number) => (kept ? kept[start + row]! : start + row), [kept, start]);
  const hoverProps = { itemIndexOf, onHoverItem: hover?.onHoverItem, highlighted: hover?.highlighted ?? null };

  return (
    <div className="ndv-data" data-testid={`ndv-${panel}-data`}>
      {toolbar}
      {items !== null &&
        !override &&
        countSlot &&
        createPortal(
          <span className="ndv-data__count" data-testid={`ndv-${panel}-count`}>
            {itemCountLabel(total, filtered && deferredSearch.trim() ? filtered.length : undefined)}
          </span>,
          countSlot,
        )}
      {items !== null && !override && (
        <div className="ndv-data__bar">
          <div className="ndv-modes" role="radiogroup" aria-label={t('runData.displayMode')}>
            {MODES.filter((m) => m.id !== 'binary' || hasBinary || mode === 'binary').map((m) => (
              <button
                key={m.id}
                type="button"
                role="radio"
                aria-checked={mode === m.id}
                className={`ndv-modes__btn${mode === m.id ? ' is-active' : ''}`}
                onClick={() => onModeChange(m.id)}
                data-testid={`ndv-${panel}-mode-${m.id}`}
              >
                {t(m.labelKey)}
              </button>
            ))}
          </div>
          <label className="ndv-search">
            <Icon name="search" size={13} />
            <input
              type="search"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={t('runData.search.placeholder')}
              aria-label={panel === 'input' ? t('runData.search.input') : t('runData.search.output')}
              data-testid={`ndv-${panel}-search`}
            />
          </label>
        </div>
      )}
      {banner}
      <div className="ndv-data__body">
        {override ??
          (items === null || !filtered || !paged ? (
            empty
          ) : total === 0 ? (
            <div className="ndv-data__empty" data-testid={`ndv-${panel}-no-items`}>
              <strong>{t('ndv.output.noOutputData.title')}</strong>
              <span>{panel === 'output' ? t('runData.noItems.branch') : t('runData.noItems')}</span>
            </div>
          ) : filtered.length === 0 ? (
            <div className="ndv-data__empty">
              <strong>{t('runData.noMatches.title')}</strong>
              <span>{t('runData.noMatches.message', { search: deferredSearch })}</span>
            </div>
          ) : tooLarge ? (
            <div className="ndv-data__empty" data-testid={`ndv-${panel}-too-large`}>
              <strong>{t('runData.tooLarge.title')}</strong>
              <span>{t('runData.tooLarge.message', { size: toMb(jsonSize) })}</span>
              <div className="ndv-row">
                <button type="button" className="btn btn--sm" onClick={() => onModeChange('table')}>
                  {t('runData.tooLarge.showTable')}
                </button>
                <button type="button" className="btn btn--sm btn--primary" onClick={() => setShowLarge(true)}>
                  {t('runData.tooLarge.showJson')}
                </button>
              </div>
            </div>
          ) : mode === 'table' ? (
            <DataTable
              items={paged.items}
              startIndex={paged.start}
              dragNode={dragNode}
              search={deferredSearch}
              {...hoverProps}
            />
          ) : mode === 'json' ? (
            <JsonView items={paged.items} startIndex={paged.start} dragNode={dragNode} {...hoverProps} />
          ) : mode === 'schema' ? (
            <SchemaView items={filtered} dragNode={dragNode} />
          ) : (
            <BinaryView items={paged.items} />
          ))}
      </div>
      {!override && paged && filtered && filtered.length > MAX_DISPLAY_ITEMS_AUTO_ALL && mode !== 'schema' && (
        <div className="ndv-pager" data-testid={`ndv-${panel}-pager`}>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={paged.page <= 1}
            onClick={() => setPage(paged.page - 1)}
            aria-label={t('runData.pagination.previous')}
          >
            <Icon name="chevronLeft" size={14} />
          </button>
          <span className="ndv-pager__pos" data-testid={`ndv-${panel}-page`}>
            {t('runData.pagination.page', { page: paged.page, pages: paged.pages })}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={paged.page >= paged.pages}
            onClick={() => setPage(paged.page + 1)}
            aria-label={t('runData.pagination.next')}
          >
            <Icon name="chevronRight" size={14} />
          </button>
          <label className="ndv-pager__size">
            {t('runData.pagination.pageSize')}
            <select
              className="select select--sm"
              value={pageSize}
              onChange={(e) => setPageSize(Number(e.target.value))}
              data-testid={`ndv-${panel}-page-size`}
            >
              {PAGE_SIZES.filter((s) => mode === 'table' || s !== 0).map((s) => (
                <option key={s} value={s}>
                  {s === 0 ? t('runData.pagination.all') : s}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </div>
  );
}
