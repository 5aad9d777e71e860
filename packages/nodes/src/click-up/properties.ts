/**
 * ClickUp 1's parameters (n8n's `n8n-nodes-base.clickUp`): the authentication and the checklist,
 * checklist item, comment, folder, goal, key result, list, space tag, task, task dependency, task
 * list, task tag, time entry and time entry tag resources. Names, types, defaults, options and
 * display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const clickUpProperties: NodeProperty[] = [
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
        name: 'Checklist',
        value: 'checklist',
      },
      {
        name: 'Checklist Item',
        value: 'checklistItem',
      },
      {
        name: 'Comment',
        value: 'comment',
      },
      {
        name: 'Folder',
        value: 'folder',
      },
      {
        name: 'Goal',
        value: 'goal',
      },
      {
        name: 'Goal Key Result',
        value: 'goalKeyResult',
      },
      {
        name: 'List',
        value: 'list',
      },
      {
        name: 'Space Tag',
        value: 'spaceTag',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'Task Dependency',
        value: 'taskDependency',
      },
      {
        name: 'Task List',
        value: 'taskList',
      },
      {
        name: 'Task Tag',
        value: 'taskTag',
      },
      {
        name: 'Time Entry',
        value: 'timeEntry',
      },
      {
        name: 'Time Entry Tag',
        value: 'timeEntryTag',
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
        resource: ['checklist'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a checklist',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a checklist',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a checklist',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklist'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklist'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Checklist ID',
    name: 'checklist',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklist'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Checklist ID',
    name: 'checklist',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklist'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['checklist'],
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
        displayName: 'Position',
        name: 'position',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
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
        resource: ['checklistItem'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a checklist item',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a checklist item',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a checklist item',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Checklist ID',
    name: 'checklist',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee ID',
        name: 'assignee',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Checklist ID',
    name: 'checklist',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Checklist Item ID',
    name: 'checklistItem',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Checklist ID',
    name: 'checklist',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Checklist Item ID',
    name: 'checklistItem',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['checklistItem'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Assignee ID',
        name: 'assignee',
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
        displayName: 'Parent Checklist Item ID',
        name: 'parent',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Resolved',
        name: 'resolved',
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
    displayName: 'Comment On',
    name: 'commentOn',
    type: 'options',
    options: [
      {
        name: 'List',
        value: 'list',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'View',
        value: 'view',
      },
    ],
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Comment Text',
    name: 'commentText',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee ID',
        name: 'assignee',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notify All',
        name: 'notifyAll',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Comment ID',
    name: 'comment',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Comments On',
    name: 'commentsOn',
    type: 'options',
    options: [
      {
        name: 'List',
        value: 'list',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'View',
        value: 'view',
      },
    ],
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Comment ID',
    name: 'comment',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
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
        displayName: 'Assignee ID',
        name: 'assignee',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Comment Text',
        name: 'commentText',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Resolved',
        name: 'resolved',
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
        resource: ['folder'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a folder',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a folder',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a folder',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many folders',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a folder',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['folder'],
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
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['goal'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a goal',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a goal',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a goal',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many goals',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a goal',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'color',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Multiple Owners',
        name: 'multipleOwners',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owners',
        name: 'owners',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Goal ID',
    name: 'goal',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Goal ID',
    name: 'goal',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Goal ID',
    name: 'goal',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['goal'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Add Owners',
        name: 'addOwners',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'color',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
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
        displayName: 'Remove Owners',
        name: 'removeOwners',
        type: 'string',
        default: '',
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
        resource: ['goalKeyResult'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a goal key result',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a goal key result',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a goal key result',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Goal ID',
    name: 'goal',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    options: [
      {
        name: 'Automatic',
        value: 'automatic',
      },
      {
        name: 'Boolean',
        value: 'boolean',
      },
      {
        name: 'Currency',
        value: 'currency',
      },
      {
        name: 'Number',
        value: 'number',
      },
      {
        name: 'Percentage',
        value: 'percentage',
      },
    ],
    default: '',
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'List IDs',
        name: 'listIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owners',
        name: 'owners',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Steps Start',
        name: 'stepsStart',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Steps End',
        name: 'stepsEnd',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Task IDs',
        name: 'taskIds',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Unit',
        name: 'unit',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Key Result ID',
    name: 'keyResult',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Key Result ID',
    name: 'keyResult',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['goalKeyResult'],
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
        displayName: 'Note',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Steps Current',
        name: 'stepsCurrent',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 1,
      },
      {
        displayName: 'Steps End',
        name: 'stepsEnd',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Steps Start',
        name: 'stepsStart',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
      {
        displayName: 'Unit',
        name: 'unit',
        type: 'string',
        default: '',
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
    name: 'taskId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskTag'],
        operation: ['remove', 'add'],
      },
    },
    required: true,
  },
  {
    displayName: 'Tag Name',
    name: 'tagName',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskTag'],
        operation: ['remove', 'add'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['taskTag'],
        operation: ['remove', 'add'],
      },
    },
    options: [
      {
        displayName: 'Custom Task IDs',
        name: 'custom_task_ids',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Team Name or ID',
        name: 'team_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTeams',
        },
        default: '',
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
        resource: ['taskList'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a task to a list',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a task from a list',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskList'],
        operation: ['remove', 'add'],
      },
    },
    required: true,
  },
  {
    displayName: 'List ID',
    name: 'listId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskList'],
        operation: ['remove', 'add'],
      },
    },
    required: true,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['spaceTag'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a space tag',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a space tag',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many space tags',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a space tag',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Space ID',
    name: 'space',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['create', 'delete', 'getAll', 'update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Name or ID',
    name: 'name',
    type: 'options',
    typeOptions: {
      loadOptionsDependsOn: ['space'],
      loadOptionsMethod: 'getTags',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['delete', 'update'],
      },
    },
    required: true,
  },
  {
    displayName: 'New Name',
    name: 'newName',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Foreground Color',
    name: 'foregroundColor',
    type: 'color',
    default: '#000000',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['create', 'update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Background Color',
    name: 'backgroundColor',
    type: 'color',
    default: '#000000',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['create', 'update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['spaceTag'],
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
        name: 'Member',
        value: 'member',
        action: 'Get task members',
      },
      {
        name: 'Set Custom Field',
        value: 'setCustomField',
        action: 'Set a custom Field on a task',
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
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
        folderless: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolderlessLists',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getLists',
      loadOptionsDependsOn: ['folder'],
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee Names or IDs',
        name: 'assignees',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getAssignees',
          loadOptionsDependsOn: ['list'],
        },
        default: [],
      },
      {
        displayName: 'Custom Fields JSON',
        name: 'customFieldsJson',
        type: 'json',
        typeOptions: {
          alwaysOpenEditWindow: true,
        },
        default: '',
      },
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Markdown Content',
        name: 'markdownContent',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notify All',
        name: 'notifyAll',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          minValue: 1,
          maxValue: 4,
        },
        default: 3,
      },
      {
        displayName: 'Start Date',
        name: 'startDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Start Date Time',
        name: 'startDateTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStatuses',
          loadOptionsDependsOn: ['list'],
        },
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
          loadOptionsDependsOn: ['space'],
        },
        default: [],
      },
      {
        displayName: 'Time Estimate',
        name: 'timeEstimate',
        type: 'number',
        default: 1,
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
        resource: ['task'],
        operation: ['update'],
      },
    },
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
        displayName: 'Add Assignees',
        name: 'addAssignees',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Markdown Content',
        name: 'markdownContent',
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
        displayName: 'Notify All',
        name: 'notifyAll',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          minValue: 1,
          maxValue: 4,
        },
        default: 3,
      },
      {
        displayName: 'Remove Assignees',
        name: 'removeAssignees',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Start Date',
        name: 'startDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Start Date Time',
        name: 'startDateTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Time Estimate',
        name: 'timeEstimate',
        type: 'number',
        default: 1,
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
        resource: ['task'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Include Subtasks',
    name: 'includeSubtasks',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Include Markdown Description',
    name: 'includeMarkdownDescription',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
        folderless: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolderlessLists',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getLists',
      loadOptionsDependsOn: ['folder'],
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['task'],
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
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Assignee Names or IDs',
        name: 'assignees',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getAssignees',
          loadOptionsDependsOn: ['list'],
        },
        default: [],
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        placeholder: 'Add Custom Field',
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
                name: 'fieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Operator',
                name: 'operator',
                type: 'options',
                options: [
                  {
                    name: '!=',
                    value: '!=',
                  },
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                  {
                    name: 'Equal',
                    value: 'equal',
                  },
                  {
                    name: 'Is Not Null',
                    value: 'IS NOT NULL',
                  },
                  {
                    name: 'Is Null',
                    value: 'IS NULL',
                  },
                ],
                default: 'equal',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'string',
                displayOptions: {
                  hide: {
                    operator: ['IS NULL', 'IS NOT NULL'],
                  },
                },
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Date Created Greater Than',
        name: 'dateCreatedGt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Date Created Less Than',
        name: 'dateCreatedLt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Date Updated Greater Than',
        name: 'dateUpdatedGt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Date Update Less Than',
        name: 'dateUpdatedLt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Greater Than',
        name: 'dueDateGt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Less Than',
        name: 'dueDateLt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Include Closed',
        name: 'includeClosed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'options',
        default: '',
        options: [
          {
            name: 'ID',
            value: 'id',
          },
          {
            name: 'Created',
            value: 'created',
          },
          {
            name: 'Updated',
            value: 'updated',
          },
          {
            name: 'Due Date',
            value: 'dueDate',
          },
        ],
      },
      {
        displayName: 'Status Names or IDs',
        name: 'statuses',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getStatuses',
          loadOptionsDependsOn: ['list'],
        },
        default: [],
      },
      {
        displayName: 'Subtasks',
        name: 'subtasks',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
          loadOptionsDependsOn: ['space'],
        },
        default: [],
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
        resource: ['task'],
        operation: ['delete'],
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
        resource: ['task'],
        operation: ['member'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['member'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['member'],
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
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['setCustomField'],
      },
    },
  },
  {
    displayName: 'Field ID',
    name: 'field',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['setCustomField'],
      },
    },
  },
  {
    displayName: 'Value Is JSON',
    name: 'jsonParse',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['setCustomField'],
      },
    },
    default: false,
  },
  {
    displayName: 'Value',
    name: 'value',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['setCustomField'],
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
        resource: ['taskDependency'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a task dependency',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a task dependency',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Depends On Task ID',
    name: 'dependsOnTask',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Depends On Task ID',
    name: 'dependsOnTask',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['delete'],
      },
    },
    required: true,
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
        action: 'Create a time entry',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a time entry',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a time entry',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many time entries',
      },
      {
        name: 'Start',
        value: 'start',
        action: 'Start a time entry',
      },
      {
        name: 'Stop',
        value: 'stop',
        action: 'Stop a time entry',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a time entry',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
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
        resource: ['timeEntry'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 10,
    },
    default: 5,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'End Date',
        name: 'end_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Start Date',
        name: 'start_date',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Running',
    name: 'running',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['get'],
      },
    },
    default: false,
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntry',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['get'],
        running: [false],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
        folderless: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolderlessLists',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getLists',
      loadOptionsDependsOn: ['folder'],
    },
    required: true,
  },
  {
    displayName: 'Start',
    name: 'start',
    type: 'dateTime',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    required: true,
    default: '',
  },
  {
    displayName: 'Duration (Minutes)',
    name: 'duration',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Task Name or ID',
    name: 'task',
    type: 'options',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTasks',
      loadOptionsDependsOn: ['list'],
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAssignees',
          loadOptionsDependsOn: ['list'],
        },
        default: [],
      },
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['team'],
          loadOptionsMethod: 'getTimeEntryTags',
        },
        default: [],
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['start'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['start'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['start'],
      },
    },
    options: [
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['stop'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntry',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
        folderless: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolderlessLists',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getLists',
      loadOptionsDependsOn: ['folder'],
    },
    required: true,
  },
  {
    displayName: 'Archived',
    name: 'archived',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Time Entry ID',
    name: 'timeEntry',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['timeEntry'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAssignees',
          loadOptionsDependsOn: ['list'],
        },
        default: [],
      },
      {
        displayName: 'Billable',
        name: 'billable',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Duration (Minutes)',
        name: 'duration',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Start',
        name: 'start',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsDependsOn: ['spaceId'],
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Task Name or ID',
        name: 'task',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTasks',
          loadOptionsDependsOn: ['archived', 'list'],
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Depends On Task ID',
    name: 'dependsOnTask',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'task',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Depends On Task ID',
    name: 'dependsOnTask',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['taskDependency'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a time entry tag',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many time entry tags',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a time entry tag',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
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
        resource: ['timeEntryTag'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 10,
    },
    default: 5,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['add'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Time Entry IDs',
    name: 'timeEntryIds',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['add'],
      },
    },
    required: true,
  },
  {
    displayName: 'Tags',
    name: 'tagsUi',
    type: 'fixedCollection',
    placeholder: 'Add Tag',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['add'],
      },
    },
    options: [
      {
        displayName: 'Tag',
        name: 'tagsValues',
        values: [
          {
            displayName: 'Name',
            name: 'name',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Background Color',
            name: 'tag_bg',
            type: 'color',
            default: '#ff0000',
          },
          {
            displayName: 'Foreground Color',
            name: 'tag_fg',
            type: 'color',
            default: '#ff0000',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['remove'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Time Entry IDs',
    name: 'timeEntryIds',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['remove'],
      },
    },
    required: true,
  },
  {
    displayName: 'Tag Names or IDs',
    name: 'tagNames',
    type: 'multiOptions',
    typeOptions: {
      loadOptionsMethod: 'getTimeEntryTags',
      loadOptionsDependsOn: ['teamId'],
    },
    default: [],
    displayOptions: {
      show: {
        resource: ['timeEntryTag'],
        operation: ['remove'],
      },
    },
    required: true,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['list'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a list',
      },
      {
        name: 'Custom Fields',
        value: 'customFields',
        action: 'Get custom fields from a list',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a list',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a list',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many lists',
      },
      {
        name: 'Member',
        value: 'member',
        action: 'Get list members',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a list',
      },
    ],
    default: 'customFields',
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee',
        name: 'assignee',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          minValue: 1,
          maxValue: 4,
        },
        default: 3,
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStatuses',
          loadOptionsDependsOn: ['list'],
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'List ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['member'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['member'],
      },
    },
    default: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['member'],
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
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['teamId'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
        folderless: [true],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolderlessLists',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['customFields'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getLists',
      loadOptionsDependsOn: ['folder'],
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['delete'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['delete'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List ID',
    name: 'list',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['get'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['get'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List ID',
    name: 'list',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Archived',
        name: 'archived',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'team',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
    required: true,
  },
  {
    displayName: 'Space Name or ID',
    name: 'space',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSpaces',
      loadOptionsDependsOn: ['team'],
    },
    required: true,
  },
  {
    displayName: 'Folderless List',
    name: 'folderless',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Folder Name or ID',
    name: 'folder',
    type: 'options',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
        folderless: [false],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getFolders',
      loadOptionsDependsOn: ['space'],
    },
    required: true,
  },
  {
    displayName: 'List ID',
    name: 'list',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assignee',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAssignees',
          loadOptionsDependsOn: ['list'],
        },
        default: '',
      },
      {
        displayName: 'Content',
        name: 'content',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Date Time',
        name: 'dueDateTime',
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
        displayName: 'Priority',
        name: 'priority',
        type: 'number',
        typeOptions: {
          minValue: 1,
          maxValue: 4,
        },
        default: 3,
      },
      {
        displayName: 'Unset Status',
        name: 'unsetStatus',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
