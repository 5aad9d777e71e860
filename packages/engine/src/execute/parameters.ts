import { getPath, type ExpressionDataContext } from '@weft/workflow';

const hasExpressionCache = new WeakMap<object, boolean>();

/** Whether a parameter value contains an expression anywhere (cached per object). */
export function containsExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.charCodeAt(0) === 61;
  if (value === null || typeof value !== 'object') return false;
  const cached = hasExpressionCache.get(value);
  if (cached !== undefined) return cached;
  let found = false;
  if (Array.isArray(value)) found = value.some(containsExpression);
  else for (const v of Object.values(value)) if (containsExpression(v)) { found = true; break; }
  hasExpressionCache.set(value, found);
  return found;
}

/**
 * Resolves every expression inside a parameter value for one item. Sub-trees without
 * expressions are returned as they are (not copied).
 */
export function resolveValue(value: unknown, itemIndex: number, data: ExpressionDataContext, extra?: Record<string, unknown>): unknown {
  if (typeof value === 'string') return value.charCodeAt(0) === 61 ? data.evaluate(value, itemIndex, extra) : value;
  if (value === null || typeof value !== 'object' || !containsExpression(value)) return value;
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, itemIndex, data, extra));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = resolveValue(v, itemIndex, data, extra);
  return out;
}

/** Reads a dotted parameter path. */
export function readParameter(parameters: Record<string, unknown>, path: string): unknown {
  return getPath(parameters, path);
}

/** Unwraps a resource-locator value `{__rl: true, value}` to its value. */
export function extractLocatorValue(value: unknown): unknown {
  if (value && typeof value === 'object' && (value as { __rl?: unknown }).__rl === true) return (value as { value: unknown }).value;
  return value;
}
