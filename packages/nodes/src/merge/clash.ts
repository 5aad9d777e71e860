import type { Item } from '@weft/workflow';
import { deepMerge, isDeepEqual, shallowMerge, type MergeCustomizer } from './object-utils.js';

type Obj = Record<string, unknown>;

/** The "Clash Handling" option: which input wins, and how nested fields merge. */
export interface ClashResolveOptions {
  resolveClash?: string;
  mergeMode?: string;
  overrideEmpty?: boolean;
}

/** Merges objects left to right into a new one (later sources win). */
export type MergeFunction = (...sources: Array<Obj | undefined>) => Obj;

/** The merge function for clash options: deep merge (default) or shallow, optionally keeping non-empty values. */
export function selectMergeMethod(options: ClashResolveOptions): MergeFunction {
  const keepNonEmpty: MergeCustomizer | undefined = options.overrideEmpty
    ? (target, source) => (source === undefined || source === null || source === '' ? target : undefined)
    : undefined;
  if (options.mergeMode === 'shallowMerge') return (...sources) => shallowMerge(sources, keepNonEmpty);
  return (...sources) => deepMerge(sources, options.mergeMode === 'deepMerge' ? keepNonEmpty : undefined);
}

/** Copies of items whose json keys get `_<suffix>` appended. */
export function addSuffixToKeys(items: Item[], suffix: string): Item[] {
  return items.map((item) => {
    const json: Obj = {};
    for (const key of Object.keys(item.json)) json[`${key}_${suffix}`] = item.json[key];
    return { ...item, json };
  });
}

const isNullish = (value: unknown) => value === null;
const isFalsy = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

function parsedEquals(text: string, value: unknown): boolean {
  try {
    return isDeepEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
}

/**
 * The field comparison of "Fuzzy Compare": strict deep equality when off; when on, numbers equal
 * their string form, objects their JSON text, booleans 'true'/'false'/1/0, and empty values
 * (null, '', []) each other or a missing field.
 */
export function fieldComparer(fuzzy: boolean): (a: unknown, b: unknown) => boolean {
  if (!fuzzy) return isDeepEqual;
  return (a, b) => {
    if (!isNullish(a) && !isNullish(b) && typeof a === typeof b) return isDeepEqual(a, b);
    if (isFalsy(a) && isFalsy(b)) return true;
    if ((isFalsy(a) && b === undefined) || (a === undefined && isFalsy(b))) return true;
    if (typeof a === 'number' && typeof b === 'string') return a.toString() === b;
    if (typeof a === 'string' && typeof b === 'number') return a === b.toString();
    if (a !== null && typeof a === 'object' && typeof b === 'string') return parsedEquals(b, a);
    if (b !== null && typeof a === 'string' && typeof b === 'object') return parsedEquals(a, b);
    for (const [bool, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (typeof bool !== 'boolean') continue;
      if (typeof other === 'string') {
        const lower = other.toLocaleLowerCase();
        if ((bool && (lower === 'true' || other === '1')) || (!bool && (lower === 'false' || other === '0')))
          return true;
      }
      if (typeof other === 'number' && ((bool && other === 1) || (!bool && other === 0))) return true;
    }
    return isDeepEqual(a, b);
  };
}
