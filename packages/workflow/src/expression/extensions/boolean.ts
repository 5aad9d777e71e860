import { doc } from './shared.js';
import type { ExtensionDoc, ExtensionFunction, ExtensionGroup } from './types.js';

const toNumber: ExtensionFunction = (v: boolean) => (v ? 1 : 0);

const functions: Record<string, ExtensionFunction> = {
  toBoolean: (v: boolean) => v,
  toInt: toNumber,
  toFloat: toNumber,
  toNumber,
  toDateTime: () => undefined,
  // n8n has no boolean-specific isEmpty: its generic one applies, which treats false as empty.
  isEmpty: (v: boolean) => !v,
  isNotEmpty: (v: boolean) => v,
};

const docs: Record<string, ExtensionDoc> = {
  toBoolean: doc('toBoolean', '(): boolean', 'The boolean itself.', [['true.toBoolean()', 'true']]),
  toInt: doc('toInt', '(): number', '1 for true, 0 for false.', [['true.toInt()', '1']]),
  toFloat: doc('toFloat', '(): number', '1 for true, 0 for false.', [['false.toFloat()', '0']]),
  toNumber: doc('toNumber', '(): number', '1 for true, 0 for false.', [['true.toNumber()', '1']]),
  toDateTime: doc('toDateTime', '(): undefined', 'Booleans are not dates: always undefined.', [
    ['true.toDateTime()', 'undefined'],
  ]),
  isEmpty: doc('isEmpty', '(): boolean', 'true for false, as for every falsy value.', [['false.isEmpty()', 'true']]),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'The boolean itself.', [['true.isNotEmpty()', 'true']]),
};

/** Extension functions on Boolean values (n8n 1.x names and results). */
export const booleanExtensions: ExtensionGroup = {
  typeName: 'Boolean',
  functions,
  docs,
};
