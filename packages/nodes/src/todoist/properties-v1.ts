/**
 * Todoist 1's parameters (n8n's `n8n-nodes-base.todoist` version 1): tasks only, with the Sync command list.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const todoistV1Properties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'API Key',
        value: 'apiKey',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'apiKey',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Task',
        value: 'task',
      },
    ],
    default: 'task',
    required: true,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
      },
    },
    options: [
      {
        name: 'Close',
        value: 'close',
        action: 'Close a task',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a task',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a task',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a task',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many tasks',
      },
      {
        name: 'Move',
        value: 'move',
        action: 'Move a task',
      },
      {
        name: 'Reopen',
        value: 'reopen',
        action: 'Reopen a task',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a task',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['delete', 'close', 'get', 'reopen', 'update', 'move'],
      },
    },
  },
  {
    displayName: 'Project Name or ID',
    name: 'project',
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
        placeholder: 'Select a project...',
        typeOptions: {
          searchListMethod: 'searchProjects',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: '2302163813',
      },
    ],
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create', 'move', 'sync'],
      },
    },
  },
  {
    displayName: 'Section Name or ID',
    name: 'section',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getSections',
      loadOptionsDependsOn: ['project'],
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['move'],
      },
    },
    default: '',
  },
  {
    displayName: 'Label Names or IDs',
    name: 'labels',
    type: 'multiOptions',
    typeOptions: {
      loadOptionsMethod: 'getLabels',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    default: [],
  },
  {
    displayName: 'Content',
    name: 'content',
    type: 'string',
    typeOptions: {
      rows: 5,
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Sync Commands',
    name: 'commands',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['sync'],
      },
    },
    default: '[]',
  },
  {
    displayName: 'Additional Fields',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due String Locale',
        name: 'dueLang',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due String',
        name: 'dueString',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Parent Name or ID',
        name: 'parentId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getItems',
          loadOptionsDependsOn: ['project', 'options.section'],
        },
        default: {},
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          maxValue: 4,
          minValue: 1,
        },
        default: 1,
      },
      {
        displayName: 'Section Name or ID',
        name: 'section',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getSections',
          loadOptionsDependsOn: ['project'],
        },
        default: {},
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
    default: 50,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Filter',
        name: 'filter',
        type: 'string',
        default: '',
      },
      {
        displayName: 'IDs',
        name: 'ids',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Label Name or ID',
        name: 'labelId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: {},
      },
      {
        displayName: 'Lang',
        name: 'lang',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Parent Name or ID',
        name: 'parentId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getItems',
          loadOptionsDependsOn: ['filters.projectId', 'filters.sectionId'],
        },
        default: '',
      },
      {
        displayName: 'Project Name or ID',
        name: 'projectId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getProjects',
        },
        default: '',
      },
      {
        displayName: 'Section Name or ID',
        name: 'sectionId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getSections',
          loadOptionsDependsOn: ['filters.projectId'],
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due String Locale',
        name: 'dueLang',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due String',
        name: 'dueString',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due String Locale',
        name: 'dueLang',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labels',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: [],
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          maxValue: 4,
          minValue: 1,
        },
        default: 1,
      },
    ],
  },
];
