import { Cron } from 'croner';
import { CORE_NODE_TYPES, toWeftTypeName, type WorkflowNode } from '@weft/workflow';
import { validateScheduleIntervals } from '@weft/nodes/loader';

/** One rule of a Schedule Trigger's `rule.interval`, as stored. */
interface IntervalRule {
  field?: string;
  secondsInterval?: number;
  minutesInterval?: number;
  hoursInterval?: number;
  daysInterval?: number;
  weeksInterval?: number;
  monthsInterval?: number;
  triggerAtDayOfMonth?: number;
  triggerAtDay?: number[];
  triggerAtHour?: number;
  triggerAtMinute?: number;
  expression?: string;
}

const int = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};
const every = (n: number) => (n <= 1 ? '*' : `*/${n}`);

/**
 * The cron pattern (seconds first) of a rule, with n8n's defaults for missing fields, and the
 * week interval to enforce for weekly rules.
 */
export function rulePattern(rule: IntervalRule, node: string): { pattern: string; weeks?: number } {
  const minute = int(rule.triggerAtMinute, 0);
  const hour = int(rule.triggerAtHour, 0);
  switch (rule.field ?? 'days') {
    case 'seconds':
      return { pattern: `${every(int(rule.secondsInterval, 30))} * * * * *` };
    case 'minutes':
      return { pattern: `0 ${every(int(rule.minutesInterval, 5))} * * * *` };
    case 'hours':
      return { pattern: `0 ${minute} ${every(int(rule.hoursInterval, 1))} * * *` };
    case 'days':
      return { pattern: `0 ${minute} ${hour} ${every(int(rule.daysInterval, 1))} * *` };
    case 'weeks': {
      const days = Array.isArray(rule.triggerAtDay) ? rule.triggerAtDay : [0];
      return {
        pattern: `0 ${minute} ${hour} * * ${days.length ? days.join(',') : '*'}`,
        weeks: int(rule.weeksInterval, 1),
      };
    }
    case 'months':
      return {
        pattern: `0 ${minute} ${hour} ${int(rule.triggerAtDayOfMonth, 1)} ${every(int(rule.monthsInterval, 1))} *`,
      };
    case 'cronExpression': {
      const expression = String(rule.expression ?? '').trim();
      if (!expression) throw new Error(`The Schedule Trigger "${node}" has an empty cron expression`);
      return { pattern: expression };
    }
    default:
      throw new Error(`The Schedule Trigger "${node}" has an unknown interval "${String(rule.field)}"`);
  }
}

/** ISO week number and year of a date in a timezone. */
function isoWeek(date: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(date)
    .split('-')
    .map(Number);
  const d = new Date(Date.UTC(parts[0]!, parts[1]! - 1, parts[2]));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return d.getUTCFullYear() * 100 + Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/**
 * Starts the cron jobs of a Schedule Trigger node in `timezone`; `fire` runs the workflow.
 * Answers a function that stops them. Throws a clear error for an invalid rule.
 */
export function startSchedule(node: WorkflowNode, timezone: string, fire: () => void): () => void {
  const rules = (node.parameters.rule as { interval?: IntervalRule[] } | undefined)?.interval ?? [{ field: 'days' }];
  // From typeVersion 1.3 an interval out of range is refused at activation, as n8n does.
  validateScheduleIntervals(node, rules);
  const jobs: Cron[] = [];
  try {
    rules.forEach((rule) => {
      const { pattern, weeks } = rulePattern(rule, node.name);
      let lastWeek: number | undefined;
      let job: Cron;
      try {
        job = new Cron(pattern, { timezone, catch: true }, () => {
          if (weeks && weeks > 1) {
            const week = isoWeek(new Date(), timezone);
            if (lastWeek !== undefined && week - lastWeek < weeks && week > lastWeek) return;
            lastWeek = week;
          }
          fire();
        });
      } catch (e) {
        throw new Error(
          `Invalid cron expression "${pattern}" in the Schedule Trigger "${node.name}": ${(e as Error).message}`,
          { cause: e },
        );
      }
      jobs.push(job);
    });
  } catch (e) {
    jobs.forEach((j) => j.stop());
    throw e;
  }
  return () => jobs.forEach((j) => j.stop());
}

/** Whether a node is an enabled Schedule Trigger. */
export function isSchedule(node: WorkflowNode): boolean {
  return !node.disabled && toWeftTypeName(node.type) === CORE_NODE_TYPES.scheduleTrigger;
}
