/*
 * n8n's convenience functions, callable anywhere in an expression: `$if`, `$ifEmpty`, `$min`,
 * `$max`, `$average`, `$not`, and the names without `$` (`min`, `max`, `average`, `not`) with
 * `numberList`, `zip` and `toPathSegment`. Their results and errors follow n8n 1.123's.
 */
import { ExpressionError, ExpressionExtensionError } from '../errors.js';
import { average } from './extensions/array.js';

/** Largest list `numberList` makes (the limit `Array(n)` has in expressions). */
const MAX_NUMBER_LIST = 10_000_000;

/** n8n's notion of empty for `$ifEmpty`: undefined, null, '', [] and {}. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function ifEmpty(...args: unknown[]): unknown {
  if (args.length !== 2) throw new ExpressionError('expected two arguments (value, defaultValue) for this function');
  return isEmptyValue(args[0]) ? args[1] : args[0];
}

/** The whole numbers from `start` to `end`, both included, counting down when `end` is smaller. */
function numberList(start: number, end: number): number[] {
  const size = Math.abs(start - end) + 1;
  if (size > MAX_NUMBER_LIST)
    throw new ExpressionError(`Arrays in expressions are limited to ${MAX_NUMBER_LIST} elements`);
  // A fractional size throws a RangeError, which (not being an expression error) reads as undefined, as in n8n.
  const list = new Array<number>(size);
  for (let i = 0, n = start; i < size; i++) list[i] = start < end ? n++ : n--;
  return list;
}

/** An object from a list of keys and a list of values of the same length. */
function zip(keys: unknown, values: unknown): Record<string, unknown> {
  if (!Array.isArray(keys) || !Array.isArray(values))
    throw new ExpressionExtensionError('keys and values must be arrays');
  if (keys.length !== values.length) throw new ExpressionExtensionError('keys and values not of equal length');
  const out: Record<string, unknown> = {};
  // Own properties even for a key like `__proto__`, so no key reaches the prototype.
  keys.forEach((key, i) =>
    Object.defineProperty(out, String(key), { value: values[i], writable: true, enumerable: true, configurable: true }),
  );
  return out;
}

/** An id encoded as one URL path segment; `.`, `..`, the empty string and nothing are refused. */
function toPathSegment(id: unknown): string {
  if (id === null || id === undefined) throw new ExpressionError('Invalid identifier: a value is required');
  const value = String(id);
  if (value === '' || value === '.' || value === '..')
    throw new ExpressionError(`Invalid identifier: "${value}" is not allowed`);
  return encodeURIComponent(value);
}

const not = (value: unknown): boolean => !value;
// Fresh functions, not Math's own: nothing an expression holds is shared with the host.
const min = (...values: number[]): number => Math.min(...values);
const max = (...values: number[]): number => Math.max(...values);
const averageOf = (...values: unknown[]): number => average(values);

/** The convenience functions, by the names expressions call them. */
export const GLOBAL_FUNCTIONS = {
  $if: (condition: unknown, whenTrue: unknown, whenFalse?: unknown) => (condition ? whenTrue : whenFalse),
  $ifEmpty: ifEmpty,
  $min: min,
  $max: max,
  $average: averageOf,
  $not: not,
  min,
  max,
  average: averageOf,
  not,
  numberList,
  zip,
  toPathSegment,
} as const;
