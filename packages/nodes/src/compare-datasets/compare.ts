import type { Item, JsonObject, PairedItem } from '@weft/workflow';
import { getPath, setPath, unsetPath } from '../shared/field-paths.js';
import { deepCopy } from '../shared/transform-values.js';
import { valueComparer } from './fuzzy.js';

/** One pair of "Fields to Match". */
export interface FieldPair {
  field1: string;
  field2: string;
}

/** The node's settings, as read from its parameters. */
export interface CompareOptions {
  version: number;
  fuzzyCompare: boolean;
  disableDotNotation: boolean;
  multipleMatches: string;
  skipFields: string;
  resolve: string;
  preferWhenMix: string;
  exceptWhenMix: string | string[];
}

/** Error of the comparison (the node wraps it with its name). */
export class CompareError extends Error {}

type Equals = (a: unknown, b: unknown) => boolean;

function pairedList(pairedItem: PairedItem | undefined): Array<Exclude<PairedItem, number | unknown[]>> {
  if (pairedItem === undefined || pairedItem === null) return [];
  const list = Array.isArray(pairedItem) ? pairedItem : [pairedItem];
  return list.map<Exclude<PairedItem, number | unknown[]>>((p) => (typeof p === 'number' ? { item: p } : p));
}

function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])];
}

/** The "Include Both Versions" item of a pair that differs: keys, same fields, different fields, skipped ones. */
function describeDifference(
  item1: Item,
  item2: Item,
  pairs: FieldPair[],
  o: CompareOptions,
  skipFields: string[],
  equals: Equals,
): Item {
  const keys: JsonObject = {};
  for (const pair of pairs) keys[pair.field1] = item1.json[pair.field1];
  const keys1 = Object.keys(item1.json);
  const keys2 = Object.keys(item2.json);
  const all = union(keys1, keys2);
  const toCompare = o.fuzzyCompare && o.version >= 2.1 ? all : keys1.filter((k) => keys2.includes(k));
  const same: JsonObject = {};
  for (const key of toCompare) if (equals(item1.json[key], item2.json[key])) same[key] = item1.json[key];
  const differentKeys = all.filter((k) => !(k in same));
  const nullish = o.version >= 2 ? (v: unknown) => (v === undefined ? null : v) : (v: unknown) => v || null;
  const [nameA, nameB] = o.version >= 2 ? ['inputA', 'inputB'] : ['input1', 'input2'];
  const different: Record<string, unknown> = {};
  const skipped: Record<string, Record<string, unknown>> = {};
  differentKeys.forEach((key, i) => {
    if (o.resolve === 'preferInput1') {
      different[key] = nullish(item1.json[key]);
      return;
    }
    if (o.resolve === 'preferInput2') {
      different[key] = nullish(item2.json[key]);
      return;
    }
    let input1 = nullish(item1.json[key]);
    let input2 = nullish(item2.json[key]);
    if (o.version >= 2.1 && !o.disableDotNotation && !skipFields.includes(key)) {
      const nested = skipFields.filter((f) => f.startsWith(key) && f.includes('.'));
      input1 = deepCopy(input1);
      input2 = deepCopy(input2);
      if (nested.length && (typeof input1 !== 'object' || typeof input2 !== 'object')) {
        throw new CompareError(
          `The field '${key}' in item ${i} is not an object. It is not possible to use dot notation.`,
        );
      }
      if (skipped[key] === undefined && nested.length) skipped[key] = { [nameA]: {}, [nameB]: {} };
      for (const field of nested) {
        const inner = field.replace(`${key}.`, '');
        setPath(skipped[key]![nameA], inner, getPath(input1, inner));
        setPath(skipped[key]![nameB], inner, getPath(input2, inner));
        unsetPath(input1, inner);
        unsetPath(input2, inner);
      }
      different[key] = { [nameA]: input1, [nameB]: input2 };
    } else if (skipFields.includes(key)) {
      skipped[key] = { [nameA]: input1, [nameB]: input2 };
    } else {
      different[key] = { [nameA]: input1, [nameB]: input2 };
    }
  });
  const json = { keys, same, different, ...(Object.keys(skipped).length ? { skipped } : {}) } as JsonObject;
  return { json, pairedItem: [...pairedList(item1.pairedItem), ...pairedList(item2.pairedItem)] as PairedItem };
}

/** "Use a Mix of Versions": the preferred input's item with the excepted fields from the other. */
function mixItems(
  item1: Item,
  item2: Item,
  prefer: string,
  except: string | string[],
  disableDotNotation: boolean,
): Item {
  const [entry, match] = prefer === 'input1' ? [item1, item2] : [item2, item1];
  const fields =
    Array.isArray(except) && except.length
      ? except
      : typeof except === 'string' && except
        ? except.split(',').map((f) => f.trim())
        : [];
  for (const field of fields) {
    entry.json[field] = match.json[field];
    if (!disableDotNotation) {
      const value = getPath(match.json, field) || null;
      setPath(entry, ['json', field], value);
    }
  }
  return entry;
}

/**
 * Compares input A with input B as n8n's Compare Datasets does and answers its four outputs:
 * in A only, same, different, in B only.
 */
export function compareDatasets(
  input1: Item[],
  input2: Item[],
  pairs: FieldPair[],
  o: CompareOptions,
): [Item[], Item[], Item[], Item[]] {
  const equals = valueComparer(o.fuzzyCompare, o.version);
  const skipFields = (o.skipFields || '').split(',').map((f) => f.trim());
  const read = (item: Item, field: string) => (o.disableDotNotation ? item.json[field] : getPath(item.json, field));
  if (o.disableDotNotation) {
    const dotted = skipFields.find((f) => f.includes('.'));
    if (dotted)
      throw new CompareError(`Dot notation is disabled, but field to skip comparing '${dotted}' contains dot`);
  }
  const inA: Item[] = [];
  const matched: Array<{ entry: Item; matches: Item[] }> = [];
  const matchedInB = new Set<number>();
  for (const entry of input1) {
    const lookup = pairs.map((pair) => [pair.field2, read(entry, pair.field1)] as const);
    if (lookup.some(([, value]) => value === undefined)) {
      inA.push(entry);
      continue;
    }
    const found: number[] = [];
    for (let i = 0; i < input2.length; i++) {
      const candidate = input2[i];
      if (candidate === undefined || !lookup.every(([field, value]) => equals(value, read(candidate, field)))) continue;
      found.push(i);
      if (o.multipleMatches !== 'all') break;
    }
    found.forEach((i) => matchedInB.add(i));
    if (found.length) matched.push({ entry, matches: found.map((i) => input2[i]!) });
    else inA.push(entry);
  }
  const inB = input2.filter((_, i) => !matchedInB.has(i));
  const same: Item[] = [];
  const different: Item[] = [];
  const dotSkips = !o.disableDotNotation && skipFields.some((f) => f.includes('.'));
  const withoutSkipped = (json: JsonObject): JsonObject => {
    if (!dotSkips) {
      const copy = { ...json };
      for (const f of skipFields) delete copy[f];
      return copy;
    }
    const copy = deepCopy(json);
    for (const f of skipFields) unsetPath(copy, f);
    return copy;
  };
  for (const { entry, matches } of matched) {
    let sameItem: Item | undefined;
    for (const match of matches) {
      const a = withoutSkipped(entry.json);
      const b = withoutSkipped(match.json);
      const isSame = o.fuzzyCompare ? Object.keys(a).every((key) => equals(a[key], b[key])) : equals(a, b);
      if (isSame) {
        sameItem ??= o.fuzzyCompare && o.resolve === 'preferInput2' ? match : entry;
        continue;
      }
      if (o.resolve === 'preferInput1') different.push(entry);
      else if (o.resolve === 'preferInput2') different.push(match);
      else if (o.resolve === 'mix')
        different.push(mixItems(entry, match, o.preferWhenMix, o.exceptWhenMix, o.disableDotNotation));
      else different.push(describeDifference(entry, match, pairs, o, skipFields, equals));
    }
    if (sameItem) same.push(sameItem);
  }
  return [inA, same, different, inB];
}
