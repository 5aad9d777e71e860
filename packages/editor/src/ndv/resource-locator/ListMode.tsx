/**
 * List mode of the resource locator: the read-only trigger showing
 * the chosen resource's name, and a dropdown that opens on focus with a search box (1000 ms
 * trailing debounce), results with an external-link icon (after 250 ms of hover), 3 loading
 * placeholders, 'no results' and 'search required' messages, an error slot with a link to open
 * the node's one credential, paging by token on scroll (10 px threshold), arrow keys and Enter,
 * and a response cache cleared by "Refresh list".
 */
import { useEffect, useRef, useState } from 'react';
import type { NodeProperty } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { t } from '../../i18n';
import { searchResourceList } from '../../api/ndv-parameters';
import { isNewWorkflowId } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useParams } from '../parameters/context';
import { trackResourceLocator } from '../../telemetry/ndv-events';
import type { ResourceLocatorValue } from '../parameters/expression-switch';
import {
  LOAD_MORE_THRESHOLD,
  LOADING_PLACEHOLDERS,
  SEARCH_DEBOUNCE,
  URL_HOVER_DELAY,
  listRequestKey,
  loadFailed,
  moveHover,
  pageLoaded,
  refreshCache,
  shouldLoad,
  startLoading,
  type ListCache,
  type LocatorMode,
} from './modes';

/** Props of {@link ListMode}. */
export interface ListModeProps {
  parameter: NodeProperty;
  path: string;
  mode: LocatorMode;
  value: ResourceLocatorValue;
  onChange(value: unknown): void;
  disabled?: boolean;
  /** Ids of the node's credentials: with exactly one, the error slot links to it. */
  credentialIds: string[];
  openCredential(id: string): void;
}

/** The list mode input and its dropdown. */
export function ListMode({
  parameter,
  path,
  mode,
  value,
  onChange,
  disabled,
  credentialIds,
  openCredential,
}: ListModeProps) {
  const ctx = useParams();
  const workflowId = useWorkflowStore((s) => s.workflow.id);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [debounced, setDebounced] = useState('');
  const [cache, setCache] = useState<ListCache>({});
  const [hover, setHover] = useState(0);
  const [hoverUrl, setHoverUrl] = useState<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const token = ctx.refreshTokens[path] ?? 0;
  const method = mode.typeOptions?.searchListMethod ?? '';
  const key = listRequestKey(method, debounced, ctx.values, ctx.node.credentials, path);
  const entry = cache[key];
  const searchable = !!mode.typeOptions?.searchable;

  // Refresh clears the whole cache (and an open list loads again).
  useEffect(() => {
    if (token) setCache(refreshCache());
  }, [token]);

  // The search runs 1000 ms after the last keystroke (trailing).
  useEffect(() => {
    const t = setTimeout(() => setDebounced(filter), SEARCH_DEBOUNCE);
    return () => clearTimeout(t);
  }, [filter]);

  // Telemetry: a search counts once its debounce ran; the text itself is never sent.
  useEffect(() => {
    if (debounced)
      trackResourceLocator('search', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  const load = (append: boolean) => {
    const current = cache[key];
    if (current?.loading) return;
    setCache((c) => startLoading(c, key));
    searchResourceList({
      nodeTypeAndVersion: { name: ctx.node.type, version: ctx.node.typeVersion },
      path,
      methodName: method || undefined,
      searchList: mode.typeOptions?.searchList,
      currentNodeParameters: ctx.values,
      credentials: ctx.node.credentials,
      filter: debounced || undefined,
      paginationToken: append ? current?.nextPageToken : undefined,
      workflowId: isNewWorkflowId(workflowId) ? undefined : workflowId,
    }).then(
      (page) =>
        setCache((c) =>
          pageLoaded(c, key, { results: page?.results ?? [], paginationToken: page?.paginationToken }, append),
        ),
      (error: unknown) => {
        setCache((c) => loadFailed(c, key, (error as Error | null)?.message ?? String(error)));
        // The dropdown focuses the input on a new error.
        searchRef.current?.focus();
      },
    );
  };

  useEffect(() => {
    if (open && shouldLoad(cache, key, mode, debounced)) load(false);
  }, [open, key, entry === undefined]); // eslint-disable-line react-hooks/exhaustive-deps -- also after "Refresh list" emptied the cache

  useEffect(() => {
    if (open) setHover(0);
  }, [open]);

  // A click elsewhere hides the dropdown, unless it shows an error.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node) && !entry?.error) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, entry?.error]);

  // Keyboard navigation keeps the hovered result in view.
  useEffect(() => {
    if (!open) return;
    const el = listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[hover];
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [hover, open]);

  const results = entry?.results ?? [];
  const needsFilter = !!mode.typeOptions?.searchFilterRequired && !debounced;
  const select = (i: number) => {
    const r = results[i];
    if (!r) return;
    onChange({
      __rl: true,
      mode: 'list',
      value: r.value,
      cachedResultName: r.name,
      ...(r.url ? { cachedResultUrl: r.url } : {}),
    });
    setOpen(false);
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      setHover((h) => moveHover(h, e.key as 'ArrowDown' | 'ArrowUp', results.length));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      select(hover);
    } else if (e.key === 'Escape' && open) {
      // Closes the list only, not the node details view around it.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };
  const label = value.cachedResultName ?? (value.value !== '' && value.value !== undefined ? String(value.value) : '');
  const listId = `${path}-rl-list`;

  return (
    <div
      ref={rootRef}
      className="ndvp-rl__list"
      onBlur={(e) => {
        // It closes on blur unless searchable or in an error.
        if (!rootRef.current?.contains(e.relatedTarget) && !searchable && !entry?.error) setOpen(false);
      }}
    >
      <input
        className="input ndvp-rl__trigger"
        readOnly
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('resourceLocator.mode.list.inputLabel', { name: parameter.displayName })}
        placeholder={mode.placeholder ?? t('resourceLocator.mode.list.placeholder')}
        value={label}
        title={label || undefined}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKey}
      />
      <Icon name="chevronDown" size={14} className="ndvp-rl__caret" />
      {open && !disabled && (
        <div
          className="ndvp-rl__dropdown"
          role="dialog"
          aria-label={t('resourceLocator.mode.list.dropdownLabel', { name: parameter.displayName })}
        >
          {(searchable || mode.typeOptions?.searchFilterRequired) && (
            <div className="ndvp-rl__search">
              <Icon name="search" size={14} />
              <input
                ref={searchRef}
                className="input"
                placeholder={t('resourceLocator.search.placeholder')}
                value={filter}
                aria-label={t('resourceLocator.search.label')}
                onChange={(e) => setFilter(e.target.value)}
                onKeyDown={onKey}
                autoFocus
              />
            </div>
          )}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            className="ndvp-rl__results"
            onScroll={(e) => {
              const el = e.currentTarget;
              if (
                entry?.nextPageToken &&
                !entry.loading &&
                el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD
              )
                load(true);
            }}
          >
            {needsFilter && <li className="ndvp-rl__message">{t('resourceLocator.mode.list.searchRequired')}</li>}
            {!needsFilter && entry?.error && (
              <li className="ndvp-rl__error" role="alert">
                <strong>{t('resourceLocator.mode.list.error.title')}</strong>
                <span>{entry.errorMessage}</span>
                {credentialIds.length === 1 && (
                  <button
                    type="button"
                    className="ndvp-link"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => openCredential(credentialIds[0]!)}
                  >
                    {t('resourceLocator.mode.list.error.openCredential')}
                  </button>
                )}
              </li>
            )}
            {!needsFilter &&
              !entry?.error &&
              results.map((r, i) => (
                <li
                  key={`${String(r.value)}-${i}`}
                  role="option"
                  aria-selected={r.value === value.value}
                  className={`ndvp-rl__item${i === hover ? ' is-hover' : ''}${r.value === value.value ? ' is-selected' : ''}`}
                  onMouseEnter={() => {
                    setHover(i);
                    if (hoverTimer.current) clearTimeout(hoverTimer.current);
                    hoverTimer.current = setTimeout(() => setHoverUrl(i), URL_HOVER_DELAY);
                  }}
                  onMouseLeave={() => {
                    if (hoverTimer.current) clearTimeout(hoverTimer.current);
                    setHoverUrl(null);
                  }}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => select(i)}
                >
                  <span className="ndvp-rl__item-name">{r.name}</span>
                  {r.url && hoverUrl === i && (
                    <a
                      href={r.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('resourceLocator.mode.list.openUrl', { name: r.name })}
                      onClick={(e) => e.stopPropagation()}
                    >
                      <Icon name="external" size={12} />
                    </a>
                  )}
                </li>
              ))}
            {entry?.loading &&
              Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
                <li key={`ph-${i}`} className="ndvp-rl__placeholder" data-testid="rl-placeholder" aria-hidden />
              ))}
            {!needsFilter && entry && !entry.loading && !entry.error && results.length === 0 && (
              <li className="ndvp-rl__message">{t('resourceLocator.mode.list.noResults')}</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
