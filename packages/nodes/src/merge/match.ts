import type { Item, PairedItemData } from '@weft/workflow';
import { addSuffixToKeys, fieldComparer, selectMergeMethod, type ClashResolveOptions } from './clash.js';
import { getPath, pairedItemList } from './object-utils.js';

/** A pair of fields to match: `field1` of input 1 against `field2` of input 2. */
export interface FieldPair {
  field1: string;
  field2: string;
}

/** Options of "Combine by Matching Fields" that affect matching. */
export interface MatchOptions {
  fuzzyCompare?: boolean;
  disableDotNotation?: boolean;
  multipleMatches?: string;
  joinMode?: string;
  outputDataFrom?: string;
}

/** An input-1 item and the input-2 items it matched. */
export interface EntryMatches {
  entry: Item;
  matches: Item[];
}

/** The result of matching: pairs, and the items of each input that matched or not. */
export interface MatchResult {
  matched: EntryMatches[];
  matched2: Item[];
  unmatched1: Item[];
  unmatched2: Item[];
}

/**
 * Matches every input-1 item against input 2 on the field pairs. An input-1 item missing a field
 * is unmatched. With `multipleMatches: 'first'` only the first input-2 match counts; when the
 * output merges both inputs (or enriches one), each match becomes its own pair.
 */
export function findMatches(input1: Item[], input2: Item[], pairs: FieldPair[], options: MatchOptions): MatchResult {
  const equals = fieldComparer(!!options.fuzzyCompare);
  const read = (item: Item, field: string) =>
    options.disableDotNotation ? item.json[field] : getPath(item.json, field);
  const firstOnly = (options.multipleMatches || 'all') !== 'all';
  const splitMatches =
    options.outputDataFrom === 'both' || options.joinMode === 'enrichInput1' || options.joinMode === 'enrichInput2';
  const result: MatchResult = { matched: [], matched2: [], unmatched1: [], unmatched2: [] };
  const matchedIn2 = new Set<number>();

  for (const entry of input1) {
    const lookup = new Map<string, unknown>();
    for (const pair of pairs) lookup.set(pair.field2, read(entry, pair.field1));
    if ([...lookup.values()].some((value) => value === undefined)) {
      result.unmatched1.push(entry);
      continue;
    }
    const isMatch = (candidate: Item | undefined) =>
      candidate !== undefined && [...lookup].every(([field, value]) => equals(value, read(candidate, field)));
    const indexes: number[] = [];
    for (let i = 0; i < input2.length; i++) {
      if (!isMatch(input2[i])) continue;
      indexes.push(i);
      if (firstOnly) break;
    }
    indexes.forEach((i) => matchedIn2.add(i));
    const matches = indexes.map((i) => input2[i] as Item);
    if (!matches.length) result.unmatched1.push(entry);
    else if (splitMatches) matches.forEach((match) => result.matched.push({ entry, matches: [match] }));
    else result.matched.push({ entry, matches });
  }
  input2.forEach((item, i) => (matchedIn2.has(i) ? result.matched2 : result.unmatched2).push(item));
  return result;
}

/**
 * One merged item per pair: the json (and binary) of the input-1 item and its matches merged as
 * the clash options say, with pairedItem links to every item involved.
 */
export function mergeMatched(matched: EntryMatches[], clash: ClashResolveOptions, joinMode?: string): Item[] {
  const merge = selectMergeMethod(clash);
  const resolveClash = clash.resolveClash ?? (joinMode === 'enrichInput2' ? 'preferInput1' : 'preferLast');
  return matched.map(({ entry, matches }): Item => {
    let ordered: Item[];
    if (resolveClash === 'addSuffix') {
      ordered = [...addSuffixToKeys([entry], '1'), ...addSuffixToKeys(matches, '2')];
    } else if (resolveClash === 'preferInput1') {
      ordered = [...matches, entry];
    } else if (resolveClash === 'preferLast') {
      ordered = [entry, ...matches];
    } else {
      return { json: {}, pairedItem: [] };
    }
    const json = merge(...ordered.map((item) => ({ ...item.json })));
    const binary = merge(...ordered.map((item) => item.binary as Record<string, unknown> | undefined));
    const pairedItem: PairedItemData[] = ordered.flatMap((item) => pairedItemList(item.pairedItem));
    const out: Item = { json, pairedItem };
    if (Object.keys(binary).length) out.binary = binary as Item['binary'];
    return out;
  });
}
