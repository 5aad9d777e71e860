/**
 * Value helpers shared by the data-transformation nodes: deep copies, deep equality and the
 * loose "less than" comparison n8n's Sort and Remove Duplicates nodes rely on.
 */
import { isObjectLike } from './field-paths.js';

/** A deep copy of JSON-like data (objects with `toJSON` are copied through it, dates kept). */
export function deepCopy<T>(value: T, seen: WeakMap<object, unknown> = new WeakMap()): T {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const done = seen.get(value);
  if (done !== undefined) return done as T;
  const withToJson = value as { toJSON?: unknown };
  if (typeof withToJson.toJSON === 'function' && !Array.isArray(value)) {
    return deepCopy((withToJson.toJSON as () => unknown).call(value), seen) as T;
  }
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const entry of value) copy.push(deepCopy(entry, seen));
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) copy[key] = deepCopy((value as Record<string, unknown>)[key], seen);
  return copy as T;
}

/** Deep equality of JSON-like values (lodash `isEqual`: NaN equals NaN, key order ignored). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((entry, i) => isDeepEqual(entry, b[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && isDeepEqual(a[key], b[key]));
}

/** Converts a value to a number the way lodash's relational helpers do. */
export function looseToNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'symbol') return NaN;
  let v: unknown = value;
  if (isObjectLike(v)) {
    const inner =
      typeof (v as { valueOf?: unknown }).valueOf === 'function' ? (v as { valueOf(): unknown }).valueOf() : v;
    v = isObjectLike(inner) ? String(inner) : inner;
  }
  if (typeof v !== 'string') return v === 0 ? 0 : Number(v);
  const s = v.trim();
  if (/^0b[01]+$/i.test(s)) return parseInt(s.slice(2), 2);
  if (/^0o[0-7]+$/i.test(s)) return parseInt(s.slice(2), 8);
  if (/^[-+]0x[0-9a-f]+$/i.test(s)) return NaN;
  return Number(s);
}

/** `a < b`, comparing strings as strings and anything else as numbers (lodash `lt`). */
export function looseLessThan(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  return looseToNumber(a) < looseToNumber(b);
}

/**
 * Splits a comma-separated list of field names (or accepts an array of them), trimming each
 * and dropping empty entries.
 */
export function parseFieldList(fields: unknown, parameterName = 'Fields'): string[] {
  if (fields === undefined || fields === null) return [];
  if (typeof fields === 'string') {
    return fields
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f !== '');
  }
  if (Array.isArray(fields)) return fields.map(String);
  throw new Error(
    `The '${parameterName}' parameter must be a string of fields separated by commas or an array of strings.`,
  );
}

/**
 * Flattens nested objects and arrays into dotted keys (`{a: {b: 1}, t: [5]}` → `{'a.b': 1, 't.0': 5}`).
 * Empty objects and arrays contribute no keys.
 */
export function flattenKeys(
  value: unknown,
  path: string[] = [],
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (!isObjectLike(value)) {
    out[path.join('.')] = value;
    return out;
  }
  for (const key of Object.keys(value)) flattenKeys((value as Record<string, unknown>)[key], [...path, key], out);
  return out;
}
