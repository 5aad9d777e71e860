import type { Item } from '@weft/workflow';
import { describe, expect, it } from 'vitest';
import { linkInputItems } from './paired-items.js';

describe('linkInputItems', () => {
  it('copies each item with its link, keeping its keys in order and sharing json and binary', () => {
    const json = { a: 1 };
    const binary = { data: { data: '', mimeType: 'text/plain' } };
    const item = { json, pairedItem: { item: 7 }, binary, error: 'kept' } as unknown as Item;
    const [first, second] = linkInputItems([[item], [{ json }, { json: { b: 2 } }]]);
    expect(Object.keys(first![0]!)).toEqual(['json', 'pairedItem', 'binary', 'error']);
    expect(first![0]).toEqual({ json, pairedItem: { item: 0 }, binary, error: 'kept' });
    expect(first![0]!.json).toBe(json);
    expect(first![0]!.binary).toBe(binary);
    expect(item.pairedItem).toEqual({ item: 7 });
    expect(second).toEqual([
      { json, pairedItem: { item: 0, input: 1 } },
      { json: { b: 2 }, pairedItem: { item: 1, input: 1 } },
    ]);
  });

  it('keeps an own __proto__ key as a plain key, without changing the copy’s prototype', () => {
    const item = JSON.parse('{"json":{},"__proto__":{"polluted":true}}') as Item;
    const copy = linkInputItems([[item]])[0]![0]!;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect((copy as unknown as { polluted?: boolean }).polluted).toBeUndefined();
    expect(copy.pairedItem).toEqual({ item: 0 });
  });

  it('leaves out keys the item inherits, as a spread does', () => {
    const item = Object.assign(Object.create({ inherited: 1 }), { json: {} }) as Item;
    const copy = linkInputItems([[item]])[0]![0]!;
    expect(Object.keys(copy)).toEqual(['json', 'pairedItem']);
  });

  it('passes a missing input on as null', () => {
    expect(linkInputItems([null, []])).toEqual([null, []]);
  });
});
