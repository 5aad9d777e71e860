import { doc } from './shared.js';
import type { ExtensionDoc } from './types.js';

const UNITS = 'years, quarters, months, weeks, days, hours, minutes, seconds or milliseconds';

/** Documentation of the date extension functions (luxon DateTime and JS Date), keyed by name. */
export const dateDocs: Record<string, ExtensionDoc> = {
  beginningOf: doc(
    'beginningOf',
    '(unit?: string): DateTime | Date',
    'The start of the given period containing the date: year, quarter, month, week (default; weeks start on Monday), day, hour, minute or second.',
    [["'2024-03-14T10:30:00Z'.toDateTime().beginningOf('month').toISO()", "'2024-03-01T00:00:00.000Z'"]],
  ),
  endOfMonth: doc('endOfMonth', '(): DateTime | Date', 'The last millisecond of the month containing the date.', [
    ["'2024-02-10T00:00:00Z'.toDateTime().endOfMonth().toISO()", "'2024-02-29T23:59:59.999Z'"],
  ]),
  extract: doc(
    'extract',
    '(part?: string): number',
    'One part of the date as a number: year, month, week (default, ISO week number), day, hour, minute, second, millisecond, weekday (1 = Monday) or yearDayNumber.',
    [["'2024-03-14T10:30:00Z'.toDateTime().extract('month')", '3']],
  ),
  isBetween: doc(
    'isBetween',
    '(start: string | DateTime | Date, end: string | DateTime | Date): boolean',
    'Whether the date lies strictly between the two moments (in either order). Strings are parsed like new Date().',
    [["$now.isBetween('2020-01-01', '2100-01-01')", 'true']],
  ),
  isDst: doc('isDst', '(): boolean', 'Whether the date falls in daylight saving time in its zone.', [
    ["'2024-07-01T12:00:00Z'.toDateTime().setZone('Europe/Berlin').isDst()", 'true'],
  ]),
  isInLast: doc(
    'isInLast',
    '(amount?: number, unit?: string): boolean',
    `Whether the date lies between that long ago and now. Units: ${UNITS} (default minutes).`,
    [["$now.minus(2, 'hours').isInLast(1, 'day')", 'true']],
  ),
  isWeekend: doc('isWeekend', '(): boolean', 'Whether the date is a Saturday or Sunday.', [
    ["'2024-03-16T12:00:00Z'.toDateTime().isWeekend()", 'true'],
  ]),
  minus: doc(
    'minus',
    '(amount: number | object, unit?: string): DateTime | Date',
    `The date moved back in time. Pass a number and a unit (${UNITS}; default minutes), a luxon duration object such as {days: 2}, or a number of milliseconds.`,
    [["'2024-03-14T00:00:00Z'.toDateTime().minus(7, 'days').toISODate()", "'2024-03-07'"]],
  ),
  plus: doc(
    'plus',
    '(amount: number | object, unit?: string): DateTime | Date',
    `The date moved forward in time. Pass a number and a unit (${UNITS}; default minutes), a luxon duration object such as {days: 2}, or a number of milliseconds.`,
    [["'2024-03-14T00:00:00Z'.toDateTime().plus(1, 'week').toISODate()", "'2024-03-21'"]],
  ),
  format: doc(
    'format',
    '(pattern: string, options?: object): string',
    "The date as text, using luxon format tokens (yyyy, MM, dd, HH, mm, LLL, …). Options are luxon's locale options.",
    [["'2024-07-04T09:05:00Z'.toDateTime().setZone('UTC').format('dd LLL yyyy HH:mm')", "'04 Jul 2024 09:05'"]],
  ),
  toDateTime: doc('toDateTime', '(): DateTime', 'The date as a luxon DateTime (a DateTime is returned as it is).', [
    ['new Date(0).toDateTime().toMillis()', '0'],
  ]),
  diffTo: doc(
    'diffTo',
    '(other: string | DateTime | Date, unit?: string | string[]): number | object',
    `How much later this date is than the other, in one unit (a number; default days) or several (an object). Units: ${UNITS}.`,
    [
      ["'2024-12-25T00:00:00Z'.toDateTime().diffTo('2024-12-01T00:00:00Z', 'days')", '24'],
      [
        "'2025-03-02T00:00:00Z'.toDateTime().diffTo('2024-01-01T00:00:00Z', ['years', 'months'])",
        '{ years: 1, months: 2.03… }',
      ],
    ],
  ),
  diffToNow: doc(
    'diffToNow',
    '(unit?: string | string[]): number | object',
    'Same as diffTo($now, unit): positive for dates in the future.',
    [["$now.plus(3, 'days').diffToNow('days').round()", '3']],
  ),
  toInt: doc('toInt', '(): number', 'Milliseconds since 1970-01-01T00:00:00Z.', [
    ["'1970-01-01T00:00:01Z'.toDateTime().toInt()", '1000'],
  ]),
  toFloat: doc('toFloat', '(): number', 'Same as toInt().', [
    ["'1970-01-01T00:00:01Z'.toDateTime().toFloat()", '1000'],
  ]),
  toBoolean: doc('toBoolean', '(): undefined', 'Dates are not booleans: always undefined.', [
    ['$now.toBoolean()', 'undefined'],
  ]),
  isEmpty: doc('isEmpty', '(): boolean', 'Always false for a date (true only for null or undefined).', [
    ['$now.isEmpty()', 'false'],
  ]),
  isNotEmpty: doc('isNotEmpty', '(): boolean', 'Always true for a date.', [['$now.isNotEmpty()', 'true']]),
};
