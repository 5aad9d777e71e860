import { DateTime, Duration, Interval } from 'luxon';
import jmespath from 'jmespath';
import { ExpressionError } from '../errors.js';
import { checkWritable } from './runtime.js';
import { GLOBAL_FUNCTIONS } from './global-functions.js';

/** Largest array an expression may create through `Array(n)` or `Array.from`. */
export const MAX_ARRAY_LENGTH = 10_000_000;

function frozenCopy<T extends object>(source: T, names?: string[]): Readonly<T> {
  const out: Record<string, unknown> = Object.create(null);
  for (const name of names ?? Object.getOwnPropertyNames(source)) {
    out[name] = (source as Record<string, unknown>)[name];
  }
  return Object.freeze(out) as Readonly<T>;
}

function checkLength(n: unknown): void {
  if (typeof n === 'number' && n > MAX_ARRAY_LENGTH)
    throw new ExpressionError(`Arrays in expressions are limited to ${MAX_ARRAY_LENGTH} elements`);
}

const SafeArray = Object.freeze(
  Object.assign(
    function SafeArray(...args: unknown[]): unknown[] {
      if (args.length === 1) checkLength(args[0]);
      return Array(...(args as [number]));
    },
    {
      isArray: (v: unknown) => Array.isArray(v),
      of: (...items: unknown[]) => Array.of(...items),
      from: (source: unknown, fn?: (v: unknown, i: number) => unknown) => {
        if (source && typeof source === 'object' && 'length' in source) checkLength(source.length);
        return fn ? Array.from(source as ArrayLike<unknown>, fn) : Array.from(source as ArrayLike<unknown>);
      },
    },
  ),
);

// A function, as the real `Object` is: `Object.keys(x)` must reach the native-style method,
// not the object extension functions that a plain object would get.
const SafeObject = Object.freeze(
  Object.assign((value?: unknown) => Object(value) as object, {
    keys: (o: object) => Object.keys(o),
    values: (o: object) => Object.values(o),
    entries: (o: object) => Object.entries(o),
    fromEntries: (e: Iterable<readonly [PropertyKey, unknown]>) => Object.fromEntries(e),
    assign: (target: object, ...sources: object[]) => Object.assign(checkWritable(target), ...sources),
    hasOwn: (o: object, k: PropertyKey) => Object.hasOwn(o, k),
    is: (a: unknown, b: unknown) => Object.is(a, b),
    freeze: <T>(o: T) => Object.freeze(o),
    isFrozen: (o: object) => Object.isFrozen(o),
    groupBy: <T>(items: Iterable<T>, fn: (item: T, i: number) => PropertyKey) => {
      const out: Record<PropertyKey, T[]> = {};
      let i = 0;
      for (const item of items) (out[fn(item, i++)] ??= []).push(item);
      return out;
    },
  }),
);

const SafeDate = Object.freeze(
  Object.assign(
    function SafeDate(this: unknown, ...args: unknown[]): unknown {
      if (!new.target) return Date();
      return new Date(...(args as []));
    },
    {
      now: () => Date.now(),
      parse: (s: string) => Date.parse(s),
      UTC: (...a: number[]) => Date.UTC(...(a as [number])),
    },
  ),
);

const SafeRegExp = Object.freeze(function SafeRegExp(pattern: string | RegExp, flags?: string) {
  return new RegExp(pattern, flags);
});

const SafeJSON = Object.freeze({
  parse: (text: string, reviver?: (k: string, v: unknown) => unknown) => JSON.parse(text, reviver),
  stringify: (value: unknown, replacer?: unknown, space?: string | number) =>
    JSON.stringify(value, replacer as undefined, space),
});

const SafeNumber = Object.freeze(
  Object.assign(
    (v: unknown) => Number(v),
    frozenCopy(Number, [
      'isInteger',
      'isFinite',
      'isNaN',
      'isSafeInteger',
      'parseFloat',
      'parseInt',
      'MAX_SAFE_INTEGER',
      'MIN_SAFE_INTEGER',
      'MAX_VALUE',
      'MIN_VALUE',
      'EPSILON',
      'POSITIVE_INFINITY',
      'NEGATIVE_INFINITY',
      'NaN',
    ]),
  ),
);
const SafeString = Object.freeze(
  Object.assign((v: unknown) => String(v), {
    fromCharCode: String.fromCharCode,
    fromCodePoint: String.fromCodePoint,
    raw: String.raw,
  }),
);
const SafeBoolean = Object.freeze((v: unknown) => Boolean(v));
const SafeIntl = frozenCopy(Intl as object);

/**
 * The global names an expression can read, each a frozen facade: constructors answer instances
 * but expose no prototype or constructor chain, and nothing writable is shared with the host.
 */
export const EXPRESSION_GLOBALS: Readonly<Record<string, unknown>> = Object.freeze({
  Math: frozenCopy(Math),
  JSON: SafeJSON,
  Object: SafeObject,
  Array: SafeArray,
  Date: SafeDate,
  RegExp: SafeRegExp,
  Number: SafeNumber,
  String: SafeString,
  Boolean: SafeBoolean,
  Intl: SafeIntl,
  Map,
  Set,
  parseInt,
  parseFloat,
  isNaN,
  isFinite,
  encodeURIComponent,
  decodeURIComponent,
  encodeURI,
  decodeURI,
  NaN,
  Infinity,
  DateTime,
  Duration,
  Interval,
  $jmespath: (data: unknown, query: string) => jmespath.search(data as object, query),
  ...GLOBAL_FUNCTIONS,
});
