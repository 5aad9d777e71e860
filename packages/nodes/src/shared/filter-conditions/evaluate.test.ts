import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { evaluateCondition, evaluateFilter, FilterError } from './evaluate.js';
import type { FilterCondition, FilterOperator, FilterOptions } from './types.js';

const strict: FilterOptions = { caseSensitive: true, typeValidation: 'strict', version: 2 };
const loose: FilterOptions = { caseSensitive: true, typeValidation: 'loose', version: 2 };

function check(
  type: FilterOperator['type'],
  operation: string,
  leftValue: unknown,
  rightValue?: unknown,
  options = strict,
  extra: Partial<FilterOperator> = {},
) {
  return evaluateCondition({ leftValue, rightValue, operator: { type, operation, ...extra } }, options);
}

describe('string operations', () => {
  it('compares, searches and matches', () => {
    expect(check('string', 'equals', 'a', 'a')).toBe(true);
    expect(check('string', 'notEquals', 'a', 'b')).toBe(true);
    expect(check('string', 'contains', 'hello', 'ell')).toBe(true);
    expect(check('string', 'notContains', 'hello', 'xyz')).toBe(true);
    expect(check('string', 'startsWith', 'hello', 'he')).toBe(true);
    expect(check('string', 'notStartsWith', 'hello', 'lo')).toBe(true);
    expect(check('string', 'endsWith', 'hello', 'lo')).toBe(true);
    expect(check('string', 'notEndsWith', 'hello', 'he')).toBe(true);
    expect(check('string', 'regex', 'hello', '^h.l')).toBe(true);
    expect(check('string', 'regex', 'HELLO', '/^hel/i')).toBe(true);
    expect(check('string', 'notRegex', 'hello', '^x')).toBe(true);
    expect(check('string', 'empty', '')).toBe(true);
    expect(check('string', 'empty', null)).toBe(true);
    expect(check('string', 'notEmpty', 'x')).toBe(true);
    expect(check('string', 'exists', undefined)).toBe(false);
    expect(check('string', 'notExists', null)).toBe(true);
  });

  it('ignores case when caseSensitive is off, but never lowercases a regex', () => {
    const ci = { ...strict, caseSensitive: false };
    expect(check('string', 'startsWith', 'London', 'lon', ci)).toBe(true);
    expect(check('string', 'endsWith', 'a@b.net', '.NET', ci)).toBe(true);
    expect(check('string', 'regex', 'Linus', '^lin', ci)).toBe(true);
    expect(check('string', 'regex', 'linus', '^LIN', ci)).toBe(false);
  });
});

describe('number, boolean, dateTime, array and object operations', () => {
  it('number', () => {
    expect(check('number', 'gt', 41, 40)).toBe(true);
    expect(check('number', 'lt', 39, 40)).toBe(true);
    expect(check('number', 'gte', 40, 40)).toBe(true);
    expect(check('number', 'lte', 41, 40)).toBe(false);
    expect(check('number', 'equals', 3, 3)).toBe(true);
    expect(check('number', 'notEquals', 3, 4)).toBe(true);
    expect(check('number', 'exists', Number.NaN)).toBe(false);
    expect(check('number', 'empty', null)).toBe(true);
  });

  it('boolean', () => {
    expect(check('boolean', 'true', true, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('boolean', 'false', false, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('boolean', 'equals', true, false)).toBe(false);
    expect(check('boolean', 'notEquals', true, false)).toBe(true);
    expect(check('boolean', 'true', 'false', undefined, loose, { singleValue: true })).toBe(false);
    expect(check('boolean', 'true', 'false', undefined, { ...loose, version: 1 }, { singleValue: true })).toBe(true);
  });

  it('dateTime', () => {
    expect(check('dateTime', 'after', '2024-02-01', '2024-01-01')).toBe(true);
    expect(check('dateTime', 'before', '2024-02-01', '2024-01-01')).toBe(false);
    expect(check('dateTime', 'afterOrEquals', DateTime.fromISO('2024-01-01T00:00:00Z'), '2024-01-01T00:00:00Z')).toBe(
      true,
    );
    expect(check('dateTime', 'beforeOrEquals', new Date('2023-12-31T00:00:00Z'), '2024-01-01')).toBe(true);
    expect(check('dateTime', 'equals', '2024-01-01T00:00:00Z', 'Mon, 01 Jan 2024 00:00:00 GMT')).toBe(true);
    expect(check('dateTime', 'after', '2024-01-01', null)).toBe(false);
  });

  it('array', () => {
    expect(check('array', 'contains', ['math', 'poetry'], 'math', strict, { rightType: 'any' })).toBe(true);
    expect(
      check('array', 'contains', ['Math'], 'math', { ...strict, caseSensitive: false }, { rightType: 'any' }),
    ).toBe(true);
    expect(check('array', 'notContains', [1, 2], 3, strict, { rightType: 'any' })).toBe(true);
    expect(check('array', 'lengthEquals', [1, 2], 2, strict, { rightType: 'number' })).toBe(true);
    expect(check('array', 'lengthNotEquals', [1, 2], 2, strict, { rightType: 'number' })).toBe(false);
    expect(check('array', 'lengthGt', [1, 2], 1, strict, { rightType: 'number' })).toBe(true);
    expect(check('array', 'lengthLt', [1, 2], 1, strict, { rightType: 'number' })).toBe(false);
    expect(check('array', 'lengthGte', [1, 2], 2, strict, { rightType: 'number' })).toBe(true);
    expect(check('array', 'lengthLte', [1, 2], 2, strict, { rightType: 'number' })).toBe(true);
    expect(check('array', 'empty', [], undefined, strict, { singleValue: true })).toBe(true);
    expect(check('array', 'notEmpty', [], undefined, strict, { singleValue: true })).toBe(false);
    expect(check('array', 'contains', '["a","b"]', 'b', loose, { rightType: 'any' })).toBe(true);
  });

  it('object', () => {
    expect(check('object', 'empty', {}, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('object', 'notEmpty', { a: 1 }, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('object', 'exists', { a: 1 }, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('object', 'notExists', undefined, undefined, strict, { singleValue: true })).toBe(true);
    expect(check('object', 'notEmpty', '{a: 1}', undefined, loose, { singleValue: true })).toBe(true);
  });
});

describe('type validation', () => {
  it("strict refuses other types with n8n's message", () => {
    const run = () =>
      evaluateCondition({ leftValue: '41', rightValue: 40, operator: { type: 'number', operation: 'gt' } }, strict, {
        index: 1,
        itemIndex: 3,
      });
    expect(run).toThrow(FilterError);
    expect(run).toThrow("Wrong type: '41' is a string but was expecting a number [condition 1, item 3]");
    try {
      run();
    } catch (e) {
      expect((e as FilterError).description).toContain('<code>.toNumber()</code>');
    }
  });

  it('strict complains about both fields when they share a type', () => {
    expect(() => check('number', 'gt', 'a', 'b')).toThrow(
      'Comparison type expects a number but both fields are a string',
    );
  });

  it('strict complains about an array as an object', () => {
    expect(() => check('string', 'equals', 'x', 5)).toThrow(
      "Wrong type: '5' is a number but was expecting a string [condition 0, item 0]",
    );
    expect(() => check('array', 'empty', 'x', undefined, strict, { singleValue: true })).toThrow(
      "Wrong type: 'x' is a string but was expecting an array",
    );
  });

  it('loose converts, and reports what cannot be converted', () => {
    expect(check('number', 'gt', '41', '40', loose)).toBe(true);
    expect(check('string', 'equals', 5, '5', loose)).toBe(true);
    expect(() => check('number', 'gt', 'abc', 4, loose)).toThrow(
      "Conversion error: the string 'abc' can't be converted to a number [condition 0, item 0]",
    );
  });
});

describe('evaluateFilter', () => {
  const value = (combinator: 'and' | 'or') => ({
    options: strict,
    combinator,
    conditions: [
      { leftValue: 1, rightValue: 1, operator: { type: 'number', operation: 'equals' } },
      { leftValue: 1, rightValue: 2, operator: { type: 'number', operation: 'equals' } },
    ] as FilterCondition[],
  });
  it('combines with and/or and stops at the first decisive condition', () => {
    expect(evaluateFilter(value('and'))).toBe(false);
    expect(evaluateFilter(value('or'))).toBe(true);
    const shortCircuit = value('or');
    shortCircuit.conditions[1] = { leftValue: 'x', rightValue: 2, operator: { type: 'number', operation: 'equals' } };
    expect(evaluateFilter(shortCircuit)).toBe(true);
  });
  it('is false for an unknown combinator or operation', () => {
    expect(evaluateFilter({ ...value('and'), combinator: 'xor' as 'and' })).toBe(false);
    expect(check('string', 'sounds', 'a', 'a')).toBe(false);
  });
});
