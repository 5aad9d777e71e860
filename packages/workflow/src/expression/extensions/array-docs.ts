import { doc } from './shared.js';
import type { ExtensionDoc } from './types.js';

/** Documentation of the array extension functions, keyed by function name. */
export const arrayDocs: Record<string, ExtensionDoc> = {
  removeDuplicates: doc('removeDuplicates', '(...fields?: string[]): any[]', 'Same as unique().', [
    ['[1, 1, 2].removeDuplicates()', '[1, 2]'],
  ]),
  unique: doc(
    'unique',
    '(...fields?: string[]): any[]',
    'The array without repeated elements (deep comparison, first occurrence kept). With field names, objects count as repeats when those fields are equal.',
    [
      ["['a', 'b', 'a'].unique()", "['a', 'b']"],
      ["[{id: 1, n: 'x'}, {id: 1, n: 'y'}].unique('id')", "[{id: 1, n: 'x'}]"],
    ],
  ),
  first: doc('first', '(): any', 'The first element, or undefined for an empty array.', [
    ["['a', 'b'].first()", "'a'"],
  ]),
  last: doc('last', '(): any', 'The last element, or undefined for an empty array.', [["['a', 'b'].last()", "'b'"]]),
  pluck: doc(
    'pluck',
    '(...fields: string[]): any[]',
    'For each object element, the value of the given field (or an array of the values of several fields). Elements without those fields are skipped.',
    [
      ["[{a: 1, b: 2}, {a: 3}].pluck('a')", '[1, 3]'],
      ["[{a: 1, b: 2}].pluck('a', 'b')", '[[1, 2]]'],
    ],
  ),
  randomItem: doc('randomItem', '(): any', 'A randomly chosen element, or undefined for an empty array.', [
    ["['x', 'y', 'z'].randomItem()", "'y' (random)"],
  ]),
  sum: doc('sum', '(): number', 'The total of the elements. Throws if any element is not a number.', [
    ['[1, 2, 3].sum()', '6'],
  ]),
  min: doc(
    'min',
    '(): number',
    'The smallest element (Infinity for an empty array). Throws if any element is not a number.',
    [['[4, 1, 9].min()', '1']],
  ),
  max: doc(
    'max',
    '(): number',
    'The largest element (-Infinity for an empty array). Throws if any element is not a number.',
    [['[4, 1, 9].max()', '9']],
  ),
  average: doc(
    'average',
    '(): number',
    'The mean of the elements (0 for an empty array). Throws if any element is not a number.',
    [['[1, 2, 3, 4].average()', '2.5']],
  ),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'Whether the array has at least one element.', [
    ['[0].isNotEmpty()', 'true'],
  ]),
  isEmpty: doc('isEmpty', '(): boolean', 'Whether the array has no elements.', [['[].isEmpty()', 'true']]),
  compact: doc(
    'compact',
    '(): any[]',
    "The array without null, undefined, '', 'nil' and empty objects; object elements are compacted too (0 and false are kept).",
    [["[0, null, 'a', '', {}].compact()", "[0, 'a']"]],
  ),
  smartJoin: doc(
    'smartJoin',
    '(keyField: string, valueField: string): object',
    'Builds one object from an array of objects, using one field of each as the key and another as the value.',
    [["[{k: 'a', v: 1}, {k: 'b', v: 2}].smartJoin('k', 'v')", '{ a: 1, b: 2 }']],
  ),
  chunk: doc(
    'chunk',
    '(size: number): any[][]',
    'Splits the array into arrays of the given length (the last may be shorter).',
    [['[1, 2, 3, 4, 5].chunk(2)', '[[1, 2], [3, 4], [5]]']],
  ),
  renameKeys: doc(
    'renameKeys',
    '(from: string, to: string, ...more: string[]): any[]',
    'Renames fields in every object element; pass pairs of old and new names.',
    [["[{name: 'Ada'}].renameKeys('name', 'title')", "[{title: 'Ada'}]"]],
  ),
  merge: doc(
    'merge',
    '(others?: object[]): object',
    'Merges objects into one. Without an argument, merges the object elements; with an array, merges each element with the one at the same position in the other array. Earlier values win on conflicts.',
    [
      ['[{a: 1}, {b: 2}].merge()', '{ a: 1, b: 2 }'],
      ['[{a: 1}].merge([{a: 9, c: 3}])', '{ a: 1, c: 3 }'],
    ],
  ),
  union: doc('union', '(other: any[]): any[]', 'The elements found in either array, without repeats.', [
    ['[1, 2].union([2, 3])', '[1, 2, 3]'],
  ]),
  difference: doc(
    'difference',
    '(other: any[]): any[]',
    'The elements of this array that are not in the other, without repeats.',
    [['[1, 2, 3, 4].difference([2, 4])', '[1, 3]']],
  ),
  intersection: doc('intersection', '(other: any[]): any[]', 'The elements found in both arrays, without repeats.', [
    ['[1, 2, 3].intersection([2, 3, 5])', '[2, 3]'],
  ]),
  append: doc('append', '(...elements: any[]): any[]', 'A new array with the elements added at the end.', [
    ["['a'].append('b', 'c')", "['a', 'b', 'c']"],
  ]),
  toJsonString: doc('toJsonString', '(): string', 'The array as JSON text.', [
    ["['a', 1].toJsonString()", `'["a",1]'`],
  ]),
  toInt: doc('toInt', '(): undefined', 'Arrays are not numbers: always undefined.', [['[1].toInt()', 'undefined']]),
  toFloat: doc('toFloat', '(): undefined', 'Arrays are not numbers: always undefined.', [
    ['[1].toFloat()', 'undefined'],
  ]),
  toBoolean: doc('toBoolean', '(): undefined', 'Arrays are not booleans: always undefined.', [
    ['[1].toBoolean()', 'undefined'],
  ]),
  toDateTime: doc('toDateTime', '(): undefined', 'Arrays are not dates: always undefined.', [
    ['[1].toDateTime()', 'undefined'],
  ]),
};
