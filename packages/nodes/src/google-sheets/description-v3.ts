/**
 * Google Sheets typeVersions 3 to 4.7 (n8n's GoogleSheetsV2): resources Document (`spreadsheet`)
 * and Sheet Within Document (`sheet`), with n8n's parameter names, options and defaults.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { documentLocator, sheetLocator } from './locators.js';

/** The versions this description serves. */
export const SHEETS_V3_VERSIONS = [3, 4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7];

type Show = Record<string, unknown[]>;
const onSheet = (operation: string | string[], extra: Show = {}): NonNullable<NodeProperty['displayOptions']> => ({
  show: { resource: ['sheet'], operation: Array.isArray(operation) ? operation : [operation], ...extra },
  hide: { sheetName: [''] },
});
const v3 = { '@version': [3] };

const dataModeOptions = [
  {
    name: 'Auto-Map Input Data to Columns',
    value: 'autoMapInputData',
    description: 'Input fields are written to the columns of the same name',
  },
  { name: 'Map Each Column Below', value: 'defineBelow', description: 'Give each column its value' },
  { name: 'Nothing', value: 'nothing', description: 'Write nothing' },
];

const handlingExtraData = (path: string): NodeProperty => ({
  displayName: 'Handling extra fields in input',
  name: 'handlingExtraData',
  type: 'options',
  options: [
    {
      name: 'Insert in New Column(s)',
      value: 'insertInNewColumn',
      description: 'Add a column for each field the sheet lacks',
    },
    { name: 'Ignore Them', value: 'ignoreIt', description: 'Leave out fields the sheet has no column for' },
    { name: 'Error', value: 'error', description: 'Fail when an input field has no column' },
  ],
  displayOptions: { show: { [path]: ['autoMapInputData'] } },
  default: 'insertInNewColumn',
  description: 'What to do with input fields that match no column of the sheet',
});

const cellFormat: NodeProperty = {
  displayName: 'Cell Format',
  name: 'cellFormat',
  type: 'options',
  options: [
    {
      name: 'Let Google Sheets Format',
      value: 'USER_ENTERED',
      description: 'Values are read as if typed into the sheet (numbers, dates, formulas)',
    },
    { name: 'Let n8n Format', value: 'RAW', description: 'Values are stored exactly as sent' },
  ],
  default: 'USER_ENTERED',
  description: 'How Google treats the values written',
};

const useAppend: NodeProperty = {
  displayName: 'Minimise API Calls',
  name: 'useAppend',
  type: 'boolean',
  default: false,
  description:
    'Whether to append with one call, without first reading the sheet; best for sheets without gaps between rows or columns',
};

const headerRow: NodeProperty = {
  displayName: 'Header Row',
  name: 'headerRow',
  type: 'number',
  typeOptions: { minValue: 1 },
  default: 1,
  description: 'The row holding the column names (1 is the top row)',
};
const firstDataRow: NodeProperty = {
  displayName: 'First Data Row',
  name: 'firstDataRow',
  type: 'number',
  typeOptions: { minValue: 1 },
  default: 2,
  description: 'The first row holding data',
};

function locationDefine(withFirstDataRow: boolean): NodeProperty {
  return {
    displayName: 'Data Location on Sheet',
    name: 'locationDefine',
    type: 'fixedCollection',
    placeholder: 'Select Range',
    default: { values: {} },
    options: [
      { displayName: 'Values', name: 'values', values: withFirstDataRow ? [headerRow, firstDataRow] : [headerRow] },
    ],
  };
}

function legacyFields(operation: string): NodeProperty[] {
  return [
    {
      displayName: 'Data Mode',
      name: 'dataMode',
      type: 'options',
      options: dataModeOptions,
      displayOptions: onSheet(operation, v3),
      default: 'defineBelow',
      description: 'How the item becomes row values',
    },
    {
      displayName: 'Column to match on',
      name: 'columnToMatchOn',
      type: 'options',
      typeOptions: { loadOptionsDependsOn: ['sheetName.value'], loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty' },
      default: '',
      displayOptions: onSheet(operation, v3),
      description: 'The column whose value finds the row to change',
    },
    {
      displayName: 'Value of Column to Match On',
      name: 'valueToMatchOn',
      type: 'string',
      default: '',
      displayOptions: onSheet(operation, { dataMode: ['defineBelow'], ...v3 }),
      description: 'The value the row is found by',
    },
    {
      displayName: 'Values to Send',
      name: 'fieldsUi',
      placeholder: 'Add Field',
      type: 'fixedCollection',
      typeOptions: { multipleValues: true },
      displayOptions: onSheet(operation, { dataMode: ['defineBelow'], ...v3 }),
      default: {},
      options: [
        {
          displayName: 'Field',
          name: 'values',
          values: [
            {
              displayName: 'Column',
              name: 'column',
              type: 'options',
              typeOptions: {
                loadOptionsDependsOn: ['sheetName.value', 'columnToMatchOn'],
                loadOptionsMethod: 'getSheetHeaderRowAndAddColumn',
              },
              default: '',
              description: 'A column of the sheet, or a new one',
            },
            {
              displayName: 'Column Name',
              name: 'columnName',
              type: 'string',
              default: '',
              displayOptions: { show: { column: ['newColumn'] } },
              description: 'The name of the new column',
            },
            { displayName: 'Value', name: 'fieldValue', type: 'string', default: '' },
          ],
        },
      ],
    },
  ];
}

function columnsMapper(
  mode: 'add' | 'update' | 'upsert',
  operation: string,
  versions: unknown[],
  allowEmptyValues: boolean,
): NodeProperty {
  return {
    displayName: 'Columns',
    name: 'columns',
    type: 'resourceMapper',
    noDataExpression: true,
    default: { mappingMode: 'defineBelow', value: null },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['sheetName.value'],
      resourceMapper: {
        resourceMapperMethod: 'getMappingColumns',
        mode,
        fieldWords: { singular: 'column', plural: 'columns' },
        addAllFields: true,
        multiKeyMatch: false,
        ...(allowEmptyValues ? { allowEmptyValues: true } : {}),
      },
    },
    displayOptions: onSheet(operation, { '@version': versions }),
  };
}

const appendProperties: NodeProperty[] = [
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    options: dataModeOptions,
    displayOptions: onSheet('append', v3),
    default: 'defineBelow',
    description: 'How the item becomes row values',
  },
  {
    displayName:
      "In this mode, make sure the incoming data is named the same as the columns in your Sheet. (Use an 'Edit Fields' node before this node to change it if required.)",
    name: 'autoMapNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: { operation: ['append'], dataMode: ['autoMapInputData'], '@version': [3] },
      hide: { sheetName: [''] },
    },
  },
  {
    displayName: 'Fields to Send',
    name: 'fieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: { multipleValueButtonText: 'Add Field to Send', multipleValues: true },
    displayOptions: onSheet('append', { dataMode: ['defineBelow'], ...v3 }),
    default: {},
    options: [
      {
        displayName: 'Field',
        name: 'fieldValues',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'fieldId',
            type: 'options',
            typeOptions: {
              loadOptionsDependsOn: ['sheetName.value'],
              loadOptionsMethod: 'getSheetHeaderRowAndSkipEmpty',
            },
            default: '',
            description: 'A column of the sheet',
          },
          { displayName: 'Field Value', name: 'fieldValue', type: 'string', default: '' },
        ],
      },
    ],
  },
  columnsMapper('add', 'append', [{ _cnd: { gte: 4 } }], false),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: onSheet('append'),
    options: [
      cellFormat,
      locationDefine(false),
      handlingExtraData('/dataMode'),
      handlingExtraData('/columns.mappingMode'),
      useAppend,
    ],
  },
];

const clearProperties: NodeProperty[] = [
  {
    displayName: 'Clear',
    name: 'clear',
    type: 'options',
    options: [
      { name: 'Whole Sheet', value: 'wholeSheet' },
      { name: 'Specific Rows', value: 'specificRows' },
      { name: 'Specific Columns', value: 'specificColumns' },
      { name: 'Specific Range', value: 'specificRange' },
    ],
    displayOptions: onSheet('clear'),
    default: 'wholeSheet',
    description: 'What to clear',
  },
  {
    displayName: 'Keep First Row',
    name: 'keepFirstRow',
    type: 'boolean',
    displayOptions: onSheet('clear', { clear: ['wholeSheet'] }),
    default: false,
    description: 'Whether the first row (the headers) stays',
  },
  {
    displayName: 'Start Row Number',
    name: 'startIndex',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: onSheet('clear', { clear: ['specificRows'] }),
    description: 'The first row to clear',
  },
  {
    displayName: 'Number of Rows to Delete',
    name: 'rowsToDelete',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: onSheet('clear', { clear: ['specificRows'] }),
  },
  {
    displayName: 'Start Column',
    name: 'startIndex',
    type: 'string',
    default: 'A',
    displayOptions: onSheet('clear', { clear: ['specificColumns'] }),
    description: 'The first column to clear, as letters',
  },
  {
    displayName: 'Number of Columns to Delete',
    name: 'columnsToDelete',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: onSheet('clear', { clear: ['specificColumns'] }),
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: onSheet('clear', { clear: ['specificRange'] }),
    default: 'A:F',
    required: true,
    description: 'The cells to clear in A1 notation, e.g. A1:B2',
  },
];

const createSheetProperties: NodeProperty[] = [
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: 'n8n-sheet',
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    description: 'The name of the new sheet',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['sheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Hidden',
        name: 'hidden',
        type: 'boolean',
        default: false,
        description: 'Whether the sheet is hidden',
      },
      {
        displayName: 'Right To Left',
        name: 'rightToLeft',
        type: 'boolean',
        default: false,
        description: 'Whether the sheet reads right to left',
      },
      {
        displayName: 'Sheet ID',
        name: 'sheetId',
        type: 'number',
        default: 0,
        description: 'The id to give the sheet (Google picks one when empty)',
      },
      {
        displayName: 'Sheet Index',
        name: 'index',
        type: 'number',
        default: 0,
        description: 'Where the sheet goes among the tabs',
      },
      {
        displayName: 'Tab Color',
        name: 'tabColor',
        type: 'color',
        default: '0aa55c',
        description: 'The colour of the tab',
      },
    ],
  },
];

const deleteProperties: NodeProperty[] = [
  {
    displayName: 'To Delete',
    name: 'toDelete',
    type: 'options',
    options: [
      { name: 'Rows', value: 'rows', description: 'Delete rows' },
      { name: 'Columns', value: 'columns', description: 'Delete columns' },
    ],
    displayOptions: onSheet('delete'),
    default: 'rows',
    description: 'What to delete',
  },
  {
    displayName: 'Start Row Number',
    name: 'startIndex',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 2,
    displayOptions: onSheet('delete', { toDelete: ['rows'] }),
    description: 'The first row to delete',
  },
  {
    displayName: 'Number of Rows to Delete',
    name: 'numberToDelete',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: onSheet('delete', { toDelete: ['rows'] }),
  },
  {
    displayName: 'Start Column',
    name: 'startIndex',
    type: 'string',
    default: 'A',
    displayOptions: onSheet('delete', { toDelete: ['columns'] }),
    description: 'The first column to delete, as letters',
  },
  {
    displayName: 'Number of Columns to Delete',
    name: 'numberToDelete',
    type: 'number',
    typeOptions: { minValue: 1 },
    default: 1,
    displayOptions: onSheet('delete', { toDelete: ['columns'] }),
  },
];

const readProperties: NodeProperty[] = [
  {
    displayName: 'Filters',
    name: 'filtersUI',
    placeholder: 'Add Filter',
    type: 'fixedCollection',
    typeOptions: { multipleValueButtonText: 'Add Filter', multipleValues: true },
    default: {},
    options: [
      {
        displayName: 'Filter',
        name: 'values',
        values: [
          {
            displayName: 'Column',
            name: 'lookupColumn',
            type: 'options',
            typeOptions: {
              loadOptionsDependsOn: ['sheetName.value'],
              loadOptionsMethod: 'getSheetHeaderRowWithGeneratedColumnNames',
            },
            default: '',
            description: 'The column to look in',
          },
          {
            displayName: 'Value',
            name: 'lookupValue',
            type: 'string',
            default: '',
            description: 'The value the column must hold',
          },
        ],
      },
    ],
    displayOptions: onSheet('read'),
  },
  ...[
    { cnd: { lt: 4.3 }, def: 'OR' },
    { cnd: { gte: 4.3 }, def: 'AND' },
  ].map(({ cnd, def }): NodeProperty => ({
    displayName: 'Combine Filters',
    name: 'combineFilters',
    type: 'options',
    options: [
      { name: 'AND', value: 'AND', description: 'Rows matching every filter' },
      { name: 'OR', value: 'OR', description: 'Rows matching any filter' },
    ],
    default: def,
    displayOptions: {
      show: { '@version': [{ _cnd: cnd }], resource: ['sheet'], operation: ['read'] },
      hide: { sheetName: [''] },
    },
    description: 'How several filters combine',
  })),
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: onSheet('read'),
    options: [
      {
        displayName: 'Data Location on Sheet',
        name: 'dataLocationOnSheet',
        type: 'fixedCollection',
        placeholder: 'Select Range',
        default: { values: { rangeDefinition: 'detectAutomatically' } },
        options: [
          {
            displayName: 'Values',
            name: 'values',
            values: [
              {
                displayName: 'Range Definition',
                name: 'rangeDefinition',
                type: 'options',
                default: '',
                options: [
                  {
                    name: 'Detect Automatically',
                    value: 'detectAutomatically',
                    description: 'The first row with values holds the headers',
                  },
                  { name: 'Range', value: 'specifyRangeA1', description: 'A range in A1 notation' },
                  { name: 'Rows', value: 'specifyRange', description: 'A header row and a first data row' },
                ],
              },
              {
                displayName: 'Read Rows Until',
                name: 'readRowsUntil',
                type: 'options',
                default: 'lastRowInSheet',
                options: [
                  { name: 'First Empty Row', value: 'firstEmptyRow' },
                  { name: 'Last Row In Sheet', value: 'lastRowInSheet' },
                ],
                displayOptions: { show: { rangeDefinition: ['detectAutomatically'] } },
              },
              { ...headerRow, displayOptions: { show: { rangeDefinition: ['specifyRange'] } } },
              { ...firstDataRow, displayOptions: { show: { rangeDefinition: ['specifyRange'] } } },
              {
                displayName: 'Range',
                name: 'range',
                type: 'string',
                default: '',
                placeholder: 'A:Z',
                displayOptions: { show: { rangeDefinition: ['specifyRangeA1'] } },
                description: 'The cells to read, e.g. A1:B5 (the first row holds the headers)',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Output Formatting',
        name: 'outputFormatting',
        type: 'fixedCollection',
        placeholder: 'Add Formatting',
        default: { values: { general: 'UNFORMATTED_VALUE', date: 'FORMATTED_STRING' } },
        options: [
          {
            displayName: 'Values',
            name: 'values',
            values: [
              {
                displayName: 'General Formatting',
                name: 'general',
                type: 'options',
                default: '',
                options: [
                  {
                    name: 'Values (unformatted)',
                    value: 'UNFORMATTED_VALUE',
                    description: 'Numbers as numbers, without the cell format',
                  },
                  {
                    name: 'Values (formatted)',
                    value: 'FORMATTED_VALUE',
                    description: 'Values as the sheet shows them, as text',
                  },
                  { name: 'Formulas', value: 'FORMULA', description: 'Formulas as written, not their results' },
                ],
              },
              {
                displayName: 'Date Formatting',
                name: 'date',
                type: 'options',
                default: '',
                options: [
                  { name: 'Formatted Text', value: 'FORMATTED_STRING', description: 'Dates as the sheet shows them' },
                  {
                    name: 'Serial Number',
                    value: 'SERIAL_NUMBER',
                    description: 'Dates as days since 30 December 1899',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Return only First Matching Row',
        name: 'returnFirstMatch',
        type: 'boolean',
        default: false,
        description: 'Whether only the first row matching the filters is returned',
        displayOptions: { show: { '@version': [{ _cnd: { gte: 4.5 } }] } },
      },
      {
        displayName: 'When Filter Has Multiple Matches',
        name: 'returnAllMatches',
        type: 'options',
        default: 'returnFirstMatch',
        options: [
          { name: 'Return First Match', value: 'returnFirstMatch', description: 'Only the first matching row' },
          { name: 'Return All Matches', value: 'returnAllMatches', description: 'Every matching row' },
        ],
        displayOptions: { show: { '@version': [{ _cnd: { lt: 4.5 } }] } },
      },
    ],
  },
];

function updateLikeProperties(operation: 'update' | 'appendOrUpdate'): NodeProperty[] {
  const mode = operation === 'update' ? 'update' : 'upsert';
  return [
    ...legacyFields(operation),
    columnsMapper(mode, operation, [{ _cnd: { gte: 4.7 } }], true),
    columnsMapper(mode, operation, [{ _cnd: { between: { from: 4, to: 4.6 } } }], false),
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      displayOptions: onSheet(operation),
      options: [
        cellFormat,
        locationDefine(true),
        handlingExtraData('/dataMode'),
        handlingExtraData('/columns.mappingMode'),
        ...(operation === 'appendOrUpdate' ? [useAppend] : []),
      ],
    },
  ];
}

const spreadsheetProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: { show: { resource: ['spreadsheet'] } },
    options: [
      { name: 'Create', value: 'create', description: 'Create a spreadsheet', action: 'Create spreadsheet' },
      { name: 'Delete', value: 'deleteSpreadsheet', description: 'Delete a spreadsheet', action: 'Delete spreadsheet' },
    ],
    default: 'create',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
    description: 'The name of the new spreadsheet',
  },
  {
    displayName: 'Sheets',
    name: 'sheetsUi',
    placeholder: 'Add Sheet',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        name: 'sheetValues',
        displayName: 'Sheet',
        values: [
          { displayName: 'Title', name: 'title', type: 'string', default: '', description: "The sheet's name" },
          {
            displayName: 'Hidden',
            name: 'hidden',
            type: 'boolean',
            default: false,
            description: 'Whether the sheet is hidden',
          },
        ],
      },
    ],
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: { show: { resource: ['spreadsheet'], operation: ['create'] } },
    options: [
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'string',
        default: '',
        placeholder: 'en_US',
        description: "The spreadsheet's locale, as an ISO 639-1 language code with an optional country",
      },
      {
        displayName: 'Recalculation Interval',
        name: 'autoRecalc',
        type: 'options',
        options: [
          { name: 'Default', value: '', description: "Google's default" },
          { name: 'On Change', value: 'ON_CHANGE', description: 'When a value changes' },
          { name: 'Minute', value: 'MINUTE', description: 'On change and every minute' },
          { name: 'Hour', value: 'HOUR', description: 'On change and every hour' },
        ],
        default: '',
        description: 'How often volatile functions are recalculated',
      },
    ],
  },
  documentLocator({ show: { resource: ['spreadsheet'], operation: ['deleteSpreadsheet'] } }),
];

/** The description of Google Sheets 3–4.7. */
export const googleSheetsV3Description: NodeTypeDescription = {
  displayName: 'Google Sheets',
  name: 'weft.googleSheets',
  icon: 'file:googleSheets.svg',
  group: ['input', 'output'],
  version: SHEETS_V3_VERSIONS,
  defaultVersion: 4.7,
  subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
  description: 'Read, update and write data to Google Sheets',
  defaults: { name: 'Google Sheets' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [
    { name: 'googleApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
    { name: 'googleSheetsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  codex: { categories: ['Data & Storage', 'Productivity'], alias: ['CSV', 'Sheet', 'Spreadsheet', 'GS'] },
  properties: [
    {
      displayName: 'Authentication',
      name: 'authentication',
      type: 'options',
      options: [
        { name: 'Service Account', value: 'serviceAccount' },
        { name: 'OAuth2 (recommended)', value: 'oAuth2' },
      ],
      default: 'oAuth2',
    },
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'options',
      noDataExpression: true,
      options: [
        { name: 'Document', value: 'spreadsheet' },
        { name: 'Sheet Within Document', value: 'sheet' },
      ],
      default: 'sheet',
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      displayOptions: { show: { resource: ['sheet'] } },
      options: [
        {
          name: 'Append or Update Row',
          value: 'appendOrUpdate',
          description: 'Update the row whose key matches, or append a new one',
          action: 'Append or update row in sheet',
        },
        {
          name: 'Append Row',
          value: 'append',
          description: 'Add a row at the end of the sheet',
          action: 'Append row in sheet',
        },
        { name: 'Clear', value: 'clear', description: 'Clear cells of the sheet', action: 'Clear sheet' },
        { name: 'Create', value: 'create', description: 'Add a sheet to the document', action: 'Create sheet' },
        { name: 'Delete', value: 'remove', description: 'Delete a sheet of the document', action: 'Delete sheet' },
        {
          name: 'Delete Rows or Columns',
          value: 'delete',
          description: 'Delete rows or columns of the sheet',
          action: 'Delete rows or columns from sheet',
        },
        {
          name: 'Get Row(s)',
          value: 'read',
          description: 'Read rows, optionally filtered',
          action: 'Get row(s) in sheet',
        },
        {
          name: 'Update Row',
          value: 'update',
          description: 'Update the row whose key matches',
          action: 'Update row in sheet',
        },
      ],
      default: 'read',
    },
    documentLocator({ show: { resource: ['sheet'] } }),
    sheetLocator({
      show: {
        resource: ['sheet'],
        operation: ['append', 'appendOrUpdate', 'clear', 'delete', 'read', 'remove', 'update'],
      },
    }),
    ...appendProperties,
    ...clearProperties,
    ...createSheetProperties,
    ...deleteProperties,
    ...readProperties,
    ...updateLikeProperties('update'),
    ...updateLikeProperties('appendOrUpdate'),
    ...spreadsheetProperties,
  ],
};
