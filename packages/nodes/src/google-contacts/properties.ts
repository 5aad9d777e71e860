/** Google Contacts 1 parameters: contact create, delete, get, getAll and update. */
import type { NodeProperty } from '@weft/workflow';

/** Generated from n8n 1.123's parameter list (names, types, defaults, options, display rules); the descriptions are Weft's own. */
export const googleContactsProperties: NodeProperty[] = [
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
    ],
    default: 'contact',
    description: 'What to work with',
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
        description: 'Add a contact',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a contact',
        description: 'Remove a contact',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a contact',
        description: 'Read one contact',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many contacts',
        description: 'List or search contacts',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a contact',
        description: 'Change a contact',
      },
    ],
    default: 'create',
    description: 'What to do',
  },
  {
    displayName: 'Family Name',
    name: 'familyName',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
      },
    },
    default: '',
    description: "The contact's last name",
  },
  {
    displayName: 'Given Name',
    name: 'givenName',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
      },
    },
    default: '',
    description: "The contact's first name",
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['contact'],
      },
    },
    options: [
      {
        displayName: 'Addresses',
        name: 'addressesUi',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {},
        options: [
          {
            displayName: 'Address',
            name: 'addressesValues',
            values: [
              {
                displayName: 'Street Address',
                name: 'streetAddress',
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
                displayName: 'Region',
                name: 'region',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Code',
                name: 'countryCode',
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
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: "The contact's postal address",
      },
      {
        displayName: 'Birthday',
        name: 'birthday',
        type: 'dateTime',
        default: '',
        description: "The contact's birthday",
      },
      {
        displayName: 'Company',
        name: 'companyUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Company',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'companyValues',
            displayName: 'Company',
            values: [
              {
                displayName: 'Current',
                name: 'current',
                type: 'boolean',
                default: false,
                description: 'Whether the contact works there now',
              },
              {
                displayName: 'Domain',
                name: 'domain',
                type: 'string',
                default: '',
                description: "The company's web domain",
              },
              {
                displayName: 'Name',
                name: 'name',
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
        ],
        description: 'Where the contact works',
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Custom Field',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
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
        description: 'Your own fields of the contact',
      },
      {
        displayName: 'Emails',
        name: 'emailsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Email',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'emailsValues',
            displayName: 'Email',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
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
        description: "The contact's e-mail addresses",
      },
      {
        displayName: 'Events',
        name: 'eventsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Event',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'eventsValues',
            displayName: 'Event',
            values: [
              {
                displayName: 'Date',
                name: 'date',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Anniversary',
                    value: 'anniversary',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: 'Dates worth remembering',
      },
      {
        displayName: 'File As',
        name: 'fileAs',
        type: 'string',
        default: '',
        description: 'The name the contact is filed under',
      },
      {
        displayName: 'Group Names or IDs',
        name: 'group',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
        },
        default: [],
        description: 'The contact groups the contact belongs to. Choose from the list, or give IDs with an expression.',
      },
      {
        displayName: 'Honorific Prefix',
        name: 'honorificPrefix',
        type: 'string',
        default: '',
        description: 'For example Dr. or Mrs.',
      },
      {
        displayName: 'Honorific Suffix',
        name: 'honorificSuffix',
        type: 'string',
        default: '',
        description: 'For example Jr. or PhD',
      },
      {
        displayName: 'Middle Name',
        name: 'middleName',
        type: 'string',
        default: '',
        description: "The contact's middle name",
      },
      {
        displayName: 'Notes',
        name: 'biographies',
        type: 'string',
        default: '',
        description: 'Notes about the contact',
      },
      {
        displayName: 'Phone',
        name: 'phoneUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Phone',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'phoneValues',
            displayName: 'Phone',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Google Voice',
                    value: 'googleVoice',
                  },
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Home Fax',
                    value: 'homeFax',
                  },
                  {
                    name: 'Main',
                    value: 'main',
                  },
                  {
                    name: 'Mobile',
                    value: 'mobile',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                  {
                    name: 'Other Fax',
                    value: 'otherFax',
                  },
                  {
                    name: 'Pager',
                    value: 'pager',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Work Fax',
                    value: 'workFax',
                  },
                  {
                    name: 'Work Mobile',
                    value: 'workMobile',
                  },
                  {
                    name: 'Work Pager',
                    value: 'workPager',
                  },
                ],
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
        description: "The contact's phone numbers",
      },
      {
        displayName: 'Relations',
        name: 'relationsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Relation',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'relationsValues',
            displayName: 'Relation',
            values: [
              {
                displayName: 'Person',
                name: 'person',
                type: 'string',
                default: '',
                description: "The related person's name",
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Assistant',
                    value: 'assistant',
                  },
                  {
                    name: 'Brother',
                    value: 'brother',
                  },
                  {
                    name: 'Child',
                    value: 'child',
                  },
                  {
                    name: 'Domestic Partner',
                    value: 'domesticPartner',
                  },
                  {
                    name: 'Father',
                    value: 'father',
                  },
                  {
                    name: 'Friend',
                    value: 'friend',
                  },
                  {
                    name: 'Manager',
                    value: 'manager',
                  },
                  {
                    name: 'Mother',
                    value: 'mother',
                  },
                  {
                    name: 'Parent',
                    value: 'parent',
                  },
                  {
                    name: 'Referred By',
                    value: 'referredBy',
                  },
                  {
                    name: 'Relative',
                    value: 'relative',
                  },
                  {
                    name: 'Sister',
                    value: 'sister',
                  },
                  {
                    name: 'Spouse',
                    value: 'spouse',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: 'People the contact is related to',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['contact'],
      },
    },
    default: '',
    description: 'The contact\'s ID (the part after "people/" in its resource name)',
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
      },
    },
    default: '',
    description: 'The contact\'s ID (the part after "people/" in its resource name)',
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Addresses',
        value: 'addresses',
      },
      {
        name: 'Biographies',
        value: 'biographies',
      },
      {
        name: 'Birthdays',
        value: 'birthdays',
      },
      {
        name: 'Cover Photos',
        value: 'coverPhotos',
      },
      {
        name: 'Email Addresses',
        value: 'emailAddresses',
      },
      {
        name: 'Events',
        value: 'events',
      },
      {
        name: 'Genders',
        value: 'genders',
      },
      {
        name: 'IM Clients',
        value: 'imClients',
      },
      {
        name: 'Interests',
        value: 'interests',
      },
      {
        name: 'Locales',
        value: 'locales',
      },
      {
        name: 'Memberships',
        value: 'memberships',
      },
      {
        name: 'Metadata',
        value: 'metadata',
      },
      {
        name: 'Names',
        value: 'names',
      },
      {
        name: 'Nicknames',
        value: 'nicknames',
      },
      {
        name: 'Occupations',
        value: 'occupations',
      },
      {
        name: 'Organizations',
        value: 'organizations',
      },
      {
        name: 'Phone Numbers',
        value: 'phoneNumbers',
      },
      {
        name: 'Photos',
        value: 'photos',
      },
      {
        name: 'Relations',
        value: 'relations',
      },
      {
        name: 'Residences',
        value: 'residences',
      },
      {
        name: 'Sip Addresses',
        value: 'sipAddresses',
      },
      {
        name: 'Skills',
        value: 'skills',
      },
      {
        name: 'URLs',
        value: 'urls',
      },
      {
        name: 'User Defined',
        value: 'userDefined',
      },
    ],
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
      },
    },
    default: [],
    description: "Which of the contact's fields to answer (* for all)",
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['contact'],
      },
    },
    default: false,
    description: "Whether to answer Google's data as it is instead of the simplified form",
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
      },
    },
    default: false,
    description: 'Whether to answer every contact or stop at the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
    description: 'At most this many contacts',
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Addresses',
        value: 'addresses',
      },
      {
        name: 'Biographies',
        value: 'biographies',
      },
      {
        name: 'Birthdays',
        value: 'birthdays',
      },
      {
        name: 'Cover Photos',
        value: 'coverPhotos',
      },
      {
        name: 'Email Addresses',
        value: 'emailAddresses',
      },
      {
        name: 'Events',
        value: 'events',
      },
      {
        name: 'Genders',
        value: 'genders',
      },
      {
        name: 'IM Clients',
        value: 'imClients',
      },
      {
        name: 'Interests',
        value: 'interests',
      },
      {
        name: 'Locales',
        value: 'locales',
      },
      {
        name: 'Memberships',
        value: 'memberships',
      },
      {
        name: 'Metadata',
        value: 'metadata',
      },
      {
        name: 'Names',
        value: 'names',
      },
      {
        name: 'Nicknames',
        value: 'nicknames',
      },
      {
        name: 'Occupations',
        value: 'occupations',
      },
      {
        name: 'Organizations',
        value: 'organizations',
      },
      {
        name: 'Phone Numbers',
        value: 'phoneNumbers',
      },
      {
        name: 'Photos',
        value: 'photos',
      },
      {
        name: 'Relations',
        value: 'relations',
      },
      {
        name: 'Residences',
        value: 'residences',
      },
      {
        name: 'Sip Addresses',
        value: 'sipAddresses',
      },
      {
        name: 'Skills',
        value: 'skills',
      },
      {
        name: 'URLs',
        value: 'urls',
      },
      {
        name: 'User Defined',
        value: 'userDefined',
      },
    ],
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
      },
    },
    default: [],
    description: "Which of the contact's fields to answer (* for all)",
  },
  {
    displayName: 'Use Query',
    name: 'useQuery',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
      },
    },
    default: false,
    description: 'Whether to search the contacts instead of listing them',
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
        useQuery: [true],
      },
    },
    default: '',
    description: 'Text to look for in names, nicknames, e-mail addresses, phone numbers and organizations',
  },
  {
    displayName: 'RAW Data',
    name: 'rawData',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
      },
    },
    default: false,
    description: "Whether to answer Google's data as it is instead of the simplified form",
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['contact'],
        useQuery: [false],
      },
    },
    options: [
      {
        displayName: 'Sort Order',
        name: 'sortOrder',
        type: 'options',
        options: [
          {
            name: 'Last Modified Ascending',
            value: 'LAST_MODIFIED_ASCENDING',
          },
          {
            name: 'Last Modified Descending',
            value: 'LAST_MODIFIED_DESCENDING',
          },
          {
            name: 'First Name Ascending',
            value: 'FIRST_NAME_ASCENDING',
          },
          {
            name: 'Last Name Ascending',
            value: 'LAST_NAME_ASCENDING',
          },
        ],
        default: '',
        description: 'How the contacts are sorted',
      },
    ],
  },
  {
    displayName: 'Contact ID',
    name: 'contactId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['contact'],
      },
    },
    default: '',
    description: 'The contact\'s ID (the part after "people/" in its resource name)',
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Addresses',
        value: 'addresses',
      },
      {
        name: 'Biographies',
        value: 'biographies',
      },
      {
        name: 'Birthdays',
        value: 'birthdays',
      },
      {
        name: 'Cover Photos',
        value: 'coverPhotos',
      },
      {
        name: 'Email Addresses',
        value: 'emailAddresses',
      },
      {
        name: 'Events',
        value: 'events',
      },
      {
        name: 'Genders',
        value: 'genders',
      },
      {
        name: 'IM Clients',
        value: 'imClients',
      },
      {
        name: 'Interests',
        value: 'interests',
      },
      {
        name: 'Locales',
        value: 'locales',
      },
      {
        name: 'Memberships',
        value: 'memberships',
      },
      {
        name: 'Metadata',
        value: 'metadata',
      },
      {
        name: 'Names',
        value: 'names',
      },
      {
        name: 'Nicknames',
        value: 'nicknames',
      },
      {
        name: 'Occupations',
        value: 'occupations',
      },
      {
        name: 'Organizations',
        value: 'organizations',
      },
      {
        name: 'Phone Numbers',
        value: 'phoneNumbers',
      },
      {
        name: 'Photos',
        value: 'photos',
      },
      {
        name: 'Relations',
        value: 'relations',
      },
      {
        name: 'Residences',
        value: 'residences',
      },
      {
        name: 'Sip Addresses',
        value: 'sipAddresses',
      },
      {
        name: 'Skills',
        value: 'skills',
      },
      {
        name: 'URLs',
        value: 'urls',
      },
      {
        name: 'User Defined',
        value: 'userDefined',
      },
    ],
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['contact'],
      },
    },
    default: [],
    description: "Which of the contact's fields to answer (* for all)",
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['contact'],
      },
    },
    options: [
      {
        displayName: 'Etag',
        name: 'etag',
        type: 'string',
        default: '',
        description: "The contact's version (its etag); read from Google first when empty",
      },
      {
        displayName: 'Family Name',
        name: 'familyName',
        type: 'string',
        default: '',
        description: "The contact's new last name",
      },
      {
        displayName: 'Given Name',
        name: 'givenName',
        type: 'string',
        default: '',
        description: "The contact's new first name",
      },
      {
        displayName: 'Addresses',
        name: 'addressesUi',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {},
        options: [
          {
            displayName: 'Address',
            name: 'addressesValues',
            values: [
              {
                displayName: 'Street Address',
                name: 'streetAddress',
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
                displayName: 'Region',
                name: 'region',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country Code',
                name: 'countryCode',
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
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: "The contact's postal address",
      },
      {
        displayName: 'Birthday',
        name: 'birthday',
        type: 'dateTime',
        default: '',
        description: "The contact's birthday",
      },
      {
        displayName: 'Company',
        name: 'companyUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Company',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'companyValues',
            displayName: 'Company',
            values: [
              {
                displayName: 'Current',
                name: 'current',
                type: 'boolean',
                default: false,
                description: 'Whether the contact works there now',
              },
              {
                displayName: 'Domain',
                name: 'domain',
                type: 'string',
                default: '',
                description: "The company's web domain",
              },
              {
                displayName: 'Name',
                name: 'name',
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
        ],
        description: 'Where the contact works',
      },
      {
        displayName: 'Custom Fields',
        name: 'customFieldsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Custom Field',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'customFieldsValues',
            displayName: 'Custom Field',
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
        description: 'Your own fields of the contact',
      },
      {
        displayName: 'Emails',
        name: 'emailsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Email',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'emailsValues',
            displayName: 'Email',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
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
        description: "The contact's e-mail addresses",
      },
      {
        displayName: 'Events',
        name: 'eventsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Event',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'eventsValues',
            displayName: 'Event',
            values: [
              {
                displayName: 'Date',
                name: 'date',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Anniversary',
                    value: 'anniversary',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: 'Dates worth remembering',
      },
      {
        displayName: 'File As',
        name: 'fileAs',
        type: 'string',
        default: '',
        description: 'The name the contact is filed under',
      },
      {
        displayName: 'Group Names or IDs',
        name: 'group',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getGroups',
        },
        default: [],
        description: 'The contact groups the contact belongs to. Choose from the list, or give IDs with an expression.',
      },
      {
        displayName: 'Honorific Prefix',
        name: 'honorificPrefix',
        type: 'string',
        default: '',
        description: 'For example Dr. or Mrs.',
      },
      {
        displayName: 'Honorific Suffix',
        name: 'honorificSuffix',
        type: 'string',
        default: '',
        description: 'For example Jr. or PhD',
      },
      {
        displayName: 'Middle Name',
        name: 'middleName',
        type: 'string',
        default: '',
        description: "The contact's middle name",
      },
      {
        displayName: 'Notes',
        name: 'biographies',
        type: 'string',
        default: '',
        description: 'Notes about the contact',
      },
      {
        displayName: 'Phone',
        name: 'phoneUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Phone',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'phoneValues',
            displayName: 'Phone',
            values: [
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Google Voice',
                    value: 'googleVoice',
                  },
                  {
                    name: 'Home',
                    value: 'home',
                  },
                  {
                    name: 'Home Fax',
                    value: 'homeFax',
                  },
                  {
                    name: 'Main',
                    value: 'main',
                  },
                  {
                    name: 'Mobile',
                    value: 'mobile',
                  },
                  {
                    name: 'Other',
                    value: 'other',
                  },
                  {
                    name: 'Other Fax',
                    value: 'otherFax',
                  },
                  {
                    name: 'Pager',
                    value: 'pager',
                  },
                  {
                    name: 'Work',
                    value: 'work',
                  },
                  {
                    name: 'Work Fax',
                    value: 'workFax',
                  },
                  {
                    name: 'Work Mobile',
                    value: 'workMobile',
                  },
                  {
                    name: 'Work Pager',
                    value: 'workPager',
                  },
                ],
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
        description: "The contact's phone numbers",
      },
      {
        displayName: 'Relations',
        name: 'relationsUi',
        type: 'fixedCollection',
        default: {},
        placeholder: 'Add Relation',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'relationsValues',
            displayName: 'Relation',
            values: [
              {
                displayName: 'Person',
                name: 'person',
                type: 'string',
                default: '',
                description: "The related person's name",
              },
              {
                displayName: 'Type',
                name: 'type',
                type: 'options',
                options: [
                  {
                    name: 'Assistant',
                    value: 'assistant',
                  },
                  {
                    name: 'Brother',
                    value: 'brother',
                  },
                  {
                    name: 'Child',
                    value: 'child',
                  },
                  {
                    name: 'Domestic Partner',
                    value: 'domesticPartner',
                  },
                  {
                    name: 'Father',
                    value: 'father',
                  },
                  {
                    name: 'Friend',
                    value: 'friend',
                  },
                  {
                    name: 'Manager',
                    value: 'manager',
                  },
                  {
                    name: 'Mother',
                    value: 'mother',
                  },
                  {
                    name: 'Parent',
                    value: 'parent',
                  },
                  {
                    name: 'Referred By',
                    value: 'referredBy',
                  },
                  {
                    name: 'Relative',
                    value: 'relative',
                  },
                  {
                    name: 'Sister',
                    value: 'sister',
                  },
                  {
                    name: 'Spouse',
                    value: 'spouse',
                  },
                ],
                default: '',
              },
            ],
          },
        ],
        description: 'People the contact is related to',
      },
    ],
  },
];
