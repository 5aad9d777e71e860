import { DateTime } from 'luxon';
import type { DateTimeUnit, DurationLike, DurationLikeObject } from 'luxon';
import { ExpressionExtensionError } from '../../errors.js';
import { anyToDateTime, toBoundary } from './date-convert.js';
import { dateDocs } from './date-docs.js';
import type { ExtensionFunction, ExtensionGroup } from './types.js';

type AnyDate = Date | DateTime;

const DURATION_UNITS = ['milliseconds', 'seconds', 'minutes', 'hours', 'days', 'weeks', 'months', 'quarters', 'years'];
const DATE_PARTS = [
  'day',
  'week',
  'month',
  'year',
  'hour',
  'minute',
  'second',
  'millisecond',
  'weekNumber',
  'yearDayNumber',
  'weekday',
];

/* Singular and short unit names accepted by plus/minus/isInLast, as luxon duration keys. */
const TO_DURATION_KEY: Record<string, string> = {
  day: 'days',
  month: 'months',
  year: 'years',
  week: 'weeks',
  hour: 'hours',
  minute: 'minutes',
  second: 'seconds',
  millisecond: 'milliseconds',
  ms: 'milliseconds',
  sec: 'seconds',
  secs: 'seconds',
  hr: 'hours',
  hrs: 'hours',
  min: 'minutes',
  mins: 'minutes',
};

/* Plural and short unit names accepted by beginningOf/extract, as luxon date units. */
const TO_DATE_UNIT: Record<string, string> = {
  days: 'day',
  months: 'month',
  years: 'year',
  hours: 'hour',
  minutes: 'minute',
  seconds: 'second',
  milliseconds: 'millisecond',
  hrs: 'hour',
  hr: 'hour',
  mins: 'minute',
  min: 'minute',
  secs: 'second',
  sec: 'second',
  ms: 'millisecond',
};

/** Runs `fn` on the value as a DateTime; a JS Date input gets a JS Date back. */
function viaLuxon(date: AnyDate, fn: (dt: DateTime) => DateTime): AnyDate {
  return DateTime.isDateTime(date) ? fn(date) : fn(DateTime.fromJSDate(date)).toJSDate();
}

function asDateTime(date: AnyDate): DateTime {
  return DateTime.isDateTime(date) ? date : DateTime.fromJSDate(date);
}

function durationOf(amount: unknown, unit: unknown): DurationLikeObject {
  const key = TO_DURATION_KEY[String(unit)] ?? String(unit);
  return { [key]: amount };
}

function shift(date: AnyDate, args: unknown[], sign: 1 | -1): AnyDate {
  const apply = (d: DurationLike) => (dt: DateTime) => (sign === 1 ? dt.plus(d) : dt.minus(d));
  if (args.length === 1) return viaLuxon(date, apply(args[0] as DurationLike));
  const [amount = 0, unit = 'minutes'] = args;
  return viaLuxon(date, apply(durationOf(amount, unit)));
}

function extract(date: AnyDate, [part = 'week']: unknown[]): number {
  if (part === 'yearDayNumber') {
    // Day of the year in local time, 1 for January 1st.
    const js = DateTime.isDateTime(date) ? date.toJSDate() : date;
    const dayZero = new Date(js.getFullYear(), 0, 0);
    const diff = js.getTime() - dayZero.getTime() + (dayZero.getTimezoneOffset() - js.getTimezoneOffset()) * 60_000;
    return Math.floor(diff / 86_400_000);
  }
  const name = part === 'week' ? 'weekNumber' : String(part);
  return asDateTime(date).get((TO_DATE_UNIT[name] ?? name) as keyof DateTime);
}

function isBetween(date: AnyDate, args: unknown[]): boolean | undefined {
  if (args.length !== 2) throw new ExpressionExtensionError('isBetween(): expected exactly two args');
  const first = toBoundary(args[0]);
  const second = toBoundary(args[1]);
  if (!first || !second) return undefined;
  const [low, high] = first > second ? [second, first] : [first, second];
  const t = date.valueOf();
  return low.valueOf() < t && t < high.valueOf();
}

function isInLast(date: AnyDate, [amount = 0, unit = 'minutes']: unknown[]): boolean {
  const since = DateTime.now().minus(durationOf(amount, unit));
  const t = asDateTime(date);
  return since <= t && t <= DateTime.now();
}

function diffTo(date: AnyDate, [other, unit = 'days']: unknown[]): unknown {
  let units = (Array.isArray(unit) ? unit : [unit]) as string[];
  if (units.length === 0) units = ['days'];
  const bad = units.find((u) => !DURATION_UNITS.includes(u) && !DATE_PARTS.includes(u));
  if (bad !== undefined) {
    throw new ExpressionExtensionError(
      `Unsupported unit '${String(bad)}'. Supported: ${DURATION_UNITS.map((u) => `'${u}'`).join(', ')}.`,
    );
  }
  // n8n calls Luxon's diff on the value itself: on a JavaScript Date that fails, and the
  // expression reads as undefined (a TypeError is not an expression error).
  if (!DateTime.isDateTime(date)) throw new TypeError('date.diff is not a function');
  const diff = date.diff(anyToDateTime(other), units as Array<keyof DurationLikeObject>);
  return units.length > 1 ? diff.toObject() : diff.as(units[0] as keyof DurationLikeObject);
}

const functions: Record<string, ExtensionFunction> = {
  beginningOf: (d: AnyDate, [unit = 'week']) =>
    viaLuxon(d, (dt) => dt.startOf((TO_DATE_UNIT[String(unit)] ?? unit) as DateTimeUnit)),
  endOfMonth: (d: AnyDate) => viaLuxon(d, (dt) => dt.endOf('month')),
  extract: (d: AnyDate, args) => extract(d, args),
  isBetween: (d: AnyDate, args) => isBetween(d, args),
  isDst: (d: AnyDate) => asDateTime(d).isInDST,
  isInLast: (d: AnyDate, args) => isInLast(d, args),
  isWeekend: (d: AnyDate) => asDateTime(d).weekday >= 6,
  minus: (d: AnyDate, args) => shift(d, args, -1),
  plus: (d: AnyDate, args) => shift(d, args, 1),
  format: (d: AnyDate, [fmt, localeOpts = {}]) => asDateTime(d).toFormat(fmt as string, { ...(localeOpts as object) }),
  toDateTime: (d: AnyDate) => asDateTime(d),
  diffTo: (d: AnyDate, args) => diffTo(d, args),
  diffToNow: (d: AnyDate, [unit]) => diffTo(d, [DateTime.now(), unit]),
  toInt: (d: AnyDate) => d.valueOf(),
  toFloat: (d: AnyDate) => d.valueOf(),
  toBoolean: () => undefined,
  isEmpty: () => false,
  isNotEmpty: () => true,
};

/** Extension functions on dates: luxon DateTime and JS Date values (n8n 1.x names, arguments and errors). */
export const dateExtensions: ExtensionGroup = {
  typeName: 'Date',
  functions,
  docs: dateDocs,
};
