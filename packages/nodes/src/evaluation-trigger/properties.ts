/**
 * The parameters of the Evaluation Trigger 4.6–4.7 (n8n's `n8n-nodes-base.evaluationTrigger`), and
 * the pieces the Evaluation node shares with it: the dataset source, Google's authentication, the
 * dataset's document/sheet and data table locators. Names, types, defaults and display conditions
 * are n8n's; the display texts are Weft's.
 */
import type { NodeProperty } from '@weft/workflow';
import { documentLocator, sheetLocator } from '../google-sheets/locators.js';

type Display = NodeProperty['displayOptions'];

const hideForTables: Display = { hide: { source: ['dataTable'] } };

/** Where the dataset lives: a data table or a Google Sheet (`fallback` is the version's default). */
export function sourceProperty(fallback: 'dataTable' | 'googleSheets', displayOptions: Display): NodeProperty {
  return {
    displayName: 'Source',
    name: 'source',
    type: 'options',
    options: [
      {
        name: 'Data Table',
        value: 'dataTable',
        description: 'Read the test dataset from a data table of this instance',
      },
      {
        name: 'Google Sheets',
        value: 'googleSheets',
        description: 'Read the test dataset from a Google Sheets document',
      },
    ],
    default: fallback,
    description: 'Where the test dataset is kept',
    displayOptions,
  };
}

/** How Google is signed in to (hidden for a data table). */
export const authenticationProperty: NodeProperty = {
  displayName: 'Authentication',
  name: 'authentication',
  type: 'options',
  options: [
    { name: 'Service Account', value: 'serviceAccount' },
    { name: 'OAuth2 (Recommended)', value: 'oAuth2' },
  ],
  default: 'oAuth2',
  displayOptions: hideForTables,
};

/** The credentials picker shown for Google Sheets. */
export const credentialsProperty: NodeProperty = {
  displayName: 'Credentials',
  name: 'credentials',
  // n8n's `credentials` parameter type (its editor shows the credential picker there).
  type: 'credentials' as NodeProperty['type'],
  default: '',
  displayOptions: hideForTables,
};

/** The document holding the dataset. */
export function datasetDocument(displayOptions: Display, hint?: string): NodeProperty {
  return { ...documentLocator(), displayName: 'Dataset Document', ...(hint ? { hint } : {}), displayOptions };
}

/** The sheet holding the dataset (list, URL or id; no name mode, as n8n has it here). */
export function datasetSheet(displayOptions: Display): NodeProperty {
  return { ...sheetLocator(undefined, false), displayName: 'Dataset Sheet', displayOptions };
}

/** The data table holding the dataset. */
export const dataTableProperty: NodeProperty = {
  displayName: 'Data Table',
  name: 'dataTableId',
  type: 'resourceLocator',
  default: { mode: 'list', value: '' },
  required: true,
  modes: [
    {
      displayName: 'From List',
      name: 'list',
      type: 'list',
      typeOptions: { searchListMethod: 'dataTableSearch', searchable: true, skipCredentialsCheckInRLC: true },
    },
    { displayName: 'ID', name: 'id', type: 'string' },
  ],
  displayOptions: { show: { source: ['dataTable'] } },
};

/** The Evaluation Trigger's parameters (one list for 4.6 and 4.7; `source`'s default differs). */
export const evaluationTriggerProperties: NodeProperty[] = [
  sourceProperty('dataTable', { show: { '@version': [{ _cnd: { gte: 4.7 } }] } }),
  sourceProperty('googleSheets', { show: { '@version': [{ _cnd: { lte: 4.6 } }] } }),
  {
    displayName:
      'Reads the test dataset from a Google Sheet; an evaluation runs the workflow once per row, one row after another.',
    name: 'notice',
    type: 'notice',
    default: '',
    displayOptions: hideForTables,
  },
  credentialsProperty,
  authenticationProperty,
  datasetDocument(hideForTables, 'The first row of the sheet names the columns; each row below is one test case'),
  datasetSheet(hideForTables),
  dataTableProperty,
  {
    displayName: 'Limit Rows',
    name: 'limitRows',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Whether only the first rows of the dataset are used',
  },
  {
    displayName: 'Max Rows to Process',
    name: 'maxRows',
    type: 'number',
    default: 10,
    description: 'How many rows of the dataset are used at most',
    noDataExpression: false,
    displayOptions: { show: { limitRows: [true] } },
  },
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
            description: 'A column of the sheet, from the list or named by an expression',
          },
          {
            displayName: 'Value',
            name: 'lookupValue',
            type: 'string',
            default: '',
            hint: 'Only rows holding this value in the column are used',
          },
        ],
      },
    ],
    displayOptions: hideForTables,
  },
  {
    displayName: 'Filter Rows',
    name: 'filterRows',
    type: 'boolean',
    default: false,
    noDataExpression: true,
    description: 'Whether only the rows meeting conditions are used',
    displayOptions: { show: { source: ['dataTable'] } },
  },
  {
    displayName: 'Must Match',
    name: 'matchType',
    type: 'options',
    options: [
      { name: 'Any Condition', value: 'anyCondition' },
      { name: 'All Conditions', value: 'allConditions' },
    ],
    displayOptions: { show: { filterRows: [true] } },
    default: 'anyCondition',
  },
  {
    displayName: 'Conditions',
    name: 'filters',
    type: 'fixedCollection',
    typeOptions: { multipleValues: true, minRequiredFields: 0 },
    displayOptions: { show: { filterRows: [true] } },
    default: {},
    placeholder: 'Add Condition',
    options: [
      {
        displayName: 'Conditions',
        name: 'conditions',
        values: [
          {
            displayName: 'Column',
            name: 'keyName',
            type: 'options',
            description: 'A column of the table, from the list or named by an expression',
            typeOptions: { loadOptionsDependsOn: ['dataTableId.value'], loadOptionsMethod: 'getDataTableColumns' },
            default: 'id',
          },
          {
            displayName: 'Condition',
            name: 'condition',
            type: 'options',
            typeOptions: { loadOptionsDependsOn: ['&keyName'], loadOptionsMethod: 'getConditionsForColumn' },
            default: 'eq',
          },
          {
            displayName: 'Value',
            name: 'keyValue',
            type: 'string',
            default: '',
            displayOptions: { hide: { condition: ['isEmpty', 'isNotEmpty', 'isTrue', 'isFalse'] } },
          },
        ],
      },
    ],
    description: 'Which rows of the table are used',
  },
];
