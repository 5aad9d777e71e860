/**
 * Baserow 1 parameters (n8n's `n8n-nodes-base.baserow`): rows of a Baserow table. Names, types,
 * defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the
 * same here; descriptions and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const baserowProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Row',
        value: 'row',
      },
    ],
    default: 'row',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['row'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
      },
      {
        name: 'Delete',
        value: 'delete',
      },
      {
        name: 'Get',
        value: 'get',
      },
      {
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Database Name or ID',
    name: 'databaseId',
    type: 'options',
    default: '',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getDatabaseIds',
    },
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableId',
    type: 'options',
    default: '',
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['databaseId'],
      loadOptionsMethod: 'getTableIds',
    },
  },
  {
    displayName: 'Row ID',
    name: 'rowId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Row ID',
    name: 'rowId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['update'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Data to Send',
    name: 'dataToSend',
    type: 'options',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'autoMapInputData',
      },
      {
        name: 'Define Below for Each Column',
        value: 'defineBelow',
      },
    ],
    displayOptions: {
      show: {
        operation: ['create', 'update'],
      },
    },
    default: 'defineBelow',
  },
  {
    displayName: 'Inputs to Ignore',
    name: 'inputsToIgnore',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create', 'update'],
        dataToSend: ['autoMapInputData'],
      },
    },
    default: '',
  },
  {
    displayName: 'Fields to Send',
    name: 'fieldsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValueButtonText: 'Add Field to Send',
      multipleValues: true,
    },
    displayOptions: {
      show: {
        operation: ['create', 'update'],
        dataToSend: ['defineBelow'],
      },
    },
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
              loadOptionsDependsOn: ['tableId'],
              loadOptionsMethod: 'getTableFields',
            },
            default: '',
          },
          {
            displayName: 'Field Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Row ID',
    name: 'rowId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    displayOptions: {
      show: {
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'additionalOptions',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Filters',
        name: 'filters',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'fields',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsDependsOn: ['tableId'],
                  loadOptionsMethod: 'getTableFields',
                },
              },
              {
                displayName: 'Filter',
                name: 'operator',
                type: 'options',
                options: [
                  {
                    name: 'Contains',
                    value: 'contains',
                  },
                  {
                    name: 'Contains Not',
                    value: 'contains_not',
                  },
                  {
                    name: 'Date After Date',
                    value: 'date_after',
                  },
                  {
                    name: 'Date Before Date',
                    value: 'date_before',
                  },
                  {
                    name: 'Date Equal',
                    value: 'date_equal',
                  },
                  {
                    name: 'Date Equals Month',
                    value: 'date_equals_month',
                  },
                  {
                    name: 'Date Equals Today',
                    value: 'date_equals_today',
                  },
                  {
                    name: 'Date Equals Year',
                    value: 'date_equals_year',
                  },
                  {
                    name: 'Date Not Equal',
                    value: 'date_not_equal',
                  },
                  {
                    name: 'Equal',
                    value: 'equal',
                  },
                  {
                    name: 'Filename Contains',
                    value: 'filename_contains',
                  },
                  {
                    name: 'Higher Than',
                    value: 'higher_than',
                  },
                  {
                    name: 'Is Empty',
                    value: 'empty',
                  },
                  {
                    name: 'Is Not Empty',
                    value: 'not_empty',
                  },
                  {
                    name: 'Is True',
                    value: 'boolean',
                  },
                  {
                    name: 'Link Row Does Not Have',
                    value: 'link_row_has_not',
                  },
                  {
                    name: 'Link Row Has',
                    value: 'link_row_has',
                  },
                  {
                    name: 'Lower Than',
                    value: 'lower_than',
                  },
                  {
                    name: 'Not Equal',
                    value: 'not_equal',
                  },
                  {
                    name: 'Single Select Equal',
                    value: 'single_select_equal',
                  },
                  {
                    name: 'Single Select Not Equal',
                    value: 'single_select_not_equal',
                  },
                ],
                default: 'equal',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Filter Type',
        name: 'filterType',
        type: 'options',
        options: [
          {
            name: 'AND',
            value: 'AND',
          },
          {
            name: 'OR',
            value: 'OR',
          },
        ],
        default: 'AND',
      },
      {
        displayName: 'Search Term',
        name: 'search',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sorting',
        name: 'order',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'fields',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsDependsOn: ['tableId'],
                  loadOptionsMethod: 'getTableFields',
                },
              },
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  {
                    name: 'ASC',
                    value: '',
                  },
                  {
                    name: 'DESC',
                    value: '-',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
      },
    ],
  },
];
