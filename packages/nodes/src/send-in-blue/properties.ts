/**
 * Brevo 1's parameters (n8n's `n8n-nodes-base.sendInBlue`): contacts, contact attributes, e-mail and senders.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const sendInBlueProperties: NodeProperty[] = [
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
        name: 'Contact Attribute',
        value: 'attribute',
      },
      {
        name: 'Email',
        value: 'email',
      },
      {
        name: 'Sender',
        value: 'sender',
      },
    ],
    default: 'email',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['attribute'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an attribute',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an attribute',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an attribute',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many attributes',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Category',
    name: 'attributeCategory',
    default: 'normal',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'Calculated',
        value: 'calculated',
      },
      {
        name: 'Category',
        value: 'category',
      },
      {
        name: 'Global',
        value: 'global',
      },
      {
        name: 'Normal',
        value: 'normal',
      },
      {
        name: 'Transactional',
        value: 'transactional',
      },
    ],
    type: 'options',
    required: true,
  },
  {
    displayName: 'Name',
    name: 'attributeName',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['create'],
      },
    },
    required: true,
    type: 'string',
  },
  {
    displayName: 'Type',
    name: 'attributeType',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['create'],
        attributeCategory: ['normal'],
      },
    },
    options: [
      {
        name: 'Boolean',
        value: 'boolean',
      },
      {
        name: 'Date',
        value: 'date',
      },
      {
        name: 'Float',
        value: 'float',
      },
      {
        name: 'Text',
        value: 'text',
      },
    ],
    required: true,
    type: 'options',
  },
  {
    displayName: 'Value',
    name: 'attributeValue',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['create'],
        attributeCategory: ['global', 'calculated'],
      },
    },
    type: 'string',
    required: true,
  },
  {
    displayName: 'Contact Attribute List',
    name: 'attributeCategoryList',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['create'],
        attributeCategory: ['category'],
      },
    },
    options: [
      {
        displayName: 'Contact Attributes',
        name: 'categoryEnumeration',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attributesValues',
            displayName: 'Attribute',
            values: [
              {
                displayName: 'Value ID',
                name: 'attributeCategoryValue',
                type: 'number',
                default: 1,
              },
              {
                displayName: 'Label',
                name: 'attributeCategoryLabel',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
        default: {},
      },
    ],
  },
  {
    displayName: 'Category',
    name: 'updateAttributeCategory',
    default: 'calculated',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['update'],
      },
    },
    options: [
      {
        name: 'Calculated',
        value: 'calculated',
      },
      {
        name: 'Category',
        value: 'category',
      },
      {
        name: 'Global',
        value: 'global',
      },
    ],
    type: 'options',
  },
  {
    displayName: 'Name',
    name: 'updateAttributeName',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['update'],
      },
    },
    type: 'string',
  },
  {
    displayName: 'Value',
    name: 'updateAttributeValue',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['update'],
      },
      hide: {
        updateAttributeCategory: ['category'],
      },
    },
    type: 'string',
  },
  {
    displayName: 'Update Fields',
    name: 'updateAttributeCategoryList',
    default: {},
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['update'],
        updateAttributeCategory: ['category'],
      },
    },
    options: [
      {
        displayName: 'Contact Attributes',
        name: 'updateCategoryEnumeration',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'updateAttributesValues',
            displayName: 'Attribute',
            values: [
              {
                displayName: 'Value',
                name: 'attributeCategoryValue',
                type: 'number',
                default: 1,
              },
              {
                displayName: 'Label',
                name: 'attributeCategoryLabel',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
        default: {},
      },
    ],
  },
  {
    displayName: 'Category',
    name: 'deleteAttributeCategory',
    default: 'normal',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['delete'],
      },
    },
    options: [
      {
        name: 'Calculated',
        value: 'calculated',
      },
      {
        name: 'Category',
        value: 'category',
      },
      {
        name: 'Global',
        value: 'global',
      },
      {
        name: 'Normal',
        value: 'normal',
      },
      {
        name: 'Transactional',
        value: 'transactional',
      },
    ],
    type: 'options',
  },
  {
    displayName: 'Name',
    name: 'deleteAttributeName',
    default: '',
    displayOptions: {
      show: {
        resource: ['attribute'],
        operation: ['delete'],
      },
    },
    type: 'string',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['attribute'],
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
        resource: ['attribute'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 1000,
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
        resource: ['sender'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a sender',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a sender',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many senders',
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
        resource: ['sender'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['sender'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Sender ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['sender'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['sender'],
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
        resource: ['sender'],
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
        name: 'Create',
        value: 'create',
        action: 'Create a contact',
      },
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Upsert a contact',
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
    default: 'create',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Contact Attributes',
    name: 'createContactAttributes',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    options: [
      {
        name: 'attributesValues',
        displayName: 'Attribute',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'options',
            typeOptions: {
              loadOptions: {
                routing: {
                  request: {
                    method: 'GET',
                    url: '/v3/contacts/attributes',
                  },
                  output: {
                    postReceive: [
                      {
                        type: 'rootProperty',
                        properties: {
                          property: 'attributes',
                        },
                      },
                      {
                        type: 'setKeyValue',
                        properties: {
                          name: '={{$responseItem.name}} - ({{$responseItem.category}})',
                          value: '={{$responseItem.name}}',
                        },
                      },
                      {
                        type: 'sort',
                        properties: {
                          key: 'name',
                        },
                      },
                    ],
                  },
                },
              },
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
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
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
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Sort',
        name: 'sort',
        type: 'options',
        options: [
          {
            name: 'DESC',
            value: 'desc',
          },
          {
            name: 'ASC',
            value: 'asc',
          },
        ],
        default: 'desc',
      },
    ],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Modified Since',
        name: 'modifiedSince',
        type: 'dateTime',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact Identifier',
    name: 'identifier',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
    required: true,
    default: '',
  },
  {
    displayName: 'Contact Identifier',
    name: 'identifier',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Contact Identifier',
    name: 'identifier',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    type: 'string',
    required: true,
  },
  {
    displayName: 'Attributes',
    name: 'updateAttributes',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Attribute',
        name: 'updateAttributesValues',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'options',
            typeOptions: {
              loadOptions: {
                routing: {
                  request: {
                    method: 'GET',
                    url: '/v3/contacts/attributes',
                  },
                  output: {
                    postReceive: [
                      {
                        type: 'rootProperty',
                        properties: {
                          property: 'attributes',
                        },
                      },
                      {
                        type: 'setKeyValue',
                        properties: {
                          name: '={{$responseItem.name}} - ({{$responseItem.category}})',
                          value: '={{$responseItem.name}}',
                        },
                      },
                      {
                        type: 'sort',
                        properties: {
                          key: 'name',
                        },
                      },
                    ],
                  },
                },
              },
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
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['upsert'],
      },
    },
    type: 'string',
    required: true,
  },
  {
    displayName: 'Contact Attributes',
    name: 'upsertAttributes',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['upsert'],
      },
    },
    options: [
      {
        name: 'upsertAttributesValues',
        displayName: 'Attribute',
        values: [
          {
            displayName: 'Field Name',
            name: 'fieldName',
            type: 'options',
            typeOptions: {
              loadOptions: {
                routing: {
                  request: {
                    method: 'GET',
                    url: '/v3/contacts/attributes',
                  },
                  output: {
                    postReceive: [
                      {
                        type: 'rootProperty',
                        properties: {
                          property: 'attributes',
                        },
                      },
                      {
                        type: 'setKeyValue',
                        properties: {
                          name: '={{$responseItem.name}} - ({{$responseItem.category}})',
                          value: '={{$responseItem.name}}',
                        },
                      },
                      {
                        type: 'sort',
                        properties: {
                          key: 'name',
                        },
                      },
                    ],
                  },
                },
              },
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
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['email'],
      },
    },
    options: [
      {
        name: 'Send',
        value: 'send',
        action: 'Send a transactional email',
      },
      {
        name: 'Send Template',
        value: 'sendTemplate',
        action: 'Send an email with an existing Template',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Send HTML',
    name: 'sendHTML',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
      },
    },
    default: false,
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
      },
    },
    default: '',
  },
  {
    displayName: 'Text Content',
    name: 'textContent',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
        sendHTML: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'HTML Content',
    name: 'htmlContent',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
        sendHTML: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Sender',
    name: 'sender',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Receipients',
    name: 'receipients',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['send'],
      },
    },
    options: [
      {
        displayName: 'Attachments',
        name: 'emailAttachments',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            name: 'attachment',
            displayName: 'Attachment Data',
            values: [
              {
                displayName: 'Input Data Field Name',
                default: '',
                name: 'binaryPropertyName',
                type: 'string',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Receipients BCC',
        name: 'receipientsBCC',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            name: 'receipientBcc',
            displayName: 'Receipient',
            values: [
              {
                displayName: 'Receipient',
                name: 'bcc',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Receipients CC',
        name: 'receipientsCC',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            name: 'receipientCc',
            displayName: 'Receipient',
            values: [
              {
                displayName: 'Receipient',
                name: 'cc',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Email Tags',
        name: 'emailTags',
        default: {},
        type: 'fixedCollection',
        options: [
          {
            displayName: 'Tags',
            name: 'tags',
            values: [
              {
                displayName: 'Tag',
                default: '',
                name: 'tag',
                type: 'string',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    displayName: 'Template ID',
    name: 'templateId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptions: {
        routing: {
          request: {
            method: 'GET',
            url: '/v3/smtp/templates',
            qs: {
              templateStatus: true,
              limit: 1000,
              offset: 0,
              sort: 'desc',
            },
          },
          output: {
            postReceive: [
              {
                type: 'rootProperty',
                properties: {
                  property: 'templates',
                },
              },
              {
                type: 'setKeyValue',
                properties: {
                  name: '={{$responseItem.name}}',
                  value: '={{$responseItem.id}}',
                },
              },
              {
                type: 'sort',
                properties: {
                  key: 'name',
                },
              },
            ],
          },
        },
      },
    },
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['sendTemplate'],
      },
    },
  },
  {
    displayName: 'Receipients',
    name: 'receipients',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['sendTemplate'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['email'],
        operation: ['sendTemplate'],
      },
    },
    options: [
      {
        displayName: 'Attachments',
        name: 'emailAttachments',
        type: 'fixedCollection',
        default: {},
        options: [
          {
            displayName: 'Attachment Data',
            name: 'attachment',
            values: [
              {
                displayName: 'Input Data Field Name',
                name: 'binaryPropertyName',
                default: '',
                type: 'string',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Email Tags',
        name: 'emailTags',
        default: {},
        type: 'fixedCollection',
        options: [
          {
            displayName: 'Tags',
            name: 'tags',
            values: [
              {
                displayName: 'Tag',
                default: '',
                name: 'tag',
                type: 'string',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Template Parameters',
        name: 'templateParameters',
        default: {},
        type: 'fixedCollection',
        options: [
          {
            name: 'parameterValues',
            displayName: 'Parameters',
            values: [
              {
                displayName: 'Parameter',
                name: 'parameters',
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
    displayName: 'Request Options',
    name: 'requestOptions',
    type: 'collection',
    default: {},
    options: [
      {
        displayName: 'Batching',
        name: 'batching',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {
          batch: {},
        },
        options: [
          {
            displayName: 'Batching',
            name: 'batch',
            values: [
              {
                displayName: 'Items per Batch',
                name: 'batchSize',
                type: 'number',
                typeOptions: {
                  minValue: -1,
                },
                default: 50,
              },
              {
                displayName: 'Batch Interval (ms)',
                name: 'batchInterval',
                type: 'number',
                typeOptions: {
                  minValue: 0,
                },
                default: 1000,
              },
            ],
          },
        ],
      },
      {
        displayName: 'Ignore SSL Issues (Insecure)',
        name: 'allowUnauthorizedCerts',
        type: 'boolean',
        noDataExpression: true,
        default: false,
      },
      {
        displayName: 'Proxy',
        name: 'proxy',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Timeout',
        name: 'timeout',
        type: 'number',
        typeOptions: {
          minValue: 1,
        },
        default: 10000,
      },
    ],
  },
];
