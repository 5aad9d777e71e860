/** Cell values of data tables follow n8n's conversions (validateFieldType, not strict, strings not parsed). */
import { describe, expect, it } from 'vitest';
import { toCellValue } from '../src/data-tables/values.js';

const refusal = (value: unknown, type: 'string' | 'number' | 'boolean' | 'date') => {
  try {
    toCellValue(value, type, 'col');
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
};

describe('data table cell values', () => {
  it('converts as n8n does', () => {
    expect(toCellValue(5, 'string', 'c')).toBe('5');
    expect(toCellValue(true, 'string', 'c')).toBe('true');
    expect(toCellValue('12.5', 'number', 'c')).toBe(12.5);
    expect(toCellValue('', 'number', 'c')).toBe(0);
    expect(toCellValue(true, 'number', 'c')).toBe(1);
    expect(toCellValue('TRUE', 'boolean', 'c')).toBe(true);
    expect(toCellValue('0', 'boolean', 'c')).toBe(false);
    expect(toCellValue(1, 'boolean', 'c')).toBe(true);
    expect(toCellValue('2024-02-29T13:00:00+01:00', 'date', 'c')).toBe('2024-02-29T12:00:00.000Z');
    expect(toCellValue(new Date(0), 'date', 'c')).toBe('1970-01-01T00:00:00.000Z');
    expect(toCellValue(null, 'number', 'c')).toBeNull();
  });
  it("refuses what n8n refuses, in n8n's words", () => {
    expect(refusal('many', 'number')).toBe(
      "Validation error with data table request: value 'many' does not match column type 'number': 'col' expects a number but we got 'many'",
    );
    expect(refusal('yes', 'boolean')).toBe(
      "Validation error with data table request: value 'yes' does not match column type 'boolean': 'col' expects a boolean but we got 'yes'",
    );
    expect(refusal('', 'boolean')).toContain("expects a boolean but we got ''");
    expect(refusal({ a: 1 }, 'number')).toBe(
      "Validation error with data table request: value '[object Object]' does not match column type 'number': 'col' expects a number but we got object",
    );
    expect(refusal('not a date', 'date')).toContain("'col' expects a dateTime but we got 'not a date'");
  });
});
