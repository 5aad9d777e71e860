import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Outlook 2's parameters (calendars, contacts, drafts, events, folders, messages, attachments; send and wait: its own To, Subject and Message, the shared send-and-wait parameters are added in description.ts).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const outlookV2Properties: NodeProperty[] = [
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    default: 'message',
    options: [
      {
        name: 'Calendar',
        value: 'calendar',
      },
      {
        name: 'Contact',
        value: 'contact',
      },
      {
        name: 'Draft',
        value: 'draft',
      },
      {
        name: 'Event',
        value: 'event',
      },
      {
        name: 'Folder',
        value: 'folder',
      },
      {
        name: 'Folder Message',
        value: 'folderMessage',
      },
      {
        name: 'Message',
        value: 'message',
      },
      {
        name: 'Message Attachment',
        value: 'messageAttachment',
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
        resource: ['calendar'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a calendar',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a calendar',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a calendar',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many calendars',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a calendar',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. My Calendar',
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Calendar Group',
        name: 'calendarGroup',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getCalendarGroups',
        },
        default: [],
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        default: 'lightBlue',
        options: [
          {
            name: 'Light Blue',
            value: 'lightBlue',
          },
          {
            name: 'Light Brown',
            value: 'lightBrown',
          },
          {
            name: 'Light Gray',
            value: 'lightGray',
          },
          {
            name: 'Light Green',
            value: 'lightGreen',
          },
          {
            name: 'Light Orange',
            value: 'lightOrange',
          },
          {
            name: 'Light Pink',
            value: 'lightPink',
          },
          {
            name: 'Light Red',
            value: 'lightRed',
          },
          {
            name: 'Light Teal',
            value: 'lightTeal',
          },
          {
            name: 'Light Yellow',
            value: 'lightYellow',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['get'],
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
        resource: ['calendar'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['calendar'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Filter Query',
        name: 'custom',
        type: 'string',
        default: '',
        placeholder: 'e.g. canShare eq true',
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
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
    options: [
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        default: 'lightBlue',
        options: [
          {
            name: 'Light Blue',
            value: 'lightBlue',
          },
          {
            name: 'Light Brown',
            value: 'lightBrown',
          },
          {
            name: 'Light Gray',
            value: 'lightGray',
          },
          {
            name: 'Light Green',
            value: 'lightGreen',
          },
          {
            name: 'Light Orange',
            value: 'lightOrange',
          },
          {
            name: 'Light Pink',
            value: 'lightPink',
          },
          {
            name: 'Light Red',
            value: 'lightRed',
          },
          {
            name: 'Light Teal',
            value: 'lightTeal',
          },
          {
            name: 'Light Yellow',
            value: 'lightYellow',
          },
        ],
      },
      {
        displayName: 'Default Calendar',
        name: 'isDefaultCalendar',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
        placeholder: 'e.g. My Calendar',
      },
    ],
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['update'],
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
    default: 'getAll',
  },
  {
    displayName: 'First Name',
    name: 'givenName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Last Name',
    name: 'surname',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Assistant Name',
        name: 'assistantName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Birthday',
        name: 'birthday',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Business Address',
        name: 'businessAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Business Home Page',
        name: 'businessHomePage',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Business Phones',
        name: 'businessPhones',
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
        displayName: 'Children',
        name: 'children',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Display Name',
        name: 'displayName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Address',
        name: 'emailAddresses',
        type: 'fixedCollection',
        placeholder: 'Add Email',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Email',
            name: 'values',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address',
                name: 'address',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'File As',
        name: 'fileAs',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Address',
        name: 'homeAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Home Phones',
        name: 'homePhones',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Instant Messaging Addresses',
        name: 'imAddresses',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Initials',
        name: 'initials',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Job Title',
        name: 'jobTitle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Manager',
        name: 'manager',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Middle Name',
        name: 'middleName',
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
        displayName: 'Name',
        name: 'givenName',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            '/operation': ['update'],
          },
        },
      },
      {
        displayName: 'Nickname',
        name: 'nickName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Office Location',
        name: 'officeLocation',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Address',
        name: 'otherAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Personal Notes',
        name: 'personalNotes',
        type: 'string',
        default: '',
        typeOptions: {
          alwaysOpenEditWindow: true,
        },
      },
      {
        displayName: 'Profession',
        name: 'profession',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Spouse Name',
        name: 'spouseName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Surname',
        name: 'surname',
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
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Contact',
    name: 'contactId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a contact...',
        typeOptions: {
          searchListMethod: 'searchContacts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Contact',
    name: 'contactId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a contact...',
        typeOptions: {
          searchListMethod: 'searchContacts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['contact'],
        operation: ['get'],
      },
    },
    options: [
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'birthday',
        value: 'birthday',
      },
      {
        name: 'fileAs',
        value: 'fileAs',
      },
      {
        name: 'displayName',
        value: 'displayName',
      },
      {
        name: 'givenName',
        value: 'givenName',
      },
      {
        name: 'initials',
        value: 'initials',
      },
      {
        name: 'middleName',
        value: 'middleName',
      },
      {
        name: 'nickName',
        value: 'nickName',
      },
      {
        name: 'surname',
        value: 'surname',
      },
      {
        name: 'title',
        value: 'title',
      },
      {
        name: 'yomiGivenName',
        value: 'yomiGivenName',
      },
      {
        name: 'yomiSurname',
        value: 'yomiSurname',
      },
      {
        name: 'yomiCompanyName',
        value: 'yomiCompanyName',
      },
      {
        name: 'generation',
        value: 'generation',
      },
      {
        name: 'imAddresses',
        value: 'imAddresses',
      },
      {
        name: 'jobTitle',
        value: 'jobTitle',
      },
      {
        name: 'companyName',
        value: 'companyName',
      },
      {
        name: 'department',
        value: 'department',
      },
      {
        name: 'officeLocation',
        value: 'officeLocation',
      },
      {
        name: 'profession',
        value: 'profession',
      },
      {
        name: 'businessHomePage',
        value: 'businessHomePage',
      },
      {
        name: 'assistantName',
        value: 'assistantName',
      },
      {
        name: 'manager',
        value: 'manager',
      },
      {
        name: 'homePhones',
        value: 'homePhones',
      },
      {
        name: 'mobilePhone',
        value: 'mobilePhone',
      },
      {
        name: 'businessPhones',
        value: 'businessPhones',
      },
      {
        name: 'spouseName',
        value: 'spouseName',
      },
      {
        name: 'personalNotes',
        value: 'personalNotes',
      },
      {
        name: 'children',
        value: 'children',
      },
      {
        name: 'emailAddresses',
        value: 'emailAddresses',
      },
      {
        name: 'homeAddress',
        value: 'homeAddress',
      },
      {
        name: 'businessAddress',
        value: 'businessAddress',
      },
      {
        name: 'otherAddress',
        value: 'otherAddress',
      },
    ],
    default: [],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'birthday',
        value: 'birthday',
      },
      {
        name: 'fileAs',
        value: 'fileAs',
      },
      {
        name: 'displayName',
        value: 'displayName',
      },
      {
        name: 'givenName',
        value: 'givenName',
      },
      {
        name: 'initials',
        value: 'initials',
      },
      {
        name: 'middleName',
        value: 'middleName',
      },
      {
        name: 'nickName',
        value: 'nickName',
      },
      {
        name: 'surname',
        value: 'surname',
      },
      {
        name: 'title',
        value: 'title',
      },
      {
        name: 'yomiGivenName',
        value: 'yomiGivenName',
      },
      {
        name: 'yomiSurname',
        value: 'yomiSurname',
      },
      {
        name: 'yomiCompanyName',
        value: 'yomiCompanyName',
      },
      {
        name: 'generation',
        value: 'generation',
      },
      {
        name: 'imAddresses',
        value: 'imAddresses',
      },
      {
        name: 'jobTitle',
        value: 'jobTitle',
      },
      {
        name: 'companyName',
        value: 'companyName',
      },
      {
        name: 'department',
        value: 'department',
      },
      {
        name: 'officeLocation',
        value: 'officeLocation',
      },
      {
        name: 'profession',
        value: 'profession',
      },
      {
        name: 'businessHomePage',
        value: 'businessHomePage',
      },
      {
        name: 'assistantName',
        value: 'assistantName',
      },
      {
        name: 'manager',
        value: 'manager',
      },
      {
        name: 'homePhones',
        value: 'homePhones',
      },
      {
        name: 'mobilePhone',
        value: 'mobilePhone',
      },
      {
        name: 'businessPhones',
        value: 'businessPhones',
      },
      {
        name: 'spouseName',
        value: 'spouseName',
      },
      {
        name: 'personalNotes',
        value: 'personalNotes',
      },
      {
        name: 'children',
        value: 'children',
      },
      {
        name: 'emailAddresses',
        value: 'emailAddresses',
      },
      {
        name: 'homeAddress',
        value: 'homeAddress',
      },
      {
        name: 'businessAddress',
        value: 'businessAddress',
      },
      {
        name: 'otherAddress',
        value: 'otherAddress',
      },
    ],
    default: [],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Filter Query',
        name: 'custom',
        type: 'string',
        default: '',
        placeholder: "e.g. displayName eq 'John Doe'",
      },
      {
        displayName: 'Email Address',
        name: 'emailAddress',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Contact',
    name: 'contactId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a contact...',
        typeOptions: {
          searchListMethod: 'searchContacts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Assistant Name',
        name: 'assistantName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Birthday',
        name: 'birthday',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Business Address',
        name: 'businessAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Business Home Page',
        name: 'businessHomePage',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Business Phones',
        name: 'businessPhones',
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
        displayName: 'Children',
        name: 'children',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Display Name',
        name: 'displayName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email Address',
        name: 'emailAddresses',
        type: 'fixedCollection',
        placeholder: 'Add Email',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            displayName: 'Email',
            name: 'values',
            values: [
              {
                displayName: 'Name',
                name: 'name',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Address',
                name: 'address',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'File As',
        name: 'fileAs',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Address',
        name: 'homeAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Home Phones',
        name: 'homePhones',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Instant Messaging Addresses',
        name: 'imAddresses',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Initials',
        name: 'initials',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Job Title',
        name: 'jobTitle',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Manager',
        name: 'manager',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Middle Name',
        name: 'middleName',
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
        displayName: 'Name',
        name: 'givenName',
        type: 'string',
        default: '',
        displayOptions: {
          show: {
            '/operation': ['update'],
          },
        },
      },
      {
        displayName: 'Nickname',
        name: 'nickName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Office Location',
        name: 'officeLocation',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Other Address',
        name: 'otherAddress',
        type: 'fixedCollection',
        placeholder: 'Add Address',
        default: {
          values: {
            sity: '',
            street: '',
            postalCode: '',
            countryOrRegion: '',
            state: '',
          },
        },
        options: [
          {
            displayName: 'Address',
            name: 'values',
            values: [
              {
                displayName: 'City',
                name: 'city',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Country/Region',
                name: 'countryOrRegion',
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
                displayName: 'State',
                name: 'state',
                type: 'string',
                default: '',
              },
              {
                displayName: 'Street',
                name: 'street',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
      {
        displayName: 'Personal Notes',
        name: 'personalNotes',
        type: 'string',
        default: '',
        typeOptions: {
          alwaysOpenEditWindow: true,
        },
      },
      {
        displayName: 'Profession',
        name: 'profession',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Spouse Name',
        name: 'spouseName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Surname',
        name: 'surname',
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
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
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
        resource: ['draft'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a draft',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a draft',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a draft',
      },
      {
        name: 'Send',
        value: 'send',
        action: 'Send a draft',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a draft',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'bodyContent',
    type: 'string',
    typeOptions: {
      rows: 2,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'fixedCollection',
        placeholder: 'Add Attachment',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attachments',
            displayName: 'Attachment',
            values: [
              {
                displayName: 'Input Data Field Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
                placeholder: 'e.g. data',
              },
            ],
          },
        ],
      },
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'CC Recipients',
        name: 'ccRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Custom Headers',
        name: 'internetMessageHeaders',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'headers',
            displayName: 'Header',
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
      {
        displayName: 'From',
        name: 'from',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'Low',
          },
          {
            name: 'Normal',
            value: 'Normal',
          },
          {
            name: 'High',
            value: 'High',
          },
        ],
        default: 'Normal',
      },
      {
        displayName: 'Message Type',
        name: 'bodyContentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'Text',
          },
        ],
        default: 'html',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        placeholder: 'e.g. replyto@example.com',
        default: '',
      },
      {
        displayName: 'To',
        name: 'toRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Draft',
    name: 'draftId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a draft...',
        typeOptions: {
          searchListMethod: 'searchDrafts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Draft',
    name: 'draftId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a draft...',
        typeOptions: {
          searchListMethod: 'searchDrafts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['draft'],
        operation: ['get'],
      },
    },
    options: [
      {
        name: 'bccRecipients',
        value: 'bccRecipients',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'ccRecipients',
        value: 'ccRecipients',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'conversationId',
        value: 'conversationId',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'flag',
        value: 'flag',
      },
      {
        name: 'from',
        value: 'from',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'inferenceClassification',
        value: 'inferenceClassification',
      },
      {
        name: 'internetMessageId',
        value: 'internetMessageId',
      },
      {
        name: 'isDeliveryReceiptRequested',
        value: 'isDeliveryReceiptRequested',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isRead',
        value: 'isRead',
      },
      {
        name: 'isReadReceiptRequested',
        value: 'isReadReceiptRequested',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'receivedDateTime',
        value: 'receivedDateTime',
      },
      {
        name: 'replyTo',
        value: 'replyTo',
      },
      {
        name: 'sender',
        value: 'sender',
      },
      {
        name: 'sentDateTime',
        value: 'sentDateTime',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'toRecipients',
        value: 'toRecipients',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'attachmentsPrefix',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Draft',
    name: 'draftId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a draft...',
        typeOptions: {
          searchListMethod: 'searchDrafts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'To',
    name: 'to',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Draft',
    name: 'draftId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a draft...',
        typeOptions: {
          searchListMethod: 'searchDrafts',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
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
    options: [
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'CC Recipients',
        name: 'ccRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Custom Headers',
        name: 'internetMessageHeaders',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'headers',
            displayName: 'Header',
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
      {
        displayName: 'From',
        name: 'from',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'Low',
          },
          {
            name: 'Normal',
            value: 'Normal',
          },
          {
            name: 'High',
            value: 'High',
          },
        ],
        default: 'Normal',
      },
      {
        displayName: 'Is Read',
        name: 'isRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Message',
        name: 'bodyContent',
        type: 'string',
        typeOptions: {
          rows: 2,
        },
        default: '',
      },
      {
        displayName: 'Message Type',
        name: 'bodyContentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'Text',
          },
        ],
        default: 'html',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        placeholder: 'e.g. replyto@example.com',
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'To',
        name: 'toRecipients',
        type: 'string',
        placeholder: 'e.g. john@example.com',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['update'],
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
        resource: ['event'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create an event',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete an event',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get an event',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many events',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update an event',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Start',
    name: 'startDateTime',
    type: 'dateTime',
    default: '2026-09-17T07:40:36.918+00:00',
    required: true,
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'End',
    name: 'endDateTime',
    type: 'dateTime',
    required: true,
    default: '2026-09-17T08:10:36.918+00:00',
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Categories',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'Description',
        name: 'body',
        type: 'string',
        typeOptions: {
          rows: 2,
        },
        default: '',
      },
      {
        displayName: 'Description Preview',
        name: 'bodyPreview',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Hide Attendees',
        name: 'hideAttendees',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'low',
          },
          {
            name: 'Normal',
            value: 'normal',
          },
          {
            name: 'High',
            value: 'high',
          },
        ],
        default: 'normal',
      },
      {
        displayName: 'Is All Day',
        name: 'isAllDay',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Cancelled',
        name: 'isCancelled',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Draft',
        name: 'isDraft',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Online Meeting',
        name: 'isOnlineMeeting',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Sensitivity',
        name: 'sensitivity',
        type: 'options',
        default: 'normal',
        options: [
          {
            name: 'Normal',
            value: 'normal',
          },
          {
            name: 'Personal',
            value: 'personal',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Confidential',
            value: 'confidential',
          },
        ],
      },
      {
        displayName: 'Show As',
        name: 'showAs',
        type: 'options',
        default: 'free',
        options: [
          {
            name: 'Busy',
            value: 'busy',
          },
          {
            name: 'Free',
            value: 'free',
          },
          {
            name: 'Oof',
            value: 'oof',
          },
          {
            name: 'Tentative',
            value: 'tentative',
          },
          {
            name: 'Working Elsewhere',
            value: 'workingElsewhere',
          },
        ],
      },
      {
        displayName: 'Timezone',
        name: 'timeZone',
        type: 'options',
        default: 'UTC',
        options: [
          {
            name: 'Africa/Abidjan',
            value: 'Africa/Abidjan',
          },
          {
            name: 'Africa/Accra',
            value: 'Africa/Accra',
          },
          {
            name: 'Africa/Addis_Ababa',
            value: 'Africa/Addis_Ababa',
          },
          {
            name: 'Africa/Algiers',
            value: 'Africa/Algiers',
          },
          {
            name: 'Africa/Asmara',
            value: 'Africa/Asmara',
          },
          {
            name: 'Africa/Asmera',
            value: 'Africa/Asmera',
          },
          {
            name: 'Africa/Bamako',
            value: 'Africa/Bamako',
          },
          {
            name: 'Africa/Bangui',
            value: 'Africa/Bangui',
          },
          {
            name: 'Africa/Banjul',
            value: 'Africa/Banjul',
          },
          {
            name: 'Africa/Bissau',
            value: 'Africa/Bissau',
          },
          {
            name: 'Africa/Blantyre',
            value: 'Africa/Blantyre',
          },
          {
            name: 'Africa/Brazzaville',
            value: 'Africa/Brazzaville',
          },
          {
            name: 'Africa/Bujumbura',
            value: 'Africa/Bujumbura',
          },
          {
            name: 'Africa/Cairo',
            value: 'Africa/Cairo',
          },
          {
            name: 'Africa/Casablanca',
            value: 'Africa/Casablanca',
          },
          {
            name: 'Africa/Ceuta',
            value: 'Africa/Ceuta',
          },
          {
            name: 'Africa/Conakry',
            value: 'Africa/Conakry',
          },
          {
            name: 'Africa/Dakar',
            value: 'Africa/Dakar',
          },
          {
            name: 'Africa/Dar_es_Salaam',
            value: 'Africa/Dar_es_Salaam',
          },
          {
            name: 'Africa/Djibouti',
            value: 'Africa/Djibouti',
          },
          {
            name: 'Africa/Douala',
            value: 'Africa/Douala',
          },
          {
            name: 'Africa/El_Aaiun',
            value: 'Africa/El_Aaiun',
          },
          {
            name: 'Africa/Freetown',
            value: 'Africa/Freetown',
          },
          {
            name: 'Africa/Gaborone',
            value: 'Africa/Gaborone',
          },
          {
            name: 'Africa/Harare',
            value: 'Africa/Harare',
          },
          {
            name: 'Africa/Johannesburg',
            value: 'Africa/Johannesburg',
          },
          {
            name: 'Africa/Juba',
            value: 'Africa/Juba',
          },
          {
            name: 'Africa/Kampala',
            value: 'Africa/Kampala',
          },
          {
            name: 'Africa/Khartoum',
            value: 'Africa/Khartoum',
          },
          {
            name: 'Africa/Kigali',
            value: 'Africa/Kigali',
          },
          {
            name: 'Africa/Kinshasa',
            value: 'Africa/Kinshasa',
          },
          {
            name: 'Africa/Lagos',
            value: 'Africa/Lagos',
          },
          {
            name: 'Africa/Libreville',
            value: 'Africa/Libreville',
          },
          {
            name: 'Africa/Lome',
            value: 'Africa/Lome',
          },
          {
            name: 'Africa/Luanda',
            value: 'Africa/Luanda',
          },
          {
            name: 'Africa/Lubumbashi',
            value: 'Africa/Lubumbashi',
          },
          {
            name: 'Africa/Lusaka',
            value: 'Africa/Lusaka',
          },
          {
            name: 'Africa/Malabo',
            value: 'Africa/Malabo',
          },
          {
            name: 'Africa/Maputo',
            value: 'Africa/Maputo',
          },
          {
            name: 'Africa/Maseru',
            value: 'Africa/Maseru',
          },
          {
            name: 'Africa/Mbabane',
            value: 'Africa/Mbabane',
          },
          {
            name: 'Africa/Mogadishu',
            value: 'Africa/Mogadishu',
          },
          {
            name: 'Africa/Monrovia',
            value: 'Africa/Monrovia',
          },
          {
            name: 'Africa/Nairobi',
            value: 'Africa/Nairobi',
          },
          {
            name: 'Africa/Ndjamena',
            value: 'Africa/Ndjamena',
          },
          {
            name: 'Africa/Niamey',
            value: 'Africa/Niamey',
          },
          {
            name: 'Africa/Nouakchott',
            value: 'Africa/Nouakchott',
          },
          {
            name: 'Africa/Ouagadougou',
            value: 'Africa/Ouagadougou',
          },
          {
            name: 'Africa/Porto-Novo',
            value: 'Africa/Porto-Novo',
          },
          {
            name: 'Africa/Sao_Tome',
            value: 'Africa/Sao_Tome',
          },
          {
            name: 'Africa/Timbuktu',
            value: 'Africa/Timbuktu',
          },
          {
            name: 'Africa/Tripoli',
            value: 'Africa/Tripoli',
          },
          {
            name: 'Africa/Tunis',
            value: 'Africa/Tunis',
          },
          {
            name: 'Africa/Windhoek',
            value: 'Africa/Windhoek',
          },
          {
            name: 'America/Adak',
            value: 'America/Adak',
          },
          {
            name: 'America/Anchorage',
            value: 'America/Anchorage',
          },
          {
            name: 'America/Anguilla',
            value: 'America/Anguilla',
          },
          {
            name: 'America/Antigua',
            value: 'America/Antigua',
          },
          {
            name: 'America/Araguaina',
            value: 'America/Araguaina',
          },
          {
            name: 'America/Argentina/Buenos_Aires',
            value: 'America/Argentina/Buenos_Aires',
          },
          {
            name: 'America/Argentina/Catamarca',
            value: 'America/Argentina/Catamarca',
          },
          {
            name: 'America/Argentina/ComodRivadavia',
            value: 'America/Argentina/ComodRivadavia',
          },
          {
            name: 'America/Argentina/Cordoba',
            value: 'America/Argentina/Cordoba',
          },
          {
            name: 'America/Argentina/Jujuy',
            value: 'America/Argentina/Jujuy',
          },
          {
            name: 'America/Argentina/La_Rioja',
            value: 'America/Argentina/La_Rioja',
          },
          {
            name: 'America/Argentina/Mendoza',
            value: 'America/Argentina/Mendoza',
          },
          {
            name: 'America/Argentina/Rio_Gallegos',
            value: 'America/Argentina/Rio_Gallegos',
          },
          {
            name: 'America/Argentina/Salta',
            value: 'America/Argentina/Salta',
          },
          {
            name: 'America/Argentina/San_Juan',
            value: 'America/Argentina/San_Juan',
          },
          {
            name: 'America/Argentina/San_Luis',
            value: 'America/Argentina/San_Luis',
          },
          {
            name: 'America/Argentina/Tucuman',
            value: 'America/Argentina/Tucuman',
          },
          {
            name: 'America/Argentina/Ushuaia',
            value: 'America/Argentina/Ushuaia',
          },
          {
            name: 'America/Aruba',
            value: 'America/Aruba',
          },
          {
            name: 'America/Asuncion',
            value: 'America/Asuncion',
          },
          {
            name: 'America/Atikokan',
            value: 'America/Atikokan',
          },
          {
            name: 'America/Atka',
            value: 'America/Atka',
          },
          {
            name: 'America/Bahia',
            value: 'America/Bahia',
          },
          {
            name: 'America/Bahia_Banderas',
            value: 'America/Bahia_Banderas',
          },
          {
            name: 'America/Barbados',
            value: 'America/Barbados',
          },
          {
            name: 'America/Belem',
            value: 'America/Belem',
          },
          {
            name: 'America/Belize',
            value: 'America/Belize',
          },
          {
            name: 'America/Blanc-Sablon',
            value: 'America/Blanc-Sablon',
          },
          {
            name: 'America/Boa_Vista',
            value: 'America/Boa_Vista',
          },
          {
            name: 'America/Bogota',
            value: 'America/Bogota',
          },
          {
            name: 'America/Boise',
            value: 'America/Boise',
          },
          {
            name: 'America/Buenos_Aires',
            value: 'America/Buenos_Aires',
          },
          {
            name: 'America/Cambridge_Bay',
            value: 'America/Cambridge_Bay',
          },
          {
            name: 'America/Campo_Grande',
            value: 'America/Campo_Grande',
          },
          {
            name: 'America/Cancun',
            value: 'America/Cancun',
          },
          {
            name: 'America/Caracas',
            value: 'America/Caracas',
          },
          {
            name: 'America/Catamarca',
            value: 'America/Catamarca',
          },
          {
            name: 'America/Cayenne',
            value: 'America/Cayenne',
          },
          {
            name: 'America/Cayman',
            value: 'America/Cayman',
          },
          {
            name: 'America/Chicago',
            value: 'America/Chicago',
          },
          {
            name: 'America/Chihuahua',
            value: 'America/Chihuahua',
          },
          {
            name: 'America/Ciudad_Juarez',
            value: 'America/Ciudad_Juarez',
          },
          {
            name: 'America/Coral_Harbour',
            value: 'America/Coral_Harbour',
          },
          {
            name: 'America/Cordoba',
            value: 'America/Cordoba',
          },
          {
            name: 'America/Costa_Rica',
            value: 'America/Costa_Rica',
          },
          {
            name: 'America/Coyhaique',
            value: 'America/Coyhaique',
          },
          {
            name: 'America/Creston',
            value: 'America/Creston',
          },
          {
            name: 'America/Cuiaba',
            value: 'America/Cuiaba',
          },
          {
            name: 'America/Curacao',
            value: 'America/Curacao',
          },
          {
            name: 'America/Danmarkshavn',
            value: 'America/Danmarkshavn',
          },
          {
            name: 'America/Dawson',
            value: 'America/Dawson',
          },
          {
            name: 'America/Dawson_Creek',
            value: 'America/Dawson_Creek',
          },
          {
            name: 'America/Denver',
            value: 'America/Denver',
          },
          {
            name: 'America/Detroit',
            value: 'America/Detroit',
          },
          {
            name: 'America/Dominica',
            value: 'America/Dominica',
          },
          {
            name: 'America/Edmonton',
            value: 'America/Edmonton',
          },
          {
            name: 'America/Eirunepe',
            value: 'America/Eirunepe',
          },
          {
            name: 'America/El_Salvador',
            value: 'America/El_Salvador',
          },
          {
            name: 'America/Ensenada',
            value: 'America/Ensenada',
          },
          {
            name: 'America/Fort_Nelson',
            value: 'America/Fort_Nelson',
          },
          {
            name: 'America/Fort_Wayne',
            value: 'America/Fort_Wayne',
          },
          {
            name: 'America/Fortaleza',
            value: 'America/Fortaleza',
          },
          {
            name: 'America/Glace_Bay',
            value: 'America/Glace_Bay',
          },
          {
            name: 'America/Godthab',
            value: 'America/Godthab',
          },
          {
            name: 'America/Goose_Bay',
            value: 'America/Goose_Bay',
          },
          {
            name: 'America/Grand_Turk',
            value: 'America/Grand_Turk',
          },
          {
            name: 'America/Grenada',
            value: 'America/Grenada',
          },
          {
            name: 'America/Guadeloupe',
            value: 'America/Guadeloupe',
          },
          {
            name: 'America/Guatemala',
            value: 'America/Guatemala',
          },
          {
            name: 'America/Guayaquil',
            value: 'America/Guayaquil',
          },
          {
            name: 'America/Guyana',
            value: 'America/Guyana',
          },
          {
            name: 'America/Halifax',
            value: 'America/Halifax',
          },
          {
            name: 'America/Havana',
            value: 'America/Havana',
          },
          {
            name: 'America/Hermosillo',
            value: 'America/Hermosillo',
          },
          {
            name: 'America/Indiana/Indianapolis',
            value: 'America/Indiana/Indianapolis',
          },
          {
            name: 'America/Indiana/Knox',
            value: 'America/Indiana/Knox',
          },
          {
            name: 'America/Indiana/Marengo',
            value: 'America/Indiana/Marengo',
          },
          {
            name: 'America/Indiana/Petersburg',
            value: 'America/Indiana/Petersburg',
          },
          {
            name: 'America/Indiana/Tell_City',
            value: 'America/Indiana/Tell_City',
          },
          {
            name: 'America/Indiana/Vevay',
            value: 'America/Indiana/Vevay',
          },
          {
            name: 'America/Indiana/Vincennes',
            value: 'America/Indiana/Vincennes',
          },
          {
            name: 'America/Indiana/Winamac',
            value: 'America/Indiana/Winamac',
          },
          {
            name: 'America/Indianapolis',
            value: 'America/Indianapolis',
          },
          {
            name: 'America/Inuvik',
            value: 'America/Inuvik',
          },
          {
            name: 'America/Iqaluit',
            value: 'America/Iqaluit',
          },
          {
            name: 'America/Jamaica',
            value: 'America/Jamaica',
          },
          {
            name: 'America/Jujuy',
            value: 'America/Jujuy',
          },
          {
            name: 'America/Juneau',
            value: 'America/Juneau',
          },
          {
            name: 'America/Kentucky/Louisville',
            value: 'America/Kentucky/Louisville',
          },
          {
            name: 'America/Kentucky/Monticello',
            value: 'America/Kentucky/Monticello',
          },
          {
            name: 'America/Knox_IN',
            value: 'America/Knox_IN',
          },
          {
            name: 'America/Kralendijk',
            value: 'America/Kralendijk',
          },
          {
            name: 'America/La_Paz',
            value: 'America/La_Paz',
          },
          {
            name: 'America/Lima',
            value: 'America/Lima',
          },
          {
            name: 'America/Los_Angeles',
            value: 'America/Los_Angeles',
          },
          {
            name: 'America/Louisville',
            value: 'America/Louisville',
          },
          {
            name: 'America/Lower_Princes',
            value: 'America/Lower_Princes',
          },
          {
            name: 'America/Maceio',
            value: 'America/Maceio',
          },
          {
            name: 'America/Managua',
            value: 'America/Managua',
          },
          {
            name: 'America/Manaus',
            value: 'America/Manaus',
          },
          {
            name: 'America/Marigot',
            value: 'America/Marigot',
          },
          {
            name: 'America/Martinique',
            value: 'America/Martinique',
          },
          {
            name: 'America/Matamoros',
            value: 'America/Matamoros',
          },
          {
            name: 'America/Mazatlan',
            value: 'America/Mazatlan',
          },
          {
            name: 'America/Mendoza',
            value: 'America/Mendoza',
          },
          {
            name: 'America/Menominee',
            value: 'America/Menominee',
          },
          {
            name: 'America/Merida',
            value: 'America/Merida',
          },
          {
            name: 'America/Metlakatla',
            value: 'America/Metlakatla',
          },
          {
            name: 'America/Mexico_City',
            value: 'America/Mexico_City',
          },
          {
            name: 'America/Miquelon',
            value: 'America/Miquelon',
          },
          {
            name: 'America/Moncton',
            value: 'America/Moncton',
          },
          {
            name: 'America/Monterrey',
            value: 'America/Monterrey',
          },
          {
            name: 'America/Montevideo',
            value: 'America/Montevideo',
          },
          {
            name: 'America/Montreal',
            value: 'America/Montreal',
          },
          {
            name: 'America/Montserrat',
            value: 'America/Montserrat',
          },
          {
            name: 'America/Nassau',
            value: 'America/Nassau',
          },
          {
            name: 'America/New_York',
            value: 'America/New_York',
          },
          {
            name: 'America/Nipigon',
            value: 'America/Nipigon',
          },
          {
            name: 'America/Nome',
            value: 'America/Nome',
          },
          {
            name: 'America/Noronha',
            value: 'America/Noronha',
          },
          {
            name: 'America/North_Dakota/Beulah',
            value: 'America/North_Dakota/Beulah',
          },
          {
            name: 'America/North_Dakota/Center',
            value: 'America/North_Dakota/Center',
          },
          {
            name: 'America/North_Dakota/New_Salem',
            value: 'America/North_Dakota/New_Salem',
          },
          {
            name: 'America/Nuuk',
            value: 'America/Nuuk',
          },
          {
            name: 'America/Ojinaga',
            value: 'America/Ojinaga',
          },
          {
            name: 'America/Panama',
            value: 'America/Panama',
          },
          {
            name: 'America/Pangnirtung',
            value: 'America/Pangnirtung',
          },
          {
            name: 'America/Paramaribo',
            value: 'America/Paramaribo',
          },
          {
            name: 'America/Phoenix',
            value: 'America/Phoenix',
          },
          {
            name: 'America/Port-au-Prince',
            value: 'America/Port-au-Prince',
          },
          {
            name: 'America/Port_of_Spain',
            value: 'America/Port_of_Spain',
          },
          {
            name: 'America/Porto_Acre',
            value: 'America/Porto_Acre',
          },
          {
            name: 'America/Porto_Velho',
            value: 'America/Porto_Velho',
          },
          {
            name: 'America/Puerto_Rico',
            value: 'America/Puerto_Rico',
          },
          {
            name: 'America/Punta_Arenas',
            value: 'America/Punta_Arenas',
          },
          {
            name: 'America/Rainy_River',
            value: 'America/Rainy_River',
          },
          {
            name: 'America/Rankin_Inlet',
            value: 'America/Rankin_Inlet',
          },
          {
            name: 'America/Recife',
            value: 'America/Recife',
          },
          {
            name: 'America/Regina',
            value: 'America/Regina',
          },
          {
            name: 'America/Resolute',
            value: 'America/Resolute',
          },
          {
            name: 'America/Rio_Branco',
            value: 'America/Rio_Branco',
          },
          {
            name: 'America/Rosario',
            value: 'America/Rosario',
          },
          {
            name: 'America/Santa_Isabel',
            value: 'America/Santa_Isabel',
          },
          {
            name: 'America/Santarem',
            value: 'America/Santarem',
          },
          {
            name: 'America/Santiago',
            value: 'America/Santiago',
          },
          {
            name: 'America/Santo_Domingo',
            value: 'America/Santo_Domingo',
          },
          {
            name: 'America/Sao_Paulo',
            value: 'America/Sao_Paulo',
          },
          {
            name: 'America/Scoresbysund',
            value: 'America/Scoresbysund',
          },
          {
            name: 'America/Shiprock',
            value: 'America/Shiprock',
          },
          {
            name: 'America/Sitka',
            value: 'America/Sitka',
          },
          {
            name: 'America/St_Barthelemy',
            value: 'America/St_Barthelemy',
          },
          {
            name: 'America/St_Johns',
            value: 'America/St_Johns',
          },
          {
            name: 'America/St_Kitts',
            value: 'America/St_Kitts',
          },
          {
            name: 'America/St_Lucia',
            value: 'America/St_Lucia',
          },
          {
            name: 'America/St_Thomas',
            value: 'America/St_Thomas',
          },
          {
            name: 'America/St_Vincent',
            value: 'America/St_Vincent',
          },
          {
            name: 'America/Swift_Current',
            value: 'America/Swift_Current',
          },
          {
            name: 'America/Tegucigalpa',
            value: 'America/Tegucigalpa',
          },
          {
            name: 'America/Thule',
            value: 'America/Thule',
          },
          {
            name: 'America/Thunder_Bay',
            value: 'America/Thunder_Bay',
          },
          {
            name: 'America/Tijuana',
            value: 'America/Tijuana',
          },
          {
            name: 'America/Toronto',
            value: 'America/Toronto',
          },
          {
            name: 'America/Tortola',
            value: 'America/Tortola',
          },
          {
            name: 'America/Vancouver',
            value: 'America/Vancouver',
          },
          {
            name: 'America/Virgin',
            value: 'America/Virgin',
          },
          {
            name: 'America/Whitehorse',
            value: 'America/Whitehorse',
          },
          {
            name: 'America/Winnipeg',
            value: 'America/Winnipeg',
          },
          {
            name: 'America/Yakutat',
            value: 'America/Yakutat',
          },
          {
            name: 'America/Yellowknife',
            value: 'America/Yellowknife',
          },
          {
            name: 'Antarctica/Casey',
            value: 'Antarctica/Casey',
          },
          {
            name: 'Antarctica/Davis',
            value: 'Antarctica/Davis',
          },
          {
            name: 'Antarctica/DumontDUrville',
            value: 'Antarctica/DumontDUrville',
          },
          {
            name: 'Antarctica/Macquarie',
            value: 'Antarctica/Macquarie',
          },
          {
            name: 'Antarctica/Mawson',
            value: 'Antarctica/Mawson',
          },
          {
            name: 'Antarctica/McMurdo',
            value: 'Antarctica/McMurdo',
          },
          {
            name: 'Antarctica/Palmer',
            value: 'Antarctica/Palmer',
          },
          {
            name: 'Antarctica/Rothera',
            value: 'Antarctica/Rothera',
          },
          {
            name: 'Antarctica/South_Pole',
            value: 'Antarctica/South_Pole',
          },
          {
            name: 'Antarctica/Syowa',
            value: 'Antarctica/Syowa',
          },
          {
            name: 'Antarctica/Troll',
            value: 'Antarctica/Troll',
          },
          {
            name: 'Antarctica/Vostok',
            value: 'Antarctica/Vostok',
          },
          {
            name: 'Arctic/Longyearbyen',
            value: 'Arctic/Longyearbyen',
          },
          {
            name: 'Asia/Aden',
            value: 'Asia/Aden',
          },
          {
            name: 'Asia/Almaty',
            value: 'Asia/Almaty',
          },
          {
            name: 'Asia/Amman',
            value: 'Asia/Amman',
          },
          {
            name: 'Asia/Anadyr',
            value: 'Asia/Anadyr',
          },
          {
            name: 'Asia/Aqtau',
            value: 'Asia/Aqtau',
          },
          {
            name: 'Asia/Aqtobe',
            value: 'Asia/Aqtobe',
          },
          {
            name: 'Asia/Ashgabat',
            value: 'Asia/Ashgabat',
          },
          {
            name: 'Asia/Ashkhabad',
            value: 'Asia/Ashkhabad',
          },
          {
            name: 'Asia/Atyrau',
            value: 'Asia/Atyrau',
          },
          {
            name: 'Asia/Baghdad',
            value: 'Asia/Baghdad',
          },
          {
            name: 'Asia/Bahrain',
            value: 'Asia/Bahrain',
          },
          {
            name: 'Asia/Baku',
            value: 'Asia/Baku',
          },
          {
            name: 'Asia/Bangkok',
            value: 'Asia/Bangkok',
          },
          {
            name: 'Asia/Barnaul',
            value: 'Asia/Barnaul',
          },
          {
            name: 'Asia/Beirut',
            value: 'Asia/Beirut',
          },
          {
            name: 'Asia/Bishkek',
            value: 'Asia/Bishkek',
          },
          {
            name: 'Asia/Brunei',
            value: 'Asia/Brunei',
          },
          {
            name: 'Asia/Calcutta',
            value: 'Asia/Calcutta',
          },
          {
            name: 'Asia/Chita',
            value: 'Asia/Chita',
          },
          {
            name: 'Asia/Choibalsan',
            value: 'Asia/Choibalsan',
          },
          {
            name: 'Asia/Chongqing',
            value: 'Asia/Chongqing',
          },
          {
            name: 'Asia/Chungking',
            value: 'Asia/Chungking',
          },
          {
            name: 'Asia/Colombo',
            value: 'Asia/Colombo',
          },
          {
            name: 'Asia/Dacca',
            value: 'Asia/Dacca',
          },
          {
            name: 'Asia/Damascus',
            value: 'Asia/Damascus',
          },
          {
            name: 'Asia/Dhaka',
            value: 'Asia/Dhaka',
          },
          {
            name: 'Asia/Dili',
            value: 'Asia/Dili',
          },
          {
            name: 'Asia/Dubai',
            value: 'Asia/Dubai',
          },
          {
            name: 'Asia/Dushanbe',
            value: 'Asia/Dushanbe',
          },
          {
            name: 'Asia/Famagusta',
            value: 'Asia/Famagusta',
          },
          {
            name: 'Asia/Gaza',
            value: 'Asia/Gaza',
          },
          {
            name: 'Asia/Harbin',
            value: 'Asia/Harbin',
          },
          {
            name: 'Asia/Hebron',
            value: 'Asia/Hebron',
          },
          {
            name: 'Asia/Ho_Chi_Minh',
            value: 'Asia/Ho_Chi_Minh',
          },
          {
            name: 'Asia/Hong_Kong',
            value: 'Asia/Hong_Kong',
          },
          {
            name: 'Asia/Hovd',
            value: 'Asia/Hovd',
          },
          {
            name: 'Asia/Irkutsk',
            value: 'Asia/Irkutsk',
          },
          {
            name: 'Asia/Istanbul',
            value: 'Asia/Istanbul',
          },
          {
            name: 'Asia/Jakarta',
            value: 'Asia/Jakarta',
          },
          {
            name: 'Asia/Jayapura',
            value: 'Asia/Jayapura',
          },
          {
            name: 'Asia/Jerusalem',
            value: 'Asia/Jerusalem',
          },
          {
            name: 'Asia/Kabul',
            value: 'Asia/Kabul',
          },
          {
            name: 'Asia/Kamchatka',
            value: 'Asia/Kamchatka',
          },
          {
            name: 'Asia/Karachi',
            value: 'Asia/Karachi',
          },
          {
            name: 'Asia/Kashgar',
            value: 'Asia/Kashgar',
          },
          {
            name: 'Asia/Kathmandu',
            value: 'Asia/Kathmandu',
          },
          {
            name: 'Asia/Katmandu',
            value: 'Asia/Katmandu',
          },
          {
            name: 'Asia/Khandyga',
            value: 'Asia/Khandyga',
          },
          {
            name: 'Asia/Kolkata',
            value: 'Asia/Kolkata',
          },
          {
            name: 'Asia/Krasnoyarsk',
            value: 'Asia/Krasnoyarsk',
          },
          {
            name: 'Asia/Kuala_Lumpur',
            value: 'Asia/Kuala_Lumpur',
          },
          {
            name: 'Asia/Kuching',
            value: 'Asia/Kuching',
          },
          {
            name: 'Asia/Kuwait',
            value: 'Asia/Kuwait',
          },
          {
            name: 'Asia/Macao',
            value: 'Asia/Macao',
          },
          {
            name: 'Asia/Macau',
            value: 'Asia/Macau',
          },
          {
            name: 'Asia/Magadan',
            value: 'Asia/Magadan',
          },
          {
            name: 'Asia/Makassar',
            value: 'Asia/Makassar',
          },
          {
            name: 'Asia/Manila',
            value: 'Asia/Manila',
          },
          {
            name: 'Asia/Muscat',
            value: 'Asia/Muscat',
          },
          {
            name: 'Asia/Nicosia',
            value: 'Asia/Nicosia',
          },
          {
            name: 'Asia/Novokuznetsk',
            value: 'Asia/Novokuznetsk',
          },
          {
            name: 'Asia/Novosibirsk',
            value: 'Asia/Novosibirsk',
          },
          {
            name: 'Asia/Omsk',
            value: 'Asia/Omsk',
          },
          {
            name: 'Asia/Oral',
            value: 'Asia/Oral',
          },
          {
            name: 'Asia/Phnom_Penh',
            value: 'Asia/Phnom_Penh',
          },
          {
            name: 'Asia/Pontianak',
            value: 'Asia/Pontianak',
          },
          {
            name: 'Asia/Pyongyang',
            value: 'Asia/Pyongyang',
          },
          {
            name: 'Asia/Qatar',
            value: 'Asia/Qatar',
          },
          {
            name: 'Asia/Qostanay',
            value: 'Asia/Qostanay',
          },
          {
            name: 'Asia/Qyzylorda',
            value: 'Asia/Qyzylorda',
          },
          {
            name: 'Asia/Rangoon',
            value: 'Asia/Rangoon',
          },
          {
            name: 'Asia/Riyadh',
            value: 'Asia/Riyadh',
          },
          {
            name: 'Asia/Saigon',
            value: 'Asia/Saigon',
          },
          {
            name: 'Asia/Sakhalin',
            value: 'Asia/Sakhalin',
          },
          {
            name: 'Asia/Samarkand',
            value: 'Asia/Samarkand',
          },
          {
            name: 'Asia/Seoul',
            value: 'Asia/Seoul',
          },
          {
            name: 'Asia/Shanghai',
            value: 'Asia/Shanghai',
          },
          {
            name: 'Asia/Singapore',
            value: 'Asia/Singapore',
          },
          {
            name: 'Asia/Srednekolymsk',
            value: 'Asia/Srednekolymsk',
          },
          {
            name: 'Asia/Taipei',
            value: 'Asia/Taipei',
          },
          {
            name: 'Asia/Tashkent',
            value: 'Asia/Tashkent',
          },
          {
            name: 'Asia/Tbilisi',
            value: 'Asia/Tbilisi',
          },
          {
            name: 'Asia/Tehran',
            value: 'Asia/Tehran',
          },
          {
            name: 'Asia/Tel_Aviv',
            value: 'Asia/Tel_Aviv',
          },
          {
            name: 'Asia/Thimbu',
            value: 'Asia/Thimbu',
          },
          {
            name: 'Asia/Thimphu',
            value: 'Asia/Thimphu',
          },
          {
            name: 'Asia/Tokyo',
            value: 'Asia/Tokyo',
          },
          {
            name: 'Asia/Tomsk',
            value: 'Asia/Tomsk',
          },
          {
            name: 'Asia/Ujung_Pandang',
            value: 'Asia/Ujung_Pandang',
          },
          {
            name: 'Asia/Ulaanbaatar',
            value: 'Asia/Ulaanbaatar',
          },
          {
            name: 'Asia/Ulan_Bator',
            value: 'Asia/Ulan_Bator',
          },
          {
            name: 'Asia/Urumqi',
            value: 'Asia/Urumqi',
          },
          {
            name: 'Asia/Ust-Nera',
            value: 'Asia/Ust-Nera',
          },
          {
            name: 'Asia/Vientiane',
            value: 'Asia/Vientiane',
          },
          {
            name: 'Asia/Vladivostok',
            value: 'Asia/Vladivostok',
          },
          {
            name: 'Asia/Yakutsk',
            value: 'Asia/Yakutsk',
          },
          {
            name: 'Asia/Yangon',
            value: 'Asia/Yangon',
          },
          {
            name: 'Asia/Yekaterinburg',
            value: 'Asia/Yekaterinburg',
          },
          {
            name: 'Asia/Yerevan',
            value: 'Asia/Yerevan',
          },
          {
            name: 'Atlantic/Azores',
            value: 'Atlantic/Azores',
          },
          {
            name: 'Atlantic/Bermuda',
            value: 'Atlantic/Bermuda',
          },
          {
            name: 'Atlantic/Canary',
            value: 'Atlantic/Canary',
          },
          {
            name: 'Atlantic/Cape_Verde',
            value: 'Atlantic/Cape_Verde',
          },
          {
            name: 'Atlantic/Faeroe',
            value: 'Atlantic/Faeroe',
          },
          {
            name: 'Atlantic/Faroe',
            value: 'Atlantic/Faroe',
          },
          {
            name: 'Atlantic/Jan_Mayen',
            value: 'Atlantic/Jan_Mayen',
          },
          {
            name: 'Atlantic/Madeira',
            value: 'Atlantic/Madeira',
          },
          {
            name: 'Atlantic/Reykjavik',
            value: 'Atlantic/Reykjavik',
          },
          {
            name: 'Atlantic/South_Georgia',
            value: 'Atlantic/South_Georgia',
          },
          {
            name: 'Atlantic/St_Helena',
            value: 'Atlantic/St_Helena',
          },
          {
            name: 'Atlantic/Stanley',
            value: 'Atlantic/Stanley',
          },
          {
            name: 'Australia/ACT',
            value: 'Australia/ACT',
          },
          {
            name: 'Australia/Adelaide',
            value: 'Australia/Adelaide',
          },
          {
            name: 'Australia/Brisbane',
            value: 'Australia/Brisbane',
          },
          {
            name: 'Australia/Broken_Hill',
            value: 'Australia/Broken_Hill',
          },
          {
            name: 'Australia/Canberra',
            value: 'Australia/Canberra',
          },
          {
            name: 'Australia/Currie',
            value: 'Australia/Currie',
          },
          {
            name: 'Australia/Darwin',
            value: 'Australia/Darwin',
          },
          {
            name: 'Australia/Eucla',
            value: 'Australia/Eucla',
          },
          {
            name: 'Australia/Hobart',
            value: 'Australia/Hobart',
          },
          {
            name: 'Australia/LHI',
            value: 'Australia/LHI',
          },
          {
            name: 'Australia/Lindeman',
            value: 'Australia/Lindeman',
          },
          {
            name: 'Australia/Lord_Howe',
            value: 'Australia/Lord_Howe',
          },
          {
            name: 'Australia/Melbourne',
            value: 'Australia/Melbourne',
          },
          {
            name: 'Australia/NSW',
            value: 'Australia/NSW',
          },
          {
            name: 'Australia/North',
            value: 'Australia/North',
          },
          {
            name: 'Australia/Perth',
            value: 'Australia/Perth',
          },
          {
            name: 'Australia/Queensland',
            value: 'Australia/Queensland',
          },
          {
            name: 'Australia/South',
            value: 'Australia/South',
          },
          {
            name: 'Australia/Sydney',
            value: 'Australia/Sydney',
          },
          {
            name: 'Australia/Tasmania',
            value: 'Australia/Tasmania',
          },
          {
            name: 'Australia/Victoria',
            value: 'Australia/Victoria',
          },
          {
            name: 'Australia/West',
            value: 'Australia/West',
          },
          {
            name: 'Australia/Yancowinna',
            value: 'Australia/Yancowinna',
          },
          {
            name: 'Brazil/Acre',
            value: 'Brazil/Acre',
          },
          {
            name: 'Brazil/DeNoronha',
            value: 'Brazil/DeNoronha',
          },
          {
            name: 'Brazil/East',
            value: 'Brazil/East',
          },
          {
            name: 'Brazil/West',
            value: 'Brazil/West',
          },
          {
            name: 'CET',
            value: 'CET',
          },
          {
            name: 'CST6CDT',
            value: 'CST6CDT',
          },
          {
            name: 'Canada/Atlantic',
            value: 'Canada/Atlantic',
          },
          {
            name: 'Canada/Central',
            value: 'Canada/Central',
          },
          {
            name: 'Canada/Eastern',
            value: 'Canada/Eastern',
          },
          {
            name: 'Canada/Mountain',
            value: 'Canada/Mountain',
          },
          {
            name: 'Canada/Newfoundland',
            value: 'Canada/Newfoundland',
          },
          {
            name: 'Canada/Pacific',
            value: 'Canada/Pacific',
          },
          {
            name: 'Canada/Saskatchewan',
            value: 'Canada/Saskatchewan',
          },
          {
            name: 'Canada/Yukon',
            value: 'Canada/Yukon',
          },
          {
            name: 'Chile/Continental',
            value: 'Chile/Continental',
          },
          {
            name: 'Chile/EasterIsland',
            value: 'Chile/EasterIsland',
          },
          {
            name: 'Cuba',
            value: 'Cuba',
          },
          {
            name: 'EET',
            value: 'EET',
          },
          {
            name: 'EST',
            value: 'EST',
          },
          {
            name: 'EST5EDT',
            value: 'EST5EDT',
          },
          {
            name: 'Egypt',
            value: 'Egypt',
          },
          {
            name: 'Eire',
            value: 'Eire',
          },
          {
            name: 'Etc/GMT',
            value: 'Etc/GMT',
          },
          {
            name: 'Etc/GMT+0',
            value: 'Etc/GMT+0',
          },
          {
            name: 'Etc/GMT+1',
            value: 'Etc/GMT+1',
          },
          {
            name: 'Etc/GMT+10',
            value: 'Etc/GMT+10',
          },
          {
            name: 'Etc/GMT+11',
            value: 'Etc/GMT+11',
          },
          {
            name: 'Etc/GMT+12',
            value: 'Etc/GMT+12',
          },
          {
            name: 'Etc/GMT+2',
            value: 'Etc/GMT+2',
          },
          {
            name: 'Etc/GMT+3',
            value: 'Etc/GMT+3',
          },
          {
            name: 'Etc/GMT+4',
            value: 'Etc/GMT+4',
          },
          {
            name: 'Etc/GMT+5',
            value: 'Etc/GMT+5',
          },
          {
            name: 'Etc/GMT+6',
            value: 'Etc/GMT+6',
          },
          {
            name: 'Etc/GMT+7',
            value: 'Etc/GMT+7',
          },
          {
            name: 'Etc/GMT+8',
            value: 'Etc/GMT+8',
          },
          {
            name: 'Etc/GMT+9',
            value: 'Etc/GMT+9',
          },
          {
            name: 'Etc/GMT-0',
            value: 'Etc/GMT-0',
          },
          {
            name: 'Etc/GMT-1',
            value: 'Etc/GMT-1',
          },
          {
            name: 'Etc/GMT-10',
            value: 'Etc/GMT-10',
          },
          {
            name: 'Etc/GMT-11',
            value: 'Etc/GMT-11',
          },
          {
            name: 'Etc/GMT-12',
            value: 'Etc/GMT-12',
          },
          {
            name: 'Etc/GMT-13',
            value: 'Etc/GMT-13',
          },
          {
            name: 'Etc/GMT-14',
            value: 'Etc/GMT-14',
          },
          {
            name: 'Etc/GMT-2',
            value: 'Etc/GMT-2',
          },
          {
            name: 'Etc/GMT-3',
            value: 'Etc/GMT-3',
          },
          {
            name: 'Etc/GMT-4',
            value: 'Etc/GMT-4',
          },
          {
            name: 'Etc/GMT-5',
            value: 'Etc/GMT-5',
          },
          {
            name: 'Etc/GMT-6',
            value: 'Etc/GMT-6',
          },
          {
            name: 'Etc/GMT-7',
            value: 'Etc/GMT-7',
          },
          {
            name: 'Etc/GMT-8',
            value: 'Etc/GMT-8',
          },
          {
            name: 'Etc/GMT-9',
            value: 'Etc/GMT-9',
          },
          {
            name: 'Etc/GMT0',
            value: 'Etc/GMT0',
          },
          {
            name: 'Etc/Greenwich',
            value: 'Etc/Greenwich',
          },
          {
            name: 'Etc/UCT',
            value: 'Etc/UCT',
          },
          {
            name: 'Etc/UTC',
            value: 'Etc/UTC',
          },
          {
            name: 'Etc/Universal',
            value: 'Etc/Universal',
          },
          {
            name: 'Etc/Zulu',
            value: 'Etc/Zulu',
          },
          {
            name: 'Europe/Amsterdam',
            value: 'Europe/Amsterdam',
          },
          {
            name: 'Europe/Andorra',
            value: 'Europe/Andorra',
          },
          {
            name: 'Europe/Astrakhan',
            value: 'Europe/Astrakhan',
          },
          {
            name: 'Europe/Athens',
            value: 'Europe/Athens',
          },
          {
            name: 'Europe/Belfast',
            value: 'Europe/Belfast',
          },
          {
            name: 'Europe/Belgrade',
            value: 'Europe/Belgrade',
          },
          {
            name: 'Europe/Berlin',
            value: 'Europe/Berlin',
          },
          {
            name: 'Europe/Bratislava',
            value: 'Europe/Bratislava',
          },
          {
            name: 'Europe/Brussels',
            value: 'Europe/Brussels',
          },
          {
            name: 'Europe/Bucharest',
            value: 'Europe/Bucharest',
          },
          {
            name: 'Europe/Budapest',
            value: 'Europe/Budapest',
          },
          {
            name: 'Europe/Busingen',
            value: 'Europe/Busingen',
          },
          {
            name: 'Europe/Chisinau',
            value: 'Europe/Chisinau',
          },
          {
            name: 'Europe/Copenhagen',
            value: 'Europe/Copenhagen',
          },
          {
            name: 'Europe/Dublin',
            value: 'Europe/Dublin',
          },
          {
            name: 'Europe/Gibraltar',
            value: 'Europe/Gibraltar',
          },
          {
            name: 'Europe/Guernsey',
            value: 'Europe/Guernsey',
          },
          {
            name: 'Europe/Helsinki',
            value: 'Europe/Helsinki',
          },
          {
            name: 'Europe/Isle_of_Man',
            value: 'Europe/Isle_of_Man',
          },
          {
            name: 'Europe/Istanbul',
            value: 'Europe/Istanbul',
          },
          {
            name: 'Europe/Jersey',
            value: 'Europe/Jersey',
          },
          {
            name: 'Europe/Kaliningrad',
            value: 'Europe/Kaliningrad',
          },
          {
            name: 'Europe/Kiev',
            value: 'Europe/Kiev',
          },
          {
            name: 'Europe/Kirov',
            value: 'Europe/Kirov',
          },
          {
            name: 'Europe/Kyiv',
            value: 'Europe/Kyiv',
          },
          {
            name: 'Europe/Lisbon',
            value: 'Europe/Lisbon',
          },
          {
            name: 'Europe/Ljubljana',
            value: 'Europe/Ljubljana',
          },
          {
            name: 'Europe/London',
            value: 'Europe/London',
          },
          {
            name: 'Europe/Luxembourg',
            value: 'Europe/Luxembourg',
          },
          {
            name: 'Europe/Madrid',
            value: 'Europe/Madrid',
          },
          {
            name: 'Europe/Malta',
            value: 'Europe/Malta',
          },
          {
            name: 'Europe/Mariehamn',
            value: 'Europe/Mariehamn',
          },
          {
            name: 'Europe/Minsk',
            value: 'Europe/Minsk',
          },
          {
            name: 'Europe/Monaco',
            value: 'Europe/Monaco',
          },
          {
            name: 'Europe/Moscow',
            value: 'Europe/Moscow',
          },
          {
            name: 'Europe/Nicosia',
            value: 'Europe/Nicosia',
          },
          {
            name: 'Europe/Oslo',
            value: 'Europe/Oslo',
          },
          {
            name: 'Europe/Paris',
            value: 'Europe/Paris',
          },
          {
            name: 'Europe/Podgorica',
            value: 'Europe/Podgorica',
          },
          {
            name: 'Europe/Prague',
            value: 'Europe/Prague',
          },
          {
            name: 'Europe/Riga',
            value: 'Europe/Riga',
          },
          {
            name: 'Europe/Rome',
            value: 'Europe/Rome',
          },
          {
            name: 'Europe/Samara',
            value: 'Europe/Samara',
          },
          {
            name: 'Europe/San_Marino',
            value: 'Europe/San_Marino',
          },
          {
            name: 'Europe/Sarajevo',
            value: 'Europe/Sarajevo',
          },
          {
            name: 'Europe/Saratov',
            value: 'Europe/Saratov',
          },
          {
            name: 'Europe/Simferopol',
            value: 'Europe/Simferopol',
          },
          {
            name: 'Europe/Skopje',
            value: 'Europe/Skopje',
          },
          {
            name: 'Europe/Sofia',
            value: 'Europe/Sofia',
          },
          {
            name: 'Europe/Stockholm',
            value: 'Europe/Stockholm',
          },
          {
            name: 'Europe/Tallinn',
            value: 'Europe/Tallinn',
          },
          {
            name: 'Europe/Tirane',
            value: 'Europe/Tirane',
          },
          {
            name: 'Europe/Tiraspol',
            value: 'Europe/Tiraspol',
          },
          {
            name: 'Europe/Ulyanovsk',
            value: 'Europe/Ulyanovsk',
          },
          {
            name: 'Europe/Uzhgorod',
            value: 'Europe/Uzhgorod',
          },
          {
            name: 'Europe/Vaduz',
            value: 'Europe/Vaduz',
          },
          {
            name: 'Europe/Vatican',
            value: 'Europe/Vatican',
          },
          {
            name: 'Europe/Vienna',
            value: 'Europe/Vienna',
          },
          {
            name: 'Europe/Vilnius',
            value: 'Europe/Vilnius',
          },
          {
            name: 'Europe/Volgograd',
            value: 'Europe/Volgograd',
          },
          {
            name: 'Europe/Warsaw',
            value: 'Europe/Warsaw',
          },
          {
            name: 'Europe/Zagreb',
            value: 'Europe/Zagreb',
          },
          {
            name: 'Europe/Zaporozhye',
            value: 'Europe/Zaporozhye',
          },
          {
            name: 'Europe/Zurich',
            value: 'Europe/Zurich',
          },
          {
            name: 'GB',
            value: 'GB',
          },
          {
            name: 'GB-Eire',
            value: 'GB-Eire',
          },
          {
            name: 'GMT',
            value: 'GMT',
          },
          {
            name: 'GMT+0',
            value: 'GMT+0',
          },
          {
            name: 'GMT-0',
            value: 'GMT-0',
          },
          {
            name: 'GMT0',
            value: 'GMT0',
          },
          {
            name: 'Greenwich',
            value: 'Greenwich',
          },
          {
            name: 'HST',
            value: 'HST',
          },
          {
            name: 'Hongkong',
            value: 'Hongkong',
          },
          {
            name: 'Iceland',
            value: 'Iceland',
          },
          {
            name: 'Indian/Antananarivo',
            value: 'Indian/Antananarivo',
          },
          {
            name: 'Indian/Chagos',
            value: 'Indian/Chagos',
          },
          {
            name: 'Indian/Christmas',
            value: 'Indian/Christmas',
          },
          {
            name: 'Indian/Cocos',
            value: 'Indian/Cocos',
          },
          {
            name: 'Indian/Comoro',
            value: 'Indian/Comoro',
          },
          {
            name: 'Indian/Kerguelen',
            value: 'Indian/Kerguelen',
          },
          {
            name: 'Indian/Mahe',
            value: 'Indian/Mahe',
          },
          {
            name: 'Indian/Maldives',
            value: 'Indian/Maldives',
          },
          {
            name: 'Indian/Mauritius',
            value: 'Indian/Mauritius',
          },
          {
            name: 'Indian/Mayotte',
            value: 'Indian/Mayotte',
          },
          {
            name: 'Indian/Reunion',
            value: 'Indian/Reunion',
          },
          {
            name: 'Iran',
            value: 'Iran',
          },
          {
            name: 'Israel',
            value: 'Israel',
          },
          {
            name: 'Jamaica',
            value: 'Jamaica',
          },
          {
            name: 'Japan',
            value: 'Japan',
          },
          {
            name: 'Kwajalein',
            value: 'Kwajalein',
          },
          {
            name: 'Libya',
            value: 'Libya',
          },
          {
            name: 'MET',
            value: 'MET',
          },
          {
            name: 'MST',
            value: 'MST',
          },
          {
            name: 'MST7MDT',
            value: 'MST7MDT',
          },
          {
            name: 'Mexico/BajaNorte',
            value: 'Mexico/BajaNorte',
          },
          {
            name: 'Mexico/BajaSur',
            value: 'Mexico/BajaSur',
          },
          {
            name: 'Mexico/General',
            value: 'Mexico/General',
          },
          {
            name: 'NZ',
            value: 'NZ',
          },
          {
            name: 'NZ-CHAT',
            value: 'NZ-CHAT',
          },
          {
            name: 'Navajo',
            value: 'Navajo',
          },
          {
            name: 'PRC',
            value: 'PRC',
          },
          {
            name: 'PST8PDT',
            value: 'PST8PDT',
          },
          {
            name: 'Pacific/Apia',
            value: 'Pacific/Apia',
          },
          {
            name: 'Pacific/Auckland',
            value: 'Pacific/Auckland',
          },
          {
            name: 'Pacific/Bougainville',
            value: 'Pacific/Bougainville',
          },
          {
            name: 'Pacific/Chatham',
            value: 'Pacific/Chatham',
          },
          {
            name: 'Pacific/Chuuk',
            value: 'Pacific/Chuuk',
          },
          {
            name: 'Pacific/Easter',
            value: 'Pacific/Easter',
          },
          {
            name: 'Pacific/Efate',
            value: 'Pacific/Efate',
          },
          {
            name: 'Pacific/Enderbury',
            value: 'Pacific/Enderbury',
          },
          {
            name: 'Pacific/Fakaofo',
            value: 'Pacific/Fakaofo',
          },
          {
            name: 'Pacific/Fiji',
            value: 'Pacific/Fiji',
          },
          {
            name: 'Pacific/Funafuti',
            value: 'Pacific/Funafuti',
          },
          {
            name: 'Pacific/Galapagos',
            value: 'Pacific/Galapagos',
          },
          {
            name: 'Pacific/Gambier',
            value: 'Pacific/Gambier',
          },
          {
            name: 'Pacific/Guadalcanal',
            value: 'Pacific/Guadalcanal',
          },
          {
            name: 'Pacific/Guam',
            value: 'Pacific/Guam',
          },
          {
            name: 'Pacific/Honolulu',
            value: 'Pacific/Honolulu',
          },
          {
            name: 'Pacific/Johnston',
            value: 'Pacific/Johnston',
          },
          {
            name: 'Pacific/Kanton',
            value: 'Pacific/Kanton',
          },
          {
            name: 'Pacific/Kiritimati',
            value: 'Pacific/Kiritimati',
          },
          {
            name: 'Pacific/Kosrae',
            value: 'Pacific/Kosrae',
          },
          {
            name: 'Pacific/Kwajalein',
            value: 'Pacific/Kwajalein',
          },
          {
            name: 'Pacific/Majuro',
            value: 'Pacific/Majuro',
          },
          {
            name: 'Pacific/Marquesas',
            value: 'Pacific/Marquesas',
          },
          {
            name: 'Pacific/Midway',
            value: 'Pacific/Midway',
          },
          {
            name: 'Pacific/Nauru',
            value: 'Pacific/Nauru',
          },
          {
            name: 'Pacific/Niue',
            value: 'Pacific/Niue',
          },
          {
            name: 'Pacific/Norfolk',
            value: 'Pacific/Norfolk',
          },
          {
            name: 'Pacific/Noumea',
            value: 'Pacific/Noumea',
          },
          {
            name: 'Pacific/Pago_Pago',
            value: 'Pacific/Pago_Pago',
          },
          {
            name: 'Pacific/Palau',
            value: 'Pacific/Palau',
          },
          {
            name: 'Pacific/Pitcairn',
            value: 'Pacific/Pitcairn',
          },
          {
            name: 'Pacific/Pohnpei',
            value: 'Pacific/Pohnpei',
          },
          {
            name: 'Pacific/Ponape',
            value: 'Pacific/Ponape',
          },
          {
            name: 'Pacific/Port_Moresby',
            value: 'Pacific/Port_Moresby',
          },
          {
            name: 'Pacific/Rarotonga',
            value: 'Pacific/Rarotonga',
          },
          {
            name: 'Pacific/Saipan',
            value: 'Pacific/Saipan',
          },
          {
            name: 'Pacific/Samoa',
            value: 'Pacific/Samoa',
          },
          {
            name: 'Pacific/Tahiti',
            value: 'Pacific/Tahiti',
          },
          {
            name: 'Pacific/Tarawa',
            value: 'Pacific/Tarawa',
          },
          {
            name: 'Pacific/Tongatapu',
            value: 'Pacific/Tongatapu',
          },
          {
            name: 'Pacific/Truk',
            value: 'Pacific/Truk',
          },
          {
            name: 'Pacific/Wake',
            value: 'Pacific/Wake',
          },
          {
            name: 'Pacific/Wallis',
            value: 'Pacific/Wallis',
          },
          {
            name: 'Pacific/Yap',
            value: 'Pacific/Yap',
          },
          {
            name: 'Poland',
            value: 'Poland',
          },
          {
            name: 'Portugal',
            value: 'Portugal',
          },
          {
            name: 'ROC',
            value: 'ROC',
          },
          {
            name: 'ROK',
            value: 'ROK',
          },
          {
            name: 'Singapore',
            value: 'Singapore',
          },
          {
            name: 'Turkey',
            value: 'Turkey',
          },
          {
            name: 'UCT',
            value: 'UCT',
          },
          {
            name: 'US/Alaska',
            value: 'US/Alaska',
          },
          {
            name: 'US/Aleutian',
            value: 'US/Aleutian',
          },
          {
            name: 'US/Arizona',
            value: 'US/Arizona',
          },
          {
            name: 'US/Central',
            value: 'US/Central',
          },
          {
            name: 'US/East-Indiana',
            value: 'US/East-Indiana',
          },
          {
            name: 'US/Eastern',
            value: 'US/Eastern',
          },
          {
            name: 'US/Hawaii',
            value: 'US/Hawaii',
          },
          {
            name: 'US/Indiana-Starke',
            value: 'US/Indiana-Starke',
          },
          {
            name: 'US/Michigan',
            value: 'US/Michigan',
          },
          {
            name: 'US/Mountain',
            value: 'US/Mountain',
          },
          {
            name: 'US/Pacific',
            value: 'US/Pacific',
          },
          {
            name: 'US/Samoa',
            value: 'US/Samoa',
          },
          {
            name: 'UTC',
            value: 'UTC',
          },
          {
            name: 'Universal',
            value: 'Universal',
          },
          {
            name: 'W-SU',
            value: 'W-SU',
          },
          {
            name: 'WET',
            value: 'WET',
          },
          {
            name: 'Zulu',
            value: 'Zulu',
          },
        ],
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: 'singleInstance',
        options: [
          {
            name: 'Single Instance',
            value: 'singleInstance',
          },
          {
            name: 'Occurrence',
            value: 'occurrence',
          },
          {
            name: 'Exception',
            value: 'exception',
          },
          {
            name: 'Series Master',
            value: 'seriesMaster',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Event',
    name: 'eventId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['calendarId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a event...',
        typeOptions: {
          searchListMethod: 'searchEvents',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/calendar/item/AAMkADlhOTA0M...UAAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Event URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Event',
    name: 'eventId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['calendarId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a event...',
        typeOptions: {
          searchListMethod: 'searchEvents',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/calendar/item/AAMkADlhOTA0M...UAAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Event URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['event'],
        operation: ['get'],
      },
    },
    options: [
      {
        name: 'allowNewTimeProposals',
        value: 'allowNewTimeProposals',
      },
      {
        name: 'attendees',
        value: 'attendees',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'end',
        value: 'end',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'hideAttendees',
        value: 'hideAttendees',
      },
      {
        name: 'iCalUId',
        value: 'iCalUId',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'isAllDay',
        value: 'isAllDay',
      },
      {
        name: 'isCancelled',
        value: 'isCancelled',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isOnlineMeeting',
        value: 'isOnlineMeeting',
      },
      {
        name: 'isOrganizer',
        value: 'isOrganizer',
      },
      {
        name: 'isReminderOn',
        value: 'isReminderOn',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'location',
        value: 'location',
      },
      {
        name: 'locations',
        value: 'locations',
      },
      {
        name: 'onlineMeeting',
        value: 'onlineMeeting',
      },
      {
        name: 'onlineMeetingProvider',
        value: 'onlineMeetingProvider',
      },
      {
        name: 'onlineMeetingUrl',
        value: 'onlineMeetingUrl',
      },
      {
        name: 'organizer',
        value: 'organizer',
      },
      {
        name: 'originalEndTimeZone',
        value: 'originalEndTimeZone',
      },
      {
        name: 'originalStartTimeZone',
        value: 'originalStartTimeZone',
      },
      {
        name: 'recurrence',
        value: 'recurrence',
      },
      {
        name: 'reminderMinutesBeforeStart',
        value: 'reminderMinutesBeforeStart',
      },
      {
        name: 'responseRequested',
        value: 'responseRequested',
      },
      {
        name: 'responseStatus',
        value: 'responseStatus',
      },
      {
        name: 'sensitivity',
        value: 'sensitivity',
      },
      {
        name: 'seriesMasterId',
        value: 'seriesMasterId',
      },
      {
        name: 'showAs',
        value: 'showAs',
      },
      {
        name: 'start',
        value: 'start',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'transactionId',
        value: 'transactionId',
      },
      {
        name: 'type',
        value: 'type',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'From All Calendars',
    name: 'fromAllCalendars',
    type: 'boolean',
    default: true,
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        fromAllCalendars: [false],
        resource: ['event'],
        operation: ['getAll'],
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
        resource: ['event'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['event'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['event'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        name: 'allowNewTimeProposals',
        value: 'allowNewTimeProposals',
      },
      {
        name: 'attendees',
        value: 'attendees',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'end',
        value: 'end',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'hideAttendees',
        value: 'hideAttendees',
      },
      {
        name: 'iCalUId',
        value: 'iCalUId',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'isAllDay',
        value: 'isAllDay',
      },
      {
        name: 'isCancelled',
        value: 'isCancelled',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isOnlineMeeting',
        value: 'isOnlineMeeting',
      },
      {
        name: 'isOrganizer',
        value: 'isOrganizer',
      },
      {
        name: 'isReminderOn',
        value: 'isReminderOn',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'location',
        value: 'location',
      },
      {
        name: 'locations',
        value: 'locations',
      },
      {
        name: 'onlineMeeting',
        value: 'onlineMeeting',
      },
      {
        name: 'onlineMeetingProvider',
        value: 'onlineMeetingProvider',
      },
      {
        name: 'onlineMeetingUrl',
        value: 'onlineMeetingUrl',
      },
      {
        name: 'organizer',
        value: 'organizer',
      },
      {
        name: 'originalEndTimeZone',
        value: 'originalEndTimeZone',
      },
      {
        name: 'originalStartTimeZone',
        value: 'originalStartTimeZone',
      },
      {
        name: 'recurrence',
        value: 'recurrence',
      },
      {
        name: 'reminderMinutesBeforeStart',
        value: 'reminderMinutesBeforeStart',
      },
      {
        name: 'responseRequested',
        value: 'responseRequested',
      },
      {
        name: 'responseStatus',
        value: 'responseStatus',
      },
      {
        name: 'sensitivity',
        value: 'sensitivity',
      },
      {
        name: 'seriesMasterId',
        value: 'seriesMasterId',
      },
      {
        name: 'showAs',
        value: 'showAs',
      },
      {
        name: 'start',
        value: 'start',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'transactionId',
        value: 'transactionId',
      },
      {
        name: 'type',
        value: 'type',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Filter Query',
        name: 'custom',
        type: 'string',
        default: '',
        placeholder: "e.g. contains(subject,'Hello')",
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Calendar',
    name: 'calendarId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a calendar...',
        typeOptions: {
          searchListMethod: 'searchCalendars',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Event',
    name: 'eventId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['calendarId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a event...',
        typeOptions: {
          searchListMethod: 'searchEvents',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/calendar/item/AAMkADlhOTA0M...UAAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/calendar\\/item\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Event URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Categories',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'Description',
        name: 'body',
        type: 'string',
        typeOptions: {
          rows: 2,
        },
        default: '',
      },
      {
        displayName: 'Description Preview',
        name: 'bodyPreview',
        type: 'string',
        default: '',
      },
      {
        displayName: 'End',
        name: 'end',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Hide Attendees',
        name: 'hideAttendees',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        default: 'low',
        options: [
          {
            name: 'Low',
            value: 'low',
          },
          {
            name: 'Normal',
            value: 'normal',
          },
          {
            name: 'High',
            value: 'high',
          },
        ],
      },
      {
        displayName: 'Is All Day',
        name: 'isAllDay',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Cancelled',
        name: 'isCancelled',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Draft',
        name: 'isDraft',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Is Online Meeting',
        name: 'isOnlineMeeting',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Sensitivity',
        name: 'sensitivity',
        type: 'options',
        default: 'normal',
        options: [
          {
            name: 'Normal',
            value: 'normal',
          },
          {
            name: 'Personal',
            value: 'personal',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Confidential',
            value: 'confidential',
          },
        ],
      },
      {
        displayName: 'Show As',
        name: 'showAs',
        type: 'options',
        default: 'free',
        options: [
          {
            name: 'Busy',
            value: 'busy',
          },
          {
            name: 'Free',
            value: 'free',
          },
          {
            name: 'Oof',
            value: 'oof',
          },
          {
            name: 'Tentative',
            value: 'tentative',
          },
          {
            name: 'Working Elsewhere',
            value: 'workingElsewhere',
          },
        ],
      },
      {
        displayName: 'Start',
        name: 'start',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Timezone',
        name: 'timeZone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Title',
        name: 'subject',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: 'singleInstance',
        options: [
          {
            name: 'Single Instance',
            value: 'singleInstance',
          },
          {
            name: 'Occurrence',
            value: 'occurrence',
          },
          {
            name: 'Exception',
            value: 'exception',
          },
          {
            name: 'Series Master',
            value: 'seriesMaster',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['event'],
        operation: ['update'],
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
        resource: ['folder'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a folder',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a folder',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a folder',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many folders',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a folder',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Name',
    name: 'displayName',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'e.g. My Folder',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Parent Folder',
        name: 'folderId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a folder...',
            typeOptions: {
              searchListMethod: 'searchFolders',
              searchable: true,
            },
          },
          {
            displayName: 'Link',
            name: 'url',
            type: 'string',
            placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
            extractValue: {
              type: 'regex',
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
            },
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
                  errorMessage: 'Not a valid Outlook Folder URL',
                },
              },
            ],
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a folder...',
        typeOptions: {
          searchListMethod: 'searchFolders',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a folder...',
        typeOptions: {
          searchListMethod: 'searchFolders',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'multiOptions',
        options: [
          {
            name: 'Child Folder Count',
            value: 'childFolderCount',
          },
          {
            name: 'Display Name',
            value: 'displayName',
          },
          {
            name: 'Is Hidden',
            value: 'isHidden',
          },
          {
            name: 'Parent Folder ID',
            value: 'parentFolderId',
          },
          {
            name: 'Total Item Count',
            value: 'totalItemCount',
          },
          {
            name: 'Unread Item Count',
            value: 'unreadItemCount',
          },
        ],
        default: [],
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['get'],
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
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Filter Query',
        name: 'filter',
        type: 'string',
        default: '',
        placeholder: "e.g. displayName eq 'My Folder'",
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'multiOptions',
        options: [
          {
            name: 'Child Folder Count',
            value: 'childFolderCount',
          },
          {
            name: 'Display Name',
            value: 'displayName',
          },
          {
            name: 'Is Hidden',
            value: 'isHidden',
          },
          {
            name: 'Parent Folder ID',
            value: 'parentFolderId',
          },
          {
            name: 'Total Item Count',
            value: 'totalItemCount',
          },
          {
            name: 'Unread Item Count',
            value: 'unreadItemCount',
          },
        ],
        default: [],
      },
      {
        displayName: 'Include Child Folders',
        name: 'includeChildFolders',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Parent Folder',
        name: 'folderId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a folder...',
            typeOptions: {
              searchListMethod: 'searchFolders',
              searchable: true,
            },
          },
          {
            displayName: 'Link',
            name: 'url',
            type: 'string',
            placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
            extractValue: {
              type: 'regex',
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
            },
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
                  errorMessage: 'Not a valid Outlook Folder URL',
                },
              },
            ],
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a folder...',
        typeOptions: {
          searchListMethod: 'searchFolders',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'displayName',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
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
        resource: ['folderMessage'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many folder messages',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a folder...',
        typeOptions: {
          searchListMethod: 'searchFolders',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folderMessage'],
        operation: ['getAll'],
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
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        name: 'bccRecipients',
        value: 'bccRecipients',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'ccRecipients',
        value: 'ccRecipients',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'conversationId',
        value: 'conversationId',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'flag',
        value: 'flag',
      },
      {
        name: 'from',
        value: 'from',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'inferenceClassification',
        value: 'inferenceClassification',
      },
      {
        name: 'internetMessageId',
        value: 'internetMessageId',
      },
      {
        name: 'isDeliveryReceiptRequested',
        value: 'isDeliveryReceiptRequested',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isRead',
        value: 'isRead',
      },
      {
        name: 'isReadReceiptRequested',
        value: 'isReadReceiptRequested',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'receivedDateTime',
        value: 'receivedDateTime',
      },
      {
        name: 'replyTo',
        value: 'replyTo',
      },
      {
        name: 'sender',
        value: 'sender',
      },
      {
        name: 'sentDateTime',
        value: 'sentDateTime',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'toRecipients',
        value: 'toRecipients',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Reading many messages can be slow; filters keep the request small',
    name: 'filtersNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        returnAll: [true],
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filtersUI',
    type: 'fixedCollection',
    placeholder: 'Add Filters',
    default: {},
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Filter By',
            name: 'filterBy',
            type: 'options',
            options: [
              {
                name: 'Filters',
                value: 'filters',
              },
              {
                name: 'Search',
                value: 'search',
              },
            ],
            default: 'filters',
          },
          {
            displayName: 'Search',
            name: 'search',
            type: 'string',
            default: '',
            placeholder: 'e.g. automation',
            displayOptions: {
              show: {
                filterBy: ['search'],
              },
            },
          },
          {
            displayName: 'Filters',
            name: 'filters',
            type: 'collection',
            placeholder: 'Add Filter',
            default: {},
            displayOptions: {
              show: {
                filterBy: ['filters'],
              },
            },
            options: [
              {
                displayName: 'Filter Query',
                name: 'custom',
                type: 'string',
                default: '',
                placeholder: 'e.g. isRead eq false',
              },
              {
                displayName: 'Has Attachments',
                name: 'hasAttachments',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Read Status',
                name: 'readStatus',
                type: 'options',
                default: 'unread',
                options: [
                  {
                    name: 'Unread and read messages',
                    value: 'both',
                  },
                  {
                    name: 'Unread messages only',
                    value: 'unread',
                  },
                  {
                    name: 'Read messages only',
                    value: 'read',
                  },
                ],
              },
              {
                displayName: 'Received After',
                name: 'receivedAfter',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Received Before',
                name: 'receivedBefore',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Sender',
                name: 'sender',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'attachmentsPrefix',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['folderMessage'],
        operation: ['getAll'],
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
        resource: ['message'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a message',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a message',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many messages',
      },
      {
        name: 'Move',
        value: 'move',
        action: 'Move a message',
      },
      {
        name: 'Reply',
        value: 'reply',
        action: 'Reply to a message',
      },
      {
        name: 'Send',
        value: 'send',
        action: 'Send a message',
      },
      {
        name: 'Send and Wait for Response',
        value: 'sendAndWait',
        action: 'Send message and wait for response',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a message',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['message'],
        operation: ['get'],
      },
    },
    options: [
      {
        name: 'bccRecipients',
        value: 'bccRecipients',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'ccRecipients',
        value: 'ccRecipients',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'conversationId',
        value: 'conversationId',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'flag',
        value: 'flag',
      },
      {
        name: 'from',
        value: 'from',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'inferenceClassification',
        value: 'inferenceClassification',
      },
      {
        name: 'internetMessageId',
        value: 'internetMessageId',
      },
      {
        name: 'isDeliveryReceiptRequested',
        value: 'isDeliveryReceiptRequested',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isRead',
        value: 'isRead',
      },
      {
        name: 'isReadReceiptRequested',
        value: 'isReadReceiptRequested',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'receivedDateTime',
        value: 'receivedDateTime',
      },
      {
        name: 'replyTo',
        value: 'replyTo',
      },
      {
        name: 'sender',
        value: 'sender',
      },
      {
        name: 'sentDateTime',
        value: 'sentDateTime',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'toRecipients',
        value: 'toRecipients',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'attachmentsPrefix',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Get MIME Content',
        name: 'getMimeContent',
        type: 'fixedCollection',
        default: {
          values: {
            binaryPropertyName: 'data',
          },
        },
        options: [
          {
            displayName: 'Values',
            name: 'values',
            values: [
              {
                displayName: 'Put Output in Field',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
              },
              {
                displayName: 'File Name',
                name: 'outputFileName',
                type: 'string',
                placeholder: 'message',
                default: '',
              },
            ],
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['get'],
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
        resource: ['message'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['message'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
        resource: ['message'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        name: 'bccRecipients',
        value: 'bccRecipients',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'ccRecipients',
        value: 'ccRecipients',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'conversationId',
        value: 'conversationId',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'flag',
        value: 'flag',
      },
      {
        name: 'from',
        value: 'from',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'inferenceClassification',
        value: 'inferenceClassification',
      },
      {
        name: 'internetMessageId',
        value: 'internetMessageId',
      },
      {
        name: 'isDeliveryReceiptRequested',
        value: 'isDeliveryReceiptRequested',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isRead',
        value: 'isRead',
      },
      {
        name: 'isReadReceiptRequested',
        value: 'isReadReceiptRequested',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'receivedDateTime',
        value: 'receivedDateTime',
      },
      {
        name: 'replyTo',
        value: 'replyTo',
      },
      {
        name: 'sender',
        value: 'sender',
      },
      {
        name: 'sentDateTime',
        value: 'sentDateTime',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'toRecipients',
        value: 'toRecipients',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Reading many messages can be slow; filters keep the request small',
    name: 'filtersNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        returnAll: [true],
        resource: ['message'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Filters',
    name: 'filtersUI',
    type: 'fixedCollection',
    placeholder: 'Add Filters',
    default: {},
    options: [
      {
        displayName: 'Values',
        name: 'values',
        values: [
          {
            displayName: 'Filter By',
            name: 'filterBy',
            type: 'options',
            options: [
              {
                name: 'Filters',
                value: 'filters',
              },
              {
                name: 'Search',
                value: 'search',
              },
            ],
            default: 'filters',
          },
          {
            displayName: 'Search',
            name: 'search',
            type: 'string',
            default: '',
            placeholder: 'e.g. automation',
            displayOptions: {
              show: {
                filterBy: ['search'],
              },
            },
          },
          {
            displayName: 'Filters',
            name: 'filters',
            type: 'collection',
            placeholder: 'Add Filter',
            default: {},
            displayOptions: {
              show: {
                filterBy: ['filters'],
              },
            },
            options: [
              {
                displayName: 'Filter Query',
                name: 'custom',
                type: 'string',
                default: '',
                placeholder: 'e.g. isRead eq false',
              },
              {
                displayName: 'Has Attachments',
                name: 'hasAttachments',
                type: 'boolean',
                default: false,
              },
              {
                displayName: 'Folders to Exclude',
                name: 'foldersToExclude',
                type: 'multiOptions',
                typeOptions: {
                  loadOptionsMethod: 'getFolders',
                },
                default: [],
              },
              {
                displayName: 'Folders to Include',
                name: 'foldersToInclude',
                type: 'multiOptions',
                typeOptions: {
                  loadOptionsMethod: 'getFolders',
                },
                default: [],
              },
              {
                displayName: 'Read Status',
                name: 'readStatus',
                type: 'options',
                default: 'unread',
                options: [
                  {
                    name: 'Unread and read messages',
                    value: 'both',
                  },
                  {
                    name: 'Unread messages only',
                    value: 'unread',
                  },
                  {
                    name: 'Read messages only',
                    value: 'read',
                  },
                ],
              },
              {
                displayName: 'Received After',
                name: 'receivedAfter',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Received Before',
                name: 'receivedBefore',
                type: 'dateTime',
                default: '',
              },
              {
                displayName: 'Sender',
                name: 'sender',
                type: 'string',
                default: '',
              },
            ],
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'attachmentsPrefix',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['move'],
      },
    },
  },
  {
    displayName: 'Parent Folder',
    name: 'folderId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a folder...',
        typeOptions: {
          searchListMethod: 'searchFolders',
          searchable: true,
        },
      },
      {
        displayName: 'Link',
        name: 'url',
        type: 'string',
        placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
        extractValue: {
          type: 'regex',
          regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
        },
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
              errorMessage: 'Not a valid Outlook Folder URL',
            },
          },
        ],
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['move'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
  },
  {
    displayName: 'Reply to Sender Only',
    name: 'replyToSenderOnly',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    typeOptions: {
      rows: 2,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
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
        replyToSenderOnly: [true],
        resource: ['message'],
        operation: ['reply'],
      },
    },
    options: [
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'fixedCollection',
        placeholder: 'Add Attachment',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attachments',
            displayName: 'Attachment',
            values: [
              {
                displayName: 'Input Data Field Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
                placeholder: 'e.g. data',
              },
            ],
          },
        ],
      },
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'CC Recipients',
        name: 'ccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Headers',
        name: 'internetMessageHeaders',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'headers',
            displayName: 'Header',
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
      {
        displayName: 'From',
        name: 'from',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'Low',
          },
          {
            name: 'Normal',
            value: 'Normal',
          },
          {
            name: 'High',
            value: 'High',
          },
        ],
        default: 'Normal',
      },
      {
        displayName: 'Message Type',
        name: 'bodyContentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'Text',
          },
        ],
        default: 'html',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'To',
        name: 'toRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Save as Draft',
        name: 'saveAsDraft',
        type: 'boolean',
        default: false,
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
  },
  {
    displayName: 'To',
    name: 'toRecipients',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['message'],
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
        resource: ['message'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'bodyContent',
    type: 'string',
    typeOptions: {
      rows: 2,
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'fixedCollection',
        placeholder: 'Add Attachment',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attachments',
            displayName: 'Attachment',
            values: [
              {
                displayName: 'Input Data Field Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
                placeholder: 'e.g. data',
              },
            ],
          },
        ],
      },
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'CC Recipients',
        name: 'ccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Headers',
        name: 'internetMessageHeaders',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'headers',
            displayName: 'Header',
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
      {
        displayName: 'From',
        name: 'from',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'Low',
          },
          {
            name: 'Normal',
            value: 'Normal',
          },
          {
            name: 'High',
            value: 'High',
          },
        ],
        default: 'Normal',
      },
      {
        displayName: 'Message Type',
        name: 'bodyContentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'Text',
          },
        ],
        default: 'html',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Save To Sent Items',
        name: 'saveToSentItems',
        type: 'boolean',
        default: true,
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send'],
      },
    },
  },
  {
    displayName: 'To',
    name: 'toRecipients',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['sendAndWait'],
      },
    },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. Approval required',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['sendAndWait'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    typeOptions: {
      rows: 4,
    },
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['sendAndWait'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
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
    options: [
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategoriesNames',
        },
        default: [],
      },
      {
        displayName: 'CC Recipients',
        name: 'ccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Custom Headers',
        name: 'internetMessageHeaders',
        placeholder: 'Add Header',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        default: {},
        options: [
          {
            name: 'headers',
            displayName: 'Header',
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
      {
        displayName: 'Folder',
        name: 'folderId',
        type: 'resourceLocator',
        default: {
          mode: 'list',
          value: '',
        },
        required: false,
        modes: [
          {
            displayName: 'From List',
            name: 'list',
            type: 'list',
            placeholder: 'Select a folder...',
            typeOptions: {
              searchListMethod: 'searchFolders',
              searchable: true,
            },
          },
          {
            displayName: 'Link',
            name: 'url',
            type: 'string',
            placeholder: 'e.g. https://outlook.office365.com/mail/AAMkADlhOT...AAA%3D',
            extractValue: {
              type: 'regex',
              regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
            },
            validation: [
              {
                type: 'regex',
                properties: {
                  regex: 'https:\\/\\/outlook\\.office365\\.com\\/mail\\/([A-Za-z0-9%]+)(?:\\/.*|)',
                  errorMessage: 'Not a valid Outlook Folder URL',
                },
              },
            ],
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
          },
        ],
      },
      {
        displayName: 'Importance',
        name: 'importance',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 'Low',
          },
          {
            name: 'Normal',
            value: 'Normal',
          },
          {
            name: 'High',
            value: 'High',
          },
        ],
        default: 'Normal',
      },
      {
        displayName: 'Is Read',
        name: 'isRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Message',
        name: 'bodyContent',
        type: 'string',
        typeOptions: {
          rows: 2,
        },
        default: '',
      },
      {
        displayName: 'Message Type',
        name: 'bodyContentType',
        type: 'options',
        options: [
          {
            name: 'HTML',
            value: 'html',
          },
          {
            name: 'Text',
            value: 'Text',
          },
        ],
        default: 'html',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'To',
        name: 'toRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Subject',
        name: 'subject',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['update'],
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
        resource: ['messageAttachment'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add an attachment',
      },
      {
        name: 'Download',
        value: 'download',
        action: 'Download an attachment',
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
    ],
    default: 'add',
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Input Data Field Name',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    placeholder: 'e.g. data',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'File Name',
        name: 'fileName',
        type: 'string',
        default: '',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['add'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['download'],
      },
    },
  },
  {
    displayName: 'Attachment',
    name: 'attachmentId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['messageId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a attachment...',
        typeOptions: {
          searchListMethod: 'searchAttachments',
          searchable: false,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['download'],
      },
    },
  },
  {
    displayName: 'Put Output in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['download'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Attachment',
    name: 'attachmentId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    typeOptions: {
      loadOptionsDependsOn: ['messageId.value'],
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a attachment...',
        typeOptions: {
          searchListMethod: 'searchAttachments',
          searchable: false,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'contentType',
            value: 'contentType',
          },
          {
            name: 'isInline',
            value: 'isInline',
          },
          {
            name: 'lastModifiedDateTime',
            value: 'lastModifiedDateTime',
          },
          {
            name: 'name',
            value: 'name',
          },
          {
            name: 'size',
            value: 'size',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Message',
    name: 'messageId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a message...',
        typeOptions: {
          searchListMethod: 'searchMessages',
          searchable: true,
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        placeholder: 'e.g. AAAkAAAhAAA0BBc5LLLwOOOtNNNkZS05Nz...',
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['getAll'],
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
        resource: ['messageAttachment'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        returnAll: [false],
        resource: ['messageAttachment'],
        operation: ['getAll'],
      },
    },
    typeOptions: {
      minValue: 1,
    },
    default: 100,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'multiOptions',
        default: [],
        options: [
          {
            name: 'contentType',
            value: 'contentType',
          },
          {
            name: 'isInline',
            value: 'isInline',
          },
          {
            name: 'lastModifiedDateTime',
            value: 'lastModifiedDateTime',
          },
          {
            name: 'name',
            value: 'name',
          },
          {
            name: 'size',
            value: 'size',
          },
        ],
      },
    ],
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['getAll'],
      },
    },
  },
];
