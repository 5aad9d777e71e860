import { describe, expect, it } from 'vitest';
import { fieldComparer, selectMergeMethod } from './clash.js';
import { deepMerge, getPath, pairedItemList, shallowMerge } from './object-utils.js';

describe('merge helpers', () => {
  it('deep-merges like lodash: nested objects combine, arrays merge by index, inputs stay untouched', () => {
    const a = { x: { y: 1, list: [1, 2, 3] }, keep: 'a' };
    const b = { x: { z: 2, list: [9] }, keep: undefined };
    const merged = deepMerge([a, b]);
    expect(merged).toEqual({ x: { y: 1, z: 2, list: [9, 2, 3] }, keep: 'a' });
    expect(a.x.list).toEqual([1, 2, 3]);
    expect(merged.x).not.toBe(a.x);
  });

  it('shallow-merges top-level keys only', () => {
    expect(shallowMerge([{ x: { y: 1 } }, { x: { z: 2 } }])).toEqual({ x: { z: 2 } });
  });

  it('keeps non-empty values with "Minimize Empty Fields"', () => {
    const merge = selectMergeMethod({ mergeMode: 'deepMerge', overrideEmpty: true });
    expect(merge({ a: 1, b: 'x' }, { a: null, b: '' })).toEqual({ a: 1, b: 'x' });
    expect(selectMergeMethod({ mergeMode: 'shallowMerge', overrideEmpty: true })({ a: 1 }, { a: '' })).toEqual({
      a: 1,
    });
  });

  it('reads lodash-style paths', () => {
    const obj = { a: { b: [{ c: 5 }] }, 'x.y': 1 };
    expect(getPath(obj, 'a.b[0].c')).toBe(5);
    expect(getPath(obj, "a['b'].0.c")).toBe(5);
    expect(getPath(obj, 'x.y')).toBe(1);
    expect(getPath(obj, 'a.missing.deeper')).toBeUndefined();
  });

  it('fuzzy-compares numbers, strings, booleans, empties and JSON text', () => {
    const fuzzy = fieldComparer(true);
    expect(fuzzy(1, '1')).toBe(true);
    expect(fuzzy(true, 'TRUE')).toBe(true);
    expect(fuzzy(false, 0)).toBe(true);
    expect(fuzzy(null, '')).toBe(true);
    expect(fuzzy('', undefined)).toBe(true);
    expect(fuzzy({ a: 1 }, '{"a":1}')).toBe(true);
    expect(fuzzy(2, '3')).toBe(false);
    expect(fieldComparer(false)(1, '1')).toBe(false);
  });

  it('lists paired items', () => {
    expect(pairedItemList(undefined)).toEqual([]);
    expect(pairedItemList(2)).toEqual([{ item: 2 }]);
    expect(pairedItemList({ item: 1, input: 1 })).toEqual([{ item: 1, input: 1 }]);
  });
});
