import { describe, expect, it } from 'vitest';
import { extend } from './dispatch.js';

const call = (value: unknown, name: string, ...args: unknown[]) => extend(value, name, args);

describe('number extensions', () => {
  it('rounding', () => {
    expect(call(91.256, 'round', 1)).toBe(91.3);
    expect(call(1.256, 'round')).toBe(1);
    expect(call(1.256, 'round', 2)).toBe(1.26);
    expect(call(1.005, 'round', 2)).toBe(1);
    expect(call(91.256, 'floor')).toBe(91);
    expect(call(78.5, 'ceil')).toBe(79);
    expect(call(-2, 'abs')).toBe(2);
    expect(call(2.5, 'toInt')).toBe(3);
    expect(call(2.5, 'toFloat')).toBe(2.5);
  });
  it('parity and integers', () => {
    expect(call(36, 'isEven')).toBe(true);
    expect(call(41, 'isOdd')).toBe(true);
    expect(call(-3, 'isOdd')).toBe(true);
    expect(() => call(1.5, 'isEven')).toThrow('isEven() is only callable on integers');
    expect(() => call(1.5, 'isOdd')).toThrow('isOdd() is only callable on integers');
    expect(call(4, 'isInteger')).toBe(true);
    expect(call(4.12, 'isInteger')).toBe(false);
  });
  it('toBoolean and emptiness follow n8n', () => {
    expect(call(0, 'toBoolean')).toBe(false);
    expect(call(-1.3, 'toBoolean')).toBe(true);
    expect(call(0, 'isEmpty')).toBe(true);
    expect(call(5, 'isNotEmpty')).toBe(true);
  });
  it('format uses Intl.NumberFormat with en-US by default', () => {
    expect(call(123456.789, 'format')).toBe('123,456.789');
    expect(call(123456.789, 'format', 'de-DE')).toBe('123.456,789');
    expect(call(123456.789, 'format', 'de-DE', { style: 'currency', currency: 'EUR' })).toBe('123.456,79\u00a0€');
  });
  it('toDateTime reads timestamps', () => {
    const ms = (v: unknown) => (v as { toMillis(): number }).toMillis();
    expect(ms(call(1708695471, 'toDateTime', 's'))).toBe(1708695471000);
    expect(ms(call(1708695471000, 'toDateTime'))).toBe(1708695471000);
    expect(ms(call(1708695471000000, 'toDateTime', 'us'))).toBe(1708695471000);
    expect(ms(call(45345, 'toDateTime', 'excel'))).toBe(Date.UTC(2024, 1, 23));
    expect(() => call(1, 'toDateTime', 'days')).toThrow(
      "Unsupported format 'days'. toDateTime() supports 'ms', 's', 'us' and 'excel'.",
    );
  });
  it('native methods still work and unknown extensions name their types', () => {
    expect(call(91.256, 'toFixed', 2)).toBe('91.26');
    expect(() => call(5, 'toNumber')).toThrow(/^toNumber\(\) is only callable on types "String"/);
  });
});
