import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { ENCODING_OPTIONS, readOptionsProperty } from '../shared/spreadsheet/properties.js';
import { TEXT_OPERATIONS } from './text-operations.js';

/** Table formats Extract From File reads with the spreadsheet reader. */
export const TABLE_OPERATIONS: readonly string[] = ['csv', 'html', 'rtf', 'ods', 'xls', 'xlsx'];

const KEEP_SOURCE: NodeProperty = {
  displayName: 'Keep Source',
  name: 'keepSource',
  type: 'options',
  default: 'json',
  options: [
    { name: 'JSON', value: 'json', description: "Keep the input item's JSON" },
    { name: 'Binary', value: 'binary', description: "Keep the input item's files" },
    { name: 'Both', value: 'both', description: "Keep the input item's JSON and files" },
  ],
};

const inputField = (operations: readonly string[]): NodeProperty => ({
  displayName: 'Input Binary Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: 'e.g data',
  hint: 'Binary field of the input item that holds the file',
  displayOptions: { show: { operation: [...operations] } },
});

const TEXT_SHOW = { show: { operation: [...TEXT_OPERATIONS] } };
const PDF_SHOW = { show: { operation: ['pdf'] } };

/** Extract From File (n8n's `n8n-nodes-base.extractFromFile` 1 and 1.1). */
export const extractFromFileDescription: NodeTypeDescription = {
  name: 'weft.extractFromFile',
  displayName: 'Extract from File',
  description: 'Turns a file (CSV, spreadsheet, PDF, JSON, text …) into JSON items',
  group: ['input'],
  version: [1, 1.1],
  defaultVersion: 1.1,
  icon: 'fa:file-export',
  defaults: { name: 'Extract from File' },
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
          name: 'Extract From CSV',
          value: 'csv',
          action: 'Extract from CSV',
          description: 'One item per row of a CSV file',
        },
        {
          name: 'Extract From HTML',
          value: 'html',
          action: 'Extract from HTML',
          description: 'One item per row of a table in an HTML file',
        },
        {
          name: 'Extract From ICS',
          value: 'fromIcs',
          action: 'Extract from ICS',
          description: 'The calendar in an ICS file',
        },
        {
          name: 'Extract From JSON',
          value: 'fromJson',
          action: 'Extract from JSON',
          description: 'The content of a JSON file',
        },
        {
          name: 'Extract From ODS',
          value: 'ods',
          action: 'Extract from ODS',
          description: 'One item per row of an ODS sheet',
        },
        {
          name: 'Extract From PDF',
          value: 'pdf',
          action: 'Extract from PDF',
          description: 'Text and metadata of a PDF file',
        },
        {
          name: 'Extract From RTF',
          value: 'rtf',
          action: 'Extract from RTF',
          description: 'One item per row of a table in an RTF file',
        },
        {
          name: 'Extract From Text File',
          value: 'text',
          action: 'Extract from text file',
          description: 'The content of a text file',
        },
        {
          name: 'Extract From XML',
          value: 'xml',
          action: 'Extract from XML',
          description: 'The content of an XML file, as text',
        },
        {
          name: 'Extract From XLS',
          value: 'xls',
          action: 'Extract from XLS',
          description: 'One item per row of an Excel 97-2003 sheet',
        },
        {
          name: 'Extract From XLSX',
          value: 'xlsx',
          action: 'Extract from XLSX',
          description: 'One item per row of an Excel sheet',
        },
        {
          name: 'Move File to Base64 String',
          value: 'binaryToPropery',
          action: 'Move file to base64 string',
          description: 'The file as a base64 string',
        },
      ],
      default: 'csv',
    },
    inputField(TABLE_OPERATIONS),
    readOptionsProperty(
      { show: { operation: [...TABLE_OPERATIONS] } },
      {
        csv: { show: { '/operation': ['csv'] } },
        sheet: { show: { '/operation': ['ods', 'xls', 'xlsx'] } },
        table: { show: { '/operation': ['ods', 'xls', 'xlsx', 'csv', 'html'] } },
      },
    ),
    inputField(TEXT_OPERATIONS),
    {
      displayName: 'Destination Output Field',
      name: 'destinationKey',
      type: 'string',
      default: 'data',
      required: true,
      placeholder: 'e.g data',
      description: 'Output field for the content (dot notation for nested fields)',
      displayOptions: TEXT_SHOW,
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: TEXT_SHOW,
      options: [
        {
          displayName: 'File Encoding',
          name: 'encoding',
          type: 'options',
          options: ENCODING_OPTIONS,
          default: 'utf8',
          description: 'Character encoding of the file',
        },
        {
          displayName: 'Strip BOM',
          name: 'stripBOM',
          type: 'boolean',
          displayOptions: { show: { encoding: ['utf8', 'cesu8', 'ucs2'] } },
          default: true,
          description: 'Whether a leading byte order mark is dropped',
        },
        KEEP_SOURCE,
      ],
    },
    inputField(['pdf']),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: PDF_SHOW,
      options: [
        {
          displayName: 'Join Pages',
          name: 'joinPages',
          type: 'boolean',
          default: true,
          description: 'Whether the pages are joined into one text or listed one by one',
        },
        KEEP_SOURCE,
        {
          displayName: 'Max Pages',
          name: 'maxPages',
          type: 'number',
          default: 0,
          description: 'Read at most this many pages',
        },
        {
          displayName: 'Password',
          name: 'password',
          type: 'string',
          typeOptions: { password: true },
          default: '',
          description: 'Password of an encrypted PDF',
        },
      ],
    },
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files', 'Data Transformation'] },
    alias: ['CSV', 'Spreadsheet', 'Excel', 'xls', 'xlsx', 'ods', 'PDF', 'JSON', 'ICS', 'iCal', 'Base64'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.extractfromfile/',
};
