import { describe, expect, it } from 'vitest';
import { aggregate, aggregateAndSplit, flattenToArray, normalizeFieldName, valueGetter } from './aggregations.js';

const rows = [
  { city: 'A', n: 1, s: 'x', _itemIndex: 0 },
  { city: 'B', n: 5, s: '', _itemIndex: 1 },
  { city: 'A', n: 'no', s: 'y', _itemIndex: 2 },
];
const get = valueGetter(false);

describe('Summarize', () => {
  it('aggregates', () => {
    expect(aggregate(rows, { aggregation: 'sum', field: 'n' }, get)).toBe(6);
    expect(aggregate(rows, { aggregation: 'average', field: 'n' }, get)).toBe(3);
    expect(aggregate(rows, { aggregation: 'count', field: 's' }, get)).toBe(2);
    expect(aggregate(rows, { aggregation: 'count', field: 's', includeEmpty: true }, get)).toBe(3);
    expect(
      aggregate(rows, { aggregation: 'concatenate', field: 's', separateBy: 'other', customSeparator: '|' }, get),
    ).toBe('x|y');
    expect(aggregate(rows, { aggregation: 'append', field: 'city' }, get)).toEqual(['A', 'B', 'A']);
    expect(aggregate(rows, { aggregation: 'countUnique', field: 'city' }, get)).toBe(2);
    expect(aggregate(rows, { aggregation: 'max', field: 'missing' }, get)).toBeNull();
  });

  it('normalizes output names', () => {
    expect(normalizeFieldName('sum_a.b c["d"]')).toBe('sum_a_b_cd');
  });

  it('splits by a field', () => {
    const result = aggregateAndSplit(['city'], rows, [{ aggregation: 'count', field: 'n' }], {}, get, true);
    expect(flattenToArray(result)).toEqual([
      { returnData: { count_n: 2, city: 'A' }, pairedItems: [0, 2] },
      { returnData: { count_n: 1, city: 'B' }, pairedItems: [1] },
    ]);
  });
});
