/**
 * Salesforce 1's parameters (n8n's `n8n-nodes-base.salesforce`): accounts, attachments, cases, contacts, custom objects, documents, flows, leads, opportunities, SOQL search, tasks and users.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const salesforceProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
      {
        name: 'OAuth2 JWT',
        value: 'jwt',
      },
    ],
    default: 'oAuth2',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Account',
        value: 'account',
      },
      {
        name: 'Attachment',
        value: 'attachment',
      },
      {
        name: 'Case',
        value: 'case',
      },
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'Custom Object',
        value: 'customObject',
      },
      {
        name: 'Document',
        value: 'document',
      },
      {
        name: 'Flow',
        value: 'flow',
      },
      {
        name: 'Lead',
        value: 'lead',
      },
      {
        name: 'Opportunity',
        value: 'opportunity',
      },
      {
        name: 'Search',
        value: 'search',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'lead',
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
        name: 'Add Lead To Campaign',
        value: 'addToCampaign',
        action: 'Add a lead to a campaign',
      },
      {
        name: 'Add Note',
        value: 'addNote',
        action: 'Add a note to a lead',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a lead',
      },
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Create or update a lead',
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
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get a lead summary',
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
    displayName: 'Match Against',
    name: 'externalId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getExternalIdFields',
      loadOptionsDependsOn: ['resource'],
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value to Match',
    name: 'externalIdValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Company',
    name: 'company',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create', 'upsert'],
      },
    },
  },
  {
    displayName: 'Last Name',
    name: 'lastname',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['create', 'upsert'],
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
        resource: ['lead'],
        operation: ['create', 'upsert'],
      },
    },
    options: [
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'number',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'firstname',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Has Opted Out of Email',
        name: 'hasOptedOutOfEmail',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Has Opted Out of Fax',
        name: 'hasOptedOutOfFax',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Industry',
        name: 'industry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Unread By Owner',
        name: 'IsUnreadByOwner',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Jigsaw',
        name: 'jigsaw',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
        },
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobilePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Number Of Employees',
        name: 'numberOfEmployees',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadOwners',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
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
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Rating',
        name: 'rating',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Salutation',
        name: 'salutation',
        type: 'string',
        default: '',
      },
      {
        displayName: 'State',
        name: 'state',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadStatuses',
        },
        default: '',
      },
      {
        displayName: 'Street',
        name: 'street',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title',
        name: 'title',
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
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: '',
      },
      {
        displayName: 'City',
        name: 'city',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company',
        name: 'company',
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'number',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'firstname',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Has Opted Out of Email',
        name: 'hasOptedOutOfEmail',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Has Opted Out of Fax',
        name: 'HasOptedOutOfFax',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Industry',
        name: 'industry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Unread By Owner',
        name: 'IsUnreadByOwner',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Jigsaw',
        name: 'jigsaw',
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
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
        },
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobilePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Number Of Employees',
        name: 'numberOfEmployees',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadOwners',
        },
        default: '',
      },
      {
        displayName: 'Postal Code',
        name: 'postalCode',
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
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Rating',
        name: 'rating',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Salutation',
        name: 'salutation',
        type: 'string',
        default: '',
      },
      {
        displayName: 'State',
        name: 'state',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadStatuses',
        },
        default: '',
      },
      {
        displayName: 'Street',
        name: 'street',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title',
        name: 'title',
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
        resource: ['lead'],
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
        resource: ['lead'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getLeadFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
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
        operation: ['addToCampaign'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['addToCampaign'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['addToCampaign'],
      },
    },
    options: [
      {
        displayName: 'Status',
        name: 'status',
        type: 'string',
        default: '',
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
        operation: ['addNote'],
      },
    },
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
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['lead'],
        operation: ['addNote'],
      },
    },
    options: [
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
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
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Add Contact To Campaign',
        value: 'addToCampaign',
        action: 'Add a contact to a campaign',
      },
      {
        name: 'Add Note',
        value: 'addNote',
        action: 'Add a note to a contact',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a contact',
      },
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
      {
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get a contact summary',
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
    displayName: 'Match Against',
    name: 'externalId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getExternalIdFields',
      loadOptionsDependsOn: ['resource'],
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value to Match',
    name: 'externalIdValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Last Name',
    name: 'lastname',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create', 'upsert'],
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
        resource: ['contact'],
        operation: ['create', 'upsert'],
      },
    },
    options: [
      {
        displayName: 'Account Name or ID',
        name: 'acconuntId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAccounts',
        },
        default: '',
      },
      {
        displayName: 'Assistant Name',
        name: 'assistantName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Assistant Phone',
        name: 'Assistant Phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Birth Date',
        name: 'birthdate',
        type: 'dateTime',
        default: '',
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
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Email Bounced Date',
        name: 'otherPostalCode',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Email Bounced Reason',
        name: 'emailBouncedReason',
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
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Phone',
        name: 'homePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Jigsaw',
        name: 'jigsaw',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
        },
        default: '',
      },
      {
        displayName: 'Mailing City',
        name: 'mailingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Country',
        name: 'mailingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobilePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Postal Code',
        name: 'mailingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing State',
        name: 'mailingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Street',
        name: 'mailingStreet',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other City',
        name: 'otherCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Country',
        name: 'otherCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Phone',
        name: 'otherPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Postal Code',
        name: 'otherPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other State',
        name: 'otherState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Street',
        name: 'otherStreet',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Salutation',
        name: 'salutation',
        type: 'string',
        default: '',
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
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
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
        resource: ['contact'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Account Name or ID',
        name: 'acconuntId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAccounts',
        },
        default: '',
      },
      {
        displayName: 'Assistant Name',
        name: 'assistantName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Assistant Phone',
        name: 'Assistant Phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Birth Date',
        name: 'birthdate',
        type: 'dateTime',
        default: '',
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
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
        default: '',
      },
      {
        displayName: 'Email Bounced Date',
        name: 'emailBouncedDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Email Bounced Reason',
        name: 'emailBouncedReason',
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
        name: 'firstName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Phone',
        name: 'homePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Jigsaw',
        name: 'jigsaw',
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
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
        },
        default: '',
      },
      {
        displayName: 'Mailing City',
        name: 'mailingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Country',
        name: 'mailingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing State',
        name: 'mailingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Street',
        name: 'mailingStreet',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mailing Postal Code',
        name: 'mailingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobilePhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other City',
        name: 'otherCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Country',
        name: 'otherCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Phone',
        name: 'otherPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Postal Code',
        name: 'otherPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other State',
        name: 'otherState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Street',
        name: 'otherStreet',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Salutation',
        name: 'salutation',
        type: 'string',
        default: '',
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
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
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
      maxValue: 100,
    },
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
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
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getContactFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addToCampaign'],
      },
    },
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addToCampaign'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addToCampaign'],
      },
    },
    options: [
      {
        displayName: 'Status',
        name: 'status',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['addNote'],
      },
    },
    options: [
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
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
        resource: ['customObject'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a custom object',
      },
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Create or update a custom object',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a custom object',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a custom object',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many custom objects',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a custom object',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['create', 'upsert'],
      },
    },
  },
  {
    displayName: 'Match Against',
    name: 'externalId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getExternalIdFields',
      loadOptionsDependsOn: ['customObject'],
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value to Match',
    name: 'externalIdValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'customFieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['create', 'upsert'],
      },
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
              loadOptionsMethod: 'getCustomObjectFields',
              loadOptionsDependsOn: ['customObject'],
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
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Record ID',
    name: 'recordId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'customFieldsUi',
    placeholder: 'Add Field',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['update'],
      },
    },
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
              loadOptionsMethod: 'getCustomObjectFields',
              loadOptionsDependsOn: ['customObject'],
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
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Record ID',
    name: 'recordId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Record ID',
    name: 'recordId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Custom Object Name or ID',
    name: 'customObject',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCustomObjects',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['customObject'],
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
        resource: ['customObject'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['customObject'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCustomObjectFields',
                  loadOptionsDependsOn: ['customObject'],
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Field Names or IDs',
        name: 'fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCustomObjectFields',
          loadOptionsDependsOn: ['customObject'],
        },
        default: [],
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        operation: ['create', 'upsert'],
        resource: ['customObject'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
          loadOptionsDependsOn: ['customObject'],
        },
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
        resource: ['customObject'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
          loadOptionsDependsOn: ['customObject'],
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
        resource: ['document'],
      },
    },
    options: [
      {
        name: 'Upload',
        value: 'upload',
        action: 'Upload a document',
      },
    ],
    default: 'upload',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['document'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        resource: ['document'],
        operation: ['upload'],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['document'],
        operation: ['upload'],
      },
    },
    options: [
      {
        displayName: 'File Extension',
        name: 'fileExtension',
        type: 'string',
        default: '',
        placeholder: 'pdf',
      },
      {
        displayName: 'Link To Object ID',
        name: 'linkToObjectId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'ownerId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
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
        resource: ['opportunity'],
      },
    },
    options: [
      {
        name: 'Add Note',
        value: 'addNote',
        action: 'Add a note to an opportunity',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create an opportunity',
      },
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Create or update an opportunity',
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
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get an opportunity summary',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an opportunity',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Match Against',
    name: 'externalId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getExternalIdFields',
      loadOptionsDependsOn: ['resource'],
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value to Match',
    name: 'externalIdValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['create', 'upsert'],
      },
    },
  },
  {
    displayName: 'Close Date',
    name: 'closeDate',
    type: 'dateTime',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['create', 'upsert'],
      },
    },
  },
  {
    displayName: 'Stage Name or ID',
    name: 'stageName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getStages',
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['create', 'upsert'],
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
        resource: ['opportunity'],
        operation: ['create', 'upsert'],
      },
    },
    options: [
      {
        displayName: 'Account Name or ID',
        name: 'accountId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getAccounts',
        },
      },
      {
        displayName: 'Amount',
        name: 'amount',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: '',
      },
      {
        displayName: 'Campaign Name or ID',
        name: 'campaignId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCampaigns',
        },
        default: '',
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Forecast Category Name',
        name: 'forecastCategoryName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
        },
        default: '',
      },
      {
        displayName: 'Next Step',
        name: 'nextStep',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Pricebook2 ID',
        name: 'pricebook2Id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        typeOptions: {
          numberPrecision: 1,
        },
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: '',
        options: [
          {
            name: 'Business',
            value: 'Business',
          },
          {
            name: 'New Business',
            value: 'New Business',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
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
        resource: ['opportunity'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Account Name or ID',
        name: 'accountId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getAccounts',
        },
      },
      {
        displayName: 'Amount',
        name: 'amount',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: '',
      },
      {
        displayName: 'Campaign Name or ID',
        name: 'campaignId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCampaigns',
        },
        default: '',
      },
      {
        displayName: 'Close Date',
        name: 'closeDate',
        type: 'dateTime',
        default: '',
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Forecast Category Name',
        name: 'forecastCategoryName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Lead Source Name or ID',
        name: 'leadSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getLeadSources',
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
        displayName: 'Next Step',
        name: 'nextStep',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Pricebook2 ID',
        name: 'pricebook2Id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Probability',
        name: 'probability',
        type: 'number',
        typeOptions: {
          numberPrecision: 1,
        },
        default: '',
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stageName',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStages',
        },
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: '',
        options: [
          {
            name: 'Business',
            value: 'Business',
          },
          {
            name: 'New Business',
            value: 'New Business',
          },
        ],
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
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
    displayOptions: {
      show: {
        resource: ['opportunity'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getOpportunityFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['addNote'],
      },
    },
    options: [
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
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
        resource: ['account'],
      },
    },
    options: [
      {
        name: 'Add Note',
        value: 'addNote',
        action: 'Add a note to an account',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create an account',
      },
      {
        name: 'Create or Update',
        value: 'upsert',
        action: 'Create or update an account',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an account',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an account',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many accounts',
      },
      {
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get an account summary',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an account',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Match Against',
    name: 'externalId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getExternalIdFields',
      loadOptionsDependsOn: ['resource'],
    },
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Value to Match',
    name: 'externalIdValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['upsert'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['create', 'upsert'],
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
        resource: ['account'],
        operation: ['create', 'upsert'],
      },
    },
    options: [
      {
        displayName: 'Account Number',
        name: 'accountNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: '',
      },
      {
        displayName: 'Account Source Name or ID',
        name: 'accountSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAccountSources',
        },
        default: '',
      },
      {
        displayName: 'Billing City',
        name: 'billingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Country',
        name: 'billingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Postal Code',
        name: 'billingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing State',
        name: 'billingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Street',
        name: 'billingStreet',
        type: 'string',
        default: '',
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
        displayName: 'Description',
        name: 'description',
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
        displayName: 'Jigsaw',
        name: 'jigsaw',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Industry',
        name: 'industry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Number Of Employees',
        name: 'numberOfEmployees',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
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
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'SicDesc',
        name: 'sicDesc',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type Name or ID',
        name: 'type',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getAccountTypes',
        },
      },
      {
        displayName: 'Shipping City',
        name: 'shippingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Country',
        name: 'shippingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Postal Code',
        name: 'shippingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping State',
        name: 'shippingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Street',
        name: 'shippingStreet',
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
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
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
        resource: ['account'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Account Number',
        name: 'accountNumber',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Account Source Name or ID',
        name: 'accountSource',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAccountSources',
        },
        default: '',
      },
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        typeOptions: {
          numberPrecision: 2,
        },
        default: '',
      },
      {
        displayName: 'Billing City',
        name: 'billingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Country',
        name: 'billingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Postal Code',
        name: 'billingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing State',
        name: 'billingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Billing Street',
        name: 'billingStreet',
        type: 'string',
        default: '',
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
        displayName: 'Description',
        name: 'description',
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
        displayName: 'Industry',
        name: 'industry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Jigsaw',
        name: 'jigsaw',
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
        displayName: 'Number Of Employees',
        name: 'numberOfEmployees',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'ownerId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'parentId',
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
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'SicDesc',
        name: 'sicDesc',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping City',
        name: 'shippingCity',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Country',
        name: 'shippingCountry',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Postal Code',
        name: 'shippingPostalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping State',
        name: 'shippingState',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Shipping Street',
        name: 'shippingStreet',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type Name or ID',
        name: 'type',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getAccountTypes',
        },
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
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
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
        resource: ['account'],
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
        resource: ['account'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['getAll'],
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
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getAccountFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                noDataExpression: true,
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
    displayName: 'Account ID',
    name: 'accountId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['addNote'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['account'],
        operation: ['addNote'],
      },
    },
    options: [
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'ownerId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
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
        resource: ['search'],
      },
    },
    options: [
      {
        name: 'Query',
        value: 'query',
        action: 'Perform a query',
      },
    ],
    default: 'query',
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['search'],
        operation: ['query'],
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
        resource: ['case'],
      },
    },
    options: [
      {
        name: 'Add Comment',
        value: 'addComment',
        action: 'Add a comment to a case',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a case',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a case',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a case',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many cases',
      },
      {
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get a case summary',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a case',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Type Name or ID',
    name: 'type',
    type: 'options',
    required: true,
    typeOptions: {
      loadOptionsMethod: 'getCaseTypes',
    },
    displayOptions: {
      show: {
        resource: ['case'],
        operation: ['create'],
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
        resource: ['case'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Account ID',
        name: 'accountId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Contact ID',
        name: 'contactId',
        type: 'string',
        default: '',
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Escalated',
        name: 'isEscalated',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Origin Name or ID',
        name: 'origin',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseOrigins',
        },
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseOwners',
        },
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'ParentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority Name or ID',
        name: 'priority',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCasePriorities',
        },
        default: '',
      },
      {
        displayName: 'Reason Name or ID',
        name: 'reason',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseReasons',
        },
        default: '',
      },
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseStatuses',
        },
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Company',
        name: 'suppliedCompany',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Email',
        name: 'suppliedEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Name',
        name: 'suppliedName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Phone',
        name: 'suppliedPhone',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Case ID',
    name: 'caseId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['case'],
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
        resource: ['case'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Account ID',
        name: 'accountId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Contact ID',
        name: 'contactId',
        type: 'string',
        default: '',
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Escalated',
        name: 'isEscalated',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Origin Name or ID',
        name: 'origin',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseOrigins',
        },
        default: '',
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseOwners',
        },
        default: '',
      },
      {
        displayName: 'Parent ID',
        name: 'ParentId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Priority Name or ID',
        name: 'priority',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCasePriorities',
        },
        default: '',
      },
      {
        displayName: 'Reason Name or ID',
        name: 'reason',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseReasons',
        },
        default: '',
      },
      {
        displayName: 'Record Type Name or ID',
        name: 'recordTypeId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getRecordTypes',
        },
        default: '',
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseStatuses',
        },
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Company',
        name: 'suppliedCompany',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Email',
        name: 'suppliedEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Name',
        name: 'suppliedName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Supplied Phone',
        name: 'suppliedPhone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type Name or ID',
        name: 'type',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCaseTypes',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Case ID',
    name: 'caseId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['case'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Case ID',
    name: 'caseId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['case'],
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
        resource: ['case'],
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
        resource: ['case'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['case'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCaseFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Case ID',
    name: 'caseId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['case'],
        operation: ['addComment'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['case'],
        operation: ['addComment'],
      },
    },
    options: [
      {
        displayName: 'Comment Body',
        name: 'commentBody',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Published',
        name: 'isPublished',
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
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get a task summary',
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
    displayName: 'Status Name or ID',
    name: 'status',
    type: 'options',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getTaskStatuses',
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
        resource: ['task'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Activity Date',
        name: 'activityDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Call Disposition',
        name: 'callDisposition',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Call Duration In Seconds',
        name: 'callDurationInSeconds',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Call Object',
        name: 'callObject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Call Type Name or ID',
        name: 'callType',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskCallTypes',
        },
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is ReminderSet',
        name: 'isReminderSet',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Priority Name or ID',
        name: 'priority',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskPriorities',
        },
      },
      {
        displayName: 'Recurrence Type Name or ID',
        name: 'recurrenceType',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskRecurrenceTypes',
        },
      },
      {
        displayName: 'Recurrence Instance Name or ID',
        name: 'recurrenceInstance',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTaskRecurrenceInstances',
        },
        default: '',
      },
      {
        displayName: 'Recurrence Interval',
        name: 'recurrenceInterval',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence Day Of Month',
        name: 'recurrenceDayOfMonth',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence Day Of Week Mask',
        name: 'recurrenceDayOfWeekMask',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence End Date Only',
        name: 'recurrenceEndDateOnly',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Recurrence Month Of Year',
        name: 'recurrenceMonthOfYear',
        type: 'options',
        options: [
          {
            name: 'January',
            value: 'January',
          },
          {
            name: 'February',
            value: 'February',
          },
          {
            name: 'March',
            value: 'March',
          },
          {
            name: 'April',
            value: 'April',
          },
          {
            name: 'May',
            value: 'May',
          },
          {
            name: 'June',
            value: 'June',
          },
          {
            name: 'July',
            value: 'July',
          },
          {
            name: 'August',
            value: 'August',
          },
          {
            name: 'September',
            value: 'September',
          },
          {
            name: 'October',
            value: 'October',
          },
          {
            name: 'November',
            value: 'November',
          },
          {
            name: 'December',
            value: 'December',
          },
        ],
        default: '',
      },
      {
        displayName: 'Recurrence Regenerated Type',
        name: 'recurrenceRegeneratedType',
        type: 'options',
        default: '',
        options: [
          {
            name: 'After Due Date',
            value: 'RecurrenceRegenerateAfterDueDate',
          },
          {
            name: 'After Date Completed',
            value: 'RecurrenceRegenerateAfterToday',
          },
          {
            name: '(Task Closed)',
            value: 'RecurrenceRegenerated',
          },
        ],
      },
      {
        displayName: 'Recurrence Start Date Only',
        name: 'recurrenceEndDateOnly',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Recurrence TimeZone SidKey',
        name: 'recurrenceTimeZoneSidKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reminder Date Time',
        name: 'reminderDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Subject Name or ID',
        name: 'subject',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskSubjects',
        },
      },
      {
        displayName: 'Type Name or ID',
        name: 'type',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskTypes',
        },
      },
      {
        displayName: 'What ID',
        name: 'whatId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Who ID',
        name: 'whoId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
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
        displayName: 'Activity Date',
        name: 'activityDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Call Disposition',
        name: 'callDisposition',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Call Duration In Seconds',
        name: 'callDurationInSeconds',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Call Object',
        name: 'callObject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Call Type Name or ID',
        name: 'callType',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskCallTypes',
        },
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
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is ReminderSet',
        name: 'isReminderSet',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
      {
        displayName: 'Priority Name or ID',
        name: 'priority',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskPriorities',
        },
      },
      {
        displayName: 'Status Name or ID',
        name: 'status',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskStatuses',
        },
      },
      {
        displayName: 'Subject Name or ID',
        name: 'subject',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskSubjects',
        },
      },
      {
        displayName: 'Recurrence Day Of Month',
        name: 'recurrenceDayOfMonth',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence Day Of Week Mask',
        name: 'recurrenceDayOfWeekMask',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence End Date Only',
        name: 'recurrenceEndDateOnly',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Recurrence Instance Name or ID',
        name: 'recurrenceInstance',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getTaskRecurrenceInstances',
        },
        default: '',
      },
      {
        displayName: 'Recurrence Interval',
        name: 'recurrenceInterval',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Recurrence Month Of Year',
        name: 'recurrenceMonthOfYear',
        type: 'options',
        options: [
          {
            name: 'January',
            value: 'January',
          },
          {
            name: 'February',
            value: 'February',
          },
          {
            name: 'March',
            value: 'March',
          },
          {
            name: 'April',
            value: 'April',
          },
          {
            name: 'May',
            value: 'May',
          },
          {
            name: 'June',
            value: 'June',
          },
          {
            name: 'July',
            value: 'July',
          },
          {
            name: 'August',
            value: 'August',
          },
          {
            name: 'September',
            value: 'September',
          },
          {
            name: 'October',
            value: 'October',
          },
          {
            name: 'November',
            value: 'November',
          },
          {
            name: 'December',
            value: 'December',
          },
        ],
        default: '',
      },
      {
        displayName: 'Recurrence Start Date Only',
        name: 'recurrenceEndDateOnly',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Recurrence Regenerated Type',
        name: 'recurrenceRegeneratedType',
        type: 'options',
        default: '',
        options: [
          {
            name: 'After Due Date',
            value: 'RecurrenceRegenerateAfterDueDate',
          },
          {
            name: 'After Date Completed',
            value: 'RecurrenceRegenerateAfterToday',
          },
          {
            name: '(Task Closed)',
            value: 'RecurrenceRegenerated',
          },
        ],
      },
      {
        displayName: 'Recurrence Type Name or ID',
        name: 'recurrenceType',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskRecurrenceTypes',
        },
      },
      {
        displayName: 'Recurrence TimeZone SidKey',
        name: 'recurrenceTimeZoneSidKey',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reminder Date Time',
        name: 'reminderDateTime',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Type Name or ID',
        name: 'type',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getTaskTypes',
        },
      },
      {
        displayName: 'What ID',
        name: 'whatId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Who ID',
        name: 'whoId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
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
        resource: ['task'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getTaskFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
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
        resource: ['attachment'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an attachment',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an attachment',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an attachment',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many attachments',
      },
      {
        name: 'Get Summary',
        value: 'getSummary',
        action: 'Get an attachment summary',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an attachment',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Parent ID',
    name: 'parentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['create'],
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
        resource: ['attachment'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['create'],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
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
        resource: ['attachment'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Input Binary Field',
        name: 'binaryPropertyName',
        type: 'string',
        default: 'data',
        placeholder: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Is Private',
        name: 'isPrivate',
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
        displayName: 'Owner Name or ID',
        name: 'owner',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
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
        resource: ['attachment'],
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
        resource: ['attachment'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'field',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getAtachmentFields',
                },
                default: '',
              },
              {
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
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
    required: true,
    default: '',
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
    default: 50,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Conditions',
        name: 'conditionsUi',
        placeholder: 'Add Condition',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'conditionValues',
            displayName: 'Condition',
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
                displayName: 'Operation',
                name: 'operation',
                type: 'options',
                options: [
                  {
                    name: '<',
                    value: '<',
                  },
                  {
                    name: '<=',
                    value: '<=',
                  },
                  {
                    name: '=',
                    value: 'equal',
                  },
                  {
                    name: '>',
                    value: '>',
                  },
                  {
                    name: '>=',
                    value: '>=',
                  },
                ],
                default: 'equal',
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
        displayName: 'Fields',
        name: 'fields',
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
        resource: ['flow'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many flows',
      },
      {
        name: 'Invoke',
        value: 'invoke',
        action: 'Invoke a flow',
      },
    ],
    default: 'invoke',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['flow'],
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
        resource: ['flow'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
  },
  {
    displayName: 'API Name',
    name: 'apiName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['flow'],
        operation: ['invoke'],
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
        resource: ['flow'],
        operation: ['invoke'],
      },
    },
  },
  {
    displayName: 'Variables',
    name: 'variablesJson',
    type: 'json',
    displayOptions: {
      show: {
        resource: ['flow'],
        operation: ['invoke'],
        jsonParameters: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Variables',
    name: 'variablesUi',
    placeholder: 'Add Variable',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['flow'],
        operation: ['invoke'],
        jsonParameters: [false],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Variable',
        name: 'variablesValues',
        values: [
          {
            displayName: 'Name',
            name: 'name',
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
];
