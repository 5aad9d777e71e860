/**
 * Mailchimp 1's parameters (n8n's `n8n-nodes-base.mailchimp`): members, member tags, list groups
 * and campaigns. Names, types, defaults, options and display rules are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mailchimpProperties: NodeProperty[] = [
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
        name: 'Campaign',
        value: 'campaign',
      },
      {
        name: 'List Group',
        value: 'listGroup',
      },
      {
        name: 'Member',
        value: 'member',
      },
      {
        name: 'Member Tag',
        value: 'memberTag',
      },
    ],
    default: 'member',
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
        resource: ['member'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a member',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a member',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a member',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many members',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a member',
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
        resource: ['memberTag'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a member tag',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a member tag',
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
        resource: ['listGroup'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many list groups',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    required: true,
    displayOptions: {
      show: {
        resource: ['campaign'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a campaign',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a campaign',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many campaigns',
      },
      {
        name: 'Replicate',
        value: 'replicate',
        action: 'Replicate a campaign',
      },
      {
        name: 'Resend',
        value: 'resend',
        action: 'Resend a campaign',
      },
      {
        name: 'Send',
        value: 'send',
        action: 'Send a campaign',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Status',
    name: 'status',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'Cleaned',
        value: 'cleaned',
      },
      {
        name: 'Pending',
        value: 'pending',
      },
      {
        name: 'Subscribed',
        value: 'subscribed',
      },
      {
        name: 'Transactional',
        value: 'transactional',
      },
      {
        name: 'Unsubscribed',
        value: 'unsubscribed',
      },
    ],
    default: '',
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Email Type',
        name: 'emailType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'text',
          },
        ],
        default: '',
      },
      {
        displayName: 'Language',
        name: 'language',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Opt-in IP',
        name: 'ipOptIn',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Signup IP',
        name: 'ipSignup',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Signup Timestamp',
        name: 'timestampSignup',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Vip',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Opt-in Timestamp',
        name: 'timestampOpt',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Location',
    name: 'locationFieldsUi',
    type: 'fixedCollection',
    default: {},
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        name: 'locationFieldsValues',
        displayName: 'Location',
        values: [
          {
            displayName: 'Latitude',
            name: 'latitude',
            type: 'string',
            required: true,
            default: '',
          },
          {
            displayName: 'Longitude',
            name: 'longitude',
            type: 'string',
            required: true,
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Merge Fields',
    name: 'mergeFieldsUi',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        name: 'mergeFieldsValues',
        displayName: 'Field',
        typeOptions: {
          multipleValueButtonText: 'Add Field',
        },
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'name',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getMergeFields',
              loadOptionsDependsOn: ['list'],
            },
            required: true,
            default: '',
          },
          {
            displayName: 'Field Value',
            name: 'value',
            required: true,
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Merge Fields',
    name: 'mergeFieldsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Location',
    name: 'locationJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Interest Groups',
    name: 'groupsUi',
    type: 'fixedCollection',
    default: {},
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    options: [
      {
        name: 'groupsValues',
        displayName: 'Group',
        typeOptions: {
          multipleValueButtonText: 'Add Interest Group',
        },
        values: [
          {
            displayName: 'Category Name or ID',
            name: 'categoryId',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getGroupCategories',
              loadOptionsDependsOn: ['list'],
            },
            default: '',
          },
          {
            displayName: 'Category Field ID',
            name: 'categoryFieldId',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Value',
            name: 'value',
            type: 'boolean',
            default: false,
          },
        ],
      },
    ],
  },
  {
    displayName: 'Interest Groups',
    name: 'groupJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['create'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['delete'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['delete'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['get'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['get'],
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
        resource: ['member'],
        operation: ['get'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Exclude Fields',
        name: 'excludeFields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['getAll'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['member'],
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
        resource: ['member'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 500,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Before Last Changed',
        name: 'beforeLastChanged',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Before Timestamp Opt',
        name: 'beforeTimestampOpt',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Email Type',
        name: 'emailType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'text',
          },
        ],
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Cleaned',
            value: 'cleaned',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Subscribed',
            value: 'subscribed',
          },
          {
            name: 'Transactional',
            value: 'transactional',
          },
          {
            name: 'Unsubscribed',
            value: 'unsubscribed',
          },
        ],
        default: '',
      },
      {
        displayName: 'Since Last Changed',
        name: 'sinceLastChanged',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['update'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['update'],
      },
    },
    default: '',
  },
  {
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['member'],
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
        resource: ['member'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Email Type',
        name: 'emailType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'text',
          },
        ],
        default: '',
      },
      {
        displayName: 'Interest Groups',
        name: 'groupsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        displayOptions: {
          show: {
            '/resource': ['member'],
            '/operation': ['update'],
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'groupsValues',
            displayName: 'Group',
            typeOptions: {
              multipleValueButtonText: 'Add Interest Group',
            },
            values: [
              {
                displayName: 'Category Name or ID',
                name: 'categoryId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getGroupCategories',
                  loadOptionsDependsOn: ['list'],
                },
                default: '',
              },
              {
                displayName: 'Category Field ID',
                name: 'categoryFieldId',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Value',
                name: 'value',
                type: 'boolean',
                default: false,
              },
            ],
          },
        ],
      },
      {
        displayName: 'Language',
        name: 'language',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Merge Fields',
        name: 'mergeFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        displayOptions: {
          show: {
            '/resource': ['member'],
            '/operation': ['update'],
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'mergeFieldsValues',
            displayName: 'Field',
            typeOptions: {
              multipleValueButtonText: 'Add Field',
            },
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getMergeFields',
                  loadOptionsDependsOn: ['list'],
                },
                required: true,
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'value',
                required: true,
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Opt-in IP',
        name: 'ipOptIn',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Signup IP',
        name: 'ipSignup',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Signup Timestamp',
        name: 'timestampSignup',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Skip Merge Validation',
        name: 'skipMergeValidation',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Cleaned',
            value: 'cleaned',
          },
          {
            name: 'Pending',
            value: 'pending',
          },
          {
            name: 'Subscribed',
            value: 'subscribed',
          },
          {
            name: 'Transactional',
            value: 'transactional',
          },
          {
            name: 'Unsubscribed',
            value: 'unsubscribed',
          },
        ],
        default: '',
      },
      {
        displayName: 'Vip',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Location',
        name: 'locationFieldsUi',
        type: 'fixedCollection',
        default: {},
        displayOptions: {
          show: {
            '/resource': ['member'],
            '/operation': ['update'],
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'locationFieldsValues',
            displayName: 'Location',
            values: [
              {
                displayName: 'Latitude',
                name: 'latitude',
                type: 'string',
                required: true,
                default: '',
              },
              {
                displayName: 'Longitude',
                name: 'longitude',
                type: 'string',
                required: true,
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Opt-in Timestamp',
        name: 'timestampOpt',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Merge Fields',
    name: 'mergeFieldsJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['update'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Location',
    name: 'locationJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['update'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'Interest Groups',
    name: 'groupJson',
    type: 'json',
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['member'],
        operation: ['update'],
        jsonParameters: [true],
      },
    },
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['memberTag'],
        operation: ['create', 'delete'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['memberTag'],
        operation: ['create', 'delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Tags',
    name: 'tags',
    type: 'string',
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add Tag',
    },
    displayOptions: {
      show: {
        resource: ['memberTag'],
        operation: ['create', 'delete'],
      },
    },
    default: [],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['memberTag'],
        operation: ['create', 'delete'],
      },
    },
    options: [
      {
        displayName: 'Is Syncing',
        name: 'isSyncing',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'List Name or ID',
    name: 'list',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getLists',
    },
    displayOptions: {
      show: {
        resource: ['listGroup'],
        operation: ['getAll'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Group Category Name or ID',
    name: 'groupCategory',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getGroupCategories',
      loadOptionsDependsOn: ['list'],
    },
    displayOptions: {
      show: {
        resource: ['listGroup'],
        operation: ['getAll'],
      },
    },
    default: '',
    options: [],
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['listGroup'],
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
        resource: ['listGroup'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 500,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['campaign'],
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
        resource: ['campaign'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 10,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Before Create Time',
        name: 'beforeCreateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Before Send Time',
        name: 'beforeSendTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Exclude Field Names or IDs',
        name: 'excludeFields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCampaignsFields',
        },
        default: [],
      },
      {
        displayName: 'Field Names or IDs',
        name: 'fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCampaignsFields',
        },
        default: [
          'campaigns.id',
          'campaigns.status',
          'campaigns.tracking',
          'campaigns.settings.from_name',
          'campaigns.settings.reply_to',
          'campaigns.settings.title',
        ],
      },
      {
        displayName: 'List Name or ID',
        name: 'listId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLists',
        },
        default: '',
      },
      {
        displayName: 'Since Create Time',
        name: 'sinceCreateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Since Send Time',
        name: 'sinceSendTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Sort Direction',
        name: 'sortDirection',
        type: 'options',
        options: [
          {
            name: 'ASC',
            value: 'ASC',
          },
          {
            name: 'DESC',
            value: 'DESC',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sort Field',
        name: 'sortField',
        type: 'options',
        options: [
          {
            name: 'Create Time',
            value: 'create_time',
          },
          {
            name: 'Send Time',
            value: 'send_time',
          },
        ],
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Save',
            value: 'save',
          },
          {
            name: 'Sending',
            value: 'sending',
          },
          {
            name: 'Sent',
            value: 'sent',
          },
          {
            name: 'Schedule',
            value: 'schedule',
          },
        ],
        default: '',
      },
    ],
  },
  {
    displayName: 'Campaign ID',
    name: 'campaignId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['campaign'],
        operation: ['send', 'get', 'delete', 'replicate', 'resend'],
      },
    },
    required: true,
    default: '',
    options: [],
  },
];
