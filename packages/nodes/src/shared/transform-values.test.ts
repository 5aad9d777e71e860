import { describe, expect, it } from 'vitest';
import { deepCopy, flattenKeys, isDeepEqual, looseLessThan, parseFieldList } from './transform-values.js';

describe('transform values', () => {
  it('compares deeply ignoring key order', () => {
    expect(isDeepEqual({ a: [1, { b: 2 }], c: 3 }, { c: 3, a: [1, { b: 2 }] })).toBe(true);
    expect(isDeepEqual([1], { 0: 1 })).toBe(false);
    expect(isDeepEqual(NaN, NaN)).toBe(true);
  });

  it('compares loosely like lodash lt', () => {
    expect(looseLessThan('a', 'b')).toBe(true);
    expect(looseLessThan('10', 9)).toBe(false);
    expect(looseLessThan(null, 1)).toBe(true);
    expect(looseLessThan(undefined, 1)).toBe(false);
  });

  it('copies deeply and flattens keys', () => {
    const src = { a: { b: [1, 2] } };
    const copy = deepCopy(src);
    copy.a.b.push(3);
    expect(src.a.b).toEqual([1, 2]);
    expect(flattenKeys({ a: { b: 1 }, t: ['x'], e: [] })).toEqual({ 'a.b': 1, 't.0': 'x' });
  });

  it('parses field lists', () => {
    expect(parseFieldList(' a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldList(['x'])).toEqual(['x']);
  });
});
