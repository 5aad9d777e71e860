/** Summarize's aggregations and its splitting of items into groups. */
import { getPath } from '../shared/field-paths.js';

/** One entry of "Fields to Summarize". */
export interface Aggregation {
  aggregation: 'append' | 'average' | 'concatenate' | 'count' | 'countUnique' | 'max' | 'min' | 'sum';
  field: string;
  includeEmpty?: boolean;
  separateBy?: string;
  customSeparator?: string;
}

/** Options of the Summarize node. */
export interface SummarizeOptions {
  continueIfFieldNotFound?: boolean;
  disableDotNotation?: boolean;
  outputFormat?: 'separateItems' | 'singleItem';
  skipEmptySplitFields?: boolean;
}

/** An input item's json plus its index (`_itemIndex`), as Summarize works on them. */
export type Row = Record<string, unknown>;

/** Reads a field of a row. */
export type ValueGetter = (row: Row, field: string) => unknown;

const PREFIX: Record<Aggregation['aggregation'], string> = {
  append: 'appended_',
  average: 'average_',
  concatenate: 'concatenated_',
  count: 'count_',
  countUnique: 'unique_count_',
  max: 'max_',
  min: 'min_',
  sum: 'sum_',
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Output key of a field name: brackets and quotes dropped, spaces and dots become `_`. */
export function normalizeFieldName(name: string): string {
  return name.replace(/[\]["]/g, '').replace(/[ .]/g, '_');
}

/** Field getter honouring the disableDotNotation option. */
export function valueGetter(disableDotNotation: boolean | undefined): ValueGetter {
  return (row, field) => (disableDotNotation ? row[field] : getPath(row, field));
}

/** Computes one aggregation over rows. */
export function aggregate(rows: readonly Row[], entry: Aggregation, get: ValueGetter): unknown {
  const { aggregation, field } = entry;
  let data = [...rows];
  if (aggregation === 'average' || aggregation === 'sum') {
    data = data.filter((row) => typeof get(row, field) === 'number');
  }
  const keepEmpty = entry.includeEmpty === true;
  const nonEmpty = () => (keepEmpty ? data : data.filter((row) => !isEmpty(get(row, field))));
  switch (aggregation) {
    case 'append':
      return nonEmpty().map((row) => get(row, field));
    case 'concatenate': {
      const separator = entry.separateBy === 'other' ? (entry.customSeparator ?? '') : (entry.separateBy ?? ',');
      return nonEmpty()
        .map((row) => {
          const v = get(row, field);
          if (typeof v === 'object') return JSON.stringify(v);
          return v === undefined ? 'undefined' : v;
        })
        .join(separator);
    }
    case 'average':
      return data.reduce((acc, row) => acc + (get(row, field) as number), 0) / data.length;
    case 'sum':
      return data.reduce((acc, row) => acc + (get(row, field) as number), 0);
    case 'min':
    case 'max': {
      let best: unknown;
      for (const row of data) {
        const v = get(row, field) as number;
        if (isEmpty(v)) continue;
        if (best === undefined || (aggregation === 'min' ? v < (best as number) : v > (best as number))) best = v;
      }
      return best ?? null;
    }
    case 'countUnique': {
      const values = data.map((row) => get(row, field));
      return new Set(keepEmpty ? values : values.filter((v) => !isEmpty(v))).size;
    }
    default:
      return nonEmpty().length;
  }
}

/** Result of summarizing one group. */
export interface GroupResult {
  returnData: Row;
  pairedItems?: number[];
}

/** A tree of groups: a leaf result, or a split on one field. */
export type SplitResult = GroupResult | { fieldName: string; splits: Map<unknown, SplitResult> };

function summarizeGroup(
  rows: readonly Row[],
  fields: readonly Aggregation[],
  options: SummarizeOptions,
  get: ValueGetter,
): GroupResult {
  const returnData: Row = {};
  for (const entry of fields) {
    returnData[normalizeFieldName(`${PREFIX[entry.aggregation] ?? 'count_'}${entry.field}`)] = aggregate(
      rows,
      entry,
      get,
    );
  }
  if (options.outputFormat === 'singleItem') return { returnData };
  return { returnData, pairedItems: rows.map((row) => row._itemIndex as number) };
}

/** Groups rows by the split keys (recursively) and summarizes each group. */
export function aggregateAndSplit(
  splitKeys: readonly string[],
  rows: readonly Row[],
  fields: readonly Aggregation[],
  options: SummarizeOptions,
  get: ValueGetter,
  keysAsStrings: boolean,
): SplitResult {
  if (!splitKeys.length) return summarizeGroup(rows, fields, options, get);
  const [key, ...rest] = splitKeys as [string, ...string[]];
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) {
    let value = get(row, key);
    if (value && typeof value === 'object') value = JSON.stringify(value);
    if (keysAsStrings) value = String(value);
    if (options.skipEmptySplitFields && typeof value !== 'number' && !value) continue;
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  const splits = new Map<unknown, SplitResult>();
  for (const [value, group] of groups)
    splits.set(value, aggregateAndSplit(rest, group, fields, options, get, keysAsStrings));
  return { fieldName: key, splits };
}

/** All groups in one object keyed by split values. */
export function flattenToObject(result: SplitResult): Row {
  if ('splits' in result) {
    const out: Row = {};
    for (const [key, value] of result.splits) out[String(key)] = flattenToObject(value);
    return out;
  }
  return result.returnData;
}

/** One result per group, each carrying its split field values. */
export function flattenToArray(result: SplitResult): GroupResult[] {
  if (!('splits' in result)) return [result];
  const out: GroupResult[] = [];
  for (const [value, inner] of result.splits) {
    for (const leaf of flattenToArray(inner)) {
      leaf.returnData[normalizeFieldName(result.fieldName)] = value;
      out.push(leaf);
    }
  }
  return out;
}
