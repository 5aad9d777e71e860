// The filter conditions recorded from n8n (record.mjs): every operator of If, Filter and Switch
// on values of every kind, strict and loose, at each filter version, and case-insensitive for
// strings and arrays. Values that JSON cannot hold are written as markers that `materialize`
// turns into objects with the Luxon and Date of whoever evaluates them.

const OPERATORS = {
  string: ['exists', 'notExists', 'empty', 'notEmpty', 'equals', 'notEquals', 'contains', 'notContains', 'startsWith',
    'notStartsWith', 'endsWith', 'notEndsWith', 'regex', 'notRegex'],
  number: ['exists', 'notExists', 'empty', 'notEmpty', 'equals', 'notEquals', 'gt', 'lt', 'gte', 'lte'],
  dateTime: ['exists', 'notExists', 'empty', 'notEmpty', 'equals', 'notEquals', 'after', 'before', 'afterOrEquals',
    'beforeOrEquals'],
  boolean: ['exists', 'notExists', 'empty', 'notEmpty', 'true', 'false', 'equals', 'notEquals'],
  array: ['exists', 'notExists', 'empty', 'notEmpty', 'contains', 'notContains', 'lengthEquals', 'lengthNotEquals',
    'lengthGt', 'lengthLt', 'lengthGte', 'lengthLte'],
  object: ['exists', 'notExists', 'empty', 'notEmpty'],
};
const SINGLE = new Set(['exists', 'notExists', 'empty', 'notEmpty', 'true', 'false']);
const RIGHT_TYPE = { contains: 'any', notContains: 'any' };

// Left values: every kind, with the strings loose conversion reads as numbers, booleans, dates,
// arrays and objects.
const LEFT = [{ $undefined: true }, null, '', 'abc', 'ABC', 'aBc def', '5', '5.5', ' 7 ', '0', 'true', 'False', 'yes',
  1, 0, -3, 5, 5.5, { $nan: true }, true, false, [], [1, 2], ['a', 'B'], [{ a: 1 }], '[1,2]', '{"a":1}', {}, { a: 1 },
  '2024-01-01', '2024-01-01T10:00:00Z', '2024-01-01T10:00:00.000+02:00', 1704103200000,
  { $dateTime: '2024-01-01T10:00:00.000Z' }, { $date: '2024-01-01T10:00:00.000Z' }];
// Right values per operator type (the comparisons' second field).
const RIGHT = {
  string: [{ $undefined: true }, null, '', 'abc', 'b', 'ABC', 'a.c', '/^A/i', '/b c/', '[', 5, true],
  number: [{ $undefined: true }, null, '', 5, '5', 5.5, 0, '0', -3, 'abc', true],
  dateTime: [{ $undefined: true }, null, '2024-01-01', '2024-01-01T10:00:00Z', '2024-01-01T08:00:00.000Z', 1704103200000,
    'nope', { $dateTime: '2024-01-01T10:00:00.000Z' }],
  boolean: [{ $undefined: true }, null, true, false, 'true', 'false', 0, 1, 'yes'],
  any: [{ $undefined: true }, null, 1, '1', 'a', 'b', { a: 1 }, true],
  lengths: [{ $undefined: true }, null, 0, 2, '2', 'abc', 1.5],
};
const OPTION_SETS = [
  { caseSensitive: true, typeValidation: 'strict', version: 1 },
  { caseSensitive: true, typeValidation: 'strict', version: 2 },
  { caseSensitive: true, typeValidation: 'loose', version: 1 },
  { caseSensitive: true, typeValidation: 'loose', version: 2 },
  { caseSensitive: true, typeValidation: 'loose', version: 3 },
  { caseSensitive: false, typeValidation: 'strict', version: 2, only: ['string', 'array'] },
  { caseSensitive: false, typeValidation: 'loose', version: 2, only: ['string', 'array'] },
];

/** Every recorded case, in a fixed order: `[condition, options]`, with markers in the values. */
export function generate() {
  const cases = [];
  for (const set of OPTION_SETS) {
    const { only, ...options } = set;
    for (const [type, operations] of Object.entries(OPERATORS)) {
      if (only && !only.includes(type)) continue;
      for (const operation of operations) {
        const single = SINGLE.has(operation);
        const rightType = RIGHT_TYPE[operation] ?? (type === 'array' && !single ? 'number' : undefined);
        const operator = { type, operation, ...(single ? { singleValue: true } : {}), ...(rightType ? { rightType } : {}) };
        const rights = single ? [{ $undefined: true }] : RIGHT[rightType === 'any' ? 'any' : type === 'array' ? 'lengths' : type];
        for (const leftValue of LEFT)
          for (const rightValue of rights) cases.push([{ leftValue, rightValue, operator }, options]);
      }
    }
  }
  return cases;
}

/** A value with its markers made real, with the given Luxon `DateTime`. */
export function materialize(value, DateTime) {
  if (Array.isArray(value)) return value.map((v) => materialize(v, DateTime));
  if (value === null || typeof value !== 'object') return value;
  if (value.$undefined) return undefined;
  if (value.$nan) return NaN;
  if (value.$dateTime) return DateTime.fromISO(value.$dateTime, { zone: 'UTC' });
  if (value.$date) return new Date(value.$date);
  return value;
}
