import { describe, expect, it } from 'vitest';
import type { JsonObject } from '@weft/workflow';
import { renameKey, renameKeysByRegex } from './execute.js';

describe('Rename Keys helpers', () => {
  it('moves values along dot-notation paths', () => {
    const source: JsonObject = { a: { b: 1 }, c: 2 };
    const target: JsonObject = structuredClone(source);
    renameKey(source, target, { currentKey: 'a.b', newKey: 'x.y' });
    expect(target).toEqual({ a: {}, c: 2, x: { y: 1 } });
    renameKey(source, target, { currentKey: 'missing', newKey: 'z' });
    expect(target).not.toHaveProperty('z');
  });

  it('renames by regex down to a depth', () => {
    const obj = { keyA: { keyB: 1 }, list: [{ keyC: 2 }] };
    expect(renameKeysByRegex(obj, /key/, 'k', -1)).toEqual({ kA: { kB: 1 }, list: [{ kC: 2 }] });
    expect(renameKeysByRegex({ keyA: { keyB: 1 } }, /key/, 'k', 0)).toEqual({ kA: { keyB: 1 } });
  });
});
