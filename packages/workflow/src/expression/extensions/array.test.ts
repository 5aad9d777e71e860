import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);

describe('array aggregates', () => {
  it('sum, min, max, average', () => {
    expect(call([36, 1, 10], 'sum')).toBe(47);
    expect(call([36, 1, 50], 'max')).toBe(50);
    expect(call([36, 1, 50], 'min')).toBe(1);
    expect(call([1, 2, 3, 4], 'average')).toBe(2.5);
    expect(call([], 'average')).toBe(0);
    expect(call([], 'sum')).toBe(0);
    expect(call([], 'max')).toBe(-Infinity);
    expect(() => call([1, '2'], 'sum')).toThrow('sum(): all array elements must be numbers');
    expect(() => call([null], 'average')).toThrow('average(): all array elements must be numbers');
  });
  it('first, last, randomItem, emptiness', () => {
    expect(call(['math', 'poetry'], 'first')).toBe('math');
    expect(call(['math', 'poetry'], 'last')).toBe('poetry');
    expect(call([], 'first')).toBeUndefined();
    expect(['a', 'b']).toContain(call(['a', 'b'], 'randomItem'));
    expect(call([], 'randomItem')).toBeUndefined();
    expect(call([], 'isEmpty')).toBe(true);
    expect(call([0], 'isNotEmpty')).toBe(true);
  });
});

describe('array reshaping', () => {
  it('unique and removeDuplicates compare deeply', () => {
    expect(call(['math', 'poetry', 'math'], 'unique')).toEqual(['math', 'poetry']);
    expect(call([1, 1, 2, 3, 3], 'removeDuplicates')).toEqual([1, 2, 3]);
    expect(call([{ a: 1 }, { a: 1 }, [1], [1], NaN, NaN], 'unique')).toEqual([{ a: 1 }, [1], NaN]);
    expect(call([{ id: 1, n: 'x' }, { id: 1, n: 'y' }, { id: 2 }], 'unique', 'id')).toEqual([
      { id: 1, n: 'x' },
      { id: 2 },
    ]);
  });
  it('chunk', () => {
    expect(call([1, 2, 3, 4, 5], 'chunk', 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => call([1], 'chunk', 0)).toThrow('chunk(): expected non-zero numeric arg, e.g. .chunk(5)');
    expect(() => call([1], 'chunk', '2')).toThrow('chunk(): expected non-zero numeric arg');
  });
  it('compact', () => {
    expect(call([0, null, 'a', undefined, '', 2], 'compact')).toEqual([0, 'a', 2]);
    expect(call([{}, 'nil', { a: null, b: 1 }, false], 'compact')).toEqual([{ b: 1 }, false]);
  });
  it('pluck', () => {
    expect(
      call(
        [
          { a: 1, b: 2 },
          { a: 3, b: 4 },
        ],
        'pluck',
        'a',
      ),
    ).toEqual([1, 3]);
    expect(call([{ a: 1, b: 2 }, { c: 3 }, 5], 'pluck', 'b', 'a')).toEqual([[1, 2]]);
    const list = [{ a: 1 }];
    expect(call(list, 'pluck')).toBe(list);
  });
  it('smartJoin and renameKeys', () => {
    expect(call([{ k: 'a', v: 1 }, { k: 'b', v: 2 }, { k: 'c' }], 'smartJoin', 'k', 'v')).toEqual({ a: 1, b: 2 });
    expect(() => call([], 'smartJoin', 'k')).toThrow(
      'smartJoin(): expected two string args, e.g. .smartJoin("name", "value")',
    );
    expect(call([{ name: 'bob', x: 1 }, 'z'], 'renameKeys', 'name', 'title')).toEqual([{ x: 1, title: 'bob' }, 'z']);
    expect(() => call([], 'renameKeys', 'a')).toThrow('renameKeys(): expected an even amount of args');
  });
  it('merge', () => {
    expect(call([{ name: 'Nathan' }, { age: 42 }], 'merge', [{ city: 'Berlin' }, { country: 'Germany' }])).toEqual({
      name: 'Nathan',
      age: 42,
      city: 'Berlin',
      country: 'Germany',
    });
    expect(call([{ a: 1 }, { a: 2, b: 3 }, 'x'], 'merge')).toEqual({ a: 1, b: 3 });
    expect(call([{ a: 1 }], 'merge', [{ a: 9, c: 3 }])).toEqual({ a: 1, c: 3 });
    expect(() => call([{}], 'merge', { a: 1 })).toThrow(
      'merge(): expected array arg, e.g. .merge([{ id: 1, otherValue: 3 }])',
    );
  });
});

describe('array set operations', () => {
  it('difference, intersection, union', () => {
    expect(call([1, 2, 3, 4], 'difference', [2, 4])).toEqual([1, 3]);
    expect(call([1, 2, 3], 'intersection', [2, 3, 5])).toEqual([2, 3]);
    expect(call([1, 2], 'union', [2, 3])).toEqual([1, 2, 3]);
    expect(call([{ a: 1 }, { b: 2 }], 'intersection', [{ b: 2 }])).toEqual([{ b: 2 }]);
    expect(() => call([1], 'union', 2)).toThrow('union(): expected array arg, e.g. .union([1, 2, 3, 4])');
    expect(() => call([1], 'difference')).toThrow('difference(): expected array arg, e.g. .difference([1, 2, 3, 4])');
  });
  it('append and toJsonString', () => {
    expect(call(['forget', 'me'], 'append', 'not')).toEqual(['forget', 'me', 'not']);
    expect(call([9], 'append', [1], 0)).toEqual([9, [1], 0]);
    expect(call(['a', 1], 'toJsonString')).toBe('["a",1]');
    expect(call([1], 'toBoolean')).toBeUndefined();
  });
  it('native array methods are untouched', () => {
    expect(call(['a', 'b'], 'join', '+')).toBe('a+b');
  });
});
