/** Google Tasks 1 parameters: task create, delete, get, getAll and update. */
import type { NodeProperty } from '@weft/workflow';

/** Generated from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const googleTasksProperties: NodeProperty[] = [
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
    description: 'What to work with',
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
        action: 'Create a task',
        description: 'Add a task to a list',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a task',
        description: 'Remove a task',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a task',
        description: 'Read one task',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many tasks',
        description: 'List the tasks of a list',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a task',
        description: 'Change a task',
      },
    ],
    default: 'create',
    description: 'What to do',
  },
  {
    displayName: 'TaskList Name or ID',
    name: 'task',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTasks',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    default: '',
    description: 'The task list. Choose from the list, or give an ID with an expression.',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    description: "The task's title",
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
      },
    },
    options: [
      {
        displayName: 'Completion Date',
        name: 'completed',
        type: 'dateTime',
        default: '',
        description: 'When the task was done (RFC 3339); left out for tasks not done yet',
      },
      {
        displayName: 'Deleted',
        name: 'deleted',
        type: 'boolean',
        default: false,
        description: 'Whether the task is marked deleted',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
        description: 'When the task is due (Google keeps only the date)',
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
        description: "The task's notes",
      },
      {
        displayName: 'Parent',
        name: 'parent',
        type: 'string',
        default: '',
        description: 'The ID of the parent task; the new task becomes its subtask',
      },
      {
        displayName: 'Previous',
        name: 'previous',
        type: 'string',
        default: '',
        description: 'The ID of the sibling task the task is placed after (first when empty)',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Needs Action',
            value: 'needsAction',
          },
          {
            name: 'Completed',
            value: 'completed',
          },
        ],
        default: '',
        description: 'Whether the task still needs doing',
      },
    ],
  },
  {
    displayName: 'TaskList Name or ID',
    name: 'task',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTasks',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['task'],
      },
    },
    default: '',
    description: 'The task list. Choose from the list, or give an ID with an expression.',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['task'],
      },
    },
    default: '',
    description: "The task's ID",
  },
  {
    displayName: 'TaskList Name or ID',
    name: 'task',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTasks',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['task'],
      },
    },
    default: '',
    description: 'The task list. Choose from the list, or give an ID with an expression.',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['task'],
      },
    },
    default: '',
    description: "The task's ID",
  },
  {
    displayName: 'TaskList Name or ID',
    name: 'task',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTasks',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
      },
    },
    default: '',
    description: 'The task list. Choose from the list, or give an ID with an expression.',
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
    description: 'Whether to answer every task or stop at the limit',
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
      maxValue: 100,
    },
    default: 20,
    description: 'At most this many tasks',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['task'],
      },
    },
    options: [
      {
        displayName: 'Completed Max',
        name: 'completedMax',
        type: 'dateTime',
        default: '',
        description: 'Only tasks done before this time',
      },
      {
        displayName: 'Completed Min',
        name: 'completedMin',
        type: 'dateTime',
        default: '',
        description: 'Only tasks done after this time',
      },
      {
        displayName: 'Due Min',
        name: 'dueMin',
        type: 'dateTime',
        default: '',
        description: 'Only tasks due after this time',
      },
      {
        displayName: 'Due Max',
        name: 'dueMax',
        type: 'dateTime',
        default: '',
        description: 'Only tasks due before this time',
      },
      {
        displayName: 'Show Completed',
        name: 'showCompleted',
        type: 'boolean',
        default: true,
        description: 'Whether tasks that are done are included',
      },
      {
        displayName: 'Show Deleted',
        name: 'showDeleted',
        type: 'boolean',
        default: false,
        description: 'Whether deleted tasks are included',
      },
      {
        displayName: 'Show Hidden',
        name: 'showHidden',
        type: 'boolean',
        default: false,
        description: 'Whether hidden tasks are included',
      },
      {
        displayName: 'Updated Min',
        name: 'updatedMin',
        type: 'dateTime',
        default: '',
        description: 'Only tasks changed after this time',
      },
    ],
  },
  {
    displayName: 'TaskList Name or ID',
    name: 'task',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTasks',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    default: '',
    description: 'The task list. Choose from the list, or give an ID with an expression.',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    default: '',
    description: "The task's ID",
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Update Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
    options: [
      {
        displayName: 'Completion Date',
        name: 'completed',
        type: 'dateTime',
        default: '',
        description: 'When the task was done (RFC 3339); left out for tasks not done yet',
      },
      {
        displayName: 'Deleted',
        name: 'deleted',
        type: 'boolean',
        default: false,
        description: 'Whether the task is marked deleted',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
        description: 'When the task is due (Google keeps only the date)',
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
        description: "The task's notes",
      },
      {
        displayName: 'Previous',
        name: 'previous',
        type: 'string',
        default: '',
        description: 'The ID of the sibling task the task is placed after (first when empty)',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Needs Update',
            value: 'needsAction',
          },
          {
            name: 'Completed',
            value: 'completed',
          },
        ],
        default: '',
        description: 'Whether the task still needs doing',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
        description: "The task's title",
      },
    ],
  },
];
