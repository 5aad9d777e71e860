import { describe, expect, it } from 'vitest';
import type { NodeProperty, NodePropertyType } from '@weft/workflow';
import { canBeExpression, fromExpression, isExpressionValue, toExpression } from './expression-switch';

const p = (type: NodePropertyType, extra: Partial<NodeProperty> = {}): NodeProperty => ({
  displayName: 'P',
  name: 'p',
  type,
  default: '',
  ...extra,
});
const ok = (value: unknown) => ({ ok: true as const, value });
const failed = { ok: false as const };

describe('toExpression (Add expression) for every parameter type', () => {
  it('string: prefixes =', () => expect(toExpression(p('string'), 'hello')).toBe('=hello'));
  it('string: empty becomes =', () => expect(toExpression(p('string'), '')).toBe('='));
  it('json: prefixes =', () => expect(toExpression(p('json'), '{"a":1}')).toBe('={"a":1}'));
  it('number: wrapped in a template', () => expect(toExpression(p('number'), 42)).toBe('={{ 42 }}'));
  it('number: empty becomes the expression for 0', () => {
    expect(toExpression(p('number'), '')).toBe('={{ 0 }}');
    expect(toExpression(p('number'), undefined)).toBe('={{ 0 }}');
    expect(toExpression(p('number'), null)).toBe('={{ 0 }}');
  });
  it('boolean: wrapped in a template', () => {
    expect(toExpression(p('boolean'), true)).toBe('={{ true }}');
    expect(toExpression(p('boolean'), false)).toBe('={{ false }}');
  });
  it('dateTime: prefixes =', () =>
    expect(toExpression(p('dateTime'), '2024-01-01T00:00:00.000Z')).toBe('=2024-01-01T00:00:00.000Z'));
  it('color: prefixes =', () => expect(toExpression(p('color'), '#ff0000')).toBe('=#ff0000'));
  it('options: string values prefixed, number values wrapped', () => {
    expect(toExpression(p('options'), 'GET')).toBe('=GET');
    expect(toExpression(p('options'), 3)).toBe('={{ 3 }}');
  });
  it('multiOptions: the array becomes a template', () =>
    expect(toExpression(p('multiOptions'), ['a', 'b'])).toBe('={{ ["a","b"] }}'));
  it('resourceLocator: keeps its mode and prefixes the inner value', () => {
    expect(toExpression(p('resourceLocator'), { __rl: true, value: 'abc', mode: 'id' })).toEqual({
      __rl: true,
      value: '=abc',
      mode: 'id',
    });
    expect(toExpression(p('resourceLocator'), { __rl: true, value: 'x', mode: 'list', cachedResultName: 'X' })).toEqual(
      { __rl: true, value: '=x', mode: 'list', cachedResultName: 'X' },
    );
  });
  it.each([
    'collection',
    'fixedCollection',
    'notice',
    'hidden',
    'credentialsSelect',
    'curlImport',
    'filter',
    'assignmentCollection',
  ] as NodePropertyType[])('%s: never becomes an expression', (type) => {
    expect(canBeExpression(p(type))).toBe(false);
    const v = { a: 1 };
    expect(toExpression(p(type), v)).toBe(v);
  });
  it('noDataExpression parameters never become expressions', () => {
    expect(canBeExpression(p('string', { noDataExpression: true }))).toBe(false);
    expect(toExpression(p('options', { noDataExpression: true }), 'GET')).toBe('GET');
  });
  it('a value already an expression is left alone', () => expect(toExpression(p('string'), '=x')).toBe('=x'));
});

describe('fromExpression (Remove expression) for every parameter type', () => {
  it('string: the evaluated result', () =>
    expect(fromExpression(p('string'), '=Hi {{ $json.n }}', ok('Hi Ann'))).toBe('Hi Ann'));
  it('string: the text after = when evaluation fails', () =>
    expect(fromExpression(p('string'), '=Hi {{ $json.n }}', failed)).toBe('Hi {{ $json.n }}'));
  it('json: objects are pretty-printed', () =>
    expect(fromExpression(p('json'), '={{ {a: 1} }}', ok({ a: 1 }))).toBe('{\n  "a": 1\n}'));
  it('number: the evaluated number, numeric text, else the default', () => {
    expect(fromExpression(p('number', { default: 5 }), '={{ 1 + 1 }}', ok(2))).toBe(2);
    expect(fromExpression(p('number', { default: 5 }), '={{ "7" }}', ok('7'))).toBe(7);
    expect(fromExpression(p('number', { default: 5 }), '={{ nope }}', failed)).toBe(5);
  });
  it('boolean: the evaluated boolean or its text', () => {
    expect(fromExpression(p('boolean', { default: false }), '={{ true }}', ok(true))).toBe(true);
    expect(fromExpression(p('boolean', { default: false }), '={{ "true" }}', ok('true'))).toBe(true);
    expect(fromExpression(p('boolean', { default: false }), '={{ x }}', failed)).toBe(false);
  });
  it('dateTime and color: the evaluated text', () => {
    expect(fromExpression(p('dateTime'), '={{ $now }}', ok('2024-05-01'))).toBe('2024-05-01');
    expect(fromExpression(p('color'), '=#ff0000', ok('#ff0000'))).toBe('#ff0000');
  });
  it('options: the evaluated value, else the default', () => {
    expect(fromExpression(p('options', { default: 'GET' }), '={{ "POST" }}', ok('POST'))).toBe('POST');
    expect(fromExpression(p('options', { default: 'GET' }), '={{ x }}', failed)).toBe('GET');
  });
  it('multiOptions: the comma-separated text split and filtered to valid options', () => {
    const param = p('multiOptions', {
      options: [
        { name: 'A', value: 'a' },
        { name: 'B', value: 'b' },
      ],
    });
    expect(fromExpression(param, '={{ "a,zz, b" }}', ok('a,zz, b'))).toEqual(['a', 'b']);
    expect(fromExpression(param, '={{ ["b","q"] }}', ok(['b', 'q']))).toEqual(['b']);
  });
  it('resourceLocator: keeps its mode, takes the evaluated value', () => {
    expect(fromExpression(p('resourceLocator'), { __rl: true, value: '={{ "42" }}', mode: 'id' }, ok('42'))).toEqual({
      __rl: true,
      value: '42',
      mode: 'id',
    });
    expect(fromExpression(p('resourceLocator'), { __rl: true, value: '=abc', mode: 'url' }, failed)).toEqual({
      __rl: true,
      value: 'abc',
      mode: 'url',
    });
  });
  it('fixed values are returned unchanged', () => expect(fromExpression(p('string'), 'plain', ok('x'))).toBe('plain'));
  it('round trip: number and boolean come back as themselves', () => {
    expect(fromExpression(p('number'), toExpression(p('number'), 12), ok(12))).toBe(12);
    expect(fromExpression(p('boolean'), toExpression(p('boolean'), true), ok(true))).toBe(true);
  });
  it('recognises expression values', () => {
    expect(isExpressionValue('=x')).toBe(true);
    expect(isExpressionValue('x')).toBe(false);
    expect(isExpressionValue({ __rl: true, value: '=x', mode: 'id' })).toBe(true);
  });
});
