import type { CodeSandboxOptions } from '../types.js';

/** What the host sends to the Python child: plain JSON only, never a function or host object. */
export interface PythonJob {
  code: string;
  mode: CodeSandboxOptions['mode'];
  continueOnFail: boolean;
  /** The input items (`_input.all()`, `items`, `item`, `_json`, `_binary`). */
  items: unknown[];
  /** Scope values shared by every item (`$workflow` → `_workflow`, `$now` → `_now`…). */
  shared: Record<string, unknown>;
  /** `_('Node')` data for each node name the code names literally. */
  refs: Record<string, unknown>;
  /** Scope values the host refused to give (key → its error message); using them in Python raises it. */
  denied: Record<string, string>;
}

/** Scope keys the job builds itself, or that n8n's Python sandbox does not offer (`_node`). */
const OWN_KEYS = new Set([
  '$input',
  '$json',
  '$binary',
  '$itemIndex',
  '$',
  '$node',
  '$items',
  '$item',
  'items',
  'item',
]);
const DATE_MARK = '\u0000dt';
const MAX_DEPTH = 64;

function isDateTime(value: object): value is { toISO(): string } {
  return (
    typeof (value as { toISO?: unknown }).toISO === 'function' &&
    (value as { isLuxonDateTime?: unknown }).isLuxonDateTime === true
  );
}

/**
 * A JSON-safe copy: functions dropped, Luxon DateTimes marked (they become `_now`-like strings with
 * `toISO()` in Python), Dates as ISO strings, cycles and getters that throw dropped.
 */
export function plainCopy(value: unknown, seen: WeakSet<object> = new WeakSet(), depth = 0): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (isDateTime(value)) return { [DATE_MARK]: value.toISO() };
  if (seen.has(value)) return undefined;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((entry) => plainCopy(entry, seen, depth + 1) ?? null);
    if (ArrayBuffer.isView(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      let entry: unknown;
      try {
        entry = (value as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      const copy = plainCopy(entry, seen, depth + 1);
      if (copy !== undefined) out[key] = copy;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Node names the code reads with `_('Name')` / `_("Name")`. */
export function referencedNodes(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/(?<![\w.])_\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")\s*\)/g)) {
    const raw = match[1] ?? match[2] ?? '';
    names.add(raw.replace(/\\(.)/g, '$1'));
  }
  return [...names];
}

type NodeProxy = {
  all(): unknown;
  first(): unknown;
  last(): unknown;
  item?: unknown;
  isExecuted?: unknown;
  params?: unknown;
};

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Builds the JSON job of a run from the node's items and the host's scope. */
export function buildPythonJob(options: CodeSandboxOptions): PythonJob {
  const { items, mode, code } = options;
  const first = options.scopeFor(0);
  const shared: Record<string, unknown> = {};
  const denied: Record<string, string> = {};
  for (const key of Object.keys(first)) {
    if (OWN_KEYS.has(key)) continue;
    let value: unknown;
    try {
      value = first[key];
    } catch (error) {
      // e.g. `$env` when env access is switched off: reading `_env` in Python raises the same message.
      denied[key] = error instanceof Error ? error.message : String(error);
      continue;
    }
    if (typeof value === 'function') continue;
    const copy = plainCopy(value);
    if (copy !== undefined) shared[key] = copy;
  }
  const input = first.$input as { params?: unknown } | undefined;
  const params = plainCopy(safely(() => input?.params));
  if (params !== undefined) shared['$input.params'] = params;

  const refs: Record<string, unknown> = {};
  const lookup = first.$ as ((this: unknown, name: string) => NodeProxy) | undefined;
  const indexes = mode === 'runOnceForAllItems' ? [0] : items.map((_, index) => index);
  for (const name of referencedNodes(code)) {
    if (typeof lookup !== 'function') break;
    try {
      const node = lookup.call(first, name);
      const perItem = indexes.map((index) => {
        const scope = options.scopeFor(index);
        // Called on its scope: `$` reads the item index from `this`.
        const scoped = index === 0 ? node : (scope.$ as (this: unknown, n: string) => NodeProxy).call(scope, name);
        return plainCopy(safely(() => scoped.item)) ?? null;
      });
      refs[name] = {
        all: plainCopy(node.all()) ?? [],
        first: plainCopy(safely(() => node.first())) ?? null,
        last: plainCopy(safely(() => node.last())) ?? null,
        items: perItem,
        isExecuted: safely(() => node.isExecuted) ?? true,
        params: plainCopy(safely(() => node.params)) ?? null,
      };
    } catch (error) {
      refs[name] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    code,
    mode,
    continueOnFail: options.continueOnFail ?? false,
    items: items.map((item) => plainCopy(item) ?? { json: {} }),
    shared,
    refs,
    denied,
  };
}
