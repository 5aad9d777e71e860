import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);
const person = {
  id: 1,
  name: 'ada lovelace',
  age: 36,
  city: 'London',
  tags: ['math', 'poetry'],
  score: 91.256,
  email: 'ada@example.com',
  active: true,
};

describe('object extensions', () => {
  it('keys, values and fields', () => {
    expect(call(person, 'keys')).toEqual(['id', 'name', 'age', 'city', 'tags', 'score', 'email', 'active']);
    expect(call({ a: 1, b: [2] }, 'values')).toEqual([1, [2]]);
    expect(call(person, 'hasField', 'city')).toBe(true);
    expect(call(person, 'hasField', 'City')).toBe(false);
    const without = call(call(person, 'removeField', 'tags'), 'removeField', 'email');
    expect(call(without, 'keys')).toEqual(['id', 'name', 'age', 'city', 'score', 'active']);
    expect(person.tags).toEqual(['math', 'poetry']);
    const same = { a: 1 };
    expect(call(same, 'removeField', 'zz')).toBe(same);
  });
  it('compact drops empty values recursively', () => {
    expect(call({ a: null, b: 1, c: '' }, 'compact')).toEqual({ b: 1 });
    expect(call({ a: 'nil', b: { c: null, d: 2 }, e: {}, f: [], g: [null, 1] }, 'compact')).toEqual({
      b: { d: 2 },
      g: { 1: 1 },
    });
  });
  it('keepFieldsContaining and removeFieldsContaining', () => {
    expect(call({ a: 'apple', b: 'kiwi', c: 'grape' }, 'keepFieldsContaining', 'ap')).toEqual({
      a: 'apple',
      c: 'grape',
    });
    expect(call({ name: 'Mr Nathan', city: 'hanoi', age: 42 }, 'removeFieldsContaining', 'han')).toEqual({ age: 42 });
    expect(call({ name: 'Mr Nathan', city: 'hanoi', age: 42 }, 'keepFieldsContaining', 'han')).toEqual({
      name: 'Mr Nathan',
      city: 'hanoi',
    });
    expect(() => call({}, 'keepFieldsContaining', '')).toThrow(
      'argument of keepFieldsContaining must be a non-empty string',
    );
    expect(() => call({}, 'removeFieldsContaining', 3)).toThrow(
      'removeFieldsContaining(): expected non-empty string arg',
    );
  });
  it('serialisation', () => {
    expect(call({ x: 1, y: [2] }, 'toJsonString')).toBe('{"x":1,"y":[2]}');
    expect(call({ name: 'Mr Nathan', city: 'hanoi' }, 'urlEncode')).toBe('name=Mr+Nathan&city=hanoi');
    expect(call({ q: "a&b=c's (x)~*", n: 1, z: null }, 'urlEncode')).toBe('q=a%26b%3Dc%27s+%28x%29%7E*&n=1&z=null');
  });
  it('emptiness and conversions', () => {
    expect(call({}, 'isEmpty')).toBe(true);
    expect(call({ a: 1 }, 'isNotEmpty')).toBe(true);
    expect(call({ a: 1 }, 'toInt')).toBeUndefined();
    expect(call({ a: 1 }, 'toDateTime')).toBeUndefined();
  });
});
