/**
 * Resource locator rules as pure functions: mode
 * transitions, the mode an expression or a drop forces, URL extraction through
 * `extractValue.regex`, the link URL, and the list response cache.
 */
import type { ResourceLocatorValue } from '../parameters/expression-switch';

/** A mode definition. */
export interface LocatorMode {
  name: string;
  displayName?: string;
  placeholder?: string;
  /** URL template containing `{{$value}}`. */
  url?: string;
  extractValue?: { type?: string; regex?: string };
  typeOptions?: {
    searchable?: boolean;
    searchFilterRequired?: boolean;
    searchListMethod?: string;
    searchList?: unknown;
  };
  validation?: unknown;
}

/** A URL made absolute against `origin` when it is relative (`/workflow/abc`); others unchanged. */
export function absoluteUrl(url: string, origin?: string): string {
  if (!origin || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${origin.replace(/\/+$/, '')}${url}`;
}

/**
 * The value after switching from one mode to another. A relative cached result URL (n8n
 * stores `/workflow/{id}` for workflows) becomes absolute against `origin` in url mode.
 */
export function switchMode(value: ResourceLocatorValue | undefined, to: string, origin?: string): ResourceLocatorValue {
  const from = value?.mode ?? '';
  const base = { __rl: true as const, mode: to };
  if (!value || from === to)
    return {
      ...base,
      value: value?.value ?? '',
      ...(value?.cachedResultName ? { cachedResultName: value.cachedResultName } : {}),
      ...(value?.cachedResultUrl ? { cachedResultUrl: value.cachedResultUrl } : {}),
    };
  if (to === 'url' && (from === 'id' || from === 'list') && value.cachedResultUrl) {
    return {
      ...base,
      value: absoluteUrl(value.cachedResultUrl, origin),
      cachedResultUrl: value.cachedResultUrl,
      ...(value.cachedResultName ? { cachedResultName: value.cachedResultName } : {}),
    };
  }
  if (from === 'list' && to === 'id') {
    return {
      ...base,
      value: value.value,
      ...(value.cachedResultName ? { cachedResultName: value.cachedResultName } : {}),
      ...(value.cachedResultUrl ? { cachedResultUrl: value.cachedResultUrl } : {}),
    };
  }
  return { ...base, value: '' };
}

/** The mode used instead of list: id when available, otherwise the first mode that is not list. */
export function nonListMode(modes: readonly LocatorMode[]): string {
  if (modes.some((m) => m.name === 'id')) return 'id';
  return modes.find((m) => m.name !== 'list')?.name ?? 'list';
}

/** The mode once the value became an expression: list is left for {@link nonListMode}; others stay. */
export function modeForExpression(modes: readonly LocatorMode[], mode: string): string {
  return mode === 'list' ? nonListMode(modes) : mode;
}

/**
 * The value a mapping drop of `expression` produces: list mode switches to
 * id (or the first non-list mode); with no existing locator value the mode is empty.
 */
export function valueForDrop(
  modes: readonly LocatorMode[],
  current: ResourceLocatorValue | undefined,
  expression: string,
): ResourceLocatorValue {
  if (!current) return { __rl: true, value: expression, mode: '' };
  return { ...current, value: expression, mode: modeForExpression(modes, current.mode) };
}

/**
 * The value typed into a mode's input: for modes with `extractValue.regex` the regex is kept as
 * `__regex` (the engine extracts the id with it).
 */
export function valueForInput(
  mode: LocatorMode | undefined,
  current: ResourceLocatorValue | undefined,
  text: string,
): ResourceLocatorValue {
  const next: ResourceLocatorValue = { __rl: true, value: text, mode: mode?.name ?? current?.mode ?? '' };
  if (mode?.extractValue?.regex) next.__regex = mode.extractValue.regex;
  return next;
}

/** The id `extractValue.regex` finds in a URL (first group, or the whole match); undefined when it does not match. */
export function extractFromUrl(mode: LocatorMode | undefined, url: string): string | undefined {
  const regex = mode?.extractValue?.regex;
  if (!regex) return undefined;
  try {
    const m = new RegExp(regex).exec(url);
    return m ? (m[1] ?? m[0]) : undefined;
  } catch {
    return undefined;
  }
}

/** The resource's URL for the open-in-new-tab link: the cached result URL, a url-mode value, or the mode's template filled. */
export function linkUrl(mode: LocatorMode | undefined, value: ResourceLocatorValue | undefined): string | undefined {
  if (!value || typeof value.value !== 'string' || !value.value || value.value.startsWith('=')) return undefined;
  if (value.mode === 'url') return /^https?:\/\//i.test(value.value) ? value.value : undefined;
  if (value.mode === 'list' && value.cachedResultUrl) return value.cachedResultUrl;
  if (mode?.url) return mode.url.replace(/\{\{\s*\$value\s*\}\}/g, encodeURIComponent(value.value));
  return value.cachedResultUrl;
}

/** One resource in the list. */
export interface ListItem {
  name: string;
  value: string | number;
  url?: string;
}

/** The response cache entry per request key. */
export interface ListCacheEntry {
  results: ListItem[];
  nextPageToken?: string;
  loading: boolean;
  error: boolean;
  errorMessage?: string;
}

/** Cache of list responses by request key. */
export type ListCache = Record<string, ListCacheEntry>;

/**
 * The request key of a list search: method, filter, the node's parameters except the locator's
 * own value at `path` (choosing a result must not make the list load again) and its credentials.
 */
export function listRequestKey(
  method: string,
  filter: string,
  parameters: Record<string, unknown>,
  credentials: unknown,
  path = '',
): string {
  return JSON.stringify([method, filter, withoutPath(parameters, path), credentials]);
}

/** A copy of `values` without the value at the dotted `path` (`options.doc`). */
export function withoutPath(values: Record<string, unknown>, path: string): Record<string, unknown> {
  const parts = path.split('.').filter(Boolean);
  if (!parts.length) return values;
  const [head, ...rest] = parts as [string, ...string[]];
  if (!(head in values)) return values;
  const out = { ...values };
  const inner = out[head];
  if (!rest.length) delete out[head];
  else if (inner && typeof inner === 'object' && !Array.isArray(inner))
    out[head] = withoutPath(inner as Record<string, unknown>, rest.join('.'));
  return out;
}

/** Whether the list should load for this key now: only with no response or after an error, never without a required filter. */
export function shouldLoad(cache: ListCache, key: string, mode: LocatorMode | undefined, filter: string): boolean {
  if (mode?.typeOptions?.searchFilterRequired && !filter) return false;
  const entry = cache[key];
  return !entry || (entry.error && !entry.loading);
}

/** Marks a request as loading. */
export function startLoading(cache: ListCache, key: string): ListCache {
  const entry = cache[key] ?? { results: [], loading: false, error: false };
  return { ...cache, [key]: { ...entry, loading: true, error: false, errorMessage: undefined } };
}

/** Stores a page: the first replaces, a next page (loaded with a token) appends. */
export function pageLoaded(
  cache: ListCache,
  key: string,
  page: { results: ListItem[]; paginationToken?: unknown },
  appended: boolean,
): ListCache {
  const before = cache[key]?.results ?? [];
  const token =
    page.paginationToken === undefined || page.paginationToken === null ? undefined : String(page.paginationToken);
  return {
    ...cache,
    [key]: {
      results: appended ? [...before, ...page.results] : page.results,
      nextPageToken: token,
      loading: false,
      error: false,
    },
  };
}

/** Records a failed load: the error flag is set. */
export function loadFailed(cache: ListCache, key: string, message: string): ListCache {
  const entry = cache[key] ?? { results: [], loading: false, error: false };
  return { ...cache, [key]: { ...entry, loading: false, error: true, errorMessage: message } };
}

/** Refresh clears the whole cache. */
export function refreshCache(): ListCache {
  return {};
}

/** Keyboard navigation over the list: the next hover index after ArrowUp/ArrowDown, clamped. */
export function moveHover(index: number, key: 'ArrowUp' | 'ArrowDown', count: number): number {
  if (count === 0) return 0;
  return key === 'ArrowDown' ? Math.min(count - 1, index + 1) : Math.max(0, index - 1);
}

/** Whether the scroll position is within the load-more threshold (10 px). */
export const LOAD_MORE_THRESHOLD = 10;
/** Hover delay before the URL icon shows. */
export const URL_HOVER_DELAY = 250;
/** Trailing debounce of the list search. */
export const SEARCH_DEBOUNCE = 1000;
/** How many placeholders show while loading. */
export const LOADING_PLACEHOLDERS = 3;
