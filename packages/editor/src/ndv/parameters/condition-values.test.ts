import { describe, expect, it } from 'vitest';
import {
  assignmentAfterValueDrop,
  conditionAfterLeftDrop,
  conditionAfterRightDrop,
  convertToType,
  inferAssignmentType,
  inferOperatorType,
  valueFromInput,
  valueInputKind,
  withOperator,
} from './condition-values';

const gt = { type: 'number', operation: 'gt' };
const strEq = { type: 'string', operation: 'equals' };

describe("typed condition values (n8n stores a number operator's value as a number)", () => {
  it('keeps a typed number as a number, and expressions and other text as written', () => {
    expect(valueInputKind('number')).toBe('number');
    expect(valueFromInput('number', '30')).toBe(30);
    expect(valueFromInput('number', ' 2.5 ')).toBe(2.5);
    expect(valueFromInput('number', '')).toBe('');
    expect(valueFromInput('number', '3x')).toBe('3x');
    expect(valueFromInput('number', '={{ 30 }}')).toBe('={{ 30 }}');
    expect(valueFromInput('text', '30')).toBe('30');
    expect(valueInputKind('boolean')).toBe('boolean');
    expect(valueInputKind('dateTime')).toBe('text');
  });

  it('converts a fixed right value when the operator changes type: typed 30 then "is greater than" compares numbers', () => {
    const typed = { id: 'c', leftValue: '={{ $json.age }}', rightValue: '30', operator: strEq };
    expect(withOperator(typed, gt)).toEqual({ id: 'c', leftValue: '={{ $json.age }}', rightValue: 30, operator: gt });
    // Back to strings: the number becomes text.
    expect(withOperator({ ...typed, rightValue: 30, operator: gt }, strEq).rightValue).toBe('30');
    // Expressions are never converted; a value that is no number stays.
    expect(withOperator({ ...typed, rightValue: '={{ 30 }}' }, gt).rightValue).toBe('={{ 30 }}');
    expect(withOperator({ ...typed, rightValue: 'abc' }, gt).rightValue).toBe('abc');
    // Same right type: nothing converted; single value: cleared.
    expect(
      withOperator({ ...typed, rightValue: '30', operator: { type: 'number', operation: 'lt' } }, gt).rightValue,
    ).toBe('30');
    expect(withOperator(typed, { type: 'number', operation: 'exists', singleValue: true }).rightValue).toBe('');
    // Array length compares a number on the right.
    expect(
      withOperator(
        { ...typed, operator: { type: 'array', operation: 'contains', rightType: 'any' } },
        { type: 'array', operation: 'lengthGt', rightType: 'number' },
      ).rightValue,
    ).toBe(30);
    expect(convertToType('yes', 'boolean')).toBe(true);
    expect(convertToType('', 'boolean')).toBe(false);
    expect(convertToType('', 'number')).toBe('');
  });

  it('infers the type of a dropped field as n8n does', () => {
    expect(inferOperatorType(41)).toBe('number');
    expect(inferOperatorType('Ann')).toBe('string');
    expect(inferOperatorType('2024-05-01T10:00:00Z')).toBe('dateTime');
    expect(inferOperatorType('2024-05-01')).toBe('dateTime');
    expect(inferOperatorType('12')).toBe('string');
    expect(inferOperatorType(true)).toBe('boolean');
    expect(inferOperatorType([1])).toBe('array');
    expect(inferOperatorType({ a: 1 })).toBe('object');
    expect(inferOperatorType(undefined)).toBe('any');
    expect(inferAssignmentType(41)).toBe('number');
    expect(inferAssignmentType(null)).toBe('string');
    expect(inferAssignmentType({ a: 1 })).toBe('object');
  });

  it('a field dropped on the left value picks the default operator of its type', () => {
    const empty = { id: 'c', leftValue: '', rightValue: '', operator: strEq };
    expect(conditionAfterLeftDrop(empty, '={{ $json.age }}', 41)).toEqual({
      id: 'c',
      leftValue: '={{ $json.age }}',
      rightValue: '',
      operator: { type: 'number', operation: 'equals' },
    });
    expect(conditionAfterLeftDrop({ ...empty, rightValue: '30' }, '={{ $json.age }}', 41).rightValue).toBe(30);
    expect(conditionAfterLeftDrop(empty, '={{ $json.tags }}', ['a']).operator).toEqual({
      type: 'array',
      operation: 'contains',
      rightType: 'any',
    });
    // Unknown value (no input data): the operator stays.
    expect(conditionAfterLeftDrop(empty, '={{ $json.x }}', undefined).operator).toEqual(strEq);
  });

  it('a field dropped on the right value sets the operator only when its type compares with itself', () => {
    const empty = { id: 'c', leftValue: '', rightValue: '', operator: strEq };
    expect(conditionAfterRightDrop(empty, '={{ $json.age }}', '', 41).operator).toEqual({
      type: 'number',
      operation: 'equals',
    });
    expect(conditionAfterRightDrop(empty, '={{ $json.tags }}', '', ['a']).operator).toEqual(strEq);
    expect(
      conditionAfterRightDrop({ ...empty, leftValue: '={{ $json.name }}' }, '={{ $json.age }}', 'Ann', 41).operator,
    ).toEqual(strEq);
  });

  it('a field dropped on an assignment value sets its type and an empty name', () => {
    const a = { id: 'a', name: '', value: '', type: 'string' };
    expect(assignmentAfterValueDrop(a, '={{ $json.age }}', 41, 'age')).toEqual({
      id: 'a',
      name: 'age',
      value: '={{ $json.age }}',
      type: 'number',
    });
    expect(assignmentAfterValueDrop({ ...a, name: 'years' }, '={{ $json.age }}', 41, 'age').name).toBe('years');
    expect(assignmentAfterValueDrop({ ...a, type: 'number' }, '={{ $json.x }}', undefined, 'x').type).toBe('number');
  });
});
