import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Excel 365 2–2.2's parameters (tables, workbooks, worksheets).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const excelV2Properties: NodeProperty[] = [
  {
    displayName:
      'This node works on workbooks stored in Microsoft 365 (OneDrive or SharePoint); to read or write spreadsheet files directly, use Extract from File and Convert to File',
    name: 'notice',
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
        name: 'Sheet',
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
        resource: ['table'],
      },
    },
    options: [
      {
        name: 'Append',
        value: 'append',
        action: 'Append rows to table',
      },
      {
        name: 'Convert to Range',
        value: 'convertToRange',
        action: 'Convert to range',
      },
      {
        name: 'Create',
        value: 'addTable',
        action: 'Create a table',
      },
      {
        name: 'Delete',
        value: 'deleteTable',
        action: 'Delete a table',
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
        action: 'Lookup a column',
      },
    ],
    default: 'append',
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    default: 'define',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMap',
      },
      {
        name: 'Map Each Column Below',
        value: 'define',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Data',
    name: 'data',
    type: 'json',
    default: '',
    required: true,
    placeholder: 'e.g. [["Sara","1/2/2006","Berlin"],["George","5/3/2010","Paris"]]',
    displayOptions: {
      show: {
        dataMode: ['raw'],
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Values to Send',
    name: 'fieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['table'],
        operation: ['append'],
      },
    },
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
              loadOptionsDependsOn: ['table.value', 'worksheet.value', 'workbook.value'],
              loadOptionsMethod: 'getTableColumns',
            },
            default: '',
          },
          {
            displayName: 'Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
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
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: 0,
      },
      {
        displayName: 'Data Property',
        name: 'dataProperty',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['addTable'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['addTable'],
      },
    },
  },
  {
    displayName: 'Select Range',
    name: 'selectRange',
    type: 'options',
    options: [
      {
        name: 'Automatically',
        value: 'auto',
      },
      {
        name: 'Manually',
        value: 'manual',
      },
    ],
    default: 'auto',
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['addTable'],
      },
    },
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    default: '',
    placeholder: 'A1:B2',
    displayOptions: {
      show: {
        selectRange: ['manual'],
        resource: ['table'],
        operation: ['addTable'],
      },
    },
  },
  {
    displayName: 'Has Headers',
    name: 'hasHeaders',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['addTable'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['convertToRange'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['convertToRange'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['convertToRange'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['deleteTable'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['deleteTable'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['deleteTable'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getColumns'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getColumns'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getColumns'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getColumns'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['table'],
        operation: ['getColumns'],
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
    default: false,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getColumns'],
      },
    },
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        rawData: [true],
        resource: ['table'],
        operation: ['getColumns'],
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
        rawData: [true],
        resource: ['table'],
        operation: ['getColumns'],
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
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['table'],
        operation: ['getRows'],
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
    default: false,
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Data Property',
    name: 'dataProperty',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        rawData: [true],
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            '/rawData': [true],
          },
        },
      },
      {
        displayName: 'Column Names or IDs',
        name: 'column',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['table.value', 'worksheet.value', 'workbook.value'],
          loadOptionsMethod: 'getTableColumns',
        },
        default: [],
        displayOptions: {
          show: {
            '/rawData': [false],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['getRows'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetTables',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
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
    options: [
      {
        displayName: 'Return All Matches',
        name: 'returnAllMatches',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['table'],
        operation: ['lookup'],
      },
    },
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
        name: 'Add Sheet',
        value: 'addWorksheet',
        action: 'Add a sheet to a workbook',
      },
      {
        name: 'Delete',
        value: 'deleteWorkbook',
        action: 'Delete workbook',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get workbooks',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['workbook'],
        operation: ['addWorksheet'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['workbook'],
        operation: ['addWorksheet'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['workbook'],
        operation: ['deleteWorkbook'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['workbook'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['workbook'],
        operation: ['getAll'],
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
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['workbook'],
        operation: ['getAll'],
      },
    },
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
        name: 'Append',
        value: 'append',
        action: 'Append data to sheet',
      },
      {
        name: 'Append or Update',
        value: 'upsert',
        action: 'Append or update a sheet',
      },
      {
        name: 'Clear',
        value: 'clear',
        action: 'Clear sheet',
      },
      {
        name: 'Delete',
        value: 'deleteWorksheet',
        action: 'Delete sheet',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get sheets',
      },
      {
        name: 'Get Rows',
        value: 'readRows',
        action: 'Get rows from sheet',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update sheet',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    default: 'define',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMap',
      },
      {
        name: 'Map Each Column Below',
        value: 'define',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Data',
    name: 'data',
    type: 'json',
    default: '',
    required: true,
    placeholder: 'e.g. [["Sara","1/2/2006","Berlin"],["George","5/3/2010","Paris"]]',
    displayOptions: {
      show: {
        dataMode: ['raw'],
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Values to Send',
    name: 'fieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
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
              loadOptionsDependsOn: ['worksheet.value'],
              loadOptionsMethod: 'getWorksheetColumnRow',
            },
            default: '',
          },
          {
            displayName: 'Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: 0,
      },
      {
        displayName: 'Data Property',
        name: 'dataProperty',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['append'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['clear'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['clear'],
      },
    },
  },
  {
    displayName: 'Apply To',
    name: 'applyTo',
    type: 'options',
    options: [
      {
        name: 'All',
        value: 'All',
      },
      {
        name: 'Formats',
        value: 'Formats',
      },
      {
        name: 'Contents',
        value: 'Contents',
      },
    ],
    default: 'All',
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['clear'],
      },
    },
  },
  {
    displayName: 'Select a Range',
    name: 'useRange',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['clear'],
      },
    },
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: {
      show: {
        useRange: [true],
        resource: ['worksheet'],
        operation: ['clear'],
      },
    },
    placeholder: 'e.g. A1:B2',
    default: '',
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['deleteWorksheet'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['deleteWorksheet'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['worksheet'],
        operation: ['getAll'],
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
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Select a Range',
    name: 'useRange',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    placeholder: 'e.g. A1:B2',
    default: '',
    displayOptions: {
      show: {
        useRange: [true],
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Header Row',
    name: 'keyRow',
    type: 'number',
    typeOptions: {
      minValue: 0,
    },
    default: 0,
    displayOptions: {
      show: {
        useRange: [true],
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'First Data Row',
    name: 'dataStartRow',
    type: 'number',
    typeOptions: {
      minValue: 0,
    },
    default: 1,
    displayOptions: {
      show: {
        useRange: [true],
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: 0,
      },
      {
        displayName: 'Data Property',
        name: 'dataProperty',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['readRows'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Select a Range',
    name: 'useRange',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: {
      show: {
        dataMode: ['autoMap', 'define'],
        useRange: [true],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
    placeholder: 'e.g. A1:B2',
    default: '',
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: {
      show: {
        dataMode: ['raw'],
        useRange: [true],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
    placeholder: 'e.g. A1:B2',
    default: '',
  },
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    default: 'define',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMap',
      },
      {
        name: 'Map Each Column Below',
        value: 'define',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Data',
    name: 'data',
    type: 'json',
    default: '',
    required: true,
    placeholder: 'e.g. [["Sara","1/2/2006","Berlin"],["George","5/3/2010","Paris"]]',
    displayOptions: {
      show: {
        dataMode: ['raw'],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Column to match on',
    name: 'columnToMatchOn',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['worksheet.value', 'workbook.value', 'range'],
      loadOptionsMethod: 'getWorksheetColumnRow',
    },
    default: '',
    displayOptions: {
      show: {
        dataMode: ['autoMap', 'define'],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Value of Column to Match On',
    name: 'valueToMatchOn',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Values to Send',
    name: 'fieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
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
              loadOptionsDependsOn: ['columnToMatchOn', 'range'],
              loadOptionsMethod: 'getWorksheetColumnRowSkipColumnToMatchOn',
            },
            default: '',
          },
          {
            displayName: 'Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: 0,
      },
      {
        displayName: 'Data Property',
        name: 'dataProperty',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
      {
        displayName: 'Update All Matches',
        name: 'updateAll',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            '/dataMode': ['raw'],
          },
        },
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Workbook',
    name: 'workbook',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'searchWorkbooks',
          searchable: true,
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Workbook ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Sheet',
    name: 'worksheet',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        typeOptions: {
          searchListMethod: 'getWorksheetsList',
        },
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '{[a-zA-Z0-9\\-_]{2,}}',
              errorMessage: 'Not a valid Sheet ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Select a Range',
    name: 'useRange',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Range',
    name: 'range',
    type: 'string',
    displayOptions: {
      show: {
        dataMode: ['autoMap', 'define'],
        useRange: [true],
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
    placeholder: 'e.g. A1:B2',
    default: '',
  },
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    default: 'define',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMap',
      },
      {
        name: 'Map Each Column Below',
        value: 'define',
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Column to match on',
    name: 'columnToMatchOn',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['worksheet.value', 'workbook.value', 'range'],
      loadOptionsMethod: 'getWorksheetColumnRow',
    },
    default: '',
    displayOptions: {
      show: {
        dataMode: ['autoMap', 'define'],
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value of Column to Match On',
    name: 'valueToMatchOn',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Values to Send',
    name: 'fieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
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
              loadOptionsDependsOn: ['columnToMatchOn', 'range'],
              loadOptionsMethod: 'getWorksheetColumnRowSkipColumnToMatchOn',
            },
            default: '',
          },
          {
            displayName: 'Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Append After Selected Range',
        name: 'appendAfterSelectedRange',
        type: 'boolean',
        default: false,
        displayOptions: {
          show: {
            '/dataMode': ['autoMap', 'define'],
            '/useRange': [true],
          },
        },
      },
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: 0,
      },
      {
        displayName: 'Data Property',
        name: 'dataProperty',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: {
          show: {
            rawData: [true],
          },
        },
      },
      {
        displayName: 'Update All Matches',
        name: 'updateAll',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['worksheet'],
        operation: ['upsert'],
      },
    },
  },
];
