import { describe, expect, it } from 'vitest';
import { getPath, hasPathIn, pickPaths, setPath, splitPath, unsetPath } from './field-paths.js';

describe('field paths', () => {
  it('splits dotted, indexed and quoted paths', () => {
    expect(splitPath('a.b[0].c')).toEqual(['a', 'b', '0', 'c']);
    expect(splitPath("a['x.y'].z")).toEqual(['a', 'x.y', 'z']);
    expect(splitPath('.a')).toEqual(['', 'a']);
  });

  it('reads nested values and prefers a literal dotted key', () => {
    expect(getPath({ a: { b: [1, { c: 2 }] } }, 'a.b[1].c')).toBe(2);
    expect(getPath({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1);
    expect(getPath({ a: null }, 'a.b')).toBeUndefined();
  });

  it('creates objects and arrays when setting', () => {
    const o: Record<string, unknown> = {};
    setPath(o, 'a.b', 1);
    setPath(o, 'list[1].x', 'y');
    expect(o).toEqual({ a: { b: 1 }, list: [undefined, { x: 'y' }] });
    setPath(o, 'a.b.c', 2);
    expect(o.a).toEqual({ b: { c: 2 } });
  });

  it('refuses prototype keys', () => {
    const o: Record<string, unknown> = {};
    setPath(o, '__proto__.polluted', true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('unsets, checks and picks paths', () => {
    const o = { a: { b: 1, c: 2 }, d: 3 };
    expect(hasPathIn(o, 'a.c')).toBe(true);
    expect(pickPaths(o, ['a.b', 'x'])).toEqual({ a: { b: 1 } });
    unsetPath(o, 'a.b');
    expect(o).toEqual({ a: { c: 2 }, d: 3 });
  });
});
