/**
 * Zendesk 1's parameters (n8n's `n8n-nodes-base.zendesk`): the authentication, and the ticket,
 * ticket field, user and organization resources. Names, types, defaults, options, display rules
 * and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Zendesk 1, in n8n's order. */
export const zendeskProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
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
    default: 'apiToken',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Ticket',
        value: 'ticket',
      },
      {
        name: 'Ticket Field',
        value: 'ticketField',
      },
      {
        name: 'User',
        value: 'user',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
    ],
    default: 'ticket',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a ticket',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a ticket',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a ticket',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many tickets',
      },
      {
        name: 'Recover',
        value: 'recover',
        action: 'Recover a ticket',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a ticket',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Description',
    name: 'description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    options: [
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
            displayName: 'Custom Field',
            name: 'customFieldsValues',
            values: [
              {
                displayName: 'Name or ID',
                name: 'id',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
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
        displayName: 'External ID',
        name: 'externalId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Group Name or ID',
        name: 'group',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
        },
        default: '',
      },
      {
        displayName: 'Recipient',
        name: 'recipient',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Closed',
            value: 'closed',
          },
          {
            name: 'New',
            value: 'new',
          },
          {
            name: 'On-Hold',
            value: 'hold',
          },
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Solved',
            value: 'solved',
          },
        ],
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Question',
            value: 'question',
          },
          {
            name: 'Incident',
            value: 'incident',
          },
          {
            name: 'Problem',
            value: 'problem',
          },
          {
            name: 'Task',
            value: 'task',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFieldsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['update'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        displayName: 'Assignee Email',
        name: 'assigneeEmail',
        type: 'string',
        default: '',
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
            displayName: 'Custom Field',
            name: 'customFieldsValues',
            values: [
              {
                displayName: 'Name or ID',
                name: 'id',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomFields',
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
        displayName: 'External ID',
        name: 'externalId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Group Name or ID',
        name: 'group',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
        },
        default: '',
      },
      {
        displayName: 'Internal Note',
        name: 'internalNote',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Public Reply',
        name: 'publicReply',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Recipient',
        name: 'recipient',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Closed',
            value: 'closed',
          },
          {
            name: 'New',
            value: 'new',
          },
          {
            name: 'On-Hold',
            value: 'hold',
          },
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Solved',
            value: 'solved',
          },
        ],
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        options: [
          {
            name: 'Question',
            value: 'question',
          },
          {
            name: 'Incident',
            value: 'incident',
          },
          {
            name: 'Problem',
            value: 'problem',
          },
          {
            name: 'Task',
            value: 'task',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFieldsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['update'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Ticket Type',
    name: 'ticketType',
    type: 'options',
    options: [
      {
        name: 'Regular',
        value: 'regular',
      },
      {
        name: 'Suspended',
        value: 'suspended',
      },
    ],
    default: 'regular',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['get', 'delete', 'getAll'],
      },
    },
  },
  {
    displayName: 'Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['get'],
        ticketType: ['regular'],
      },
    },
  },
  {
    displayName: 'Suspended Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['get'],
        ticketType: ['suspended'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['ticket'],
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
        resource: ['ticket'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Group Name or ID',
        name: 'group',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
        },
        displayOptions: {
          show: {
            '/ticketType': ['regular'],
          },
        },
        default: '',
      },
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        displayOptions: {
          show: {
            '/ticketType': ['regular'],
          },
        },
        default: '',
      },
      {
        displayName: 'Sort By',
        name: 'sortBy',
        type: 'options',
        options: [
          {
            name: 'Created At',
            value: 'created_at',
          },
          {
            name: 'Priority',
            value: 'priority',
          },
          {
            name: 'Status',
            value: 'status',
          },
          {
            name: 'Ticket Type',
            value: 'ticket_type',
          },
          {
            name: 'Updated At',
            value: 'updated_at',
          },
        ],
        default: 'updated_at',
      },
      {
        displayName: 'Sort Order',
        name: 'sortOrder',
        type: 'options',
        options: [
          {
            name: 'Ascending',
            value: 'asc',
          },
          {
            name: 'Descending',
            value: 'desc',
          },
        ],
        default: 'asc',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        displayOptions: {
          show: {
            '/ticketType': ['regular'],
          },
        },
        options: [
          {
            name: 'Closed',
            value: 'closed',
          },
          {
            name: 'New',
            value: 'new',
          },
          {
            name: 'On-Hold',
            value: 'hold',
          },
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Solved',
            value: 'solved',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['delete'],
        ticketType: ['regular'],
      },
    },
  },
  {
    displayName: 'Suspended Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['delete'],
        ticketType: ['suspended'],
      },
    },
  },
  {
    displayName: 'Suspended Ticket ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['recover'],
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
        resource: ['ticketField'],
      },
    },
    options: [
      {
        name: 'Get',
        value: 'get',
        action: 'Get a ticket field',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many ticket fields',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Ticket Field ID',
    name: 'ticketFieldId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticketField'],
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
        resource: ['ticketField'],
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
        resource: ['ticketField'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
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
        name: 'Create',
        value: 'create',
        action: 'Create a user',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a user',
      },
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
      {
        name: 'Get Organizations',
        value: 'getOrganizations',
        action: "Get a user's organizations",
      },
      {
        name: 'Get Related Data',
        value: 'getRelatedData',
        action: 'Get data related to a user',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a user',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a user',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Alias',
        name: 'alias',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Role ID',
        name: 'custom_role_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Details',
        name: 'details',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'External ID',
        name: 'external_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLocales',
        },
        default: '',
      },
      {
        displayName: 'Moderator',
        name: 'moderator',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Only Private Comments',
        name: 'only_private_comments',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Organization Name or ID',
        name: 'organization_id',
        typeOptions: {
          loadOptionsMethod: 'getOrganizations',
        },
        type: 'options',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Report CSV',
        name: 'report_csv',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Restricted Agent',
        name: 'restricted_agent',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Role',
        name: 'role',
        type: 'options',
        options: [
          {
            name: 'End User',
            value: 'end-user',
          },
          {
            name: 'Agent',
            value: 'agent',
          },
          {
            name: 'Admin',
            value: 'admin',
          },
        ],
        default: '',
      },
      {
        displayName: 'Signature',
        name: 'signature',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Suspended',
        name: 'suspended',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Ticket Restriction',
        name: 'ticket_restriction',
        type: 'options',
        options: [
          {
            name: 'Organization',
            value: 'organization',
          },
          {
            name: 'Groups',
            value: 'groups',
          },
          {
            name: 'Assigned',
            value: 'assigned',
          },
          {
            name: 'Requested',
            value: 'requested',
          },
        ],
        default: '',
      },
      {
        displayName: 'Timezone',
        name: 'time_zone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'User Fields',
        name: 'userFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'userFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getUserFields',
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
        displayName: 'Verified',
        name: 'verified',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Alias',
        name: 'alias',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Role ID',
        name: 'custom_role_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Details',
        name: 'details',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'External ID',
        name: 'external_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Locale',
        name: 'locale',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLocales',
        },
        default: '',
      },
      {
        displayName: 'Moderator',
        name: 'moderator',
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
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Only Private Comments',
        name: 'only_private_comments',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Organization Name or ID',
        name: 'organization_id',
        typeOptions: {
          loadOptionsMethod: 'getOrganizations',
        },
        type: 'options',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Report CSV',
        name: 'report_csv',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Restricted Agent',
        name: 'restricted_agent',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Role',
        name: 'role',
        type: 'options',
        options: [
          {
            name: 'End User',
            value: 'end-user',
          },
          {
            name: 'Agent',
            value: 'agent',
          },
          {
            name: 'Admin',
            value: 'admin',
          },
        ],
        default: '',
      },
      {
        displayName: 'Signature',
        name: 'signature',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Suspended',
        name: 'suspended',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Ticket Restriction',
        name: 'ticket_restriction',
        type: 'options',
        options: [
          {
            name: 'Organization',
            value: 'organization',
          },
          {
            name: 'Groups',
            value: 'groups',
          },
          {
            name: 'Assigned',
            value: 'assigned',
          },
          {
            name: 'Requested',
            value: 'requested',
          },
        ],
        default: '',
      },
      {
        displayName: 'Timezone',
        name: 'time_zone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'User Fields',
        name: 'userFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'userFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getUserFields',
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
        displayName: 'Verified',
        name: 'verified',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
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
        resource: ['user'],
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
        resource: ['user'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Roles',
        name: 'role',
        type: 'multiOptions',
        options: [
          {
            name: 'End User',
            value: 'end-user',
          },
          {
            name: 'Agent',
            value: 'agent',
          },
          {
            name: 'Admin',
            value: 'admin',
          },
        ],
        default: [],
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['search'],
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
        resource: ['user'],
        operation: ['search'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['search'],
      },
    },
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'External ID',
        name: 'external_id',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getRelatedData'],
      },
    },
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getOrganizations'],
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
        resource: ['organization'],
      },
    },
    options: [
      {
        name: 'Count',
        value: 'count',
        action: 'Count organizations',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create an organization',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an organization',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an organization',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many organizations',
      },
      {
        name: 'Get Related Data',
        value: 'getRelatedData',
        action: 'Get data related to an organization',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an organization',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Details',
        name: 'details',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Domain Names',
        name: 'domain_names',
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
        displayName: 'Organization Fields',
        name: 'organizationFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'organizationFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getOrganizationFields',
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
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
    ],
  },
  {
    displayName: 'Organization ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Details',
        name: 'details',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Domain Names',
        name: 'domain_names',
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
        displayName: 'Notes',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization Fields',
        name: 'organizationFieldsUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'organizationFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getOrganizationFields',
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
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
    ],
  },
  {
    displayName: 'Organization ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['organization'],
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
        resource: ['organization'],
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
        resource: ['organization'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 100,
    },
    default: 100,
  },
  {
    displayName: 'Organization ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Organization ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['getRelatedData'],
      },
    },
  },
];
