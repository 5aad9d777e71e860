/**
 * The `nextOccurrence` n8n adds to recurring events (Get, and Get Many before 1.3): the first
 * occurrence of the event's RRULE after now, with the event's duration. The rule is read from the
 * event's start in UTC, as n8n does. Rules using parts this reader does not know (BYSETPOS, BYHOUR,
 * BYWEEKNO…) give no `nextOccurrence`, as n8n gives none for a rule its library refuses.
 */
import { DateTime } from 'luxon';

type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
interface Rule {
  freq: Freq;
  interval: number;
  count?: number;
  until?: DateTime;
  byDay?: Array<{ n: number; day: number }>;
  byMonthDay?: number[];
  byMonth?: number[];
}

const DAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const KNOWN = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST']);

/** An RRULE line (`RRULE:FREQ=WEEKLY;BYDAY=MO,WE`) as a rule, or undefined when it cannot be read. */
export function parseRule(line: string): Rule | undefined {
  const body = line.replace(/^RRULE:/i, '');
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    if (!part.trim()) continue;
    const [key, value] = part.split('=');
    if (!key || value === undefined) return undefined;
    parts.set(key.trim().toUpperCase(), value.trim().toUpperCase());
  }
  const freq = parts.get('FREQ') as Freq | undefined;
  if (!freq || !['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq)) return undefined;
  if ([...parts.keys()].some((k) => !KNOWN.has(k))) return undefined;
  const rule: Rule = { freq, interval: Number(parts.get('INTERVAL') ?? 1) || 1 };
  if (parts.has('COUNT')) rule.count = Number(parts.get('COUNT'));
  const until = parts.get('UNTIL');
  if (until) {
    const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(until);
    if (!m) return undefined;
    rule.until = DateTime.utc(+m[1]!, +m[2]!, +m[3]!, m[4] ? +m[4] : 23, m[5] ? +m[5] : 59, m[6] ? +m[6] : 59);
  }
  const byDay = parts.get('BYDAY');
  if (byDay) {
    rule.byDay = [];
    for (const entry of byDay.split(',')) {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(entry);
      if (!m) return undefined;
      rule.byDay.push({ n: m[1] ? Number(m[1]) : 0, day: DAYS[m[2]!]! });
    }
  }
  if (parts.has('BYMONTHDAY')) rule.byMonthDay = parts.get('BYMONTHDAY')!.split(',').map(Number);
  if (parts.has('BYMONTH')) rule.byMonth = parts.get('BYMONTH')!.split(',').map(Number);
  if (
    [rule.count, ...(rule.byMonthDay ?? []), ...(rule.byMonth ?? [])].some(
      (n) => n !== undefined && !Number.isFinite(n),
    )
  )
    return undefined;
  return rule;
}

/** The days of one month (at the start's time of day) the rule picks. */
function monthDays(rule: Rule, month: DateTime, start: DateTime): DateTime[] {
  const at = (day: number) => month.set({ day, hour: start.hour, minute: start.minute, second: start.second });
  const last = month.daysInMonth ?? 31;
  const out: DateTime[] = [];
  if (rule.byMonthDay) {
    for (const d of rule.byMonthDay) {
      const day = d < 0 ? last + d + 1 : d;
      if (day >= 1 && day <= last) out.push(at(day));
    }
  } else if (rule.byDay) {
    for (const { n, day } of rule.byDay) {
      const matches: number[] = [];
      for (let d = 1; d <= last; d++) if (at(d).weekday === day) matches.push(d);
      if (n === 0) out.push(...matches.map(at));
      else {
        const pick = n > 0 ? matches[n - 1] : matches[matches.length + n];
        if (pick) out.push(at(pick));
      }
    }
  } else if (start.day <= last) out.push(at(start.day));
  return out;
}

/** The occurrences of the rule's period number `k` (from the start's period), in order. */
function period(rule: Rule, start: DateTime, k: number): DateTime[] {
  const n = k * rule.interval;
  let out: DateTime[];
  if (rule.freq === 'DAILY') {
    const day = start.plus({ days: n });
    out = !rule.byDay || rule.byDay.some((b) => b.day === day.weekday) ? [day] : [];
  } else if (rule.freq === 'WEEKLY') {
    const week = start.plus({ weeks: n });
    const monday = week.minus({ days: week.weekday - 1 });
    out = (rule.byDay ? rule.byDay.map((b) => b.day) : [start.weekday]).map((d) => monday.plus({ days: d - 1 }));
  } else if (rule.freq === 'MONTHLY') {
    const month = start.startOf('month').plus({ months: n });
    out = !rule.byMonth || rule.byMonth.includes(month.month) ? monthDays(rule, month, start) : [];
  } else {
    const year = start.startOf('year').plus({ years: n });
    out = (rule.byMonth ?? [start.month]).flatMap((m) => monthDays(rule, year.set({ month: m }), start));
  }
  return out.filter((d) => d >= start).sort((a, b) => a.toMillis() - b.toMillis());
}

/** The first occurrence of the rule strictly after `after` (undefined when the rule has ended). */
export function nextAfter(rule: Rule, start: DateTime, after: DateTime): DateTime | undefined {
  let seen = 0;
  for (let k = 0; k < 100_000; k++) {
    for (const d of period(rule, start, k)) {
      if (rule.until && d > rule.until) return undefined;
      seen += 1;
      if (rule.count !== undefined && seen > rule.count) return undefined;
      if (d > after) return d;
    }
  }
  return undefined;
}

interface EventTime {
  dateTime?: string;
  date?: string;
  timeZone?: string;
}
type CalendarEvent = Record<string, unknown> & { recurrence?: unknown; start?: EventTime; end?: EventTime };

const localText = (d: DateTime) => d.setZone('system').toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");

/** Adds `nextOccurrence` ({ start, end } with the event's time zones) to each recurring event that has one after now. */
export function addNextOccurrence<T extends CalendarEvent>(events: T[], now: DateTime = DateTime.utc()): T[] {
  for (const event of events) {
    if (!Array.isArray(event.recurrence)) continue;
    const line = (event.recurrence as unknown[]).find(
      (r): r is string => typeof r === 'string' && r.toUpperCase().startsWith('RRULE'),
    );
    if (!line) continue;
    const rule = parseRule(line);
    const startText = event.start?.dateTime ?? event.start?.date;
    const endText = event.end?.dateTime ?? event.end?.date;
    if (!rule || !startText || !endText) continue;
    const start = DateTime.fromISO(startText, { zone: 'utc' }).toUTC().startOf('second');
    const end = DateTime.fromISO(endText, { zone: 'utc' }).toUTC();
    if (!start.isValid || !end.isValid) continue;
    if (rule.until && rule.until < now) continue;
    const next = nextAfter(rule, start, now);
    if (!next) continue;
    const nextEnd = next.plus(end.diff(start));
    (event as CalendarEvent).nextOccurrence = {
      start: { dateTime: localText(next), timeZone: event.start?.timeZone },
      end: { dateTime: localText(nextEnd), timeZone: event.end?.timeZone },
    };
  }
  return events;
}
