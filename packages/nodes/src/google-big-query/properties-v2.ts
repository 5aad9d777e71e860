/**
 * Google BigQuery 2 and 2.1's parameters (n8n's `n8n-nodes-base.googleBigQuery`). Names, types, defaults,
 * options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const bigQueryV2Properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'OAuth2 (recommended)',
        value: 'oAuth2',
      },
      {
        name: 'Service Account',
        value: 'serviceAccount',
      },
    ],
    default: 'oAuth2',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'hidden',
    noDataExpression: true,
    options: [
      {
        name: 'Database',
        value: 'database',
      },
    ],
    default: 'database',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['database'],
      },
    },
    options: [
      {
        name: 'Execute Query',
        value: 'executeQuery',
        action: 'Execute a SQL query',
      },
      {
        name: 'Insert',
        value: 'insert',
        action: 'Insert rows in a table',
      },
    ],
    default: 'executeQuery',
  },
  {
    displayName: 'Project',
    name: 'projectId',
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
          searchListMethod: 'searchProjects',
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/console.cloud.google.com\\/bigquery\\?project=([0-9a-zA-Z\\-_]+).{0,}',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/console.cloud.google.com\\/bigquery\\?project=([0-9a-zA-Z\\-_]+).{0,}',
              errorMessage: 'Not a valid BigQuery Project URL',
            },
          },
        ],
      },
      {
        displayName: 'By ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9\\-_]{2,}',
              errorMessage: 'Not a valid BigQuery Project ID',
            },
          },
        ],
        url: '=https://console.cloud.google.com/bigquery?project={{$value}}',
      },
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['executeQuery', 'insert'],
      },
    },
  },
  {
    displayName: 'Dataset',
    name: 'datasetId',
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
          searchListMethod: 'searchDatasets',
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
              regex: '[a-zA-Z0-9\\-_]{2,}',
              errorMessage: 'Not a valid Dataset ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
  {
    displayName: 'Table',
    name: 'tableId',
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
          searchListMethod: 'searchTables',
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
              regex: '[a-zA-Z0-9\\-_]{2,}',
              errorMessage: 'Not a valid Table ID',
            },
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
  {
    displayName: 'SQL Query',
    name: 'sqlQuery',
    type: 'string',
    noDataExpression: true,
    typeOptions: {
      editor: 'sqlEditor',
    },
    displayOptions: {
      hide: {
        '/options.useLegacySql': [true],
      },
      show: {
        resource: ['database'],
        operation: ['executeQuery'],
      },
    },
    default: '',
  },
  {
    displayName: 'SQL Query',
    name: 'sqlQuery',
    type: 'string',
    noDataExpression: true,
    typeOptions: {
      editor: 'sqlEditor',
    },
    displayOptions: {
      show: {
        '/options.useLegacySql': [true],
        resource: ['database'],
        operation: ['executeQuery'],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Default Dataset Name or ID',
        name: 'defaultDataset',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getDatasets',
          loadOptionsDependsOn: ['projectId.value'],
        },
        default: '',
      },
      {
        displayName: 'Dry Run',
        name: 'dryRun',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Include Schema in Output',
        name: 'includeSchema',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            rawOutput: [true],
          },
        },
      },
      {
        displayName: 'Location (Region)',
        name: 'location',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Maximum Bytes Billed',
        name: 'maximumBytesBilled',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Max Results Per Page',
        name: 'maxResults',
        type: 'number',
        default: 1000,
      },
      {
        displayName: 'Timeout',
        name: 'timeoutMs',
        type: 'number',
        default: 10000,
      },
      {
        displayName: 'Raw Output',
        name: 'rawOutput',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            dryRun: [true],
          },
        },
      },
      {
        displayName: 'Use Legacy SQL',
        name: 'useLegacySql',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Return Integers as Numbers',
        name: 'returnAsNumbers',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Query Parameters (Named)',
        name: 'queryParameters',
        type: 'fixedCollection',
        displayOptions: {
          hide: {
            '/options.useLegacySql': [true],
          },
        },
        typeOptions: {
          multipleValues: true,
        },
        default: {
          namedParameters: [
            {
              name: '',
              value: '',
            },
          ],
        },
        options: [
          {
            name: 'namedParameters',
            displayName: 'Named Parameter',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
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
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['executeQuery'],
      },
    },
  },
  {
    displayName: 'Data Mode',
    name: 'dataMode',
    type: 'options',
    options: [
      {
        name: 'Auto-Map Input Data',
        value: 'autoMap',
      },
      {
        name: 'Map Each Field Below',
        value: 'define',
      },
    ],
    default: 'autoMap',
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
  {
    displayName:
      "In this mode, make sure the incoming data fields are named the same as the columns in BigQuery. (Use an 'Edit Fields' node before this node to change them if required.)",
    name: 'info',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        dataMode: ['autoMap'],
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
  {
    displayName: 'Fields to Send',
    name: 'fieldsUi',
    type: 'fixedCollection',
    typeOptions: {
      multipleValueButtonText: 'Add Field',
      multipleValues: true,
    },
    default: {},
    options: [
      {
        displayName: 'Field',
        name: 'values',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'fieldId',
            type: 'options',
            typeOptions: {
              loadOptionsDependsOn: ['projectId.value', 'datasetId.value', 'tableId.value'],
              loadOptionsMethod: 'getSchema',
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
    displayOptions: {
      show: {
        dataMode: ['define'],
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Batch Size',
        name: 'batchSize',
        type: 'number',
        default: 100,
        typeOptions: {
          minValue: 1,
        },
      },
      {
        displayName: 'Ignore Unknown Values',
        name: 'ignoreUnknownValues',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Skip Invalid Rows',
        name: 'skipInvalidRows',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Template Suffix',
        name: 'templateSuffix',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Trace ID',
        name: 'traceId',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['database'],
        operation: ['insert'],
      },
    },
  },
];
