/**
 * Google BigQuery 1's parameters (n8n's `n8n-nodes-base.googleBigQuery`). Names, types, defaults,
 * options and display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const bigQueryV1Properties: NodeProperty[] = [
  {
    displayName:
      '<strong>New node version available:</strong> get the latest version with added features from the nodes panel.',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
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
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Record',
        value: 'record',
      },
    ],
    default: 'record',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['record'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a record',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many records',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Project Name or ID',
    name: 'projectId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getProjects',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['record'],
      },
    },
    default: '',
  },
  {
    displayName: 'Dataset Name or ID',
    name: 'datasetId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getDatasets',
      loadOptionsDependsOn: ['projectId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['record'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['projectId', 'datasetId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['record'],
      },
    },
    default: '',
  },
  {
    displayName: 'Columns',
    name: 'columns',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['record'],
        operation: ['create'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['record'],
      },
    },
    options: [
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
  },
  {
    displayName: 'Project Name or ID',
    name: 'projectId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getProjects',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['record'],
      },
    },
    default: '',
  },
  {
    displayName: 'Dataset Name or ID',
    name: 'datasetId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getDatasets',
      loadOptionsDependsOn: ['projectId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['record'],
      },
    },
    default: '',
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
      loadOptionsDependsOn: ['projectId', 'datasetId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['record'],
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
        resource: ['record'],
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
        resource: ['record'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['record'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['record'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'selectedFields',
        type: 'string',
        default: '',
      },
    ],
  },
];
