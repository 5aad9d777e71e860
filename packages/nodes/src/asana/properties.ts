/**
 * Asana 1's parameters (n8n's `n8n-nodes-base.asana`): tasks, subtasks, task comments, tags and
 * projects, projects and users. Names, types, defaults, options and display rules are n8n 1.123's,
 * so workflows saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const asanaProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Access Token',
        value: 'accessToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'accessToken',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Project',
        value: 'project',
      },
      {
        name: 'Subtask',
        value: 'subtask',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'Task Comment',
        value: 'taskComment',
      },
      {
        name: 'Task Project',
        value: 'taskProject',
      },
      {
        name: 'Task Tag',
        value: 'taskTag',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'task',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['subtask'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a subtask',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many subtasks',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Parent Task ID',
    name: 'taskId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['subtask'],
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
        operation: ['create'],
        resource: ['subtask'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'otherProperties',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['subtask'],
        operation: ['create'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Assignee Status',
        name: 'assignee_status',
        type: 'options',
        options: [
          {
            name: 'Inbox',
            value: 'inbox',
          },
          {
            name: 'Today',
            value: 'today',
          },
          {
            name: 'Upcoming',
            value: 'upcoming',
          },
          {
            name: 'Later',
            value: 'later',
          },
        ],
        default: 'inbox',
      },
      {
        displayName: 'Completed',
        name: 'completed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Due On',
        name: 'due_on',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Liked',
        name: 'liked',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        typeOptions: {
          rows: 5,
        },
        default: '',
      },
      {
        displayName: 'Workspace Name or ID',
        name: 'workspace',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getWorkspaces',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Parent Task ID',
    name: 'taskId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['subtask'],
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
        resource: ['subtask'],
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
        resource: ['subtask'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['subtask'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Field Names or IDs',
        name: 'opt_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTaskFields',
        },
        default: ['gid', 'name', 'resource_type'],
      },
      {
        displayName: 'Pretty',
        name: 'opt_pretty',
        type: 'boolean',
        default: false,
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
        resource: ['task'],
      },
    },
    options: [
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
        name: 'Search',
        value: 'search',
        action: 'Search a task',
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
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['task'],
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
        operation: ['create'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['task'],
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
    placeholder: 'Add Filter',
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Field Names or IDs',
        name: 'opt_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTaskFields',
        },
        default: ['gid', 'name', 'resource_type'],
      },
      {
        displayName: 'Pretty',
        name: 'opt_pretty',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Project Name or ID',
        name: 'project',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getProjects',
        },
        default: '',
      },
      {
        displayName: 'Section Name or ID',
        name: 'section',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getSections',
        },
        default: '',
      },
      {
        displayName: 'Workspace Name or ID',
        name: 'workspace',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getWorkspaces',
        },
        default: '',
      },
      {
        displayName: 'Completed Since',
        name: 'completed_since',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Modified Since',
        name: 'modified_since',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Project Name or ID',
    name: 'projectId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getProjects',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Section Name or ID',
    name: 'section',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['projectId'],
      loadOptionsMethod: 'getSections',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['task'],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'searchTaskProperties',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['task'],
      },
    },
    default: {},
    placeholder: 'Add Filter',
    options: [
      {
        displayName: 'Completed',
        name: 'completed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Text',
        name: 'text',
        type: 'string',
        typeOptions: {
          rows: 5,
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'otherProperties',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create', 'update'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Assignee Status',
        name: 'assignee_status',
        type: 'options',
        options: [
          {
            name: 'Inbox',
            value: 'inbox',
          },
          {
            name: 'Today',
            value: 'today',
          },
          {
            name: 'Upcoming',
            value: 'upcoming',
          },
          {
            name: 'Later',
            value: 'later',
          },
        ],
        default: 'inbox',
      },
      {
        displayName: 'Completed',
        name: 'completed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Due On',
        name: 'due_on',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            '/operation': ['update'],
          },
        },
      },
      {
        displayName: 'Liked',
        name: 'liked',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        typeOptions: {
          rows: 5,
        },
        default: '',
      },
      {
        displayName: 'Project Names or IDs',
        name: 'projects',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getProjects',
        },
        default: [],
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
        resource: ['taskComment'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a task comment',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a task comment',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskComment'],
      },
    },
  },
  {
    displayName: 'Is Text HTML',
    name: 'isTextHtml',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskComment'],
      },
    },
    default: false,
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskComment'],
        isTextHtml: [false],
      },
    },
  },
  {
    displayName: 'HTML Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskComment'],
        isTextHtml: [true],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskComment'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Pinned',
        name: 'is_pinned',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Comment ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['taskComment'],
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
        resource: ['taskProject'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a task project',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a task project',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskProject'],
      },
    },
  },
  {
    displayName: 'Project Name or ID',
    name: 'project',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getProjects',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskProject'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['taskProject'],
        operation: ['add'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Insert After',
        name: 'insert_after',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Insert Before',
        name: 'insert_before',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Section',
        name: 'section',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['taskProject'],
      },
    },
  },
  {
    displayName: 'Project Name or ID',
    name: 'project',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getProjects',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['taskProject'],
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
        resource: ['taskTag'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a task tag',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a task tag',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskTag'],
      },
    },
  },
  {
    displayName: 'Tags Name or ID',
    name: 'tag',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['id'],
      loadOptionsMethod: 'getTags',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['taskTag'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['taskTag'],
      },
    },
  },
  {
    displayName: 'Tags Name or ID',
    name: 'tag',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['id'],
      loadOptionsMethod: 'getTags',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['taskTag'],
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
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a user',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many users',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'User ID',
    name: 'userId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['user'],
      },
    },
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['user'],
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
        resource: ['project'],
      },
    },
    options: [
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
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many projects',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a project',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['workspace'],
      loadOptionsMethod: 'getTeams',
    },
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['project'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['create'],
      },
    },
    default: {},
    placeholder: 'Add Property',
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'dark-blue',
            value: 'dark-blue',
          },
          {
            name: 'dark-brown',
            value: 'dark-brown',
          },
          {
            name: 'dark-green',
            value: 'dark-green',
          },
          {
            name: 'dark-orange',
            value: 'dark-orange',
          },
          {
            name: 'dark-pink',
            value: 'dark-pink',
          },
          {
            name: 'dark-purple',
            value: 'dark-purple',
          },
          {
            name: 'dark-red',
            value: 'dark-red',
          },
          {
            name: 'dark-teal',
            value: 'dark-teal',
          },
          {
            name: 'dark-warm-gray',
            value: 'dark-warm-gray',
          },
          {
            name: 'light-blue',
            value: 'light-blue',
          },
          {
            name: 'light-green',
            value: 'light-green',
          },
          {
            name: 'light-orange',
            value: 'light-orange',
          },
          {
            name: 'light-pink',
            value: 'light-pink',
          },
          {
            name: 'light-purple',
            value: 'light-purple',
          },
          {
            name: 'light-red',
            value: 'light-red',
          },
          {
            name: 'light-teal',
            value: 'light-teal',
          },
          {
            name: 'light-warm-gray',
            value: 'light-warm-gray',
          },
          {
            name: 'light-yellow',
            value: 'light-yellow',
          },
          {
            name: 'none',
            value: 'none',
          },
        ],
        default: 'none',
      },
      {
        displayName: 'Due On',
        name: 'due_on',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Privacy Setting',
        name: 'privacy_setting',
        type: 'options',
        options: [
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Private to Team',
            value: 'private_to_team',
          },
          {
            name: 'Public to Workspace',
            value: 'public_to_workspace',
          },
        ],
        default: 'private',
      },
    ],
  },
  {
    displayName: 'Project ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Project ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['project'],
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
        resource: ['project'],
        operation: ['getAll'],
      },
    },
    default: {},
    placeholder: 'Add Property',
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Teams Name or ID',
        name: 'team',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspace'],
          loadOptionsMethod: 'getTeams',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Workspace Name or ID',
    name: 'workspace',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getWorkspaces',
    },
    options: [],
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Project ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['project'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['project'],
        operation: ['update'],
      },
    },
    default: {},
    placeholder: 'Add Property',
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'dark-blue',
            value: 'dark-blue',
          },
          {
            name: 'dark-brown',
            value: 'dark-brown',
          },
          {
            name: 'dark-green',
            value: 'dark-green',
          },
          {
            name: 'dark-orange',
            value: 'dark-orange',
          },
          {
            name: 'dark-pink',
            value: 'dark-pink',
          },
          {
            name: 'dark-purple',
            value: 'dark-purple',
          },
          {
            name: 'dark-red',
            value: 'dark-red',
          },
          {
            name: 'dark-teal',
            value: 'dark-teal',
          },
          {
            name: 'dark-warm-gray',
            value: 'dark-warm-gray',
          },
          {
            name: 'light-blue',
            value: 'light-blue',
          },
          {
            name: 'light-green',
            value: 'light-green',
          },
          {
            name: 'light-orange',
            value: 'light-orange',
          },
          {
            name: 'light-pink',
            value: 'light-pink',
          },
          {
            name: 'light-purple',
            value: 'light-purple',
          },
          {
            name: 'light-red',
            value: 'light-red',
          },
          {
            name: 'light-teal',
            value: 'light-teal',
          },
          {
            name: 'light-warm-gray',
            value: 'light-warm-gray',
          },
          {
            name: 'light-yellow',
            value: 'light-yellow',
          },
          {
            name: 'none',
            value: 'none',
          },
        ],
        default: 'none',
      },
      {
        displayName: 'Due On',
        name: 'due_on',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner',
        name: 'owner',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Privacy Setting',
        name: 'privacy_setting',
        type: 'options',
        options: [
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Private to Team',
            value: 'private_to_team',
          },
          {
            name: 'Public to Workspace',
            value: 'public_to_workspace',
          },
        ],
        default: 'private',
      },
      {
        displayName: 'Team Name or ID',
        name: 'team',
        type: 'options',
        typeOptions: {
          loadOptionsDependsOn: ['workspace'],
          loadOptionsMethod: 'getTeams',
        },
        default: '',
      },
    ],
  },
];
