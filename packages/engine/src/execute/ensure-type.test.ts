import { describe, expect, it } from 'vitest';
import { ensureParameterType } from './ensure-type.js';

describe('ensureParameterType (getNodeParameter ensureType)', () => {
  it('parses JSON text for objects, arrays and json, and keeps objects', () => {
    expect(ensureParameterType('{"a":1}', 'object', 'filter')).toEqual({ a: 1 });
    expect(ensureParameterType('[1,2]', 'array', 'ids')).toEqual([1, 2]);
    expect(ensureParameterType({ a: 1 }, 'json', 'body')).toEqual({ a: 1 });
  });
  it('refuses what cannot be one, naming the parameter', () => {
    expect(() => ensureParameterType('{nope', 'object', 'filter')).toThrow("Parameter 'filter' could not be parsed");
    expect(() => ensureParameterType('', 'object', 'filter')).toThrow(
      "Parameter 'filter' must be an object, but we got ''",
    );
    expect(() => ensureParameterType('{"a":1}', 'array', 'ids')).toThrow(
      "Parameter 'ids' must be an array, but we got object",
    );
    expect(() => ensureParameterType('x1', 'number', 'limit')).toThrow(
      "Parameter 'limit' must be a number, but we got 'x1'",
    );
    expect(() => ensureParameterType(null, 'string', 'name')).toThrow("Parameter 'name' must not be null");
  });
  it('converts to strings, numbers and booleans', () => {
    expect(ensureParameterType({ a: 1 }, 'string', 's')).toBe('{"a":1}');
    expect(ensureParameterType(5, 'string', 's')).toBe('5');
    expect(ensureParameterType('12', 'number', 'n')).toBe(12);
    expect(ensureParameterType('', 'boolean', 'b')).toBe(false);
  });
});
