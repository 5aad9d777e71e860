import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { ENCODING_OPTIONS, writeOptionsProperty } from '../shared/spreadsheet/properties.js';

/** Table formats Convert To File writes with the spreadsheet writer. */
export const TABLE_OPERATIONS: readonly string[] = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'];

const show = (...operation: string[]) => ({ show: { operation } });

const outputField = (operations: readonly string[]): NodeProperty => ({
  displayName: 'Put Output File in Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: 'e.g data',
  hint: 'Binary field of the output item to put the file in',
  displayOptions: show(...operations),
});

const sourceField = (displayName: string, operation: string, what: string): NodeProperty => ({
  displayName,
  name: 'sourceProperty',
  type: 'string',
  default: '',
  required: true,
  placeholder: 'e.g data',
  description: `Input field holding the ${what} (dot notation for nested fields)`,
  displayOptions: show(operation),
});

const ADD_BOM: NodeProperty = {
  displayName: 'Add Byte Order Mark (BOM)',
  name: 'addBOM',
  type: 'boolean',
  default: false,
  description: 'Whether the file starts with a byte order mark, which helps some programs detect the encoding',
  displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
};
const ENCODING: NodeProperty = {
  displayName: 'Encoding',
  name: 'encoding',
  type: 'options',
  options: ENCODING_OPTIONS,
  default: 'utf8',
  description: 'Character encoding of the file',
};
const FILE_NAME: NodeProperty = {
  displayName: 'File Name',
  name: 'fileName',
  type: 'string',
  default: '',
  placeholder: 'e.g. myFile',
  description: 'Name of the file made',
};

const collection = (operation: string, options: NodeProperty[], name = 'options'): NodeProperty => ({
  displayName: 'Options',
  name,
  type: 'collection',
  placeholder: 'Add option',
  default: {},
  displayOptions: show(operation),
  options,
});

/** Convert To File (n8n's `n8n-nodes-base.convertToFile` 1 and 1.1). */
export const convertToFileDescription: NodeTypeDescription = {
  name: 'weft.convertToFile',
  displayName: 'Convert to File',
  description: 'Turns JSON items into a file (CSV, spreadsheet, JSON, text, ICS …)',
  group: ['input'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  icon: 'fa:file-import',
  defaults: { name: 'Convert to File' },
  inputs: ['main'],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      options: [
        {
          name: 'Convert to CSV',
          value: 'csv',
          action: 'Convert to CSV',
          description: 'All items as rows of a CSV file',
        },
        {
          name: 'Convert to HTML',
          value: 'html',
          action: 'Convert to HTML',
          description: 'All items as rows of a table in an HTML file',
        },
        {
          name: 'Convert to ICS',
          value: 'iCal',
          action: 'Convert to ICS',
          description: 'One calendar event file per item',
        },
        {
          name: 'Convert to JSON',
          value: 'toJson',
          action: 'Convert to JSON',
          description: 'All items in one JSON file, or one file per item',
        },
        {
          name: 'Convert to ODS',
          value: 'ods',
          action: 'Convert to ODS',
          description: 'All items as rows of an ODS sheet',
        },
        {
          name: 'Convert to RTF',
          value: 'rtf',
          action: 'Convert to RTF',
          description: 'All items as rows of a table in an RTF file',
        },
        {
          name: 'Convert to Text File',
          value: 'toText',
          action: 'Convert to text file',
          description: 'A text field of each item as a file',
        },
        {
          name: 'Convert to XLS',
          value: 'xls',
          action: 'Convert to XLS',
          description: 'All items as rows of an Excel 97-2003 sheet',
        },
        {
          name: 'Convert to XLSX',
          value: 'xlsx',
          action: 'Convert to XLSX',
          description: 'All items as rows of an Excel sheet',
        },
        {
          name: 'Move Base64 String to File',
          value: 'toBinary',
          action: 'Move base64 string to file',
          description: 'A base64 field of each item as the file it encodes',
        },
      ],
      default: 'csv',
    },
    outputField(TABLE_OPERATIONS),
    writeOptionsProperty(
      { show: { operation: [...TABLE_OPERATIONS] } },
      {
        compression: { show: { '/operation': ['xlsx', 'ods'] } },
        delimiter: { show: { '/operation': ['csv'] } },
        sheet: { show: { '/operation': ['ods', 'xls', 'xlsx'] } },
      },
      true,
    ),
    sourceField('Base64 Input Field', 'toBinary', 'base64 string'),
    outputField(['toBinary']),
    collection('toBinary', [
      ADD_BOM,
      {
        displayName: 'Data Is Base64',
        name: 'dataIsBase64',
        type: 'boolean',
        default: true,
        description: 'Whether the field holds base64 (else text to write as it is)',
        displayOptions: { show: { '@version': [1] } },
      },
      { ...ENCODING, displayOptions: { hide: { dataIsBase64: [true], '@version': [{ _cnd: { gt: 1 } }] } } },
      FILE_NAME,
      {
        displayName: 'MIME Type',
        name: 'mimeType',
        type: 'string',
        default: '',
        placeholder: 'e.g text/plain',
        description: 'Media type of the file made',
      },
    ]),
    sourceField('Text Input Field', 'toText', 'text'),
    outputField(['toText']),
    collection('toText', [ADD_BOM, ENCODING, FILE_NAME]),
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'All Items to One File', value: 'once' },
        { name: 'Each Item to Separate File', value: 'each' },
      ],
      default: 'once',
      displayOptions: show('toJson'),
    },
    outputField(['toJson']),
    collection('toJson', [
      ADD_BOM,
      {
        displayName: 'Format',
        name: 'format',
        type: 'boolean',
        default: false,
        description: 'Whether the JSON is indented for reading',
      },
      ENCODING,
      { ...FILE_NAME, placeholder: 'e.g. myFile.json' },
    ]),
    {
      displayName: 'Event Title',
      name: 'title',
      type: 'string',
      default: '',
      placeholder: 'e.g. New Event',
      displayOptions: show('iCal'),
    },
    {
      displayName: 'Start',
      name: 'start',
      type: 'dateTime',
      default: '',
      required: true,
      description: 'Date and time the event starts',
      displayOptions: show('iCal'),
    },
    {
      displayName: 'End',
      name: 'end',
      type: 'dateTime',
      default: '',
      required: true,
      description: 'Date and time the event ends; the start when empty',
      displayOptions: show('iCal'),
    },
    {
      displayName: 'All Day',
      name: 'allDay',
      type: 'boolean',
      default: false,
      description: 'Whether the event lasts whole days',
      displayOptions: show('iCal'),
    },
    outputField(['iCal']),
    collection(
      'iCal',
      [
        {
          displayName: 'Attendees',
          name: 'attendeesUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          placeholder: 'Add Attendee',
          default: {},
          options: [
            {
              displayName: 'Attendees',
              name: 'attendeeValues',
              values: [
                { displayName: 'Name', name: 'name', type: 'string', required: true, default: '' },
                {
                  displayName: 'Email',
                  name: 'email',
                  type: 'string',
                  placeholder: 'e.g. name@email.com',
                  required: true,
                  default: '',
                },
                {
                  displayName: 'RSVP',
                  name: 'rsvp',
                  type: 'boolean',
                  default: false,
                  description: 'Whether an answer is asked for',
                },
              ],
            },
          ],
        },
        {
          displayName: 'Busy Status',
          name: 'busyStatus',
          type: 'options',
          options: [
            { name: 'Busy', value: 'BUSY' },
            { name: 'Tentative', value: 'TENTATIVE' },
          ],
          default: '',
        },
        { displayName: 'Calendar Name', name: 'calName', type: 'string', default: '' },
        { displayName: 'Description', name: 'description', type: 'string', default: '' },
        { displayName: 'File Name', name: 'fileName', type: 'string', default: '', placeholder: 'e.g. event.ics' },
        {
          displayName: 'Geolocation',
          name: 'geolocationUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          placeholder: 'Add Geolocation',
          default: {},
          options: [
            {
              displayName: 'Geolocation',
              name: 'geolocationValues',
              values: [
                { displayName: 'Latitude', name: 'lat', type: 'string', default: '' },
                { displayName: 'Longitude', name: 'lon', type: 'string', default: '' },
              ],
            },
          ],
        },
        { displayName: 'Location', name: 'location', type: 'string', default: '' },
        {
          displayName: 'Recurrence Rule',
          name: 'recurrenceRule',
          type: 'string',
          default: '',
          description: 'An RFC 5545 RRULE, e.g. FREQ=WEEKLY;COUNT=3',
        },
        {
          displayName: 'Organizer',
          name: 'organizerUi',
          type: 'fixedCollection',
          typeOptions: { multipleValues: false },
          placeholder: 'Add Organizer',
          default: {},
          options: [
            {
              displayName: 'Organizer',
              name: 'organizerValues',
              values: [
                { displayName: 'Name', name: 'name', type: 'string', default: '', required: true },
                {
                  displayName: 'Email',
                  name: 'email',
                  type: 'string',
                  placeholder: 'e.g. name@email.com',
                  default: '',
                  required: true,
                },
              ],
            },
          ],
        },
        {
          displayName: 'Sequence',
          name: 'sequence',
          type: 'number',
          default: 0,
          description: 'Revision number of the event',
        },
        {
          displayName: 'Status',
          name: 'status',
          type: 'options',
          options: [
            { name: 'Confirmed', value: 'CONFIRMED' },
            { name: 'Cancelled', value: 'CANCELLED' },
            { name: 'Tentative', value: 'TENTATIVE' },
          ],
          default: 'CONFIRMED',
        },
        {
          displayName: 'UID',
          name: 'uid',
          type: 'string',
          default: '',
          description: 'Unique id of the event; random when empty',
        },
        { displayName: 'URL', name: 'url', type: 'string', default: '' },
        {
          displayName: 'Use Workflow Timezone',
          name: 'useWorkflowTimezone',
          type: 'boolean',
          default: false,
          description: "Whether the dates are taken in the workflow's time zone instead of the server's",
        },
      ],
      'additionalFields',
    ),
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files', 'Data Transformation'] },
    alias: ['CSV', 'Spreadsheet', 'Excel', 'xls', 'xlsx', 'ods', 'JSON', 'ICS', 'iCal', 'Base64', 'Text'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.converttofile/',
};
