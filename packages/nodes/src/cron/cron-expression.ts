import { DateTime } from 'luxon';

/** A parsed cron expression: the allowed values of each field (seconds first). */
export interface CronSchedule {
  seconds: Set<number>;
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Whether day of month / day of week were restricted (not `*`): both restricted means either matches. */
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface FieldSpec {
  label: string;
  min: number;
  max: number;
  names?: string[];
  nameBase?: number;
}

const FIELDS: FieldSpec[] = [
  { label: 'second', min: 0, max: 59 },
  { label: 'minute', min: 0, max: 59 },
  { label: 'hour', min: 0, max: 23 },
  { label: 'day of month', min: 1, max: 31 },
  { label: 'month', min: 1, max: 12, names: MONTHS, nameBase: 1 },
  { label: 'day of week', min: 0, max: 7, names: DAYS, nameBase: 0 },
];

function value(text: string, spec: FieldSpec, expression: string): number {
  const lower = text.toLowerCase();
  const named = spec.names?.indexOf(lower) ?? -1;
  if (named !== -1) return named + (spec.nameBase ?? 0);
  if (!/^\d+$/.test(text))
    throw new Error(`"${text}" is not a valid ${spec.label} in the cron expression "${expression}"`);
  const n = Number(text);
  if (n < spec.min || n > spec.max) {
    throw new Error(
      `The ${spec.label} ${n} is out of range (${spec.min}-${spec.max}) in the cron expression "${expression}"`,
    );
  }
  return n;
}

function parseField(text: string, spec: FieldSpec, expression: string): Set<number> {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText] = part.split('/') as [string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1)
      throw new Error(`"${part}" has an invalid step in the cron expression "${expression}"`);
    let from: number;
    let to: number;
    if (range === '*' || range === '?') {
      from = spec.min;
      to = spec.label === 'day of week' ? 6 : spec.max;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-') as [string, string];
      from = value(a, spec, expression);
      to = value(b, spec, expression);
      if (to < from) throw new Error(`"${range}" is a backwards range in the cron expression "${expression}"`);
    } else {
      from = value(range, spec, expression);
      to = stepText === undefined ? from : spec.max;
    }
    for (let n = from; n <= to; n += step) out.add(spec.label === 'day of week' && n === 7 ? 0 : n);
  }
  return out;
}

/**
 * Parses a cron expression of 6 fields (second minute hour day-of-month month day-of-week) or 5
 * (no seconds: second 0), with `*`, `?`, lists, ranges, steps and month / weekday names
 * (months 1-12, weekdays 0-7 with 0 and 7 both Sunday). Throws a clear error for anything else.
 */
export function parseCronExpression(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length === 5) fields.unshift('0');
  if (fields.length !== 6 || fields.some((f) => f === '')) {
    throw new Error(
      `The cron expression "${expression}" must have 5 or 6 fields (second minute hour day-of-month month day-of-week)`,
    );
  }
  const sets = fields.map((f, i) => parseField(f, FIELDS[i]!, expression));
  return {
    seconds: sets[0]!,
    minutes: sets[1]!,
    hours: sets[2]!,
    days: sets[3]!,
    months: sets[4]!,
    weekdays: sets[5]!,
    daysRestricted: !/^[*?]$/.test(fields[3]!),
    weekdaysRestricted: !/^[*?]$/.test(fields[5]!),
  };
}

function dayMatches(s: CronSchedule, at: DateTime): boolean {
  const dom = s.days.has(at.day);
  const dow = s.weekdays.has(at.weekday % 7);
  if (s.daysRestricted && s.weekdaysRestricted) return dom || dow;
  return dom && dow;
}

/**
 * The first moment strictly after `after` that the schedule matches, in `timezone` (an IANA zone).
 * Answers undefined when nothing matches within eight years (e.g. 30 February).
 */
export function nextCronTime(schedule: CronSchedule, after: Date, timezone: string): Date | undefined {
  let at = DateTime.fromJSDate(after, { zone: timezone }).startOf('second').plus({ seconds: 1 });
  if (!at.isValid) throw new Error(`Unknown timezone "${timezone}"`);
  const limit = at.plus({ years: 8 });
  while (at < limit) {
    if (!schedule.months.has(at.month)) {
      at = at.startOf('month').plus({ months: 1 });
      continue;
    }
    if (!dayMatches(schedule, at)) {
      at = at.startOf('day').plus({ days: 1 });
      continue;
    }
    if (!schedule.hours.has(at.hour)) {
      at = at.startOf('hour').plus({ hours: 1 });
      continue;
    }
    if (!schedule.minutes.has(at.minute)) {
      at = at.startOf('minute').plus({ minutes: 1 });
      continue;
    }
    if (!schedule.seconds.has(at.second)) {
      at = at.plus({ seconds: 1 });
      continue;
    }
    return at.toJSDate();
  }
  return undefined;
}

/** One `triggerTimes.item` entry of the Cron node, as stored (missing fields take n8n's defaults). */
export interface CronTriggerTime {
  mode?: string;
  hour?: number;
  minute?: number;
  dayOfMonth?: number;
  weekday?: string | number;
  cronExpression?: string;
  value?: number;
  unit?: string;
}

/**
 * The cron expression (seconds first) of a Cron node trigger time, as n8n builds it: a random
 * second spreads the load of many workflows (and a random minute for 'every X hours'); `random`
 * answers an integer in [0, 60) and can be fixed for tests. Throws for an unknown mode.
 */
export function triggerTimeToCron(
  item: CronTriggerTime,
  random: () => number = () => Math.floor(Math.random() * 60),
): string {
  const mode = item.mode ?? 'everyDay';
  const hour = item.hour ?? 14;
  const minute = item.minute ?? 0;
  const second = random();
  switch (mode) {
    case 'everyMinute':
      return `${second} * * * * *`;
    case 'everyHour':
      return `${second} ${minute} * * * *`;
    case 'everyX': {
      const every = item.value ?? 2;
      if ((item.unit ?? 'hours') === 'minutes') return `${second} */${every} * * * *`;
      return `${second} ${random()} */${every} * * *`;
    }
    case 'everyDay':
      return `${second} ${minute} ${hour} * * *`;
    case 'everyWeek':
      return `${second} ${minute} ${hour} * * ${item.weekday ?? '1'}`;
    case 'everyMonth':
      return `${second} ${minute} ${hour} ${item.dayOfMonth ?? 1} * *`;
    case 'custom':
      return String(item.cronExpression ?? '* * * * * *').trim();
    default:
      throw new Error(`Unknown trigger time mode "${mode}"`);
  }
}
