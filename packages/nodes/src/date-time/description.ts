import type { NodeProperty, NodePropertyOption, NodeTypeDescription } from '@weft/workflow';

const LUXON_DOCS = 'https://docs.n8n.io/code/cookbook/luxon/';

const includeInputFields: NodeProperty = {
  displayName: 'Include Input Fields',
  name: 'includeInputFields',
  type: 'boolean',
  default: false,
  description: 'Whether to include all fields of the input item in the output item',
};

const on = (operation: string, extra: Record<string, string[]> = {}) => ({
  show: { operation: [operation], ...extra },
});

function notice(operation: string, text: string): NodeProperty {
  return {
    displayName: `${text} <a target="_blank" href="${LUXON_DOCS}">More info</a>`,
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: on(operation),
  };
}

function outputField(operation: string, fallback: string): NodeProperty {
  return {
    displayName: 'Output Field Name',
    name: 'outputFieldName',
    type: 'string',
    default: fallback,
    description: 'Name of the field to put the output in',
    displayOptions: on(operation),
  };
}

function optionsOf(operation: string, extra: NodeProperty[] = []): NodeProperty {
  return {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on(operation),
    options: [includeInputFields, ...extra],
  };
}

function dateField(operation: string, description: string, displayName = 'Date', name = 'date'): NodeProperty {
  return { displayName, name, type: 'string', default: '', description, displayOptions: on(operation) };
}

const opts = (values: Array<[string, string]>): NodePropertyOption[] =>
  values.map(([name, value]) => ({ name, value }));

const DURATION_UNITS = opts([
  ['Years', 'years'],
  ['Quarters', 'quarters'],
  ['Months', 'months'],
  ['Weeks', 'weeks'],
  ['Days', 'days'],
  ['Hours', 'hours'],
  ['Minutes', 'minutes'],
  ['Seconds', 'seconds'],
  ['Milliseconds', 'milliseconds'],
]);

const DATE_PARTS = opts([
  ['Year', 'year'],
  ['Month', 'month'],
  ['Week', 'week'],
  ['Day', 'day'],
  ['Hour', 'hour'],
  ['Minute', 'minute'],
  ['Second', 'second'],
]);

function shiftProperties(operation: 'addToDate' | 'subtractFromDate'): NodeProperty[] {
  const add = operation === 'addToDate';
  return [
    notice(
      operation,
      `You can also do this using an expression, e.g. <code>{{your_date.${add ? 'plus' : 'minus'}(5, 'minutes')}}</code>.`,
    ),
    {
      ...dateField(
        operation,
        'The date that you want to change',
        add ? 'Date to Add To' : 'Date to Subtract From',
        'magnitude',
      ),
      required: true,
    },
    {
      displayName: add ? 'Time Unit to Add' : 'Time Unit to Subtract',
      name: 'timeUnit',
      type: 'options',
      options: DURATION_UNITS,
      default: 'days',
      required: true,
      description: 'Time unit for Duration parameter below',
      displayOptions: on(operation),
    },
    {
      displayName: 'Duration',
      name: 'duration',
      type: 'number',
      default: 0,
      displayOptions: on(operation),
      description: add
        ? 'The number of time units to add to the date'
        : 'The number of time units to subtract from the date',
    },
    outputField(operation, 'newDate'),
    optionsOf(operation),
  ];
}

const FORMATS: NodePropertyOption[] = [
  { name: 'Custom Format', value: 'custom' },
  { name: 'MM/DD/YYYY', value: 'MM/dd/yyyy', description: 'Example: 09/04/1986' },
  { name: 'YYYY/MM/DD', value: 'yyyy/MM/dd', description: 'Example: 1986/04/09' },
  { name: 'MMMM DD YYYY', value: 'MMMM dd yyyy', description: 'Example: April 09 1986' },
  { name: 'MM-DD-YYYY', value: 'MM-dd-yyyy', description: 'Example: 09-04-1986' },
  { name: 'YYYY-MM-DD', value: 'yyyy-MM-dd', description: 'Example: 1986-04-09' },
  { name: 'Unix Timestamp', value: 'X', description: 'Example: 1672531200' },
  { name: 'Unix Ms Timestamp', value: 'x', description: 'Example: 1674691200000' },
];

const properties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'getCurrentDate',
    options: opts([
      ['Add to a Date', 'addToDate'],
      ['Extract Part of a Date', 'extractDate'],
      ['Format a Date', 'formatDate'],
      ['Get Current Date', 'getCurrentDate'],
      ['Get Time Between Dates', 'getTimeBetweenDates'],
      ['Round a Date', 'roundDate'],
      ['Subtract From a Date', 'subtractFromDate'],
    ]),
  },
  // getCurrentDate
  notice(
    'getCurrentDate',
    'You can also refer to the current date in expressions by using <code>{{$now}}</code> or <code>{{$today}}</code>.',
  ),
  {
    displayName: 'Include Current Time',
    name: 'includeTime',
    type: 'boolean',
    default: true,
    description: 'When deactivated, the time will be set to midnight',
    displayOptions: on('getCurrentDate'),
  },
  outputField('getCurrentDate', 'currentDate'),
  optionsOf('getCurrentDate', [
    {
      displayName: 'Timezone',
      name: 'timezone',
      type: 'string',
      placeholder: 'America/New_York',
      default: '',
      description:
        'The timezone to use. If not set, the timezone of the instance will be used. Use ‘GMT’ for +00:00 timezone.',
    },
  ]),
  ...shiftProperties('addToDate'),
  ...shiftProperties('subtractFromDate'),
  // formatDate
  notice(
    'formatDate',
    "You can also do this using an expression, e.g. <code>{{your_date.format('yyyy-MM-dd')}}</code>.",
  ),
  dateField('formatDate', 'The date that you want to format'),
  {
    displayName: 'Format',
    name: 'format',
    type: 'options',
    options: FORMATS,
    default: 'MM/dd/yyyy',
    description: 'The format to convert the date to',
    displayOptions: on('formatDate'),
  },
  {
    displayName: 'Custom Format',
    name: 'customFormat',
    type: 'string',
    default: '',
    placeholder: 'yyyy-MM-dd',
    hint: 'List of special tokens <a target="_blank" href="https://moment.github.io/luxon/#/formatting?id=table-of-tokens">More info</a>',
    displayOptions: on('formatDate', { format: ['custom'] }),
  },
  outputField('formatDate', 'formattedDate'),
  optionsOf('formatDate', [
    {
      displayName: 'From Date Format',
      name: 'fromFormat',
      type: 'string',
      default: 'e.g yyyyMMdd',
      hint: 'Tokens are case sensitive',
      description: "Format in which the input 'Date' is, it's helpful when the format is not recognized automatically",
    },
    {
      displayName: 'Use Workflow Timezone',
      name: 'timezone',
      type: 'boolean',
      default: false,
      description: "Whether to use the timezone of the input or the workflow's timezone",
    },
  ]),
  // roundDate
  notice(
    'roundDate',
    "You can also do this using an expression, e.g. <code>{{ your_date.beginningOf('month') }}</code> or <code>{{ your_date.endOfMonth() }}</code>.",
  ),
  dateField('roundDate', 'The date that you want to round'),
  {
    displayName: 'Mode',
    name: 'mode',
    type: 'options',
    default: 'roundDown',
    displayOptions: on('roundDate'),
    options: opts([
      ['Round Down', 'roundDown'],
      ['Round Up', 'roundUp'],
    ]),
  },
  {
    displayName: 'To Nearest',
    name: 'toNearest',
    type: 'options',
    default: 'month',
    options: DATE_PARTS,
    displayOptions: on('roundDate', { mode: ['roundDown'] }),
  },
  {
    displayName: 'To',
    name: 'to',
    type: 'options',
    default: 'month',
    options: opts([['End of Month', 'month']]),
    displayOptions: on('roundDate', { mode: ['roundUp'] }),
  },
  outputField('roundDate', 'roundedDate'),
  optionsOf('roundDate'),
  // getTimeBetweenDates
  dateField('getTimeBetweenDates', 'The start date', 'Start Date', 'startDate'),
  dateField('getTimeBetweenDates', 'The end date', 'End Date', 'endDate'),
  {
    displayName: 'Units',
    name: 'units',
    type: 'multiOptions',
    default: ['day'],
    displayOptions: on('getTimeBetweenDates'),
    options: [...DATE_PARTS, { name: 'Millisecond', value: 'millisecond' }],
  },
  outputField('getTimeBetweenDates', 'timeDifference'),
  optionsOf('getTimeBetweenDates', [
    {
      displayName: 'Output as ISO String',
      name: 'isoString',
      type: 'boolean',
      default: false,
      description: 'Whether to output the date as ISO string or not',
    },
  ]),
  // extractDate
  notice(
    'extractDate',
    'You can also do this using an expression, e.g. <code>{{ your_date.extract("month") }}</code>.',
  ),
  dateField('extractDate', 'The date that you want to round'),
  {
    displayName: 'Part',
    name: 'part',
    type: 'options',
    default: 'month',
    options: DATE_PARTS,
    displayOptions: on('extractDate'),
  },
  outputField('extractDate', 'datePart'),
  optionsOf('extractDate'),
];

/** The Date & Time node's description, version 2. */
export const dateTimeDescription: NodeTypeDescription = {
  name: 'weft.dateTime',
  displayName: 'Date & Time',
  icon: 'fa:clock',
  iconColor: 'green',
  group: ['transform'],
  version: 2,
  defaultVersion: 2,
  description: 'Manipulate date and time values',
  subtitle: '={{$parameter["operation"]}}',
  defaults: { name: 'Date & Time', color: '#408000' },
  inputs: ['main'],
  outputs: ['main'],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Data Transformation'] },
    alias: ['Date', 'Time', 'Timezone', 'Format'],
  },
  properties,
};
