import { ExpressionExtensionError } from '../../errors.js';
import { numberToDateTime } from './date-convert.js';
import { doc } from './shared.js';
import type { ExtensionDoc, ExtensionFunction, ExtensionGroup } from './types.js';

function round(value: number, [places = 0]: unknown[]): number {
  // toFixed rounds the exact binary value, as n8n does: (1.005).round(2) is 1.
  return Number(value.toFixed(places as number));
}

function format(value: number, [locales = 'en-US', options = {}]: unknown[]): string {
  return new Intl.NumberFormat(locales as string | string[], options as Intl.NumberFormatOptions).format(value);
}

function isEven(value: number): boolean {
  if (!Number.isInteger(value)) throw new ExpressionExtensionError('isEven() is only callable on integers');
  return value % 2 === 0;
}

function isOdd(value: number): boolean {
  if (!Number.isInteger(value)) throw new ExpressionExtensionError('isOdd() is only callable on integers');
  return Math.abs(value) % 2 === 1;
}

const functions: Record<string, ExtensionFunction> = {
  ceil: (v: number) => Math.ceil(v),
  floor: (v: number) => Math.floor(v),
  format: (v: number, args) => format(v, args),
  round: (v: number, args) => round(v, args),
  abs: (v: number) => Math.abs(v),
  isInteger: (v: number) => Number.isInteger(v),
  isEven: (v: number) => isEven(v),
  isOdd: (v: number) => isOdd(v),
  toBoolean: (v: number) => v !== 0,
  toInt: (v: number) => round(v, []),
  toFloat: (v: number) => v,
  toDateTime: (v: number, [unit]) => numberToDateTime(v, unit),
  // n8n has no number-specific isEmpty: its generic one applies, which treats 0 and NaN as empty.
  isEmpty: (v: number) => !v,
  isNotEmpty: (v: number) => !!v,
};

const docs: Record<string, ExtensionDoc> = {
  ceil: doc('ceil', '(): number', 'Rounds up to the next whole number.', [['(1.2).ceil()', '2']]),
  floor: doc('floor', '(): number', 'Rounds down to the previous whole number.', [['(1.8).floor()', '1']]),
  format: doc(
    'format',
    '(locale?: string, options?: object): string',
    "Formats the number for a locale (default 'en-US') with Intl.NumberFormat options such as style, currency or maximumFractionDigits.",
    [
      ['(1234.5).format()', "'1,234.5'"],
      ["(1234.5).format('de-DE', {style: 'currency', currency: 'EUR'})", "'1.234,50 €'"],
    ],
  ),
  round: doc(
    'round',
    '(decimalPlaces?: number): number',
    'Rounds to the nearest whole number, or to the given number of decimal places.',
    [
      ['(1.256).round()', '1'],
      ['(1.256).round(2)', '1.26'],
    ],
  ),
  abs: doc('abs', '(): number', 'The absolute value (the number without its sign).', [['(-4.5).abs()', '4.5']]),
  isInteger: doc('isInteger', '(): boolean', 'Whether the number is a whole number.', [['(4).isInteger()', 'true']]),
  isEven: doc('isEven', '(): boolean', 'Whether a whole number is even. Throws for numbers with decimals.', [
    ['(42).isEven()', 'true'],
  ]),
  isOdd: doc('isOdd', '(): boolean', 'Whether a whole number is odd. Throws for numbers with decimals.', [
    ['(33).isOdd()', 'true'],
  ]),
  toBoolean: doc('toBoolean', '(): boolean', 'false for 0, true for any other number.', [['(0).toBoolean()', 'false']]),
  toInt: doc('toInt', '(): number', 'Rounds to the nearest whole number.', [['(2.5).toInt()', '3']]),
  toFloat: doc('toFloat', '(): number', 'The number itself.', [['(2.5).toFloat()', '2.5']]),
  toDateTime: doc(
    'toDateTime',
    "(unit?: 'ms' | 's' | 'us' | 'excel'): DateTime",
    'Reads the number as a timestamp: milliseconds (default), seconds, microseconds, or days since 1900 as spreadsheets store dates.',
    [["(1700000000).toDateTime('s').toMillis()", '1700000000000']],
  ),
  isEmpty: doc('isEmpty', '(): boolean', 'true for 0 and NaN, as for every falsy value.', [['(0).isEmpty()', 'true']]),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'false for 0 and NaN, true for other numbers.', [
    ['(3).isNotEmpty()', 'true'],
  ]),
};

/** Extension functions on Number values (n8n 1.x names, arguments and errors). */
export const numberExtensions: ExtensionGroup = {
  typeName: 'Number',
  functions,
  docs,
};
