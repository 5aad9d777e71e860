/**
 * Todoist 2 and 2.1's parameters (n8n's `n8n-nodes-base.todoist`): tasks, projects, sections, comments, labels and reminders.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const todoistV2Properties: NodeProperty[] = [
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
      {
        name: 'Project',
        value: 'project',
      },
      {
        name: 'Section',
        value: 'section',
      },
      {
        name: 'Comment',
        value: 'comment',
      },
      {
        name: 'Label',
        value: 'label',
      },
      {
        name: 'Reminder',
        value: 'reminder',
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
        name: 'Quick Add',
        value: 'quickAdd',
        action: 'Quick add a task',
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
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['project'],
      },
    },
    options: [
      {
        name: 'Archive',
        value: 'archive',
        action: 'Archive a project',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a project',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a project',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a project',
      },
      {
        name: 'Get Collaborators',
        value: 'getCollaborators',
        action: 'Get project collaborators',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many projects',
      },
      {
        name: 'Unarchive',
        value: 'unarchive',
        action: 'Unarchive a project',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a project',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['section'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a section',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a section',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a section',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many sections',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a section',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a comment',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a comment',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a comment',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many comments',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a comment',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a label',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a label',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a label',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many labels',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a label',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a reminder',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a reminder',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many reminders',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a reminder',
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
        operation: ['create', 'move'],
      },
    },
  },
  {
    displayName: 'Section Name or ID',
    name: 'section',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getSections',
      loadOptionsDependsOn: ['project.value'],
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['move'],
      },
      hide: {
        '@version': [
          {
            _cnd: {
              gte: 2.1,
            },
          },
        ],
      },
    },
    default: '',
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
        operation: ['move'],
        '@version': [
          {
            _cnd: {
              gte: 2.1,
            },
          },
        ],
      },
    },
    options: [
      {
        displayName: 'Section Name or ID',
        name: 'section',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getSections',
          loadOptionsDependsOn: ['project', 'options.parent'],
        },
        default: '',
      },
      {
        displayName: 'Parent Name or ID',
        name: 'parent',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getItems',
          loadOptionsDependsOn: ['project', 'options.section'],
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Label Names',
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
    displayName: 'Text',
    name: 'text',
    type: 'string',
    typeOptions: {
      rows: 3,
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['quickAdd'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['quickAdd'],
      },
    },
    options: [
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reminder',
        name: 'reminder',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Auto Reminder',
        name: 'auto_reminder',
        type: 'boolean',
        default: false,
      },
    ],
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
          loadOptionsDependsOn: ['project.value', 'options.section'],
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
          loadOptionsDependsOn: ['project.value'],
        },
        default: {},
      },
      {
        displayName: 'Order',
        name: 'order',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'string',
        default: '',
        placeholder: 'YYYY-MM-DD',
      },
      {
        displayName: 'Assignee ID',
        name: 'assigneeId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Duration',
        name: 'duration',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Duration Unit',
        name: 'durationUnit',
        type: 'options',
        options: [
          {
            name: 'Minute',
            value: 'minute',
          },
          {
            name: 'Day',
            value: 'day',
          },
        ],
        default: 'minute',
      },
      {
        displayName: 'Deadline Date',
        name: 'deadlineDate',
        type: 'string',
        default: '',
        placeholder: 'YYYY-MM-DD',
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
        displayName: 'Label Names',
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
      {
        displayName: 'Order',
        name: 'order',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'string',
        default: '',
        placeholder: 'YYYY-MM-DD',
      },
      {
        displayName: 'Assignee ID',
        name: 'assigneeId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Duration',
        name: 'duration',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Duration Unit',
        name: 'durationUnit',
        type: 'options',
        options: [
          {
            name: 'Minute',
            value: 'minute',
          },
          {
            name: 'Day',
            value: 'day',
          },
        ],
        default: 'minute',
      },
      {
        displayName: 'Deadline Date',
        name: 'deadlineDate',
        type: 'string',
        default: '',
        placeholder: 'YYYY-MM-DD',
      },
    ],
  },
  {
    displayName: 'Project ID',
    name: 'projectId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['archive', 'delete', 'get', 'getCollaborators', 'unarchive', 'update'],
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
        resource: ['project'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'projectOptions',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'Berry Red',
            value: 'berry_red',
          },
          {
            name: 'Red',
            value: 'red',
          },
          {
            name: 'Orange',
            value: 'orange',
          },
          {
            name: 'Yellow',
            value: 'yellow',
          },
          {
            name: 'Olive Green',
            value: 'olive_green',
          },
          {
            name: 'Lime Green',
            value: 'lime_green',
          },
          {
            name: 'Green',
            value: 'green',
          },
          {
            name: 'Mint Green',
            value: 'mint_green',
          },
          {
            name: 'Teal',
            value: 'teal',
          },
          {
            name: 'Sky Blue',
            value: 'sky_blue',
          },
          {
            name: 'Light Blue',
            value: 'light_blue',
          },
          {
            name: 'Blue',
            value: 'blue',
          },
          {
            name: 'Grape',
            value: 'grape',
          },
          {
            name: 'Violet',
            value: 'violet',
          },
          {
            name: 'Lavender',
            value: 'lavender',
          },
          {
            name: 'Magenta',
            value: 'magenta',
          },
          {
            name: 'Salmon',
            value: 'salmon',
          },
          {
            name: 'Charcoal',
            value: 'charcoal',
          },
          {
            name: 'Grey',
            value: 'grey',
          },
          {
            name: 'Taupe',
            value: 'taupe',
          },
        ],
        default: '',
      },
      {
        displayName: 'Is Favorite',
        name: 'is_favorite',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Parent ID',
        name: 'parent_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'View Style',
        name: 'view_style',
        type: 'options',
        options: [
          {
            name: 'List',
            value: 'list',
          },
          {
            name: 'Board',
            value: 'board',
          },
        ],
        default: 'list',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'projectUpdateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'Berry Red',
            value: 'berry_red',
          },
          {
            name: 'Red',
            value: 'red',
          },
          {
            name: 'Orange',
            value: 'orange',
          },
          {
            name: 'Yellow',
            value: 'yellow',
          },
          {
            name: 'Olive Green',
            value: 'olive_green',
          },
          {
            name: 'Lime Green',
            value: 'lime_green',
          },
          {
            name: 'Green',
            value: 'green',
          },
          {
            name: 'Mint Green',
            value: 'mint_green',
          },
          {
            name: 'Teal',
            value: 'teal',
          },
          {
            name: 'Sky Blue',
            value: 'sky_blue',
          },
          {
            name: 'Light Blue',
            value: 'light_blue',
          },
          {
            name: 'Blue',
            value: 'blue',
          },
          {
            name: 'Grape',
            value: 'grape',
          },
          {
            name: 'Violet',
            value: 'violet',
          },
          {
            name: 'Lavender',
            value: 'lavender',
          },
          {
            name: 'Magenta',
            value: 'magenta',
          },
          {
            name: 'Salmon',
            value: 'salmon',
          },
          {
            name: 'Charcoal',
            value: 'charcoal',
          },
          {
            name: 'Grey',
            value: 'grey',
          },
          {
            name: 'Taupe',
            value: 'taupe',
          },
        ],
        default: '',
      },
      {
        displayName: 'Is Favorite',
        name: 'is_favorite',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'View Style',
        name: 'view_style',
        type: 'options',
        options: [
          {
            name: 'List',
            value: 'list',
          },
          {
            name: 'Board',
            value: 'board',
          },
        ],
        default: 'list',
      },
    ],
  },
  {
    displayName: 'Section ID',
    name: 'sectionId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['section'],
        operation: ['delete', 'get', 'update'],
      },
    },
  },
  {
    displayName: 'Project Name or ID',
    name: 'sectionProject',
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
        resource: ['section'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'sectionName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['section'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'sectionOptions',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['section'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Order',
        name: 'order',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'sectionUpdateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['section'],
        operation: ['update'],
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
    displayName: 'Filters',
    name: 'sectionFilters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['section'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Project Name or ID',
        name: 'project_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getProjects',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['delete', 'get', 'update'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'commentTaskId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Content',
    name: 'commentContent',
    type: 'string',
    typeOptions: {
      rows: 3,
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'commentUpdateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        typeOptions: {
          rows: 3,
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'commentFilters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Task ID',
        name: 'task_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Project ID',
        name: 'project_id',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Label ID',
    name: 'labelId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['delete', 'get', 'update'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'labelName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'labelOptions',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'Berry Red',
            value: 'berry_red',
          },
          {
            name: 'Red',
            value: 'red',
          },
          {
            name: 'Orange',
            value: 'orange',
          },
          {
            name: 'Yellow',
            value: 'yellow',
          },
          {
            name: 'Olive Green',
            value: 'olive_green',
          },
          {
            name: 'Lime Green',
            value: 'lime_green',
          },
          {
            name: 'Green',
            value: 'green',
          },
          {
            name: 'Mint Green',
            value: 'mint_green',
          },
          {
            name: 'Teal',
            value: 'teal',
          },
          {
            name: 'Sky Blue',
            value: 'sky_blue',
          },
          {
            name: 'Light Blue',
            value: 'light_blue',
          },
          {
            name: 'Blue',
            value: 'blue',
          },
          {
            name: 'Grape',
            value: 'grape',
          },
          {
            name: 'Violet',
            value: 'violet',
          },
          {
            name: 'Lavender',
            value: 'lavender',
          },
          {
            name: 'Magenta',
            value: 'magenta',
          },
          {
            name: 'Salmon',
            value: 'salmon',
          },
          {
            name: 'Charcoal',
            value: 'charcoal',
          },
          {
            name: 'Grey',
            value: 'grey',
          },
          {
            name: 'Taupe',
            value: 'taupe',
          },
        ],
        default: '',
      },
      {
        displayName: 'Order',
        name: 'order',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Is Favorite',
        name: 'is_favorite',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'labelUpdateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'Berry Red',
            value: 'berry_red',
          },
          {
            name: 'Red',
            value: 'red',
          },
          {
            name: 'Orange',
            value: 'orange',
          },
          {
            name: 'Yellow',
            value: 'yellow',
          },
          {
            name: 'Olive Green',
            value: 'olive_green',
          },
          {
            name: 'Lime Green',
            value: 'lime_green',
          },
          {
            name: 'Green',
            value: 'green',
          },
          {
            name: 'Mint Green',
            value: 'mint_green',
          },
          {
            name: 'Teal',
            value: 'teal',
          },
          {
            name: 'Sky Blue',
            value: 'sky_blue',
          },
          {
            name: 'Light Blue',
            value: 'light_blue',
          },
          {
            name: 'Blue',
            value: 'blue',
          },
          {
            name: 'Grape',
            value: 'grape',
          },
          {
            name: 'Violet',
            value: 'violet',
          },
          {
            name: 'Lavender',
            value: 'lavender',
          },
          {
            name: 'Magenta',
            value: 'magenta',
          },
          {
            name: 'Salmon',
            value: 'salmon',
          },
          {
            name: 'Charcoal',
            value: 'charcoal',
          },
          {
            name: 'Grey',
            value: 'grey',
          },
          {
            name: 'Taupe',
            value: 'taupe',
          },
        ],
        default: '',
      },
      {
        displayName: 'Order',
        name: 'order',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Is Favorite',
        name: 'is_favorite',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Reminder ID',
    name: 'reminderId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['delete', 'update'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Due Date Type',
    name: 'dueDateType',
    type: 'options',
    options: [
      {
        name: 'Natural Language',
        value: 'natural_language',
      },
      {
        name: 'Full-Day Date',
        value: 'full_day',
      },
      {
        name: 'Floating Date with Time',
        value: 'floating_time',
      },
      {
        name: 'Fixed Timezone Date with Time',
        value: 'fixed_timezone',
      },
    ],
    default: 'natural_language',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Natural Language Representation',
    name: 'natural_language_representation',
    type: 'string',
    default: '',
    placeholder: 'e.g., "tomorrow 2pm", "monday 10:45am"',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
        dueDateType: ['natural_language'],
      },
    },
  },
  {
    displayName: 'Date',
    name: 'date',
    type: 'string',
    default: '',
    placeholder: 'YYYY-MM-DD',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
        dueDateType: ['full_day'],
      },
    },
  },
  {
    displayName: 'Date Time',
    name: 'datetime',
    type: 'dateTime',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
        dueDateType: ['floating_time'],
      },
    },
  },
  {
    displayName: 'Date Time',
    name: 'datetime',
    type: 'dateTime',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
        dueDateType: ['fixed_timezone'],
      },
    },
  },
  {
    displayName: 'Timezone',
    name: 'timezone',
    type: 'string',
    default: '',
    placeholder: 'e.g., "America/New_York"',
    required: true,
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
        dueDateType: ['fixed_timezone'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'reminderOptions',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Absolute',
            value: 'absolute',
          },
          {
            name: 'Relative',
            value: 'relative',
          },
        ],
        default: 'absolute',
      },
      {
        displayName: 'Minute Offset',
        name: 'minute_offset',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Notify User ID',
        name: 'notify_uid',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'reminderUpdateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['reminder'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Due',
        name: 'due',
        type: 'collection',
        placeholder: 'Add Due Date Option',
        default: {},
        options: [
          {
            displayName: 'Natural Language',
            name: 'string',
            type: 'string',
            default: '',
            placeholder: 'e.g., "tomorrow 2pm", "monday 10:45am"',
          },
          {
            displayName: 'Date',
            name: 'date',
            type: 'string',
            default: '',
            placeholder: 'YYYY-MM-DD',
          },
          {
            displayName: 'Date Time',
            name: 'datetime',
            type: 'dateTime',
            default: '',
          },
          {
            displayName: 'Timezone',
            name: 'timezone',
            type: 'string',
            default: '',
            placeholder: 'e.g., "America/New_York"',
          },
        ],
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Absolute',
            value: 'absolute',
          },
          {
            name: 'Relative',
            value: 'relative',
          },
        ],
        default: 'absolute',
      },
      {
        displayName: 'Minute Offset',
        name: 'minute_offset',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Notify User ID',
        name: 'notify_uid',
        type: 'string',
        default: '',
      },
    ],
  },
];
