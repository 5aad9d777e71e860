/**
 * Dot-notation field paths, with the semantics of lodash's `get`, `set`, `unset` and `pick`
 * (which n8n's nodes use), so that paths such as `a.b[0].c` or `['a.b']` resolve exactly as
 * they do in n8n.
 */

type Container = Record<string, unknown>;

const PLAIN_PROP = /^\w*$/;
const DEEP_PROP = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
const PATH_SEGMENT = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPED_CHAR = /\\(\\)?/g;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const INDEX = /^(?:0|[1-9]\d*)$/;

const pathCache = new Map<string, string[]>();

/** Whether a value is an object or a function (lodash `isObject`). */
export function isObjectLike(value: unknown): value is Container {
  return value !== null && (typeof value === 'object' || typeof value === 'function');
}

/** Splits a path string into its keys, e.g. `a[0]['b.c']` → `['a', '0', 'b.c']`. */
export function splitPath(path: string): string[] {
  const cached = pathCache.get(path);
  if (cached) return cached;
  const keys: string[] = [];
  if (path.startsWith('.')) keys.push('');
  for (const m of path.matchAll(PATH_SEGMENT)) {
    const [whole, numeric, quote, quoted] = m;
    if (quote) keys.push((quoted ?? '').replace(ESCAPED_CHAR, '$1'));
    else keys.push(numeric ?? whole);
  }
  if (pathCache.size > 500) pathCache.clear();
  pathCache.set(path, keys);
  return keys;
}

/** Whether `path` names a single key of `object` rather than a deep path. */
function isSingleKey(path: string, object: unknown): boolean {
  if (PLAIN_PROP.test(path) || !DEEP_PROP.test(path)) return true;
  return object !== null && object !== undefined && path in Object(object);
}

/** The keys a path stands for, for a given object (a literal key present in it wins). */
export function pathKeys(object: unknown, path: string | readonly string[]): string[] {
  if (Array.isArray(path)) return [...(path as string[])];
  const p = path as string;
  return isSingleKey(p, object) ? [p] : splitPath(p);
}

function isIndexKey(key: string | undefined): boolean {
  return key !== undefined && INDEX.test(key) && Number(key) < Number.MAX_SAFE_INTEGER;
}

/** Reads the value at a path; undefined when any step is missing. */
export function getPath(object: unknown, path: string | readonly string[]): unknown {
  const keys = pathKeys(object, path);
  let current: unknown = object;
  let i = 0;
  while (current !== null && current !== undefined && i < keys.length) {
    current = (current as Container)[keys[i++] as string];
  }
  return i > 0 && i === keys.length ? current : undefined;
}

/** Writes a value at a path, creating objects (or arrays for index keys) along the way. */
export function setPath<T>(object: T, path: string | readonly string[], value: unknown): T {
  if (!isObjectLike(object)) return object;
  const keys = pathKeys(object, path);
  let nested: Container = object;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (UNSAFE_KEYS.has(key)) return object;
    if (i === keys.length - 1) {
      nested[key] = value;
      break;
    }
    const existing = nested[key];
    const next = isObjectLike(existing) ? existing : isIndexKey(keys[i + 1]) ? [] : {};
    nested[key] = next;
    nested = next as Container;
  }
  return object;
}

/** Deletes the property at a path. Answers true when nothing is left there. */
export function unsetPath(object: unknown, path: string | readonly string[]): boolean {
  const keys = pathKeys(object, path);
  if (keys.length === 0) return true;
  const parent = keys.length < 2 ? object : getPath(object, keys.slice(0, -1));
  if (parent === null || parent === undefined) return true;
  const last = keys[keys.length - 1] as string;
  if (UNSAFE_KEYS.has(last)) return false;
  return delete (parent as Container)[last];
}

/** Whether a path exists in an object (own or inherited properties, lodash `hasIn`). */
export function hasPathIn(object: unknown, path: string | readonly string[]): boolean {
  const keys = pathKeys(object, path);
  let current: unknown = object;
  for (const key of keys) {
    if (current === null || current === undefined || !(key in Object(current))) return false;
    current = (current as Container)[key];
  }
  return keys.length > 0;
}

/** A new object holding only the given paths of `object` (lodash `pick`). */
export function pickPaths(object: Container, paths: readonly string[]): Container {
  const out: Container = {};
  for (const path of paths) {
    const keys = pathKeys(object, path);
    if (hasPathIn(object, keys)) setPath(out, keys, getPath(object, keys));
  }
  return out;
}
