/**
 * Merging what the parts of a declarative description contribute to one request: deep merges of
 * request options (later parts win, as lodash's `merge` does in n8n) and of whole request plans.
 * Pure: nothing passed in is changed.
 */
import type { DeclarativeRequestPlan } from '@weft/workflow';

/** Keys that would reach an object's prototype: never written. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a value is a plain object (`{}` or `Object.create(null)`), not an array, Date, Buffer, FormData… */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function cloneDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneDeep);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!UNSAFE_KEYS.has(k)) out[k] = cloneDeep(v);
    return out;
  }
  return value;
}

function mergeValue(target: unknown, source: unknown): unknown {
  if (source === undefined) return cloneDeep(target);
  if (isPlainObject(target) && isPlainObject(source)) return mergeDeep(target, source);
  if (Array.isArray(target) && Array.isArray(source)) {
    const length = Math.max(target.length, source.length);
    return Array.from({ length }, (_, i) => mergeValue(target[i], source[i]));
  }
  return cloneDeep(source);
}

/**
 * `source` merged into a copy of `target`: plain objects key by key, arrays index by index, any
 * other value replaced; an `undefined` in `source` keeps the target's value.
 *
 * @example
 * mergeDeep({ qs: { a: 1 }, url: '/x' }, { qs: { b: 2 }, url: '/y' }) // { qs: { a: 1, b: 2 }, url: '/y' }
 */
export function mergeDeep<T extends Record<string, unknown>>(target: T, source: Record<string, unknown>): T {
  const out = cloneDeep(target) as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (UNSAFE_KEYS.has(key)) continue;
    out[key] = mergeValue(out[key], value);
  }
  return out as T;
}

/** A plan with nothing in it yet: empty query, body and headers, as n8n starts every request. */
export function emptyPlan(): DeclarativeRequestPlan {
  return { options: { qs: {}, body: {}, headers: {} }, preSend: [], postReceive: [], requestOperations: {} };
}

/**
 * Two plans as one (`source` after `target`): options deep-merged, `preSend` and `postReceive`
 * appended, request operations (pagination) replaced key by key; the first `paginate` that was
 * set wins, the last `maxResults` that was set wins.
 */
export function mergePlans(
  target: DeclarativeRequestPlan,
  source: DeclarativeRequestPlan | undefined,
): DeclarativeRequestPlan {
  if (!source) return target;
  const out: DeclarativeRequestPlan = {
    options: mergeDeep(target.options, source.options),
    preSend: [...target.preSend, ...source.preSend],
    postReceive: [...target.postReceive, ...source.postReceive],
    requestOperations: { ...target.requestOperations, ...source.requestOperations },
  };
  const paginate = target.paginate ?? source.paginate;
  if (paginate !== undefined) out.paginate = paginate;
  const maxResults = source.maxResults || target.maxResults;
  if (maxResults !== undefined) out.maxResults = maxResults;
  return out;
}
