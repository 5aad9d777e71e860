/**
 * Zammad's parameters (n8n's `n8n-nodes-base.zammad` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Zammad 1, in n8n's order. */
export const zammadProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Basic Auth',
        value: 'basicAuth',
      },
      {
        name: 'Token Auth',
        value: 'tokenAuth',
      },
    ],
    default: 'tokenAuth',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    noDataExpression: true,
    type: 'options',
    options: [
      {
        name: 'Group',
        value: 'group',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Ticket',
        value: 'ticket',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'user',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['group'],
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
    displayName: 'Group Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['group'],
      },
    },
  },
  {
    displayName: 'Group ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['group'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Group ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['group'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Group ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['group'],
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
        resource: ['group'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadGroupCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['group'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadGroupCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Group Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['group'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
    },
    displayOptions: {
      show: {
        resource: ['group'],
        operation: ['getAll'],
        returnAll: [false],
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
    displayName: 'Organization Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['organization'],
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
        operation: ['update'],
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
        operation: ['create'],
        resource: ['organization'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Shared',
        name: 'shared',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Domain',
        name: 'domain',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Domain Assignment',
        name: 'domain_assignment',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'VIP',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadOrganizationCustomFields',
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
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['organization'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Shared',
        name: 'shared',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Domain',
        name: 'domain',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Domain Assignment',
        name: 'domain_assignment',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'VIP',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadOrganizationCustomFields',
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
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
    },
    displayOptions: {
      show: {
        resource: ['organization'],
        operation: ['getAll'],
        returnAll: [false],
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
        resource: ['ticket'],
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
    ],
    default: 'create',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Group Name or ID',
    name: 'group',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'loadGroupNames',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Customer Email Name or ID',
    name: 'customer',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'loadCustomerEmails',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
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
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Article',
    name: 'article',
    type: 'fixedCollection',
    required: true,
    default: {},
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Article Details',
        name: 'articleDetails',
        values: [
          {
            displayName: 'Subject',
            name: 'subject',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Body',
            name: 'body',
            type: 'string',
            default: '',
          },
          {
            displayName: 'Visibility',
            name: 'visibility',
            type: 'options',
            default: 'internal',
            options: [
              {
                name: 'External',
                value: 'external',
              },
              {
                name: 'Internal',
                value: 'internal',
              },
            ],
          },
          {
            displayName: 'Sender',
            name: 'sender',
            type: 'options',
            options: [
              {
                name: 'Agent',
                value: 'Agent',
              },
              {
                name: 'Customer',
                value: 'Customer',
              },
              {
                name: 'System',
                value: 'System',
              },
            ],
            default: 'Agent',
          },
          {
            displayName: 'Article Type',
            name: 'type',
            type: 'options',
            options: [
              {
                name: 'Chat',
                value: 'chat',
              },
              {
                name: 'Email',
                value: 'email',
              },
              {
                name: 'Fax',
                value: 'fax',
              },
              {
                name: 'Note',
                value: 'note',
              },
              {
                name: 'Phone',
                value: 'phone',
              },
              {
                name: 'SMS',
                value: 'sms',
              },
            ],
            default: 'note',
          },
          {
            displayName: 'Reply To',
            name: 'reply_to',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadTicketCustomFields',
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
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
    },
    displayOptions: {
      show: {
        resource: ['ticket'],
        operation: ['getAll'],
        returnAll: [false],
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
        name: 'Get Self',
        value: 'getSelf',
      },
      {
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'First Name',
    name: 'firstname',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Last Name',
    name: 'lastname',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
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
        operation: ['update'],
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
        resource: ['user'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Address',
        name: 'addressUi',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Address Details',
            name: 'addressDetails',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street & Number',
                name: 'address',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zip',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadUserCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Address',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'organization',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'loadOrganizations',
        },
      },
      {
        displayName: 'Phone (Landline)',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone (Mobile)',
        name: 'mobile',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Verified',
        name: 'verified',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'VIP',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Website',
        name: 'web',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['user'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Address',
        name: 'addressUi',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Address Details',
            name: 'addressDetails',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street & Number',
                name: 'address',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zip',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldPairs',
            displayName: 'Custom Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadUserCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Field Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Address',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'string',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'firstname',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastname',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Notes',
        name: 'note',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'organization',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'loadOrganizationNames',
        },
      },
      {
        displayName: 'Phone (Landline)',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone (Mobile)',
        name: 'mobile',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Verified',
        name: 'verified',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'VIP',
        name: 'vip',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Website',
        name: 'web',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['user'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
    },
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['user'],
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
        resource: ['user'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    typeOptions: {
      minValue: 1,
    },
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filters',
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
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort',
        name: 'sortUi',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Sort Options',
            name: 'sortDetails',
            values: [
              {
                displayName: 'Sort Key Name or ID',
                name: 'sort_by',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'loadUserFields',
                },
                default: '',
              },
              {
                displayName: 'Sort Order',
                name: 'order_by',
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
            ],
          },
        ],
      },
    ],
  },
];
