/**
 * The resource locator input (editing-area §2, §3, §4, §9): a mode selector when several modes
 * exist (list, id, url), the mode's input, and in list mode a dropdown with a search box (1000 ms
 * trailing debounce), results with an external-link icon (after 250 ms of hover), 3 loading
 * placeholders, 'no results' and 'search required' messages, an error slot with a link to open
 * the node's credential, paging by token on scroll (10 px threshold), arrow keys and Enter, a
 * response cache cleared by refresh. Expressions leave list mode and disable it.
 *
 * Props: `parameter` (with `modes`), `path`, `value`, `onChange(value)`, `disabled`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NodeProperty } from '@weft/workflow';
import { Icon } from '../../components/ui/Icon';
import { useUiStore } from '../../stores/ui/store';
import { searchResourceList } from '../../api/ndv-parameters';
import { InlineExpression } from '../parameters/bridge';
import { trackResourceLocator } from '../../telemetry/ndv-events';
import { useParams } from '../parameters/context';
import { isExpressionValue, isResourceLocatorValue, type ResourceLocatorValue } from '../parameters/expression-switch';
import {
  LOAD_MORE_THRESHOLD, LOADING_PLACEHOLDERS, SEARCH_DEBOUNCE, URL_HOVER_DELAY, extractFromUrl, linkUrl, listRequestKey, loadFailed,
  modeForExpression, moveHover, pageLoaded, refreshCache, shouldLoad, startLoading, switchMode, valueForInput, type ListCache, type LocatorMode,
} from './modes';
import '../../styles/ndv-parameters.css';

/** Props of {@link ResourceLocator}. */
export interface ResourceLocatorProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  disabled?: boolean;
}

/** The resource locator input. */
export function ResourceLocator({ parameter, path, value, onChange, disabled }: ResourceLocatorProps) {
  const ctx = useParams();
  const modes = useMemo(() => ((parameter.modes ?? []) as unknown as LocatorMode[]), [parameter.modes]);
  const rl: ResourceLocatorValue = isResourceLocatorValue(value) ? value : { __rl: true, value: typeof value === 'string' ? value : '', mode: modes[0]?.name ?? 'id' };
  const expression = isExpressionValue(rl);
  const mode = modes.find((m) => m.name === rl.mode) ?? modes[0];
  const openModal = useUiStore((s) => s.openModal);

  // §4: when the value becomes an expression, list mode is left.
  useEffect(() => {
    if (expression && rl.mode === 'list') onChange({ ...rl, mode: modeForExpression(modes, 'list') });
  }, [expression, rl.mode]); // eslint-disable-line react-hooks/exhaustive-deps

  const credentialIds = Object.values(ctx.node.credentials ?? {}).map((c) => (typeof c === 'object' && c ? c.id : null)).filter(Boolean) as string[];

  return (
    <div className="ndvp-rl" data-mode={rl.mode}>
      <div className="ndvp-rl__row">
        {modes.length > 1 && (
          <select
            className="select ndvp-rl__mode"
            aria-label={`${parameter.displayName} mode`}
            value={rl.mode}
            disabled={disabled}
            onChange={(e) => {
              onChange(switchMode(rl, e.target.value));
              trackResourceLocator('mode', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name }, { mode: e.target.value });
            }}
          >
            {modes.map((m) => (
              <option key={m.name} value={m.name} disabled={m.name === 'list' && expression} title={m.name === 'list' && expression ? 'Not available for expressions' : undefined}>
                {m.displayName ?? m.name}
              </option>
            ))}
          </select>
        )}
        <div className="ndvp-rl__input">
          {expression ? (
            <InlineExpression value={String(rl.value)} nodeId={ctx.nodeId} readOnly={disabled} onChange={(v) => onChange({ ...rl, value: v })} />
          ) : rl.mode === 'list' && mode ? (
            <ListMode parameter={parameter} path={path} mode={mode} value={rl} onChange={onChange} disabled={disabled} credentialIds={credentialIds} openCredential={(id) => openModal('editCredential', { mode: 'edit', activeId: id })} />
          ) : (
            <input
              className="input"
              value={typeof rl.value === 'string' || typeof rl.value === 'number' ? String(rl.value) : ''}
              placeholder={mode?.placeholder ?? ''}
              disabled={disabled}
              aria-label={`${parameter.displayName} (${mode?.displayName ?? rl.mode})`}
              onChange={(e) => {
                const next = valueForInput(mode, rl, e.target.value);
                onChange(next);
              }}
            />
          )}
        </div>
        <LinkOut mode={mode} value={rl} onOpen={() => trackResourceLocator('link', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name })} />
      </div>
      {!expression && rl.mode === 'url' && typeof rl.value === 'string' && rl.value && mode?.extractValue?.regex && (
        <div className="ndvp-hint">
          {extractFromUrl(mode, rl.value) ? <>ID: <code>{extractFromUrl(mode, rl.value)}</code></> : 'The URL does not match the expected format'}
        </div>
      )}
    </div>
  );
}

function LinkOut({ mode, value, onOpen }: { mode: LocatorMode | undefined; value: ResourceLocatorValue; onOpen(): void }) {
  const url = linkUrl(mode, value);
  if (!url) return null;
  return (
    <a className="ndvp-rl__link" href={url} target="_blank" rel="noopener noreferrer" title="Open in new tab" aria-label="Open resource in a new tab" onClick={onOpen}>
      <Icon name="external" size={14} />
    </a>
  );
}

interface ListModeProps {
  parameter: NodeProperty;
  path: string;
  mode: LocatorMode;
  value: ResourceLocatorValue;
  onChange(value: unknown): void;
  disabled?: boolean;
  credentialIds: string[];
  openCredential(id: string): void;
}

function ListMode({ parameter, path, mode, value, onChange, disabled, credentialIds, openCredential }: ListModeProps) {
  const ctx = useParams();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [debounced, setDebounced] = useState('');
  const [cache, setCache] = useState<ListCache>({});
  const [hover, setHover] = useState(0);
  const [hoverUrl, setHoverUrl] = useState<number | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const token = ctx.refreshTokens[path] ?? 0;
  const method = mode.typeOptions?.searchListMethod ?? '';
  const key = listRequestKey(method, debounced, ctx.values, ctx.node.credentials);
  const entry = cache[key];
  const searchable = !!mode.typeOptions?.searchable;

  // §4: refresh clears the whole cache.
  useEffect(() => {
    if (token) setCache(refreshCache());
  }, [token]);

  // §9: the search runs 1000 ms after the last keystroke (trailing).
  useEffect(() => {
    const t = setTimeout(() => setDebounced(filter), SEARCH_DEBOUNCE);
    return () => clearTimeout(t);
  }, [filter]);

  useEffect(() => {
    if (debounced) trackResourceLocator('search', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps

  const load = (append: boolean) => {
    const current = cache[key];
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
    }).then(
      (page) => setCache((c) => pageLoaded(c, key, { results: page?.results ?? [], paginationToken: page?.paginationToken }, append)),
      (error: Error) => {
        setCache((c) => loadFailed(c, key, error?.message ?? String(error)));
        // §4: the dropdown focuses the input on a new error.
        searchRef.current?.focus();
      },
    );
  };

  useEffect(() => {
    if (open && shouldLoad(cache, key, mode, debounced)) load(false);
  }, [open, key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (open) setHover(0);
  }, [open]);

  // A click elsewhere hides the dropdown, unless it shows an error (§4).
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node) && !entry?.error) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, entry?.error]);

  const results = entry?.results ?? [];
  const needsFilter = !!mode.typeOptions?.searchFilterRequired && !debounced;
  const select = (i: number) => {
    const r = results[i];
    if (!r) return;
    onChange({ __rl: true, mode: 'list', value: r.value, cachedResultName: r.name, ...(r.url ? { cachedResultUrl: r.url } : {}) });
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
      e.preventDefault();
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
        // §4: closes on blur unless searchable or in an error.
        if (!rootRef.current?.contains(e.relatedTarget as Node) && !searchable && !entry?.error) setOpen(false);
      }}
    >
      <input
        className="input ndvp-rl__trigger"
        readOnly
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${parameter.displayName} (From list)`}
        placeholder={mode.placeholder ?? 'Choose…'}
        value={label}
        disabled={disabled}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKey}
      />
      {open && !disabled && (
        <div className="ndvp-rl__dropdown" role="dialog" aria-label={`${parameter.displayName} list`}>
          {(searchable || mode.typeOptions?.searchFilterRequired) && (
            <div className="ndvp-rl__search">
              <Icon name="search" size={14} />
              <input ref={searchRef} className="input" placeholder="Search…" value={filter} aria-label="Search resources" onChange={(e) => setFilter(e.target.value)} onKeyDown={onKey} autoFocus />
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            className="ndvp-rl__results"
            onScroll={(e) => {
              const el = e.currentTarget;
              if (entry?.nextPageToken && !entry.loading && el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_THRESHOLD) load(true);
            }}
          >
            {needsFilter && <li className="ndvp-rl__message">Type something to search</li>}
            {!needsFilter && entry?.error && (
              <li className="ndvp-rl__error" role="alert">
                <strong>Could not load the list</strong>
                <span>{entry.errorMessage}</span>
                {credentialIds.length === 1 && (
                  <button type="button" className="ndvp-link" onMouseDown={(e) => e.preventDefault()} onClick={() => openCredential(credentialIds[0]!)}>Open credential</button>
                )}
              </li>
            )}
            {!needsFilter && !entry?.error && results.map((r, i) => (
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
                onMouseLeave={() => setHoverUrl(null)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => select(i)}
              >
                <span>{r.name}</span>
                {r.url && hoverUrl === i && (
                  <a href={r.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${r.name} in a new tab`} onClick={(e) => e.stopPropagation()}>
                    <Icon name="external" size={12} />
                  </a>
                )}
              </li>
            ))}
            {entry?.loading && Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => <li key={`ph-${i}`} className="ndvp-rl__placeholder" aria-hidden />)}
            {!needsFilter && entry && !entry.loading && !entry.error && results.length === 0 && <li className="ndvp-rl__message">No results</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
