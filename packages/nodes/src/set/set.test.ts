import { describe, expect, it } from 'vitest';
import type { WorkflowNode } from '@weft/workflow';
import { composeItem, parseJsonParameter, resolveRawJson, validateEntry } from './compose.js';
import { parseJsObjectLiteral, validateFieldType } from './validate.js';

const node = { name: 'Set', type: 'weft.set', typeVersion: 3.4, parameters: {} } as unknown as WorkflowNode;

describe('Set type validation', () => {
  it('converts values as n8n does', () => {
    expect(validateFieldType('n', '12', 'number')).toEqual({ valid: true, newValue: 12 });
    expect(validateFieldType('b', '1', 'boolean')).toEqual({ valid: true, newValue: true });
    expect(validateFieldType('a', "['x']", 'array')).toEqual({ valid: true, newValue: ['x'] });
    expect(validateFieldType('o', "{a: 'x', n: 1}", 'object')).toEqual({ valid: true, newValue: { a: 'x', n: 1 } });
    // n8n 1.123 reads the text 'null' as an object field's null (its check is typeof === 'object').
    expect(validateFieldType('o', 'null', 'object')).toEqual({ valid: true, newValue: null });
    expect(validateFieldType('n', 'abc', 'number')).toEqual({
      valid: false,
      errorMessage: "'n' expects a number but we got 'abc'",
    });
  });

  it('stringifies objects for string fields and nulls missing values', () => {
    expect(validateEntry(node, 's', 'string', { a: 1 }, 0, false, 3.4)).toBe('{"a":1}');
    expect(validateEntry(node, 's', 'number', undefined, 0, false, 3.4)).toBeNull();
    expect(() => validateEntry(node, 'x', 'number', 'abc', 2, false, 3.4)).toThrow(
      "'x' expects a number but we got 'abc' [item 2]",
    );
    expect(validateEntry(node, 'x', 'number', 'abc', 2, true, 3.4)).toBe('abc');
  });

  it('parses JS object literals', () => {
    expect(parseJsObjectLiteral("{ a: [1, 'two'], 'b c': true, d: null, }")).toEqual({
      a: [1, 'two'],
      'b c': true,
      d: null,
    });
  });
});

describe('Set items', () => {
  const input = { json: { id: 1, name: 'ada', address: { city: 'London', zip: 'X' } } };

  it('keeps selected fields, using the last path segment', () => {
    const out = composeItem(0, input, [['n', 1]], { include: 'selected', includeFields: 'id, address.city' }, 3.4);
    expect(out.json).toEqual({ id: 1, city: 'London', n: 1 });
    expect(out.pairedItem).toEqual({ item: 0 });
  });

  it('drops excluded fields and honours dot notation off', () => {
    const out = composeItem(
      1,
      input,
      [['a.b', 2]],
      { include: 'except', excludeFields: 'address', dotNotation: false },
      3.4,
    );
    expect(out.json).toEqual({ id: 1, name: 'ada', 'a.b': 2 });
  });

  it('resolves raw JSON templates and parses them', () => {
    const text = resolveRawJson('{"who": "{{ $json.name }}", "tags": {{ $json.tags }}}', (e) =>
      e.includes('name') ? 'ada' : ['x'],
    );
    expect(parseJsonParameter(node, text, 0)).toEqual({ who: 'ada', tags: ['x'] });
    expect(() => parseJsonParameter(node, '[1]', 3)).toThrow(
      "The 'JSON Output' in item 3 does not contain a valid JSON object",
    );
  });
});
