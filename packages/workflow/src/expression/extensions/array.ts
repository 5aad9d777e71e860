import { ExpressionExtensionError } from '../../errors.js';
import { arrayDocs } from './array-docs.js';
import { compactObject } from './object.js';
import { deepEqual, isObjectLike, setField, uniqueBy } from './shared.js';
import type { ExtensionFunction, ExtensionGroup } from './types.js';

type Fields = Record<string, unknown>;

function pluck(value: unknown[], fields: unknown[]): unknown[] {
  if (fields.length === 0) return value;
  const out: unknown[] = [];
  for (const item of value) {
    if (!isObjectLike(item)) continue;
    // Values come in the object's key order; one match gives the value, several an array.
    const found = Object.keys(item).flatMap((key) => fields.filter((f) => f === key).map(() => item[key]));
    if (found.length > 0) out.push(found.length === 1 ? found[0] : found);
  }
  return out;
}

function unique(value: unknown[], fields: unknown[]): unknown[] {
  const projected = (item: unknown): unknown => {
    if (fields.length === 0 || !isObjectLike(item)) return item;
    const picked: Fields = {};
    for (const f of fields) setField(picked, String(f), item[String(f)]);
    return picked;
  };
  return uniqueBy(value, (a, b) => deepEqual(projected(a), projected(b)));
}

function numbersOnly(value: unknown[], fnName: string): number[] {
  if (value.some((v) => typeof v !== 'number'))
    throw new ExpressionExtensionError(`${fnName}(): all array elements must be numbers`);
  return value as number[];
}

function sum(value: unknown[]): number {
  return numbersOnly(value, 'sum').reduce((acc, n) => acc + n, 0);
}

/** n8n's `average()`: the mean of numbers only (0 for none); also the global `average(...)`. */
export function average(value: unknown[]): number {
  const numbers = numbersOnly(value, 'average');
  return numbers.length === 0 ? 0 : sum(numbers) / numbers.length;
}

function compact(value: unknown[]): unknown[] {
  return value
    .filter(
      (v) =>
        !(isObjectLike(v) && Object.keys(v).length === 0) && v !== null && v !== undefined && v !== 'nil' && v !== '',
    )
    .map((v) => (isObjectLike(v) ? compactObject(v) : v));
}

function smartJoin(value: unknown[], [keyField, valueField]: unknown[]): Fields {
  if (typeof keyField !== 'string' || typeof valueField !== 'string' || !keyField || !valueField) {
    throw new ExpressionExtensionError('smartJoin(): expected two string args, e.g. .smartJoin("name", "value")');
  }
  const out: Fields = {};
  for (const item of value) {
    if (isObjectLike(item) && keyField in item && valueField in item)
      setField(out, String(item[keyField]), item[valueField]);
  }
  return out;
}

function chunk(value: unknown[], [size]: unknown[]): unknown[][] {
  // n8n loops forever on a negative size; refuse it with the same message instead.
  if (typeof size !== 'number' || size === 0 || size < 0)
    throw new ExpressionExtensionError('chunk(): expected non-zero numeric arg, e.g. .chunk(5)');
  const chunks: unknown[][] = [];
  for (let i = 0; i < value.length; i += size) chunks.push(value.slice(i, i + size));
  return chunks;
}

function renameKeys(value: unknown[], pairs: unknown[]): unknown[] {
  if (pairs.length === 0 || pairs.length % 2 !== 0) {
    throw new ExpressionExtensionError(
      'renameKeys(): expected an even amount of args: from1, to1 [, from2, to2, ...]. e.g. .renameKeys("name", "title")',
    );
  }
  return value.map((item) => {
    if (!isObjectLike(item)) return item;
    const copy: Fields = { ...item };
    for (let i = 0; i < pairs.length; i += 2) {
      const [from, to] = [String(pairs[i]), String(pairs[i + 1])];
      // Copy, then delete (so renaming a key to itself removes it, as in n8n).
      if (from in copy) {
        setField(copy, to, copy[from]);
        delete copy[from];
      }
    }
    return copy;
  });
}

/** Adds to `base` the fields of `other` it does not already have (`base` wins on conflicts). */
function mergeInto(base: unknown, other: unknown): unknown {
  if (!other) return base;
  if (typeof other !== 'object') throw new ExpressionExtensionError('merge(): expected object arg');
  const out: Fields = { ...(base as Fields) };
  for (const [key, val] of Object.entries(other)) if (!(key in out)) setField(out, key, val);
  return out;
}

function merge(value: unknown[], [others]: unknown[]): unknown {
  if (others === undefined) {
    return value.reduce<unknown>(
      (acc, item) => (isObjectLike(item) && !Array.isArray(item) ? mergeInto(acc, item) : acc),
      {},
    );
  }
  if (!Array.isArray(others))
    throw new ExpressionExtensionError('merge(): expected array arg, e.g. .merge([{ id: 1, otherValue: 3 }])');
  const merged: Fields = {};
  for (let i = 0; i < Math.max(value.length, others.length); i++) {
    if (value[i] !== undefined && typeof value[i] === 'object' && typeof others[i] === 'object') {
      Object.assign(merged, mergeInto(value[i], others[i]));
    }
  }
  return merged;
}

function otherArray(fnName: string, others: unknown): unknown[] {
  if (!Array.isArray(others))
    throw new ExpressionExtensionError(`${fnName}(): expected array arg, e.g. .${fnName}([1, 2, 3, 4])`);
  return others;
}

const contains = (list: unknown[], v: unknown): boolean => list.some((w) => deepEqual(w, v));

function union(value: unknown[], [others]: unknown[]): unknown[] {
  const extra = otherArray('union', others).filter((v) => !contains(value, v));
  return unique([...value, ...extra], []);
}

function difference(value: unknown[], [others]: unknown[]): unknown[] {
  const other = otherArray('difference', others);
  return unique(
    value.filter((v) => !contains(other, v)),
    [],
  );
}

function intersection(value: unknown[], [others]: unknown[]): unknown[] {
  const other = otherArray('intersection', others);
  return unique([...value.filter((v) => contains(other, v)), ...other.filter((v) => contains(value, v))], []);
}

const functions: Record<string, ExtensionFunction> = {
  removeDuplicates: (v: unknown[], args) => unique(v, args),
  unique: (v: unknown[], args) => unique(v, args),
  first: (v: unknown[]) => v[0],
  last: (v: unknown[]) => v[v.length - 1],
  pluck: (v: unknown[], args) => pluck(v, args),
  randomItem: (v: unknown[]) => (v.length ? v[Math.floor(Math.random() * v.length)] : undefined),
  sum: (v: unknown[]) => sum(v),
  min: (v: unknown[]) => Math.min(...numbersOnly(v, 'min')),
  max: (v: unknown[]) => Math.max(...numbersOnly(v, 'max')),
  average: (v: unknown[]) => average(v),
  isNotEmpty: (v: unknown[]) => v.length > 0,
  isEmpty: (v: unknown[]) => v.length === 0,
  compact: (v: unknown[]) => compact(v),
  smartJoin: (v: unknown[], args) => smartJoin(v, args),
  chunk: (v: unknown[], args) => chunk(v, args),
  renameKeys: (v: unknown[], args) => renameKeys(v, args),
  merge: (v: unknown[], args) => merge(v, args),
  union: (v: unknown[], args) => union(v, args),
  difference: (v: unknown[], args) => difference(v, args),
  intersection: (v: unknown[], args) => intersection(v, args),
  append: (v: unknown[], args) => v.concat(args),
  toJsonString: (v: unknown[]) => JSON.stringify(v),
  toInt: () => undefined,
  toFloat: () => undefined,
  toBoolean: () => undefined,
  toDateTime: () => undefined,
};

/** Extension functions on Array values (n8n 1.x names, arguments and errors). */
export const arrayExtensions: ExtensionGroup = {
  typeName: 'Array',
  functions,
  docs: arrayDocs,
};
