/**
 * Linear 1 and 1.1's parameters (n8n's `n8n-nodes-base.linear`): issues and comments.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const linearProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    default: 'apiToken',
    options: [
      {
        name: 'API Token',
        value: 'apiToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'issue',
    noDataExpression: true,
    options: [
      {
        name: 'Comment',
        value: 'comment',
      },
      {
        name: 'Issue',
        value: 'issue',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'addComment',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['comment'],
      },
    },
    options: [
      {
        name: 'Add Comment',
        value: 'addComment',
        action: 'Add a comment to an issue',
      },
    ],
  },
  {
    displayName: 'Issue ID',
    name: 'issueId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['addComment'],
      },
    },
  },
  {
    displayName: 'Comment',
    name: 'comment',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['addComment'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['comment'],
        operation: ['addComment'],
      },
    },
    options: [
      {
        displayName: 'Parent Comment ID',
        name: 'parentId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'create',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['issue'],
      },
    },
    options: [
      {
        name: 'Add Link',
        value: 'addLink',
        action: 'Add a link to an issue',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create an issue',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an issue',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an issue',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many issues',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an issue',
      },
    ],
  },
  {
    displayName: 'Team Name or ID',
    name: 'teamId',
    type: 'options',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTeams',
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assigneeId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priorityId',
        type: 'options',
        default: 0,
        options: [
          {
            name: 'Urgent',
            value: 1,
          },
          {
            name: 'High',
            value: 2,
          },
          {
            name: 'Normal',
            value: 3,
          },
          {
            name: 'Low',
            value: 4,
          },
          {
            name: 'No Priority',
            value: 0,
          },
        ],
      },
      {
        displayName: 'State Name or ID',
        name: 'stateId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getStates',
        },
      },
    ],
  },
  {
    displayName: 'Issue ID',
    name: 'issueId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['addLink', 'get', 'delete'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
    },
  },
  {
    displayName: 'Issue ID',
    name: 'issueId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['update'],
        '@version': [1],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assigneeId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority Name/ID',
        name: 'priorityId',
        type: 'options',
        default: 0,
        options: [
          {
            name: 'Urgent',
            value: 1,
          },
          {
            name: 'High',
            value: 2,
          },
          {
            name: 'Medium',
            value: 3,
          },
          {
            name: 'Low',
            value: 3,
          },
          {
            name: 'No Priority',
            value: 0,
          },
        ],
      },
      {
        displayName: 'State Name or ID',
        name: 'stateId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getStates',
        },
      },
      {
        displayName: 'Team Name or ID',
        name: 'teamId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTeams',
        },
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['update'],
      },
      hide: {
        '@version': [1],
      },
    },
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assigneeId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority Name/ID',
        name: 'priorityId',
        type: 'options',
        default: 0,
        options: [
          {
            name: 'Urgent',
            value: 1,
          },
          {
            name: 'High',
            value: 2,
          },
          {
            name: 'Medium',
            value: 3,
          },
          {
            name: 'Low',
            value: 4,
          },
          {
            name: 'No Priority',
            value: 0,
          },
        ],
      },
      {
        displayName: 'State Name or ID',
        name: 'stateId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getStates',
        },
      },
      {
        displayName: 'Team Name or ID',
        name: 'teamId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTeams',
        },
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Link',
    name: 'link',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['issue'],
        operation: ['addLink'],
      },
    },
  },
];
