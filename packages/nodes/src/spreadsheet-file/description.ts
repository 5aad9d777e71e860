import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { readOptionsProperty, writeOptionsProperty } from '../shared/spreadsheet/properties.js';

const FROM = { show: { operation: ['fromFile'] } };
const TO = { show: { operation: ['toFile'] } };
const FORMATS = [
  { name: 'CSV', value: 'csv', description: 'Comma-separated values' },
  { name: 'HTML', value: 'html', description: 'HTML table' },
  { name: 'ODS', value: 'ods', description: 'OpenDocument spreadsheet' },
  { name: 'RTF', value: 'rtf', description: 'Rich Text Format' },
  { name: 'XLS', value: 'xls', description: 'Excel 97-2003' },
  { name: 'XLSX', value: 'xlsx', description: 'Excel' },
];

const operation: NodeProperty = {
  displayName: 'Operation',
  name: 'operation',
  type: 'options',
  noDataExpression: true,
  options: [
    {
      name: 'Read From File',
      value: 'fromFile',
      description: 'Read the rows of a spreadsheet file',
      action: 'Read data from a spreadsheet file',
    },
    {
      name: 'Write to File',
      value: 'toFile',
      description: 'Write the items to a spreadsheet file',
      action: 'Write data to a spreadsheet file',
    },
  ],
  default: 'fromFile',
};
const inputField: NodeProperty = {
  displayName: 'Input Binary Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: '',
  hint: 'Binary field of the input item that holds the file',
  displayOptions: FROM,
};
const outputFormat: NodeProperty = {
  displayName: 'File Format',
  name: 'fileFormat',
  type: 'options',
  options: FORMATS,
  default: 'xls',
  displayOptions: TO,
  description: 'Format of the file to write',
};
const outputField: NodeProperty = {
  displayName: 'Put Output File in Field',
  name: 'binaryPropertyName',
  type: 'string',
  default: 'data',
  required: true,
  placeholder: '',
  hint: 'Binary field of the output item to put the file in',
  displayOptions: TO,
};
const readOptions = readOptionsProperty(FROM, { csv: { show: { '/fileFormat': ['csv'] } } });
const writeOptions = writeOptionsProperty(
  TO,
  {
    compression: { show: { '/fileFormat': ['xlsx', 'ods'] } },
    sheet: { show: { '/fileFormat': ['ods', 'xls', 'xlsx'] } },
  },
  false,
);

const base = {
  name: 'weft.spreadsheetFile',
  displayName: 'Spreadsheet File',
  description: 'Reads and writes spreadsheet files (CSV, XLS, XLSX, ODS, HTML, RTF)',
  group: ['transform'],
  icon: 'fa:table',
  defaults: { name: 'Spreadsheet File', color: '#2244FF' },
  inputs: ['main'],
  outputs: ['main'],
  hidden: true,
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Files'] },
    alias: ['CSV', 'Excel', 'xls', 'xlsx', 'ods'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.spreadsheetfile/',
} satisfies Partial<NodeTypeDescription>;

/** Spreadsheet File 1 (n8n's legacy version: every format, CSV too, is read by SheetJS). */
export const spreadsheetFileV1Description: NodeTypeDescription = {
  ...base,
  version: [1],
  defaultVersion: 2,
  properties: [
    {
      displayName: 'A newer version of this node exists: Extract From File and Convert To File',
      name: 'oldVersionNotice',
      type: 'notice',
      default: '',
    },
    operation,
    inputField,
    outputFormat,
    outputField,
    readOptions,
    writeOptions,
  ],
};

/** Spreadsheet File 2 (CSV read with csv-parse, the file format chosen or detected). */
export const spreadsheetFileV2Description: NodeTypeDescription = {
  ...base,
  version: [2],
  defaultVersion: 2,
  properties: [
    operation,
    inputField,
    {
      displayName: 'File Format',
      name: 'fileFormat',
      type: 'options',
      options: [{ name: 'Autodetect', value: 'autodetect' }, ...FORMATS],
      default: 'autodetect',
      description: 'Format of the file to read',
      displayOptions: FROM,
    },
    readOptions,
    outputFormat,
    outputField,
    writeOptions,
  ],
};
