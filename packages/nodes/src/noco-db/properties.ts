/**
 * NocoDB 1, 2 and 3 parameters (n8n's `n8n-nodes-base.nocoDb`): rows of a table, with the API version
 * as a node setting (before v0.90.0, v0.90.0 onwards, v0.200.0 onwards). Names, types, defaults,
 * options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions, placeholders and the editor-only `isNodeSetting` mark of "API Version" are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const nocoDbProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'API Token',
        value: 'nocoDbApiToken',
      },
      {
        name: 'User Token',
        value: 'nocoDb',
      },
    ],
    default: 'nocoDb',
  },
  {
    displayName: 'API Version',
    name: 'version',
    type: 'options',
    options: [
      {
        name: 'Before v0.90.0',
        value: 1,
      },
      {
        name: 'v0.90.0 Onwards',
        value: 2,
      },
      {
        name: 'v0.200.0 Onwards',
        value: 3,
      },
    ],
    displayOptions: {
      show: {
        '@version': [1],
      },
    },
    default: 1,
  },
  {
    displayName: 'API Version',
    name: 'version',
    type: 'options',
    options: [
      {
        name: 'Before v0.90.0',
        value: 1,
      },
      {
        name: 'v0.90.0 Onwards',
        value: 2,
      },
      {
        name: 'v0.200.0 Onwards',
        value: 3,
      },
    ],
    displayOptions: {
      show: {
        '@version': [2],
      },
    },
    default: 2,
  },
  {
    displayName: 'API Version',
    name: 'version',
    type: 'options',
    options: [
      {
        name: 'Before v0.90.0',
        value: 1,
      },
      {
        name: 'v0.90.0 Onwards',
        value: 2,
      },
      {
        name: 'v0.200.0 Onwards',
        value: 3,
      },
    ],
    displayOptions: {
      show: {
        '@version': [3],
      },
    },
    default: 3,
  },
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
    default: 'get',
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspaceId',
    type: 'options',
    default: 'none',
    displayOptions: {
      show: {
        version: [3],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
  },
  {
    displayName: 'Base Name or ID',
    name: 'projectId',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        version: [3],
      },
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['workspaceId'],
      loadOptionsMethod: 'getBases',
    },
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        version: [1],
      },
    },
    required: true,
  },
  {
    displayName: 'Project Name or ID',
    name: 'projectId',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        version: [2],
      },
    },
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getBases',
    },
  },
  {
    displayName: 'Table Name or ID',
    name: 'table',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        version: [2, 3],
      },
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['projectId'],
      loadOptionsMethod: 'getTables',
    },
  },
  {
    displayName: 'Table',
    name: 'table',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        version: [1],
      },
    },
    required: true,
  },
  {
    displayName: 'Primary Key Type',
    name: 'primaryKey',
    type: 'options',
    default: 'id',
    options: [
      {
        name: 'Default',
        value: 'id',
      },
      {
        name: 'Imported From Airtable',
        value: 'ncRecordId',
      },
      {
        name: 'Custom',
        value: 'custom',
      },
    ],
    displayOptions: {
      show: {
        version: [1, 2],
        operation: ['delete', 'update'],
      },
    },
  },
  {
    displayName: 'Primary Key Type',
    name: 'primaryKey',
    type: 'options',
    default: 'id',
    options: [
      {
        name: 'Default',
        value: 'id',
      },
      {
        name: 'Imported From Airtable',
        value: 'ncRecordId',
      },
      {
        name: 'Custom',
        value: 'custom',
      },
    ],
    displayOptions: {
      show: {
        version: [3],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Field Name',
    name: 'customPrimaryKey',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        version: [1, 2],
        operation: ['delete', 'update'],
        primaryKey: ['custom'],
      },
    },
  },
  {
    displayName: 'Field Name',
    name: 'customPrimaryKey',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        version: [3],
        operation: ['delete'],
        primaryKey: ['custom'],
      },
    },
  },
  {
    displayName: 'Row ID Value',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        version: [1, 2],
        operation: ['delete', 'get', 'update'],
      },
    },
  },
  {
    displayName: 'Row ID Value',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        version: [3],
        operation: ['delete', 'get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
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
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Download Attachments',
    name: 'downloadAttachments',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Download Fields',
    name: 'downloadFieldNames',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        downloadAttachments: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'View ID',
        name: 'viewId',
        type: 'string',
        typeOptions: {
          multipleValues: false,
        },
        default: '',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add Field',
        },
        default: [],
      },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Field',
                name: 'field',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Direction',
                name: 'direction',
                type: 'options',
                options: [
                  {
                    name: 'ASC',
                    value: 'asc',
                  },
                  {
                    name: 'DESC',
                    value: 'desc',
                  },
                ],
                default: 'asc',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Filter By Formula',
        name: 'where',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Download Attachments',
    name: 'downloadAttachments',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
      },
    },
    default: false,
  },
  {
    displayName: 'Download Fields',
    name: 'downloadFieldNames',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        downloadAttachments: [true],
      },
    },
    default: '',
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
    displayName:
      "In this mode, make sure the incoming data fields are named the same as the columns in NocoDB. (Use an 'Edit Fields' node before this node to change them if required.)",
    name: 'info',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        dataToSend: ['autoMapInputData'],
      },
    },
  },
  {
    displayName: 'This operation requires the primary key to be included for each row.',
    name: 'info',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        operation: ['update'],
        version: [3],
      },
    },
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
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Is Binary File',
            name: 'binaryData',
            type: 'boolean',
            default: false,
          },
          {
            displayName: 'Field Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                binaryData: [false],
              },
            },
          },
          {
            displayName: 'Take Input From Field',
            name: 'binaryProperty',
            type: 'string',
            default: '',
            displayOptions: {
              show: {
                binaryData: [true],
              },
            },
          },
        ],
      },
    ],
  },
];
