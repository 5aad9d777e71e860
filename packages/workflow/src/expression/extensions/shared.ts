/* Small helpers shared by the extension groups. */
import type { ExtensionDoc } from './types.js';

/**
 * Builds an {@link ExtensionDoc}. `examples` pairs an expression with the result it shows, written
 * the way the result appears in the editor (strings quoted).
 */
export function doc(
  name: string,
  signature: string,
  description: string,
  examples: Array<[string, string]> = [],
): ExtensionDoc {
  return { name, signature, description, examples: examples.map(([expression, result]) => ({ expression, result })) };
}

/** Whether a value is a non-null object (arrays included), i.e. what `typeof v === 'object'` admits. */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Sets an own, enumerable data property. Unlike `target[key] = value`, a key such as
 * `__proto__` becomes an ordinary field instead of replacing the prototype.
 */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * Deep equality the way n8n's array functions compare elements (lodash `isEqual`): primitives by
 * SameValueZero, dates by time, arrays element-wise, other objects by their own enumerable keys
 * regardless of order; objects of different kinds are never equal.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return true;
  if (!isObjectLike(a) || !isObjectLike(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date && b instanceof Date)
    return a.getTime() === b.getTime() || (Number.isNaN(a.getTime()) && Number.isNaN(b.getTime()));
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
}

/** The elements of an array without repeats (first occurrence kept), compared by `same`. */
export function uniqueBy<T>(values: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const out: T[] = [];
  for (const v of values) if (!out.some((kept) => same(kept, v))) out.push(v);
  return out;
}
