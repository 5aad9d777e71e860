import { ExpressionExtensionError } from '../../errors.js';
import { formUrlEncode } from './string-codec.js';
import { doc, isObjectLike, setField } from './shared.js';
import type { ExtensionDoc, ExtensionFunction, ExtensionGroup } from './types.js';

type Fields = Record<string, unknown>;

function isBlankValue(value: unknown): boolean {
  return value === null || value === undefined || value === 'nil' || value === '';
}

/**
 * Drops fields that are null, undefined, `'nil'` or `''`, and nested objects or arrays that have
 * no keys; nested ones are compacted too (arrays come back as objects keyed by index, as in n8n).
 */
export function compactObject(value: object): Fields {
  const out: Fields = {};
  for (const [key, val] of Object.entries(value)) {
    if (isBlankValue(val)) continue;
    if (isObjectLike(val)) {
      if (Object.keys(val).length > 0) setField(out, key, compactObject(val));
    } else setField(out, key, val);
  }
  return out;
}

function removeField(value: Fields, [name]: unknown[]): Fields {
  if (!((name as string) in value)) return value;
  const copy = { ...value };
  delete copy[name as string];
  return copy;
}

function filterStringFields(value: Fields, match: unknown, keep: boolean, error: string): Fields {
  if (typeof match !== 'string' || match === '') throw new ExpressionExtensionError(error);
  const copy = { ...value };
  for (const [key, val] of Object.entries(value)) {
    const contains = typeof val === 'string' && val.includes(match);
    if (contains !== keep) delete copy[key];
  }
  return copy;
}

const functions: Record<string, ExtensionFunction> = {
  isEmpty: (v: object) => Object.keys(v).length === 0,
  isNotEmpty: (v: object) => Object.keys(v).length > 0,
  hasField: (v: object, [name]) => (name as string) in v,
  removeField: (v: Fields, args) => removeField(v, args),
  removeFieldsContaining: (v: Fields, [match]) =>
    filterStringFields(v, match, false, 'removeFieldsContaining(): expected non-empty string arg'),
  keepFieldsContaining: (v: Fields, [match]) =>
    filterStringFields(v, match, true, 'argument of keepFieldsContaining must be a non-empty string'),
  compact: (v: object) => compactObject(v),
  urlEncode: (v: Fields) => formUrlEncode(v),
  keys: (v: object) => Object.keys(v),
  values: (v: object) => Object.values(v),
  toJsonString: (v: object) => JSON.stringify(v),
  toInt: () => undefined,
  toFloat: () => undefined,
  toBoolean: () => undefined,
  toDateTime: () => undefined,
};

const docs: Record<string, ExtensionDoc> = {
  isEmpty: doc('isEmpty', '(): boolean', 'Whether the object has no fields.', [['({}).isEmpty()', 'true']]),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'Whether the object has at least one field.', [
    ['({a: 1}).isNotEmpty()', 'true'],
  ]),
  hasField: doc(
    'hasField',
    '(name: string): boolean',
    'Whether the object has a top-level field with this exact (case-sensitive) name.',
    [["({name: 'Ada'}).hasField('name')", 'true']],
  ),
  removeField: doc('removeField', '(name: string): object', 'A copy of the object without the named top-level field.', [
    ["({a: 1, b: 2}).removeField('a')", '{ b: 2 }'],
  ]),
  removeFieldsContaining: doc(
    'removeFieldsContaining',
    '(text: string): object',
    'A copy without the fields whose value is a string containing the text (case-sensitive). Non-string fields are kept.',
    [["({a: 'apple', b: 'kiwi', n: 1}).removeFieldsContaining('ap')", "{ b: 'kiwi', n: 1 }"]],
  ),
  keepFieldsContaining: doc(
    'keepFieldsContaining',
    '(text: string): object',
    'A copy with only the fields whose value is a string containing the text (case-sensitive). Non-string fields are dropped.',
    [["({a: 'apple', b: 'kiwi', n: 1}).keepFieldsContaining('ap')", "{ a: 'apple' }"]],
  ),
  compact: doc(
    'compact',
    '(): object',
    "A copy without fields that are null, undefined, '' or 'nil', or empty objects; nested objects are compacted too.",
    [["({a: null, b: 1, c: ''}).compact()", '{ b: 1 }']],
  ),
  urlEncode: doc(
    'urlEncode',
    '(): string',
    'The top-level fields as a URL query string (form encoding: spaces become +).',
    [["({name: 'Ada L', n: 1}).urlEncode()", "'name=Ada+L&n=1'"]],
  ),
  keys: doc('keys', '(): string[]', 'The names of the top-level fields.', [['({a: 1, b: 2}).keys()', "['a', 'b']"]]),
  values: doc('values', '(): any[]', 'The values of the top-level fields.', [['({a: 1, b: 2}).values()', '[1, 2]']]),
  toJsonString: doc('toJsonString', '(): string', 'The object as JSON text.', [
    ['({x: 1, y: [2]}).toJsonString()', `'{"x":1,"y":[2]}'`],
  ]),
  toInt: doc('toInt', '(): undefined', 'Objects are not numbers: always undefined.', [['({}).toInt()', 'undefined']]),
  toFloat: doc('toFloat', '(): undefined', 'Objects are not numbers: always undefined.', [
    ['({}).toFloat()', 'undefined'],
  ]),
  toBoolean: doc('toBoolean', '(): undefined', 'Objects are not booleans: always undefined.', [
    ['({}).toBoolean()', 'undefined'],
  ]),
  toDateTime: doc('toDateTime', '(): undefined', 'Objects are not dates: always undefined.', [
    ['({}).toDateTime()', 'undefined'],
  ]),
};

/** Extension functions on plain Object values (n8n 1.x names, arguments and errors). */
export const objectExtensions: ExtensionGroup = {
  typeName: 'Object',
  functions,
  docs,
};
