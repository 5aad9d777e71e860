import type { PairedItem, PairedItemData } from '@weft/workflow';

type Obj = Record<string, unknown>;
/** Decides a merged value; returning undefined keeps the default behaviour. */
export type MergeCustomizer = (targetValue: unknown, sourceValue: unknown) => unknown;

const isPlainObject = (value: unknown): value is Obj => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || proto === Object.prototype;
};

const isObjectLike = (value: unknown): value is object =>
  value !== null && (typeof value === 'object' || typeof value === 'function');

function mergeInto(target: Obj, source: Obj, customizer?: MergeCustomizer): void {
  for (const key of Object.keys(source)) {
    const src = source[key];
    const current = target[key];
    const custom = customizer?.(current, src);
    if (custom !== undefined) {
      target[key] = custom;
      continue;
    }
    if (Array.isArray(src)) {
      // Arrays merge index by index into the existing array (a private copy, see deepMerge).
      const base = (Array.isArray(current) ? current : []) as unknown as Obj;
      mergeInto(base, src as unknown as Obj, customizer);
      target[key] = base;
    } else if (isPlainObject(src)) {
      // Nested objects of the result are already private copies, so merging in place is safe.
      const base: Obj = isObjectLike(current) && typeof current !== 'function' ? (current as Obj) : {};
      mergeInto(base, src, customizer);
      target[key] = base;
    } else if (src !== undefined || !(key in target)) {
      target[key] = src;
    }
  }
}

function cloneDeepPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneDeepPlain);
  if (isPlainObject(value)) {
    const out: Obj = {};
    for (const key of Object.keys(value)) out[key] = cloneDeepPlain(value[key]);
    return out;
  }
  return value;
}

/**
 * Lodash-`merge` semantics into a new object: plain objects and arrays merge recursively
 * (arrays index by index), other values of later sources win, undefined never overwrites.
 * The inputs are not modified.
 */
export function deepMerge(sources: Array<Obj | undefined>, customizer?: MergeCustomizer): Obj {
  const out: Obj = {};
  for (const source of sources) {
    if (!source) continue;
    mergeInto(out, cloneDeepPlain(source) as Obj, customizer);
  }
  return out;
}

/** Lodash-`assign` semantics into a new object (top-level keys only); a customizer may keep a value. */
export function shallowMerge(sources: Array<Obj | undefined>, customizer?: MergeCustomizer): Obj {
  const out: Obj = {};
  for (const source of sources) {
    if (!source) continue;
    for (const key of Object.keys(source)) {
      const custom = customizer?.(out[key], source[key]);
      out[key] = custom !== undefined ? custom : source[key];
    }
  }
  return out;
}

/** Splits a lodash-style path (`a.b[0]['c']`) into keys. */
export function toPathKeys(path: string): string[] {
  const keys: string[] = [];
  const pattern = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
  if (path.charCodeAt(0) === 46) keys.push('');
  path.replace(
    pattern,
    (match, number: string | undefined, quote: string | undefined, subString: string | undefined) => {
      keys.push(quote ? (subString ?? '').replace(/\\(\\)?/g, '$1') : (number ?? match));
      return match;
    },
  );
  return keys;
}

/** Lodash `get`: a key present as-is wins, else the path is followed. */
export function getPath(object: unknown, path: string): unknown {
  if (object === null || object === undefined) return undefined;
  if (!/[.[\]]/.test(path) || (typeof object === 'object' && path in object)) {
    return (object as Obj)[path];
  }
  let current: unknown = object;
  for (const key of toPathKeys(path)) {
    if (current === null || current === undefined) return undefined;
    current = (current as Obj)[key];
  }
  return current;
}

/** Deep equality of JSON-like values (and Dates), like lodash `isEqual` for item data. */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, i) => isDeepEqual(value, b[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && isDeepEqual((a as Obj)[key], (b as Obj)[key]))
  );
}

/** An item's pairedItem as a list of links (n8n's preparePairedItemDataArray). */
export function pairedItemList(pairedItem: PairedItem | undefined): PairedItemData[] {
  if (pairedItem === undefined) return [];
  if (typeof pairedItem === 'number') return [{ item: pairedItem }];
  return Array.isArray(pairedItem) ? pairedItem : [pairedItem];
}
