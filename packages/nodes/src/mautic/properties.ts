/**
 * Mautic 1's parameters (n8n's `n8n-nodes-base.mautic`): companies, contacts (with points, do-not-contact lists and emails), a contact's segments, campaigns and companies, and segment emails. Names, types, defaults, options and display rules are n8n 1.123's (including its spellings, such as `numberOfEmpoyees`); descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mauticProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Credentials',
        value: 'credentials',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'credentials',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Campaign Contact',
        value: 'campaignContact',
      },
      {
        name: 'Company',
        value: 'company',
      },
      {
        name: 'Company Contact',
        value: 'companyContact',
      },
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'Contact Segment',
        value: 'contactSegment',
      },
      {
        name: 'Segment Email',
        value: 'segmentEmail',
      },
    ],
    default: 'contact',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['company'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a company',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a company',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a company',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many companies',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a company',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Company Name',
    name: 'name',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['create'],
      },
    },
    default: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'addressUi',
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
              {
                displayName: 'City',
                name: 'city',
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
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zipCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Company Email',
        name: 'companyEmail',
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
            name: 'customFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCompanyFields',
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
        displayName: 'Industry Name or ID',
        name: 'industry',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIndustries',
        },
        default: '',
      },
      {
        displayName: 'Is Published',
        name: 'isPublished',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Number of Employees',
        name: 'numberOfEmpoyees',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Overwrite With Blank',
        name: 'overwriteWithBlank',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Phone',
        name: 'phone',
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
    displayName: 'Company ID',
    name: 'companyId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['company'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['update'],
      },
    },
    default: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'addressUi',
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
              {
                displayName: 'City',
                name: 'city',
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
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zipCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Annual Revenue',
        name: 'annualRevenue',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Company Email',
        name: 'companyEmail',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Name',
        name: 'name',
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
            name: 'customFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getCompanyFields',
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
        displayName: 'Industry Name or ID',
        name: 'industry',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIndustries',
        },
        default: '',
      },
      {
        displayName: 'Is Published',
        name: 'isPublished',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Number of Employees',
        name: 'numberOfEmpoyees',
        type: 'number',
        default: 0,
      },
      {
        displayName: 'Overwrite With Blank',
        name: 'overwriteWithBlank',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Phone',
        name: 'phone',
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
    displayName: 'Company ID',
    name: 'companyId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['company'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['get'],
      },
    },
    default: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
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
        resource: ['company'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 30,
    },
    default: 30,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['getAll'],
      },
    },
    default: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Order Direction',
        name: 'orderByDir',
        type: 'options',
        options: [
          {
            name: 'ASC',
            value: 'asc',
          },
          {
            name: 'DESC',
            value: 'desc',
          },
        ],
        default: '',
      },
      {
        displayName: 'Order By Name or ID',
        name: 'orderBy',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCompanyFields',
        },
        default: '',
      },
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Company ID',
    name: 'companyId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['company'],
      },
    },
    default: '',
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['company'],
        operation: ['delete'],
      },
    },
    default: true,
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
        name: 'Delete',
        value: 'delete',
        action: 'Delete a contact',
      },
      {
        name: 'Edit Contact Points',
        value: 'editContactPoint',
        action: "Edit a contact's points",
      },
      {
        name: 'Edit Do Not Contact List',
        value: 'editDoNotContactList',
        action: 'Add/remove contacts from/to the do not contact list',
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
        name: 'Send Email',
        value: 'sendEmail',
        action: 'Send email to a contact',
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
    displayName: 'JSON Parameters',
    name: 'jsonParameters',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'First Name',
    name: 'firstName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Last Name',
    name: 'lastName',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Primary Company Name or ID',
    name: 'company',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getCompanies',
    },
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Position',
    name: 'position',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
        jsonParameters: [false],
      },
    },
    default: '',
  },
  {
    displayName: 'Body',
    name: 'bodyJson',
    type: 'json',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
        jsonParameters: [true],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'addressUi',
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
              {
                displayName: 'City',
                name: 'city',
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
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zipCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'B2B or B2C',
        name: 'b2bOrb2c',
        type: 'options',
        options: [
          {
            name: 'B2B',
            value: 'B2B',
          },
          {
            name: 'B2C',
            value: 'B2C',
          },
        ],
        default: '',
      },
      {
        displayName: 'CRM ID',
        name: 'crmId',
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
            name: 'customFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getContactFields',
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
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Has Purchased',
        name: 'hasPurchased',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'IP Address',
        name: 'ipAddress',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Active',
        name: 'lastActive',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Mobile',
        name: 'mobile',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Owner ID',
        name: 'ownerId',
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
        displayName: 'Prospect or Customer',
        name: 'prospectOrCustomer',
        type: 'options',
        options: [
          {
            name: 'Prospect',
            value: 'Prospect',
          },
          {
            name: 'Customer',
            value: 'Customer',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sandbox',
        name: 'sandbox',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stage',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getStages',
        },
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
        displayName: 'Social Media',
        name: 'socialMediaUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            name: 'socialMediaValues',
            displayName: 'Social Media',
            values: [
              {
                displayName: 'Facebook',
                name: 'facebook',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Foursquare',
                name: 'foursquare',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Instagram',
                name: 'instagram',
                type: 'string',
                default: '',
              },
              {
                displayName: 'LinkedIn',
                name: 'linkedIn',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Skype',
                name: 'skype',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Twitter',
                name: 'twitter',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
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
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['contact'],
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
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Body',
        name: 'bodyJson',
        type: 'json',
        displayOptions: {
          show: {
            '/jsonParameters': [true],
          },
        },
        default: '',
      },
      {
        displayName: 'Address',
        name: 'addressUi',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: false,
        },
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
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
              {
                displayName: 'City',
                name: 'city',
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
                displayName: 'Country',
                name: 'country',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Zip Code',
                name: 'zipCode',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'B2B or B2C',
        name: 'b2bOrb2c',
        type: 'options',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'B2B',
            value: 'B2B',
          },
          {
            name: 'B2C',
            value: 'B2C',
          },
        ],
        default: '',
      },
      {
        displayName: 'CRM ID',
        name: 'crmId',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
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
            name: 'customFieldValues',
            displayName: 'Field',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                type: 'options',
                typeOptions: {
                  loadOptionsMethod: 'getContactFields',
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
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Fax',
        name: 'fax',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'firstName',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Has Purchased',
        name: 'hasPurchased',
        type: 'boolean',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: false,
      },
      {
        displayName: 'IP Address',
        name: 'ipAddress',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Last Active',
        name: 'lastActive',
        type: 'dateTime',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'lastName',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Mobile',
        name: 'mobile',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Owner ID',
        name: 'ownerId',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Position',
        name: 'position',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Primary Company Name or ID',
        name: 'company',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCompanies',
        },
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Prospect or Customer',
        name: 'prospectOrCustomer',
        type: 'options',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        options: [
          {
            name: 'Prospect',
            value: 'Prospect',
          },
          {
            name: 'Customer',
            value: 'Customer',
          },
        ],
        default: '',
      },
      {
        displayName: 'Sandbox',
        name: 'sandbox',
        type: 'boolean',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: false,
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stage',
        type: 'options',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        typeOptions: {
          loadOptionsMethod: 'getStages',
        },
        default: '',
      },
      {
        displayName: 'Tag Names or IDs',
        name: 'tags',
        type: 'multiOptions',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        typeOptions: {
          loadOptionsMethod: 'getTags',
        },
        default: [],
      },
      {
        displayName: 'Title',
        name: 'title',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'Social Media',
        name: 'socialMediaUi',
        type: 'fixedCollection',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        typeOptions: {
          multipleValues: false,
        },
        default: {},
        options: [
          {
            name: 'socialMediaValues',
            displayName: 'Social Media',
            values: [
              {
                displayName: 'Facebook',
                name: 'facebook',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Foursquare',
                name: 'foursquare',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Instagram',
                name: 'instagram',
                type: 'string',
                default: '',
              },
              {
                displayName: 'LinkedIn',
                name: 'linkedIn',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Skype',
                name: 'skype',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Twitter',
                name: 'twitter',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Website',
        name: 'website',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
      {
        displayName: 'IP Address',
        name: 'ipAddress',
        type: 'string',
        displayOptions: {
          show: {
            '/jsonParameters': [false],
          },
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['editDoNotContactList'],
        resource: ['contact'],
      },
    },
    default: '',
  },
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['editDoNotContactList'],
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a contact',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a contact',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Channel',
    name: 'channel',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['editDoNotContactList'],
      },
    },
    options: [
      {
        name: 'Email',
        value: 'email',
      },
      {
        name: 'SMS',
        value: 'sms',
      },
    ],
    default: 'email',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['editDoNotContactList'],
      },
    },
    options: [
      {
        displayName: 'Reason To Do Not Contact',
        name: 'reason',
        type: 'options',
        options: [
          {
            name: 'Unsubscribed',
            value: '1',
          },
          {
            name: 'Bounced',
            value: '2',
          },
          {
            name: 'Manual',
            value: '3',
          },
        ],
        default: '3',
      },
      {
        displayName: 'Comments',
        name: 'comments',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['editContactPoint'],
        resource: ['contact'],
      },
    },
    default: '',
  },
  {
    displayName: 'Action',
    name: 'action',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['editContactPoint'],
        resource: ['contact'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a contact',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a contact',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Points',
    name: 'points',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['editContactPoint'],
        resource: ['contact'],
      },
    },
    default: 0,
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
      },
    },
    default: '',
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
      maxValue: 30,
    },
    default: 30,
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['contact'],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['contact'],
      },
      hide: {
        operation: ['sendEmail', 'editDoNotContactList', 'editContactPoint'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
        displayOptions: {
          show: {
            '/resource': ['contact'],
            '/operation': ['getAll'],
          },
        },
        default: '',
      },
      {
        displayName: 'Order By',
        name: 'orderBy',
        type: 'string',
        displayOptions: {
          show: {
            '/resource': ['contact'],
            '/operation': ['getAll'],
          },
        },
        default: '',
      },
      {
        displayName: 'Order By Dir',
        name: 'orderByDir',
        type: 'options',
        displayOptions: {
          show: {
            '/resource': ['contact'],
            '/operation': ['getAll'],
          },
        },
        default: '',
        options: [
          {
            name: 'ASC',
            value: 'asc',
          },
          {
            name: 'DESC',
            value: 'desc',
          },
        ],
      },
      {
        displayName: 'Published Only',
        name: 'publishedOnly',
        type: 'boolean',
        displayOptions: {
          show: {
            '/resource': ['contact'],
            '/operation': ['getAll'],
          },
        },
        default: false,
      },
      {
        displayName: 'Minimal',
        name: 'minimal',
        type: 'boolean',
        displayOptions: {
          show: {
            '/resource': ['contact'],
            '/operation': ['getAll'],
          },
        },
        default: false,
      },
      {
        displayName: 'RAW Data',
        name: 'rawData',
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    displayName: 'Campaign Email Name or ID',
    name: 'campaignEmailId',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['sendEmail'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getCampaignEmails',
    },
    default: '',
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['sendEmail'],
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
        resource: ['contactSegment'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a contact to a segment',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a contact from a segment',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['contactSegment'],
        operation: ['add', 'remove'],
      },
    },
    default: '',
  },
  {
    displayName: 'Segment Name or ID',
    name: 'segmentId',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['contactSegment'],
        operation: ['add', 'remove'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSegments',
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
        resource: ['campaignContact'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a campaign contact',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a campaign contact',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['campaignContact'],
        operation: ['add', 'remove'],
      },
    },
    default: '',
  },
  {
    displayName: 'Campaign Name or ID',
    name: 'campaignId',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['campaignContact'],
        operation: ['add', 'remove'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getCampaigns',
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
        resource: ['companyContact'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a company contact',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a company contact',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['companyContact'],
        operation: ['add', 'remove'],
      },
    },
    default: '',
  },
  {
    displayName: 'Company ID',
    name: 'companyId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['companyContact'],
        operation: ['add', 'remove'],
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
        resource: ['segmentEmail'],
      },
    },
    options: [
      {
        name: 'Send',
        value: 'send',
        action: 'Send an email to a segment',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Segment Email Name or ID',
    name: 'segmentEmailId',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        resource: ['segmentEmail'],
        operation: ['send'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getSegmentEmails',
    },
    default: '',
  },
];
