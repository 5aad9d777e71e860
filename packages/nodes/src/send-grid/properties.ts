/**
 * SendGrid 1's parameters (n8n's `n8n-nodes-base.sendGrid`): contacts, lists and mail. Names,
 * types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's editor
 * mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const sendGridProperties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'List',
        value: 'list',
      },
      {
        name: 'Mail',
        value: 'mail',
      },
    ],
    default: 'list',
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
        name: 'Update',
        value: 'update',
        action: 'Update a list',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['list'],
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
        resource: ['list'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
    },
    default: 100,
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['list'],
      },
    },
    default: '',
  },
  {
    displayName: 'List ID',
    name: 'listId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['list'],
      },
    },
    default: '',
  },
  {
    displayName: 'Delete Contacts',
    name: 'deleteContacts',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'List ID',
    name: 'listId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['list'],
      },
    },
    default: '',
  },
  {
    displayName: 'Contact Sample',
    name: 'contactSample',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'List ID',
    name: 'listId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['list'],
      },
    },
    default: '',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['list'],
      },
    },
    default: '',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Create or update a contact',
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
    ],
    default: 'upsert',
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
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Query',
        name: 'query',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    required: true,
    displayOptions: {
      show: {
        operation: ['upsert'],
        resource: ['contact'],
      },
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
        resource: ['contact'],
        operation: ['upsert'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'addressUi',
        placeholder: 'Address',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            name: 'addressValues',
            displayName: 'Address',
            values: [
              {
                displayName: 'Address Line 1',
                name: 'address1',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address Line 2',
                name: 'address2',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Alternate Emails',
        name: 'alternateEmails',
        type: 'string',
        default: '',
      },
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
        displayName: 'First Name',
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Postal Code',
        name: 'postalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'State/Province/Region',
        name: 'stateProvinceRegion',
        type: 'string',
        default: '',
      },
      {
        displayName: 'List IDs',
        name: 'listIdsUi',
        placeholder: 'List IDs',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            name: 'listIdValues',
            displayName: 'List IDs',
            values: [
              {
                displayName: 'List Names or IDs',
                name: 'listIds',
                type: 'multiOptions',
                typeOptions: {
                  loadOptionsMethod: 'getListIds',
                },
                default: [],
              },
            ],
          },
        ],
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        placeholder: 'Add Custom Fields',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'customFieldValues',
            displayName: 'Field',
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
                displayName: 'Field Value',
                name: 'fieldValue',
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
    displayName: 'Contact IDs',
    name: 'ids',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['delete'],
        deleteAll: [false],
      },
    },
  },
  {
    displayName: 'Delete All',
    name: 'deleteAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['delete'],
      },
    },
    default: false,
  },
  {
    displayName: 'By',
    name: 'by',
    type: 'options',
    options: [
      {
        name: 'ID',
        value: 'id',
      },
      {
        name: 'Email',
        value: 'email',
      },
    ],
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
      },
    },
    default: 'id',
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
        by: ['id'],
      },
    },
    default: '',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
        by: ['email'],
      },
    },
    default: '',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['mail'],
      },
    },
    options: [
      {
        name: 'Send',
        value: 'send',
        action: 'Send an email',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Sender Email',
    name: 'fromEmail',
    type: 'string',
    default: '',
    placeholder: 'sender@domain.com',
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Sender Name',
    name: 'fromName',
    type: 'string',
    default: '',
    placeholder: 'John Smith',
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Recipient Email',
    name: 'toEmail',
    type: 'string',
    default: '',
    placeholder: 'recipient@domain.com',
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
        dynamicTemplate: [false],
      },
    },
  },
  {
    displayName: 'Dynamic Template',
    name: 'dynamicTemplate',
    type: 'boolean',
    required: true,
    default: false,
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'MIME Type',
    name: 'contentType',
    type: 'options',
    default: 'text/plain',
    options: [
      {
        name: 'Plain Text',
        value: 'text/plain',
      },
      {
        name: 'HTML',
        value: 'text/html',
      },
    ],
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
        dynamicTemplate: [false],
      },
    },
  },
  {
    displayName: 'Message Body',
    name: 'contentValue',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
        dynamicTemplate: [false],
      },
    },
  },
  {
    displayName: 'Template Name or ID',
    name: 'templateId',
    type: 'options',
    default: [],
    typeOptions: {
      loadOptionsMethod: 'getTemplateIds',
    },
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
        dynamicTemplate: [true],
      },
    },
  },
  {
    displayName: 'Dynamic Template Fields',
    name: 'dynamicTemplateFields',
    placeholder: 'Add Dynamic Template Fields',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
        dynamicTemplate: [true],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        values: [
          {
            displayName: 'Key',
            name: 'key',
            type: 'string',
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
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['mail'],
        operation: ['send'],
      },
    },
    options: [
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'string',
        default: '',
      },
      {
        displayName: 'BCC Email',
        name: 'bccEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Categories',
        name: 'categories',
        type: 'string',
        default: '',
      },
      {
        displayName: 'CC Email',
        name: 'ccEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Enable Sandbox',
        name: 'enableSandbox',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'IP Pool Name',
        name: 'ipPoolName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reply-To Email',
        name: 'replyToEmail',
        type: 'string',
        default: '',
        placeholder: 'reply@domain.com',
      },
      {
        displayName: 'Headers',
        name: 'headers',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Details',
            name: 'details',
            values: [
              {
                displayName: 'Key',
                name: 'key',
                type: 'string',
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
        displayName: 'Send At',
        name: 'sendAt',
        type: 'dateTime',
        default: '',
      },
    ],
  },
];
