import { describe, expect, it } from 'vitest';
import { locatorId, withColumnValue } from './ResourceMapperInput';

describe('resource mapper helpers', () => {
  it('reads a table id from a resource locator, not from an expression', () => {
    expect(locatorId({ __rl: true, mode: 'list', value: 'abc' })).toBe('abc');
    expect(locatorId({ __rl: true, mode: 'id', value: '={{ $json.t }}' })).toBeUndefined();
    expect(locatorId({ __rl: true, mode: 'list', value: '' })).toBeUndefined();
  });
  it('sets a column value and leaves a blank one out', () => {
    expect(withColumnValue({ a: 1 }, 'b', '={{ $json.b }}')).toEqual({ a: 1, b: '={{ $json.b }}' });
    expect(withColumnValue({ a: 1, b: 2 }, 'b', '')).toEqual({ a: 1 });
  });
});
