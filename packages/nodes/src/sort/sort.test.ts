import { describe, expect, it } from 'vitest';
import type { Item } from '@weft/workflow';
import { buildSortScript, compareByKeys, shuffleInPlace } from './execute.js';

const item = (json: Record<string, unknown>): Item => ({ json });

describe('Sort helpers', () => {
  it('compares strings case-insensitively and numbers loosely', () => {
    const keys = [{ name: 'n', dir: 1 as const }];
    expect(compareByKeys(item({ n: 'B' }), item({ n: 'a' }), keys, true)).toBe(1);
    expect(compareByKeys(item({ n: 'a' }), item({ n: 'A' }), keys, true)).toBe(0);
    expect(compareByKeys(item({ n: 2 }), item({ n: 10 }), [{ name: 'n', dir: -1 }], true)).toBe(1);
    expect(compareByKeys(item({ a: { b: 1 } }), item({ a: { b: 2 } }), [{ name: 'a.b', dir: 1 }], true)).toBe(-1);
  });

  it('shuffles with the given random source', () => {
    expect(shuffleInPlace([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });

  it('wraps comparison code so an undeclared fieldName works', () => {
    const script = buildSortScript("fieldName = 'x'; return a.json[fieldName] - b.json[fieldName];");
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the generated sort script as the node does
    const run = new Function('$input', `'use strict';\n${script}`) as (
      input: unknown,
    ) => Array<{ json: { order: number[] } }>;
    const items = [{ json: { x: 3 } }, { json: { x: 1 } }, { json: { x: 2 } }];
    expect(run({ all: () => items })[0]?.json.order).toEqual([1, 2, 0]);
  });
});
