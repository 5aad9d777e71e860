import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);

describe('boolean extensions', () => {
  it('converts to numbers', () => {
    expect(call(true, 'toInt')).toBe(1);
    expect(call(false, 'toFloat')).toBe(0);
    expect(call(true, 'toNumber')).toBe(1);
    expect(call(false, 'toBoolean')).toBe(false);
    expect(call(true, 'toDateTime')).toBeUndefined();
  });
  it('false is empty, as in n8n', () => {
    expect(call(false, 'isEmpty')).toBe(true);
    expect(call(true, 'isEmpty')).toBe(false);
    expect(call(true, 'isNotEmpty')).toBe(true);
  });
  it('functions of other types are refused', () => {
    expect(() => call(true, 'toTitleCase')).toThrow('toTitleCase() is only callable on type "String"');
  });
});
