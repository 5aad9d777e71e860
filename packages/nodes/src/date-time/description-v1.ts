import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const on = (action: string, extra: Record<string, Array<string | boolean>> = {}) => ({ show: { action: [action], ...extra } });
const timezoneOption = (name: string, direction: string): NodeProperty => ({
  displayName: `${direction === 'from' ? 'From' : 'To'} Timezone Name or ID`,
  name,
  type: 'options',
  typeOptions: { loadOptionsMethod: 'getTimezones' },
  default: 'UTC',
  description: `The timezone to convert ${direction}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

const properties: NodeProperty[] = [
  {
    displayName: "More powerful date functionality is available in <a href='https://docs.n8n.io/code/cookbook/luxon/' target='_blank'>expressions</a>,</br> e.g. <code>{{ $now.plus(1, 'week') }}</code>",
    name: 'noticeDateTime',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    default: 'format',
    options: [
      { name: 'Calculate a Date', value: 'calculate', description: 'Add or subtract time from a date', action: 'Add or subtract time from a date' },
      { name: 'Format a Date', value: 'format', description: 'Convert a date to a different format', action: 'Convert a date to a different format' },
    ],
  },
  { displayName: 'Value', name: 'value', type: 'string', default: '', required: true, description: 'The value that should be converted', displayOptions: on('format') },
  { displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true, description: 'Name of the property to which to write the converted date', displayOptions: on('format') },
  { displayName: 'Custom Format', name: 'custom', type: 'boolean', default: false, description: 'Whether a predefined format should be selected or custom format entered', displayOptions: on('format') },
  { displayName: 'To Format', name: 'toFormat', type: 'string', default: '', placeholder: 'YYYY-MM-DD', description: 'The format to convert the date to', displayOptions: on('format', { custom: [true] }) },
  {
    displayName: 'To Format',
    name: 'toFormat',
    type: 'options',
    default: 'MM/DD/YYYY',
    description: 'The format to convert the date to',
    displayOptions: on('format', { custom: [false] }),
    options: [
      { name: 'MM/DD/YYYY', value: 'MM/DD/YYYY', description: 'Example: 09/04/1986' },
      { name: 'YYYY/MM/DD', value: 'YYYY/MM/DD', description: 'Example: 1986/04/09' },
      { name: 'MMMM DD YYYY', value: 'MMMM DD YYYY', description: 'Example: April 09 1986' },
      { name: 'MM-DD-YYYY', value: 'MM-DD-YYYY', description: 'Example: 09-04-1986' },
      { name: 'YYYY-MM-DD', value: 'YYYY-MM-DD', description: 'Example: 1986-04-09' },
      { name: 'Unix Timestamp', value: 'X', description: 'Example: 513388800.879' },
      { name: 'Unix Ms Timestamp', value: 'x', description: 'Example: 513388800' },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('format'),
    options: [
      { displayName: 'From Format', name: 'fromFormat', type: 'string', default: '', description: 'In case the input format is not recognized you can provide the format' },
      timezoneOption('fromTimezone', 'from'),
      timezoneOption('toTimezone', 'to'),
    ],
  },
  { displayName: 'Date Value', name: 'value', type: 'string', default: '', required: true, description: 'The date string or timestamp from which you want to add/subtract time', displayOptions: on('calculate') },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    default: 'add',
    required: true,
    displayOptions: on('calculate'),
    options: [
      { name: 'Add', value: 'add', description: 'Add time to Date Value', action: 'Add time to Date Value' },
      { name: 'Subtract', value: 'subtract', description: 'Subtract time from Date Value', action: 'Subtract time from Date Value' },
    ],
  },
  {
    displayName: 'Duration',
    name: 'duration',
    type: 'number',
    typeOptions: { minValue: 0 },
    default: 0,
    required: true,
    description: 'E.g. enter “10” then select “Days” if you want to add 10 days to Date Value.',
    displayOptions: on('calculate'),
  },
  {
    displayName: 'Time Unit',
    name: 'timeUnit',
    type: 'options',
    default: 'days',
    required: true,
    description: 'Time unit for Duration parameter above',
    displayOptions: on('calculate'),
    options: ['Quarters', 'Years', 'Months', 'Weeks', 'Days', 'Hours', 'Minutes', 'Seconds', 'Milliseconds'].map((name) => ({ name, value: name.toLowerCase() })),
  },
  { displayName: 'Property Name', name: 'dataPropertyName', type: 'string', default: 'data', required: true, description: 'Name of the output property to which to write the converted date', displayOptions: on('calculate') },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: on('calculate'),
    options: [
      {
        displayName: 'From Format',
        name: 'fromFormat',
        type: 'string',
        default: '',
        description: 'Format for parsing the value as a date. If unrecognized, specify the <a href="https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.datetime/#faqs">format</a> for the value.',
      },
    ],
  },
];

/** The Date & Time node's description, version 1 (n8n's legacy node with moment formats). */
export const dateTimeV1Description: NodeTypeDescription = {
  name: 'weft.dateTime',
  displayName: 'Date & Time',
  icon: 'fa:clock',
  iconColor: 'green',
  group: ['transform'],
  version: 1,
  defaultVersion: 2,
  description: 'Allows you to manipulate date and time values',
  subtitle: '={{$parameter["action"]}}',
  defaults: { name: 'Date & Time', color: '#408000' },
  inputs: ['main'],
  outputs: ['main'],
  codex: { categories: ['Core Nodes'], subcategories: { 'Core Nodes': ['Data Transformation'] }, alias: ['Date', 'Time', 'Timezone', 'Format'] },
  properties,
};
