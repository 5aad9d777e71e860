/**
 * Pipedrive 1's parameters (n8n's `n8n-nodes-base.pipedrive`): the authentication, and the activity,
 * deal, deal activity, deal product, file, lead, note, organization, person and product resources.
 * Names, types, defaults, options, display rules and type options are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Pipedrive 1, in n8n's order. */
export const pipedriveProperties: NodeProperty[] = [
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
        name: 'Activity',
        value: 'activity',
      },
      {
        name: 'Deal',
        value: 'deal',
      },
      {
        name: 'Deal Activity',
        value: 'dealActivity',
      },
      {
        name: 'Deal Product',
        value: 'dealProduct',
      },
      {
        name: 'File',
        value: 'file',
      },
      {
        name: 'Lead',
        value: 'lead',
      },
      {
        name: 'Note',
        value: 'note',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Person',
        value: 'person',
      },
      {
        name: 'Product',
        value: 'product',
      },
    ],
    default: 'deal',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['activity'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an activity',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an activity',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an activity',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many activities',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an activity',
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
        resource: ['deal'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a deal',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a deal',
      },
      {
        name: 'Duplicate',
        value: 'duplicate',
        action: 'Duplicate a deal',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a deal',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many deals',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a deal',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a deal',
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
        resource: ['dealActivity'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many deal activities',
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
        resource: ['dealProduct'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a deal product',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many deal products',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a deal product',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a deal product',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a file',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a file',
      },
      {
        name: 'Download',
        value: 'download',
        action: 'Download a file',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a file',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'update details of a file',
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
        resource: ['lead'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a lead',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a lead',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a lead',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many leads',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a lead',
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
        resource: ['note'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a note',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a note',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a note',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many notes',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a note',
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
        resource: ['organization'],
      },
    },
    options: [
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
        name: 'Search',
        value: 'search',
        action: 'Search an organization',
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
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['person'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a person',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a person',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a person',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many people',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a person',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a person',
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
        resource: ['product'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many products',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['activity'],
      },
    },
  },
  {
    displayName: 'Done',
    name: 'done',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['activity'],
      },
    },
    options: [
      {
        name: 'Not Done',
        value: '0',
      },
      {
        name: 'Done',
        value: '1',
      },
    ],
    default: '0',
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['activity'],
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
        resource: ['activity'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Deal ID',
        name: 'deal_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Due Date',
        name: 'due_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        typeOptions: {
          rows: 5,
        },
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Property Value',
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
    displayName: 'Activity ID',
    name: 'activityId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['activity'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Activity ID',
    name: 'activityId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['activity'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Activity ID',
    name: 'activityId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['activity'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['activity'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Busy Flag',
        name: 'busy_flag',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Deal ID',
        name: 'deal_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Due Date',
        name: 'due_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Done',
        name: 'done',
        type: 'options',
        options: [
          {
            name: 'Not Done',
            value: '0',
          },
          {
            name: 'Done',
            value: '1',
          },
        ],
        default: '0',
      },
      {
        displayName: 'Note',
        name: 'note',
        type: 'string',
        typeOptions: {
          rows: 5,
        },
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Public Description',
        name: 'public_description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'string',
        default: '',
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Property Value',
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
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['deal'],
      },
    },
  },
  {
    displayName: 'Associate With',
    name: 'associateWith',
    type: 'options',
    options: [
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Person',
        value: 'person',
      },
    ],
    default: 'organization',
    required: true,
    displayOptions: {
      show: {
        resource: ['deal'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Organization ID',
    name: 'org_id',
    type: 'number',
    default: 0,
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['deal'],
        associateWith: ['organization'],
      },
    },
  },
  {
    displayName: 'Person ID',
    name: 'person_id',
    type: 'number',
    default: 0,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['deal'],
        associateWith: ['person'],
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
        resource: ['deal'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Currency',
        name: 'currency',
        type: 'string',
        default: 'USD',
      },
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDealCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getDealLabels',
        },
        default: '',
      },
      {
        displayName: 'Lost Reason',
        name: 'lost_reason',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization ID',
        name: 'org_id',
        type: 'number',
        default: 0,
        displayOptions: {
          show: {
            '/associateWith': ['person'],
          },
        },
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
        displayOptions: {
          show: {
            '/associateWith': ['organization'],
          },
        },
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
        default: 0,
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stage_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStageIds',
        },
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Won',
            value: 'won',
          },
          {
            name: 'Lost',
            value: 'lost',
          },
          {
            name: 'Deleted',
            value: 'deleted',
          },
        ],
        default: 'open',
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
    ],
  },
  {
    displayName: 'Deal ID',
    name: 'dealId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['deal'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Deal ID',
    name: 'dealId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['duplicate'],
        resource: ['deal'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Deal ID',
    name: 'dealId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['deal'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Deal ID',
    name: 'dealId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['deal'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['deal'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Currency',
        name: 'currency',
        type: 'string',
        default: 'USD',
      },
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getDealCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getDealLabels',
        },
        default: '',
      },
      {
        displayName: 'Lost Reason',
        name: 'lost_reason',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
        default: 0,
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stage_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStageIds',
        },
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Won',
            value: 'won',
          },
          {
            name: 'Lost',
            value: 'lost',
          },
          {
            name: 'Deleted',
            value: 'deleted',
          },
        ],
        default: 'open',
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
    ],
  },
  {
    displayName: 'Deal Name or ID',
    name: 'dealId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getDeals',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Product Name or ID',
    name: 'productId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getProducts',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Item Price',
    name: 'item_price',
    type: 'number',
    typeOptions: {
      numberPrecision: 2,
    },
    default: 0,
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Quantity',
    name: 'quantity',
    type: 'number',
    default: 1,
    typeOptions: {
      minValue: 1,
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['dealProduct'],
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
        resource: ['dealProduct'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Comments',
        name: 'comments',
        type: 'string',
        typeOptions: {
          rows: 4,
        },
        default: '',
      },
      {
        displayName: 'Discount Percentage',
        name: 'discount_percentage',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
      },
      {
        displayName: 'Product Variation ID',
        name: 'product_variation_id',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Deal Name or ID',
    name: 'dealId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getDeals',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Product Attachment Name or ID',
    name: 'productAttachmentId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getProductsDeal',
      loadOptionsDependsOn: ['dealId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['dealProduct'],
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
        resource: ['dealProduct'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Comments',
        name: 'comments',
        type: 'string',
        typeOptions: {
          rows: 4,
        },
        default: '',
      },
      {
        displayName: 'Discount Percentage',
        name: 'discount_percentage',
        type: 'number',
        default: 0,
        typeOptions: {
          minValue: 0,
          maxValue: 100,
        },
      },
      {
        displayName: 'Item Price',
        name: 'item_price',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: 0,
      },
      {
        displayName: 'Quantity',
        name: 'quantity',
        type: 'number',
        default: 1,
        typeOptions: {
          minValue: 1,
        },
      },
      {
        displayName: 'Product Variation ID',
        name: 'product_variation_id',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Deal Name or ID',
    name: 'dealId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getDeals',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Product Attachment Name or ID',
    name: 'productAttachmentId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getProductsDeal',
      loadOptionsDependsOn: ['dealId'],
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Deal Name or ID',
    name: 'dealId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getDeals',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['dealProduct'],
      },
    },
  },
  {
    displayName: 'Term',
    name: 'term',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['deal'],
      },
    },
    default: '',
  },
  {
    displayName: 'Exact Match',
    name: 'exactMatch',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['deal'],
      },
    },
    default: false,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
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
        operation: ['search'],
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
        operation: ['search'],
        resource: ['deal'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Include Fields',
        name: 'includeFields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization ID',
        name: 'organizationId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'personId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Search Fields',
        name: 'fields',
        type: 'multiOptions',
        options: [
          {
            name: 'Custom Fields',
            value: 'custom_fields',
          },
          {
            name: 'Notes',
            value: 'notes',
          },
          {
            name: 'Title',
            value: 'title',
          },
        ],
        default: ['custom_fields', 'notes', 'title'],
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Won',
            value: 'won',
          },
          {
            name: 'Lost',
            value: 'lost',
          },
        ],
        default: 'open',
      },
    ],
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['file'],
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
        resource: ['file'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Activity ID',
        name: 'activity_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Deal ID',
        name: 'deal_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Product ID',
        name: 'product_id',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['file'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['file'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['file'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['file'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
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
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Associate With',
    name: 'associateWith',
    type: 'options',
    options: [
      {
        name: 'Organization',
        value: 'organization',
      },
      {
        name: 'Person',
        value: 'person',
      },
    ],
    default: 'organization',
    required: true,
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Organization ID',
    name: 'organization_id',
    type: 'number',
    default: 0,
    required: true,
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
        associateWith: ['organization'],
      },
    },
  },
  {
    displayName: 'Person ID',
    name: 'person_id',
    type: 'number',
    default: 0,
    required: true,
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create'],
        associateWith: ['person'],
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
        resource: ['lead'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Expected Close Date',
        name: 'expected_close_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'label_ids',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLeadLabels',
        },
        default: [],
      },
      {
        displayName: 'Organization ID',
        name: 'organization_id',
        type: 'number',
        default: 0,
        displayOptions: {
          show: {
            '/associateWith': ['person'],
          },
        },
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
        displayOptions: {
          show: {
            '/associateWith': ['organization'],
          },
        },
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Value Properties',
            name: 'valueProperties',
            values: [
              {
                displayName: 'Amount',
                name: 'amount',
                type: 'number',
                default: '',
              },
              {
                displayName: 'Currency',
                name: 'currency',
                type: 'options',
                default: 'USD',
                options: [
                  {
                    name: 'Afghani',
                    value: 'AFN',
                  },
                  {
                    name: 'Algerian Dinar',
                    value: 'DZD',
                  },
                  {
                    name: 'Argentine Peso',
                    value: 'ARS',
                  },
                  {
                    name: 'Australian Dollar',
                    value: 'AUD',
                  },
                  {
                    name: 'Azerbaijan Manat',
                    value: 'AZN',
                  },
                  {
                    name: 'Bahamian Dollar',
                    value: 'BSD',
                  },
                  {
                    name: 'Baht',
                    value: 'THB',
                  },
                  {
                    name: 'Barbados Dollar',
                    value: 'BBD',
                  },
                  {
                    name: 'Belize Dollar',
                    value: 'BZD',
                  },
                  {
                    name: 'Bermudian Dollar',
                    value: 'BMD',
                  },
                  {
                    name: 'Boliviano',
                    value: 'BOB',
                  },
                  {
                    name: 'Brazilian Real',
                    value: 'BRL',
                  },
                  {
                    name: 'Brunei Dollar',
                    value: 'BND',
                  },
                  {
                    name: 'Bulgarian Lev',
                    value: 'BGN',
                  },
                  {
                    name: 'Canadian Dollar',
                    value: 'CAD',
                  },
                  {
                    name: 'Chilean Peso',
                    value: 'CLP',
                  },
                  {
                    name: 'Colombian Peso',
                    value: 'COP',
                  },
                  {
                    name: 'Cordoba Oro',
                    value: 'NIO',
                  },
                  {
                    name: 'Costa Rican Colon',
                    value: 'CRC',
                  },
                  {
                    name: 'Czech Koruna',
                    value: 'CZK',
                  },
                  {
                    name: 'Danish Krone',
                    value: 'DKK',
                  },
                  {
                    name: 'Dominican Peso',
                    value: 'DOP',
                  },
                  {
                    name: 'Dong',
                    value: 'VND',
                  },
                  {
                    name: 'East Caribbean Dollar',
                    value: 'XCD',
                  },
                  {
                    name: 'Egyptian Pound',
                    value: 'EGP',
                  },
                  {
                    name: 'Euro',
                    value: 'EUR',
                  },
                  {
                    name: 'Fiji Dollar',
                    value: 'FJD',
                  },
                  {
                    name: 'Forint',
                    value: 'HUF',
                  },
                  {
                    name: 'Hong Kong Dollar',
                    value: 'HKD',
                  },
                  {
                    name: 'Hryvnia',
                    value: 'UAH',
                  },
                  {
                    name: 'Indian Rupee',
                    value: 'INR',
                  },
                  {
                    name: 'Jamaican Dollar',
                    value: 'JMD',
                  },
                  {
                    name: 'Kenyan Shilling',
                    value: 'KES',
                  },
                  {
                    name: 'Kina',
                    value: 'PGK',
                  },
                  {
                    name: 'Kuna',
                    value: 'HRK',
                  },
                  {
                    name: 'Kyat',
                    value: 'MMK',
                  },
                  {
                    name: 'Lao Kip',
                    value: 'LAK',
                  },
                  {
                    name: 'Lebanese Pound',
                    value: 'LBP',
                  },
                  {
                    name: 'Lek',
                    value: 'ALL',
                  },
                  {
                    name: 'Lempira',
                    value: 'HNL',
                  },
                  {
                    name: 'Liberian Dollar',
                    value: 'LRD',
                  },
                  {
                    name: 'Malaysian Ringgit',
                    value: 'MYR',
                  },
                  {
                    name: 'Mauritius Rupee',
                    value: 'MUR',
                  },
                  {
                    name: 'Mexican Peso',
                    value: 'MXN',
                  },
                  {
                    name: 'Moroccan Dirham',
                    value: 'MAD',
                  },
                  {
                    name: 'Nepalese Rupee',
                    value: 'NPR',
                  },
                  {
                    name: 'New Israeli Sheqel',
                    value: 'ILS',
                  },
                  {
                    name: 'New Taiwan Dollar',
                    value: 'TWD',
                  },
                  {
                    name: 'New Zealand Dollar',
                    value: 'NZD',
                  },
                  {
                    name: 'Norwegian Krone',
                    value: 'NOK',
                  },
                  {
                    name: 'Ouguiya',
                    value: 'MRO',
                  },
                  {
                    name: 'Pa’anga',
                    value: 'TOP',
                  },
                  {
                    name: 'Pakistan Rupee',
                    value: 'PKR',
                  },
                  {
                    name: 'Pataca',
                    value: 'MOP',
                  },
                  {
                    name: 'Philippine Peso',
                    value: 'PHP',
                  },
                  {
                    name: 'Pound Sterling',
                    value: 'GBP',
                  },
                  {
                    name: 'Pula',
                    value: 'BWP',
                  },
                  {
                    name: 'Qatari Rial',
                    value: 'QAR',
                  },
                  {
                    name: 'Quetzal',
                    value: 'GTQ',
                  },
                  {
                    name: 'Rand',
                    value: 'ZAR',
                  },
                  {
                    name: 'Romanian Leu',
                    value: 'RON',
                  },
                  {
                    name: 'Rufiyaa',
                    value: 'MVR',
                  },
                  {
                    name: 'Rupiah',
                    value: 'IDR',
                  },
                  {
                    name: 'Russian Ruble',
                    value: 'RUB',
                  },
                  {
                    name: 'Saudi Riyal',
                    value: 'SAR',
                  },
                  {
                    name: 'Seychelles Rupee',
                    value: 'SCR',
                  },
                  {
                    name: 'Singapore Dollar',
                    value: 'SGD',
                  },
                  {
                    name: 'Sol',
                    value: 'PEN',
                  },
                  {
                    name: 'Solomon Islands Dollar',
                    value: 'SBD',
                  },
                  {
                    name: 'Sri Lanka Rupee',
                    value: 'LKR',
                  },
                  {
                    name: 'Swedish Krona',
                    value: 'SEK',
                  },
                  {
                    name: 'Swiss Franc',
                    value: 'CHF',
                  },
                  {
                    name: 'Syrian Pound',
                    value: 'SYP',
                  },
                  {
                    name: 'Taka',
                    value: 'BDT',
                  },
                  {
                    name: 'Tala',
                    value: 'WST',
                  },
                  {
                    name: 'Tenge',
                    value: 'KZT',
                  },
                  {
                    name: 'Trinidad and Tobago Dollar',
                    value: 'TTD',
                  },
                  {
                    name: 'Turkish Lira',
                    value: 'TRY',
                  },
                  {
                    name: 'UAE Dirham',
                    value: 'AED',
                  },
                  {
                    name: 'US Dollar',
                    value: 'USD',
                  },
                  {
                    name: 'Vatu',
                    value: 'VUV',
                  },
                  {
                    name: 'West African CFA Franc',
                    value: 'XOF',
                  },
                  {
                    name: 'Won',
                    value: 'KRW',
                  },
                  {
                    name: 'Yemeni Rial',
                    value: 'YER',
                  },
                  {
                    name: 'Yen',
                    value: 'JPY',
                  },
                  {
                    name: 'Yuan Renminbi',
                    value: 'CNY',
                  },
                  {
                    name: 'Zloty',
                    value: 'PLN',
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Lead ID',
    name: 'leadId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Lead ID',
    name: 'leadId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Lead ID',
    name: 'leadId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
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
        resource: ['lead'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'label_ids',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLeadLabels',
        },
        default: [],
      },
      {
        displayName: 'Person Name or ID',
        name: 'person_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPersons',
        },
        default: '',
      },
      {
        displayName: 'Value',
        name: 'value',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Value Properties',
            name: 'valueProperties',
            values: [
              {
                displayName: 'Amount',
                name: 'amount',
                type: 'number',
                default: '',
              },
              {
                displayName: 'Currency',
                name: 'currency',
                type: 'options',
                default: 'USD',
                options: [
                  {
                    name: 'Afghani',
                    value: 'AFN',
                  },
                  {
                    name: 'Algerian Dinar',
                    value: 'DZD',
                  },
                  {
                    name: 'Argentine Peso',
                    value: 'ARS',
                  },
                  {
                    name: 'Australian Dollar',
                    value: 'AUD',
                  },
                  {
                    name: 'Azerbaijan Manat',
                    value: 'AZN',
                  },
                  {
                    name: 'Bahamian Dollar',
                    value: 'BSD',
                  },
                  {
                    name: 'Baht',
                    value: 'THB',
                  },
                  {
                    name: 'Barbados Dollar',
                    value: 'BBD',
                  },
                  {
                    name: 'Belize Dollar',
                    value: 'BZD',
                  },
                  {
                    name: 'Bermudian Dollar',
                    value: 'BMD',
                  },
                  {
                    name: 'Boliviano',
                    value: 'BOB',
                  },
                  {
                    name: 'Brazilian Real',
                    value: 'BRL',
                  },
                  {
                    name: 'Brunei Dollar',
                    value: 'BND',
                  },
                  {
                    name: 'Bulgarian Lev',
                    value: 'BGN',
                  },
                  {
                    name: 'Canadian Dollar',
                    value: 'CAD',
                  },
                  {
                    name: 'Chilean Peso',
                    value: 'CLP',
                  },
                  {
                    name: 'Colombian Peso',
                    value: 'COP',
                  },
                  {
                    name: 'Cordoba Oro',
                    value: 'NIO',
                  },
                  {
                    name: 'Costa Rican Colon',
                    value: 'CRC',
                  },
                  {
                    name: 'Czech Koruna',
                    value: 'CZK',
                  },
                  {
                    name: 'Danish Krone',
                    value: 'DKK',
                  },
                  {
                    name: 'Dominican Peso',
                    value: 'DOP',
                  },
                  {
                    name: 'Dong',
                    value: 'VND',
                  },
                  {
                    name: 'East Caribbean Dollar',
                    value: 'XCD',
                  },
                  {
                    name: 'Egyptian Pound',
                    value: 'EGP',
                  },
                  {
                    name: 'Euro',
                    value: 'EUR',
                  },
                  {
                    name: 'Fiji Dollar',
                    value: 'FJD',
                  },
                  {
                    name: 'Forint',
                    value: 'HUF',
                  },
                  {
                    name: 'Hong Kong Dollar',
                    value: 'HKD',
                  },
                  {
                    name: 'Hryvnia',
                    value: 'UAH',
                  },
                  {
                    name: 'Indian Rupee',
                    value: 'INR',
                  },
                  {
                    name: 'Jamaican Dollar',
                    value: 'JMD',
                  },
                  {
                    name: 'Kenyan Shilling',
                    value: 'KES',
                  },
                  {
                    name: 'Kina',
                    value: 'PGK',
                  },
                  {
                    name: 'Kuna',
                    value: 'HRK',
                  },
                  {
                    name: 'Kyat',
                    value: 'MMK',
                  },
                  {
                    name: 'Lao Kip',
                    value: 'LAK',
                  },
                  {
                    name: 'Lebanese Pound',
                    value: 'LBP',
                  },
                  {
                    name: 'Lek',
                    value: 'ALL',
                  },
                  {
                    name: 'Lempira',
                    value: 'HNL',
                  },
                  {
                    name: 'Liberian Dollar',
                    value: 'LRD',
                  },
                  {
                    name: 'Malaysian Ringgit',
                    value: 'MYR',
                  },
                  {
                    name: 'Mauritius Rupee',
                    value: 'MUR',
                  },
                  {
                    name: 'Mexican Peso',
                    value: 'MXN',
                  },
                  {
                    name: 'Moroccan Dirham',
                    value: 'MAD',
                  },
                  {
                    name: 'Nepalese Rupee',
                    value: 'NPR',
                  },
                  {
                    name: 'New Israeli Sheqel',
                    value: 'ILS',
                  },
                  {
                    name: 'New Taiwan Dollar',
                    value: 'TWD',
                  },
                  {
                    name: 'New Zealand Dollar',
                    value: 'NZD',
                  },
                  {
                    name: 'Norwegian Krone',
                    value: 'NOK',
                  },
                  {
                    name: 'Ouguiya',
                    value: 'MRO',
                  },
                  {
                    name: 'Pa’anga',
                    value: 'TOP',
                  },
                  {
                    name: 'Pakistan Rupee',
                    value: 'PKR',
                  },
                  {
                    name: 'Pataca',
                    value: 'MOP',
                  },
                  {
                    name: 'Philippine Peso',
                    value: 'PHP',
                  },
                  {
                    name: 'Pound Sterling',
                    value: 'GBP',
                  },
                  {
                    name: 'Pula',
                    value: 'BWP',
                  },
                  {
                    name: 'Qatari Rial',
                    value: 'QAR',
                  },
                  {
                    name: 'Quetzal',
                    value: 'GTQ',
                  },
                  {
                    name: 'Rand',
                    value: 'ZAR',
                  },
                  {
                    name: 'Romanian Leu',
                    value: 'RON',
                  },
                  {
                    name: 'Rufiyaa',
                    value: 'MVR',
                  },
                  {
                    name: 'Rupiah',
                    value: 'IDR',
                  },
                  {
                    name: 'Russian Ruble',
                    value: 'RUB',
                  },
                  {
                    name: 'Saudi Riyal',
                    value: 'SAR',
                  },
                  {
                    name: 'Seychelles Rupee',
                    value: 'SCR',
                  },
                  {
                    name: 'Singapore Dollar',
                    value: 'SGD',
                  },
                  {
                    name: 'Sol',
                    value: 'PEN',
                  },
                  {
                    name: 'Solomon Islands Dollar',
                    value: 'SBD',
                  },
                  {
                    name: 'Sri Lanka Rupee',
                    value: 'LKR',
                  },
                  {
                    name: 'Swedish Krona',
                    value: 'SEK',
                  },
                  {
                    name: 'Swiss Franc',
                    value: 'CHF',
                  },
                  {
                    name: 'Syrian Pound',
                    value: 'SYP',
                  },
                  {
                    name: 'Taka',
                    value: 'BDT',
                  },
                  {
                    name: 'Tala',
                    value: 'WST',
                  },
                  {
                    name: 'Tenge',
                    value: 'KZT',
                  },
                  {
                    name: 'Trinidad and Tobago Dollar',
                    value: 'TTD',
                  },
                  {
                    name: 'Turkish Lira',
                    value: 'TRY',
                  },
                  {
                    name: 'UAE Dirham',
                    value: 'AED',
                  },
                  {
                    name: 'US Dollar',
                    value: 'USD',
                  },
                  {
                    name: 'Vatu',
                    value: 'VUV',
                  },
                  {
                    name: 'West African CFA Franc',
                    value: 'XOF',
                  },
                  {
                    name: 'Won',
                    value: 'KRW',
                  },
                  {
                    name: 'Yemeni Rial',
                    value: 'YER',
                  },
                  {
                    name: 'Yen',
                    value: 'JPY',
                  },
                  {
                    name: 'Yuan Renminbi',
                    value: 'CNY',
                  },
                  {
                    name: 'Zloty',
                    value: 'PLN',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Expected Close Date',
        name: 'expected_close_date',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Content',
    name: 'content',
    typeOptions: {
      rows: 5,
    },
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['note'],
      },
    },
  },
  {
    displayName: 'Note ID',
    name: 'noteId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['note'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Note ID',
    name: 'noteId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['note'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Note ID',
    name: 'noteId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['note'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['note'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Content',
        name: 'content',
        typeOptions: {
          rows: 5,
        },
        type: 'string',
        default: '',
      },
      {
        displayName: 'Deal ID',
        name: 'deal_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Lead ID',
        name: 'lead_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
    ],
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
        resource: ['organization'],
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
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationLabels',
        },
        default: '',
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
    ],
  },
  {
    displayName: 'Organization ID',
    name: 'organizationId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['organization'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Organization ID',
    name: 'organizationId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['organization'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Term',
    name: 'term',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['organization'],
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
        operation: ['search'],
        resource: ['organization'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exact Match',
        name: 'exactMatch',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'Address',
            value: 'address',
          },
          {
            name: 'Custom Fields',
            value: 'custom_fields',
          },
          {
            name: 'Name',
            value: 'name',
          },
          {
            name: 'Notes',
            value: 'notes',
          },
        ],
      },
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Organization ID',
    name: 'organizationId',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['organization'],
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
        resource: ['organization'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationLabels',
        },
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner ID',
        name: 'owner_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
    ],
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
        resource: ['person'],
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
        resource: ['person'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getPersonCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        typeOptions: {
          multipleValues: true,
        },
        default: '',
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPersonLabels',
        },
        default: '',
      },
      {
        displayName: 'Marketing Status',
        name: 'marketing_status',
        type: 'options',
        options: [
          {
            name: 'No Consent',
            value: 'no_consent',
          },
          {
            name: 'Unsubscribed',
            value: 'unsubscribed',
          },
          {
            name: 'Subscribed',
            value: 'subscribed',
          },
          {
            name: 'Archived',
            value: 'archived',
          },
        ],
        default: 'subscribed',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        typeOptions: {
          multipleValues: true,
        },
        default: '',
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
      {
        displayName: 'User Name or ID',
        name: 'owner_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Person ID',
    name: 'personId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['person'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Person ID',
    name: 'personId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['person'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Person ID',
    name: 'personId',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['person'],
      },
    },
    default: 0,
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['person'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Custom Properties',
        name: 'customProperties',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'property',
            displayName: 'Property',
            values: [
              {
                displayName: 'Property Name or ID',
                name: 'name',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getPersonCustomFields',
                },
                default: '',
              },
              {
                displayName: 'Property Value',
                name: 'value',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        typeOptions: {
          multipleValues: true,
        },
        default: '',
      },
      {
        displayName: 'Label Name or ID',
        name: 'label',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPersonLabels',
        },
        default: '',
      },
      {
        displayName: 'Marketing Status',
        name: 'marketing_status',
        type: 'options',
        options: [
          {
            name: 'No Consent',
            value: 'no_consent',
          },
          {
            name: 'Unsubscribed',
            value: 'unsubscribed',
          },
          {
            name: 'Subscribed',
            value: 'subscribed',
          },
          {
            name: 'Archived',
            value: 'archived',
          },
        ],
        default: 'subscribed',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        typeOptions: {
          multipleValues: true,
        },
        default: '',
      },
      {
        displayName: 'User Name or ID',
        name: 'owner_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
      {
        displayName: 'Visible To',
        name: 'visible_to',
        type: 'options',
        options: [
          {
            name: 'Owner & Followers (Private)',
            value: '1',
          },
          {
            name: 'Entire Company (Shared)',
            value: '3',
          },
        ],
        default: '3',
      },
    ],
  },
  {
    displayName: 'Resolve Properties',
    name: 'resolveProperties',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['activity', 'deal', 'organization', 'person', 'product'],
        operation: ['get', 'getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Encode Properties',
    name: 'encodeProperties',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['activity', 'deal', 'organization', 'person', 'product'],
        operation: ['update'],
      },
    },
    default: false,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
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
        operation: ['getAll'],
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
    displayName: 'Deal Name or ID',
    name: 'dealId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getDeals',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['dealActivity'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['dealActivity'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Done',
        name: 'done',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Exclude Activity IDs',
        name: 'exclude',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Archived Status',
        name: 'archived_status',
        type: 'options',
        default: 'all',
        options: [
          {
            name: 'Archived',
            value: 'archived',
          },
          {
            name: 'All',
            value: 'all',
          },
          {
            name: 'Not Archived',
            value: 'not_archived',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['organization'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'First Char',
        name: 'firstChar',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Predefined Filter Name or ID',
        name: 'filterId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getFilters',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['person'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Predefined Filter Name or ID',
        name: 'filterId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getFilters',
        },
        default: '',
      },
      {
        displayName: 'First Char',
        name: 'firstChar',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Term',
    name: 'term',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['person'],
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
        operation: ['search'],
        resource: ['person'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exact Match',
        name: 'exactMatch',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Fields',
        name: 'includeFields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Organization ID',
        name: 'organizationId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create', 'getAll'],
        resource: ['note'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Deal ID',
        name: 'deal_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Lead ID',
        name: 'lead_id',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Organization Name or ID',
        name: 'org_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getOrganizationIds',
        },
        default: '',
      },
      {
        displayName: 'Person ID',
        name: 'person_id',
        type: 'number',
        default: 0,
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['activity'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Done',
        name: 'done',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'End Date',
        name: 'end_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Predefined Filter Name or ID',
        name: 'filterId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getFilters',
        },
        default: '',
      },
      {
        displayName: 'Star Date',
        name: 'start_date',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Type Names or IDs',
        name: 'type',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getActivityTypes',
        },
        default: [],
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['deal'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Predefined Filter Name or ID',
        name: 'filter_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getFilters',
        },
        default: '',
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stage_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStageIds',
        },
        default: '',
      },
      {
        displayName: 'Status',
        name: 'status',
        type: 'options',
        options: [
          {
            name: 'All Not Deleted',
            value: 'all_not_deleted',
          },
          {
            name: 'Deleted',
            value: 'deleted',
          },
          {
            name: 'Lost',
            value: 'lost',
          },
          {
            name: 'Open',
            value: 'open',
          },
          {
            name: 'Won',
            value: 'won',
          },
        ],
        default: 'all_not_deleted',
      },
      {
        displayName: 'User Name or ID',
        name: 'user_id',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUserIds',
        },
        default: '',
      },
    ],
  },
];
