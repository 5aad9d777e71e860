/**
 * Clockify's parameters (n8n's `n8n-nodes-base.clockify` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Clockify 1, in n8n's order. */
export const clockifyProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Client',
        value: 'client',
      },
      {
        name: 'Project',
        value: 'project',
      },
      {
        name: 'Tag',
        value: 'tag',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'Time Entry',
        value: 'timeEntry',
      },
      {
        name: 'User',
        value: 'user',
      },
      {
        name: 'Workspace',
        value: 'workspace',
      },
    ],
    default: 'project',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['client'],
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
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['project'],
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
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['tag'],
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
        name: 'Get Many',
        value: 'getAll',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['task'],
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
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['timeEntry'],
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
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['workspace'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['workspace'],
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
        resource: ['workspace'],
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
    displayName: 'Workspace Name or ID',
    name: 'workspaceId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'listWorkspaces',
    },
    required: true,
    default: [],
    displayOptions: {
      hide: {
        resource: ['workspace'],
      },
    },
  },
  {
    displayName: 'Client Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Client ID',
    name: 'clientId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Client ID',
    name: 'clientId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['get'],
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
        resource: ['client'],
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
        resource: ['client'],
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
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sort-order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'ASCENDING',
          },
          {
            name: 'Descending',
            value: 'DESCENDING',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Client ID',
    name: 'clientId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['client'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['client'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Address',
        name: 'address',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Project Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['project'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'color',
        default: '#0000FF',
      },
      {
        displayName: 'Client Name or ID',
        name: 'clientId',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadClientsForWorkspace',
        },
        default: '',
      },
      {
        displayName: 'Estimate',
        name: 'estimateUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            displayName: 'Estimate',
            name: 'estimateValues',
            values: [
              {
                displayName: 'Estimate',
                name: 'estimate',
                type: 'number',
                default: 0,
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Auto',
                    value: 'AUTO',
                  },
                  {
                    name: 'Manual',
                    value: 'MANUAL',
                  },
                ],
                default: 'AUTO',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Is Public',
        name: 'isPublic',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['get'],
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
        resource: ['project'],
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
        resource: ['project'],
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
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['project'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Client Names or IDs',
        name: 'clients',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadClientsForWorkspace',
        },
        default: [],
      },
      {
        displayName: 'Contains Client',
        name: 'contains-client',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Client Status',
        name: 'client-status',
        type: 'options',
        options: [
          {
            name: 'Active',
            value: 'ACTIVE',
          },
          {
            name: 'Archived',
            value: 'ARCHIVED',
          },
        ],
        default: '',
      },
      {
        displayName: 'Contains User',
        name: 'contains-user',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Template',
        name: 'is-template',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort Column',
        name: 'sort-column',
        type: 'options',
        options: [
          {
            name: 'Name',
            value: 'NAME',
          },
          {
            name: 'Client Name',
            value: 'CLIENT_NAME',
          },
          {
            name: 'Duration',
            value: 'DURATION',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sort-order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'ASCENDING',
          },
          {
            name: 'Descending',
            value: 'DESCENDING',
          },
        ],
        default: '',
      },
      {
        displayName: 'User Name or ID',
        name: 'users',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadUsersForWorkspace',
        },
        default: '',
      },
      {
        displayName: 'User Status',
        name: 'user-status',
        type: 'options',
        options: [
          {
            name: 'Active',
            value: 'ACTIVE',
          },
          {
            name: 'Archived',
            value: 'ARCHIVED',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['project'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'color',
        default: '#0000FF',
      },
      {
        displayName: 'Client Name or ID',
        name: 'clientId',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadClientsForWorkspace',
        },
        default: '',
      },
      {
        displayName: 'Estimate',
        name: 'estimateUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            displayName: 'Estimate',
            name: 'estimateValues',
            values: [
              {
                displayName: 'Estimate',
                name: 'estimate',
                type: 'number',
                default: 0,
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Auto',
                    value: 'AUTO',
                  },
                  {
                    name: 'Manual',
                    value: 'MANUAL',
                  },
                ],
                default: 'AUTO',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Is Public',
        name: 'isPublic',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['tag'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Tag ID',
    name: 'tagId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['tag'],
        operation: ['delete'],
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
        resource: ['tag'],
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
        resource: ['tag'],
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
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['tag'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort Column',
        name: 'sort-column',
        type: 'options',
        options: [
          {
            name: 'Name',
            value: 'NAME',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sort-order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'ASCENDING',
          },
          {
            name: 'Descending',
            value: 'DESCENDING',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Tag ID',
    name: 'tagId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['tag'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['tag'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
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
      loadOptionsDependsOn: ['workspaceId'],
      loadOptionsMethod: 'loadProjectsForWorkspace',
    },
    displayOptions: {
      show: {
        resource: ['task'],
      },
    },
    required: true,
    default: '',
  },
  {
    displayName: 'Task Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Assignee Names or IDs',
        name: 'assigneeIds',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'loadUsersForWorkspace',
        },
      },
      {
        displayName: 'Estimate',
        name: 'estimate',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
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
        resource: ['task'],
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
        resource: ['task'],
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
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Is Active',
        name: 'is-active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort Column',
        name: 'sort-column',
        type: 'options',
        options: [
          {
            name: 'Name',
            value: 'NAME',
          },
        ],
        default: 'NAME',
      },
      {
        displayName: 'Sort Order',
        name: 'sort-order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'ASCENDING',
          },
          {
            name: 'Descending',
            value: 'DESCENDING',
          },
        ],
        default: 'ASCENDING',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Assignee Names or IDs',
        name: 'assigneeIds',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'loadUsersForWorkspace',
        },
      },
      {
        displayName: 'Estimate',
        name: 'estimate',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Active',
            value: 'ACTIVE',
          },
          {
            name: 'Done',
            value: 'DONE',
          },
        ],
        default: 'ACTIVE',
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
        resource: ['user'],
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
        resource: ['user'],
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
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Active',
            value: 'ACTIVE',
          },
          {
            name: 'Inactive',
            value: 'INACTIVE',
          },
          {
            name: 'Pending',
            value: 'PENDING',
          },
          {
            name: 'Declined',
            value: 'DECLINED',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sort Column',
        name: 'sort-column',
        type: 'options',
        options: [
          {
            name: 'Email',
            value: 'EMAIL',
          },
          {
            name: 'Name',
            value: 'NAME',
          },
          {
            name: 'Hourly Rate',
            value: 'HOURLYRATE',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sort Order',
        name: 'sort-order',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'ASCENDING',
          },
          {
            name: 'Descending',
            value: 'DESCENDING',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Start',
    name: 'start',
    type: 'dateTime',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['timeEntry'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'customFieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsDependsOn: ['workspaceId'],
                  loadOptionsMethod: 'loadCustomFieldsForWorkspace',
                },
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
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'End',
        name: 'end',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Project Name or ID',
        name: 'projectId',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadProjectsForWorkspace',
        },
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tagIds',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadTagsForWorkspace',
        },
        default: [],
      },
      {
        displayName: 'Task ID',
        name: 'taskId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntryId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntryId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['timeEntry'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Consider Duration Format',
        name: 'consider-duration-format',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Hydrated',
        name: 'hydrated',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntryId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['timeEntry'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'customFieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsDependsOn: ['workspaceId'],
                  loadOptionsMethod: 'loadCustomFieldsForWorkspace',
                },
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
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'End',
        name: 'end',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Project Name or ID',
        name: 'projectId',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadProjectsForWorkspace',
        },
        default: '',
      },
      {
        displayName: 'Start',
        name: 'start',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tagIds',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['workspaceId'],
          loadOptionsMethod: 'loadTagsForWorkspace',
        },
        default: [],
      },
      {
        displayName: 'Task ID',
        name: 'taskId',
        type: 'string',
        default: '',
      },
    ],
  },
];
