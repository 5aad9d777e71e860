import { NodeOperationError, type Item, type NodeProperty, type NodeType, type WorkflowNode } from '@weft/workflow';
import { DateTime } from 'luxon';

const HOURS: Array<{ name: string; value: number }> = [
  { name: 'Midnight', value: 0 },
  { name: '1am', value: 1 },
  { name: '2am', value: 2 },
  { name: '3am', value: 3 },
  { name: '4am', value: 4 },
  { name: '5am', value: 5 },
  { name: '6am', value: 6 },
  { name: '7am', value: 7 },
  { name: '8am', value: 8 },
  { name: '9am', value: 9 },
  { name: '10am', value: 10 },
  { name: '11am', value: 11 },
  { name: 'Noon', value: 12 },
  { name: '1pm', value: 13 },
  { name: '2pm', value: 14 },
  { name: '3pm', value: 15 },
  { name: '4pm', value: 16 },
  { name: '5pm', value: 17 },
  { name: '6pm', value: 18 },
  { name: '7pm', value: 19 },
  { name: '8pm', value: 20 },
  { name: '9pm', value: 21 },
  { name: '10pm', value: 22 },
  { name: '11pm', value: 23 },
];

const WEEKDAYS = [
  { name: 'Monday', value: 1 },
  { name: 'Tuesday', value: 2 },
  { name: 'Wednesday', value: 3 },
  { name: 'Thursday', value: 4 },
  { name: 'Friday', value: 5 },
  { name: 'Saturday', value: 6 },
  { name: 'Sunday', value: 0 },
];

const show = (...fields: string[]) => ({ show: { field: fields } });

const intervalValues: NodeProperty[] = [
  {
    displayName: 'Trigger Interval',
    name: 'field',
    type: 'options',
    default: 'days',
    options: [
      { name: 'Seconds', value: 'seconds' },
      { name: 'Minutes', value: 'minutes' },
      { name: 'Hours', value: 'hours' },
      { name: 'Days', value: 'days' },
      { name: 'Weeks', value: 'weeks' },
      { name: 'Months', value: 'months' },
      { name: 'Custom (Cron)', value: 'cronExpression' },
    ],
  },
  {
    displayName: 'Seconds Between Triggers',
    name: 'secondsInterval',
    type: 'number',
    default: 30,
    displayOptions: show('seconds'),
    description: 'Number of seconds between each workflow trigger',
  },
  {
    displayName: 'Minutes Between Triggers',
    name: 'minutesInterval',
    type: 'number',
    default: 5,
    displayOptions: show('minutes'),
    description: 'Number of minutes between each workflow trigger',
  },
  {
    displayName: 'Hours Between Triggers',
    name: 'hoursInterval',
    type: 'number',
    default: 1,
    displayOptions: show('hours'),
    description: 'Number of hours between each workflow trigger',
  },
  {
    displayName: 'Days Between Triggers',
    name: 'daysInterval',
    type: 'number',
    default: 1,
    displayOptions: show('days'),
    description: 'Number of days between each workflow trigger',
  },
  {
    displayName: 'Weeks Between Triggers',
    name: 'weeksInterval',
    type: 'number',
    default: 1,
    displayOptions: show('weeks'),
    description: 'Would run every week unless specified otherwise',
  },
  {
    displayName: 'Months Between Triggers',
    name: 'monthsInterval',
    type: 'number',
    default: 1,
    displayOptions: show('months'),
    description: 'Would run every month unless specified otherwise',
  },
  {
    displayName: 'Trigger at Day of Month',
    name: 'triggerAtDayOfMonth',
    type: 'number',
    default: 1,
    typeOptions: { minValue: 1, maxValue: 31 },
    displayOptions: show('months'),
    description: 'The day of the month to trigger (1-31)',
    hint: 'If a month doesn’t have this day, the node won’t trigger',
  },
  {
    displayName: 'Trigger on Weekdays',
    name: 'triggerAtDay',
    type: 'multiOptions',
    default: [0],
    typeOptions: { maxValue: 7 },
    options: WEEKDAYS,
    displayOptions: show('weeks'),
  },
  {
    displayName: 'Trigger at Hour',
    name: 'triggerAtHour',
    type: 'options',
    default: 0,
    options: HOURS,
    displayOptions: show('days', 'weeks', 'months'),
    description: 'The hour of the day to trigger',
  },
  {
    displayName: 'Trigger at Minute',
    name: 'triggerAtMinute',
    type: 'number',
    default: 0,
    typeOptions: { minValue: 0, maxValue: 59 },
    displayOptions: show('hours', 'days', 'weeks', 'months'),
    description: 'The minute past the hour to trigger (0-59)',
  },
  {
    displayName:
      'You can find help generating your cron expression <a href="https://crontab.guru/" target="_blank">here</a>',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: show('cronExpression'),
  },
  {
    displayName: 'Expression',
    name: 'expression',
    type: 'string',
    default: '',
    placeholder: 'eg. 0 15 * 1 sun',
    displayOptions: show('cronExpression'),
    hint: 'Format: [Second] [Minute] [Hour] [Day of Month] [Month] [Day of Week]',
  },
];

function ordinal(day: number): string {
  const rest = day % 100;
  if (rest >= 11 && rest <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/**
 * The item a Schedule Trigger emits for a moment, with n8n's fields, in the moment's zone:
 * timestamp, readable date and time, weekday, year, month, day, hour, minute, second, timezone.
 */
export function scheduleItem(at: DateTime): Item {
  const ampm = at.toFormat('a').toLowerCase();
  return {
    json: {
      timestamp: at.toISO() ?? at.toString(),
      'Readable date': `${at.toFormat('LLLL')} ${ordinal(at.day)} ${at.toFormat('yyyy, h:mm:ss')} ${ampm}`,
      'Readable time': `${at.toFormat('h:mm:ss')} ${ampm}`,
      'Day of week': at.toFormat('cccc'),
      Year: at.toFormat('yyyy'),
      Month: at.toFormat('LLLL'),
      'Day of month': at.toFormat('dd'),
      Hour: at.toFormat('HH'),
      Minute: at.toFormat('mm'),
      Second: at.toFormat('ss'),
      Timezone: `${at.zoneName} (UTC${at.toFormat('ZZ')})`,
    },
  };
}

/** One rule of `rule.interval` as far as {@link validateScheduleIntervals} reads it. */
interface IntervalRule {
  field?: string;
  secondsInterval?: number;
  minutesInterval?: number;
  hoursInterval?: number;
  daysInterval?: number;
  monthsInterval?: number;
}

/** What is wrong with a rule's interval (typeVersion 1.3's ranges), or undefined. */
function intervalProblem(rule: IntervalRule): string | undefined {
  const outside = (value: number | undefined, min: number, max: number) =>
    value !== undefined && (value > max || value < min);
  switch (rule.field) {
    case 'seconds':
      return outside(rule.secondsInterval, 1, 59) ? 'Seconds must be in range 1-59' : undefined;
    case 'minutes':
      return outside(rule.minutesInterval, 1, 59) ? 'Minutes must be in range 1-59' : undefined;
    case 'hours':
      return outside(rule.hoursInterval, 1, 23) ? 'Hours must be in range 1-23' : undefined;
    case 'days':
      return outside(rule.daysInterval, 1, 31) ? 'Days must be in range 1-31' : undefined;
    case 'months':
      return rule.monthsInterval !== undefined && rule.monthsInterval < 1 ? 'Months must be larger than 0' : undefined;
    default:
      return undefined;
  }
}

/**
 * Refuses, from typeVersion 1.3 on (as n8n), a rule whose interval is out of range: seconds and
 * minutes 1-59, hours 1-23, days 1-31, months at least 1. Earlier versions accept any value.
 */
export function validateScheduleIntervals(node: WorkflowNode, intervals: readonly IntervalRule[]): void {
  if (node.typeVersion < 1.3) return;
  intervals.forEach((rule, itemIndex) => {
    const problem = intervalProblem(rule ?? {});
    if (problem) throw new NodeOperationError(node, 'Invalid interval', { itemIndex, description: problem });
  });
}

/**
 * Schedule Trigger: starts a workflow on a schedule. The server reads `rule.interval` and runs
 * the workflow from this node whenever a rule fires; the node then emits the current time in the
 * workflow's timezone (also when the workflow is run by hand).
 */
export const scheduleTriggerNode: NodeType[] = [
  {
    description: {
      name: 'weft.scheduleTrigger',
      displayName: 'Schedule Trigger',
      description: 'Triggers the workflow on a given schedule',
      group: ['trigger', 'schedule'],
      version: [1, 1.1, 1.2, 1.3],
      defaultVersion: 1.3,
      icon: 'fa:clock',
      defaults: { name: 'Schedule Trigger', color: '#31C49F' },
      inputs: [],
      outputs: ['main'],
      properties: [
        {
          displayName:
            'This workflow will run on the schedule you define here once you <a data-key="activate">activate</a> it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking ‘execute workflow’',
          name: 'notice',
          type: 'notice',
          default: '',
        },
        {
          displayName: 'Trigger Rules',
          name: 'rule',
          placeholder: 'Add Rule',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: { interval: [{ field: 'days' }] },
          options: [{ name: 'interval', displayName: 'Trigger Interval', values: intervalValues }],
        },
      ],
      codex: {
        categories: ['Core Nodes'],
        subcategories: { 'Core Nodes': ['Flow'] },
        alias: ['Time', 'Scheduler', 'Polling', 'Cron', 'Interval'],
      },
    },
    async execute(ctx) {
      const rule = (ctx.getNodeParameter('rule', 0, {}) ?? {}) as { interval?: IntervalRule[] };
      validateScheduleIntervals(ctx.getNode(), rule.interval ?? []);
      return [[scheduleItem(DateTime.now().setZone(ctx.getTimezone()))]];
    },
  },
];
