import { DateTime } from 'luxon';
import { ExpressionExtensionError } from '../../errors.js';
import { callFunctionMethod } from '../runtime.js';
import { arrayExtensions } from './array.js';
import { booleanExtensions } from './boolean.js';
import { dateExtensions } from './date.js';
import { numberExtensions } from './number.js';
import { objectExtensions } from './object.js';
import { stringExtensions } from './string.js';
import type { ExtensionFunction, ExtensionGroup } from './types.js';

/** Every extension group, in the order types are tested. */
export const EXTENSION_GROUPS: readonly ExtensionGroup[] = [
  arrayExtensions,
  dateExtensions,
  numberExtensions,
  objectExtensions,
  stringExtensions,
  booleanExtensions,
];

const generic: Record<string, ExtensionFunction> = {
  isEmpty: (v) =>
    v === null ||
    v === undefined ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && Object.keys(v as object).length === 0),
  isNotEmpty: (v) => !generic.isEmpty!(v, []),
};

/** Method names routed through {@link extend} by the compiler. */
export const EXTENSION_NAMES: ReadonlySet<string> = new Set([
  ...EXTENSION_GROUPS.flatMap((g) => Object.keys(g.functions)),
  ...Object.keys(generic),
]);

/** Whether a string is an ISO date n8n treats as a date (`2024-01-02T03:04:05.000Z`). */
export function isIsoDateString(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 10 || !/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const d = new Date(value);
  return !Number.isNaN(d.valueOf()) && d.toISOString() === value;
}

/**
 * Calls an extension (or a native method of the same name) on a value, the way `value.name(...args)`
 * reads in an expression. Type-specific extensions come first, then the value's own method,
 * then the generic ones; otherwise a clear error names the types that have the function, or,
 * for an optional call (`value.name?.()`, `callOptional`), the answer is undefined.
 */
export function extend(input: unknown, name: string, args: unknown[], optional = false, callOptional = false): unknown {
  if (optional && (input === null || input === undefined)) return undefined;
  if ((name === 'call' || name === 'apply' || name === 'bind') && typeof input === 'function') {
    return callFunctionMethod(input, name, args);
  }
  let fn: ExtensionFunction | undefined;
  let value = input;
  if (Array.isArray(input)) fn = arrayExtensions.functions[name];
  else if (isIsoDateString(input) && name !== 'toDate' && name !== 'toDateTime') {
    value = new Date(input);
    fn = dateExtensions.functions[name];
  } else if (typeof input === 'string') fn = stringExtensions.functions[name];
  else if (typeof input === 'number') fn = numberExtensions.functions[name];
  else if (input instanceof Date || DateTime.isDateTime(input)) fn = dateExtensions.functions[name];
  else if (input !== null && typeof input === 'object') fn = objectExtensions.functions[name];
  else if (typeof input === 'boolean') fn = booleanExtensions.functions[name];

  if (!fn) {
    if (input !== null && input !== undefined) {
      const own = (input as Record<string, unknown>)[name];
      if (typeof own === 'function') return Reflect.apply(own, input, args);
    }
    fn = generic[name];
  }
  if (!fn && callOptional) return undefined;
  if (!fn) {
    if (input === null || input === undefined) {
      throw new ExpressionExtensionError(
        `${name} can't be used on ${input === null ? 'null' : 'undefined'} value`,
        `To ignore this error, add a ? to the variable before this function, e.g. my_var?.${name}`,
      );
    }
    const types = EXTENSION_GROUPS.filter((g) => name in g.functions).map((g) => g.typeName);
    if (types.length === 0) throw new ExpressionExtensionError(`Unknown expression function: ${name}`);
    throw new ExpressionExtensionError(
      `${name}() is only callable on type${types.length > 1 ? 's' : ''} ${joinTypes(types)}`,
    );
  }
  return fn(value, args);
}

function joinTypes(types: string[]): string {
  const quoted = types.map((t) => `"${t}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')}, and ${quoted.at(-1)}` : quoted[0]!;
}
