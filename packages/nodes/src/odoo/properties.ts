/**
 * Odoo 1's parameters (n8n's `n8n-nodes-base.odoo`): contacts, custom resources, notes and opportunities over Odoo's JSON-RPC API.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const odooProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    default: 'contact',
    noDataExpression: true,
    options: [
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'Custom Resource',
        value: 'custom',
      },
      {
        name: 'Note',
        value: 'note',
      },
      {
        name: 'Opportunity',
        value: 'opportunity',
      },
    ],
  },
  {
    displayName: 'Custom Resource Name or ID',
    name: 'customResource',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getModels',
    },
    displayOptions: {
      show: {
        resource: ['custom'],
      },
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    default: 'create',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['custom'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an item',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an item',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an item',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many items',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an item',
      },
    ],
  },
  {
    displayName: 'Fields',
    name: 'fieldsToCreateOrUpdate',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add Field',
    },
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['custom'],
      },
    },
    options: [
      {
        displayName: 'Field Record:',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'fieldName',
            type: 'options',
            default: '',
            typeOptions: {
              loadOptionsMethod: 'getModelFields',
            },
          },
          {
            displayName: 'New Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Custom Resource ID',
    name: 'customResourceId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get', 'delete'],
        resource: ['custom'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['custom'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: {
      show: {
        resource: ['custom'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['getAll', 'get'],
        resource: ['custom'],
      },
    },
    options: [
      {
        displayName: 'Fields to Include',
        name: 'fieldsList',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getModelFields',
          loadOptionsDependsOn: ['customResource'],
        },
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'filterRequest',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add Filter',
    },
    default: {},
    placeholder: 'Add condition',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['custom'],
      },
    },
    options: [
      {
        name: 'filter',
        displayName: 'Filter',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'fieldName',
            type: 'options',
            default: '',
            typeOptions: {
              loadOptionsDependsOn: ['customResource'],
              loadOptionsMethod: 'getModelFields',
            },
          },
          {
            displayName: 'Operator',
            name: 'operator',
            type: 'options',
            default: 'equal',
            options: [
              {
                name: '!=',
                value: 'notEqual',
              },
              {
                name: '<',
                value: 'lesserThen',
              },
              {
                name: '<=',
                value: 'lesserOrEqual',
              },
              {
                name: '=',
                value: 'equal',
              },
              {
                name: '>',
                value: 'greaterThen',
              },
              {
                name: '>=',
                value: 'greaterOrEqual',
              },
              {
                name: 'Child Of',
                value: 'childOf',
              },
              {
                name: 'In',
                value: 'in',
              },
              {
                name: 'Like',
                value: 'like',
              },
              {
                name: 'Not In',
                value: 'notIn',
              },
            ],
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
    displayName: 'Custom Resource ID',
    name: 'customResourceId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['custom'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'fieldsToCreateOrUpdate',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add Field',
    },
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['custom'],
      },
    },
    options: [
      {
        displayName: 'Field Record:',
        name: 'fields',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'fieldName',
            type: 'options',
            default: '',
            typeOptions: {
              loadOptionsMethod: 'getModelFields',
            },
          },
          {
            displayName: 'New Value',
            name: 'fieldValue',
            type: 'string',
            default: '',
          },
        ],
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
        resource: ['opportunity'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an opportunity',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an opportunity',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an opportunity',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many opportunities',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an opportunity',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'opportunityName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['opportunity'],
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
        operation: ['create'],
        resource: ['opportunity'],
      },
    },
    options: [
      {
        displayName: 'Email',
        name: 'email_from',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Expected Revenue',
        name: 'expected_revenue',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Internal Notes',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'options',
        default: '1',
        options: [
          {
            name: '1',
            value: '1',
          },
          {
            name: '2',
            value: '2',
          },
          {
            name: '3',
            value: '3',
          },
        ],
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        default: 0,
        typeOptions: {
          maxValue: 100,
          minValue: 0,
        },
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get', 'delete'],
        resource: ['opportunity'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['getAll', 'get'],
        resource: ['opportunity'],
      },
    },
    options: [
      {
        displayName: 'Fields to Include',
        name: 'fieldsList',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getModelFields',
        },
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['opportunity'],
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
        operation: ['update'],
        resource: ['opportunity'],
      },
    },
    options: [
      {
        displayName: 'Email',
        name: 'email_from',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Expected Revenue',
        name: 'expected_revenue',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Internal Notes',
        name: 'description',
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
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority',
        name: 'priority',
        type: 'options',
        default: '1',
        options: [
          {
            name: '1',
            value: '1',
          },
          {
            name: '2',
            value: '2',
          },
          {
            name: '3',
            value: '3',
          },
        ],
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        default: 0,
        typeOptions: {
          maxValue: 100,
          minValue: 0,
        },
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
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a contact',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a contact',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a contact',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many contacts',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a contact',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'contactName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
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
        operation: ['create'],
        resource: ['contact'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'address',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Address',
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            name: 'value',
            displayName: 'Address',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Name or ID',
                name: 'country_id',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsMethod: 'getCountries',
                },
              },
              {
                displayName: 'State Name or ID',
                name: 'state_id',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsMethod: 'getStates',
                },
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street 2',
                name: 'street2',
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
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Internal Notes',
        name: 'comment',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Job Position',
        name: 'function',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile',
        name: 'mobile',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tax ID',
        name: 'vat',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Website',
        name: 'website',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get', 'delete'],
        resource: ['contact'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['getAll', 'get'],
        resource: ['contact'],
      },
    },
    options: [
      {
        displayName: 'Fields to Include',
        name: 'fieldsList',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getModelFields',
        },
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['contact'],
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
        operation: ['update'],
        resource: ['contact'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'address',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Address',
        typeOptions: {
          multipleValues: false,
        },
        options: [
          {
            name: 'value',
            displayName: 'Address',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Name or ID',
                name: 'country_id',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsMethod: 'getCountries',
                },
              },
              {
                displayName: 'State Name or ID',
                name: 'state_id',
                type: 'options',
                default: '',
                typeOptions: {
                  loadOptionsMethod: 'getStates',
                },
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street 2',
                name: 'street2',
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
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Internal Notes',
        name: 'comment',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Job Position',
        name: 'function',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile',
        name: 'mobile',
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
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tax ID',
        name: 'vat',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Website',
        name: 'website',
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
  },
  {
    displayName: 'Memo',
    name: 'memo',
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
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get', 'delete'],
        resource: ['note'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['note'],
        operation: ['getAll'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    default: 50,
    displayOptions: {
      show: {
        resource: ['note'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['getAll', 'get'],
        resource: ['note'],
      },
    },
    options: [
      {
        displayName: 'Fields to Include',
        name: 'fieldsList',
        type: 'multiOptions',
        default: [],
        typeOptions: {
          loadOptionsMethod: 'getModelFields',
        },
      },
    ],
  },
  {
    displayName: 'Note ID',
    name: 'noteId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['note'],
      },
    },
  },
  {
    displayName: 'Memo',
    name: 'memo',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['note'],
      },
    },
  },
];
