import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Excel 1's parameters (workbooks, worksheets, tables).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const excelV1Properties: NodeProperty[] = [
  {
    displayName: 'A newer version of this node exists: add it again from the nodes panel to get it',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Table',
        value: 'table',
      },
      {
        name: 'Workbook',
        value: 'workbook',
      },
      {
        name: 'Worksheet',
        value: 'worksheet',
      },
    ],
    default: 'workbook',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['workbook'],
      },
    },
    options: [
      {
        name: 'Add Worksheet',
        value: 'addWorksheet',
        action: 'Add a worksheet to a workbook',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many workbooks',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['addWorksheet'],
        resource: ['workbook'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['addWorksheet'],
        resource: ['workbook'],
      },
    },
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['workbook'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['workbook'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['workbook'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['worksheet'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many worksheets',
      },
      {
        name: 'Get Content',
        value: 'getContent',
        action: 'Get a worksheet',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['worksheet'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['worksheet'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['worksheet'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['worksheet'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
    },
    default: '',
  },
  {
    displayName: 'Worksheet Name or ID',
    name: 'worksheet',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getworksheets',
      loadOptionsDependsOn: ['workbook'],
    },
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
    },
    default: '',
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
    },
    default: 'A1:C3',
    required: true,
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
    },
    default: false,
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
        rawData: [true],
      },
    },
  },
  {
    displayName: 'Data Start Row',
    name: 'dataStartRow',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 1,
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
      hide: {
        rawData: [true],
      },
    },
  },
  {
    displayName: 'Key Row',
    name: 'keyRow',
    type: 'number',
    typeOptions: {
      minValue: 0,
    },
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
      },
      hide: {
        rawData: [true],
      },
    },
    default: 0,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['getContent'],
        resource: ['worksheet'],
        rawData: [true],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['table'],
      },
    },
    options: [
      {
        name: 'Add Row',
        value: 'addRow',
        action: 'Add a row',
      },
      {
        name: 'Get Columns',
        value: 'getColumns',
        action: 'Get columns',
      },
      {
        name: 'Get Rows',
        value: 'getRows',
        action: 'Get rows',
      },
      {
        name: 'Lookup',
        value: 'lookup',
        action: 'Look up a column',
      },
    ],
    default: 'addRow',
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['addRow'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Worksheet Name or ID',
    name: 'worksheet',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getworksheets',
      loadOptionsDependsOn: ['workbook'],
    },
    displayOptions: {
      show: {
        operation: ['addRow'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'table',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['worksheet'],
    },
    displayOptions: {
      show: {
        operation: ['addRow'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['addRow'],
        resource: ['table'],
      },
    },
    options: [
      {
        displayName: 'Index',
        name: 'index',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
        },
      },
    ],
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Worksheet Name or ID',
    name: 'worksheet',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getworksheets',
      loadOptionsDependsOn: ['workbook'],
    },
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'table',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['worksheet'],
    },
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
      },
    },
    default: false,
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
        rawData: [true],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['getRows'],
        resource: ['table'],
        rawData: [true],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Worksheet Name or ID',
    name: 'worksheet',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getworksheets',
      loadOptionsDependsOn: ['workbook'],
    },
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'table',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['worksheet'],
    },
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
      },
    },
    default: false,
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
        rawData: [true],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        operation: ['getColumns'],
        resource: ['table'],
        rawData: [true],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Workbook Name or ID',
    name: 'workbook',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getWorkbooks',
    },
    displayOptions: {
      show: {
        operation: ['lookup'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Worksheet Name or ID',
    name: 'worksheet',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getworksheets',
      loadOptionsDependsOn: ['workbook'],
    },
    displayOptions: {
      show: {
        operation: ['lookup'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'table',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['worksheet'],
    },
    displayOptions: {
      show: {
        operation: ['lookup'],
        resource: ['table'],
      },
    },
    default: '',
  },
  {
    displayName: 'Lookup Column',
    name: 'lookupColumn',
    type: 'string',
    default: '',
    placeholder: 'Email',
    required: true,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
  },
  {
    displayName: 'Lookup Value',
    name: 'lookupValue',
    type: 'string',
    default: '',
    placeholder: 'frank@example.com',
    required: true,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
    options: [
      {
        displayName: 'Return All Matches',
        name: 'returnAllMatches',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
