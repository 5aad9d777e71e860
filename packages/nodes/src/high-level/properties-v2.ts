/**
 * HighLevel 2's parameters (n8n's `n8n-nodes-base.highLevel` version 2, API v2): contacts, opportunities, tasks and calendars.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by
 * n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const highLevelV2Properties: NodeProperty[] = [
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
        name: 'Opportunity',
        value: 'opportunity',
      },
      {
        name: 'Task',
        value: 'task',
      },
      {
        name: 'Calendar',
        value: 'calendar',
      },
    ],
    default: 'contact',
    required: true,
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
        value: 'create',
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
        name: 'Update',
        value: 'update',
        action: 'Update a contact',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Create a new contact or update an existing one if email or phone matches (upsert)',
    name: 'contactCreateNotice',
    type: 'notice',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['create'],
      },
    },
    default: '',
  },
  {
    displayName: 'Phone',
    name: 'phone',
    type: 'string',
    placeholder: '+491234567890',
    displayOptions: {
      show: {
        resource: ['contact'],
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
        resource: ['contact'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Address',
        name: 'address1',
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
        displayName: 'Custom Fields',
        name: 'customFields',
        placeholder: 'Add Field',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'values',
            displayName: 'Value',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                required: true,
                type: 'resourceLocator',
                default: '',
                modes: [
                  {
                    displayName: 'List',
                    name: 'list',
                    type: 'list',
                    typeOptions: {
                      searchListMethod: 'searchCustomFields',
                      searchable: true,
                    },
                  },
                  {
                    displayName: 'ID',
                    name: 'id',
                    type: 'string',
                    placeholder: 'Enter Custom Field ID',
                  },
                ],
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
        displayName: 'Do Not Disturb',
        name: 'dnd',
        type: 'boolean',
        default: false,
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
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: 'e.g. John Deo',
      },
      {
        displayName: 'Postal Code',
        name: 'postalCode',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Source',
        name: 'source',
        type: 'string',
        default: '',
        placeholder: 'e.g. Public API',
      },
      {
        displayName: 'State',
        name: 'state',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Note',
        name: 'notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Timezone',
        name: 'timezone',
        placeholder: 'Select Timezone',
        type: 'resourceLocator',
        default: '',
        modes: [
          {
            displayName: 'List',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'searchTimezones',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            placeholder: 'Enter Timezone ID',
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
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['update'],
      },
    },
    default: '',
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
        displayName: 'Address',
        name: 'address1',
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
        displayName: 'Custom Fields',
        name: 'customFields',
        placeholder: 'Add Field',
        type: 'fixedCollection',
        default: {},
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'values',
            displayName: 'Value',
            values: [
              {
                displayName: 'Field Name or ID',
                name: 'fieldId',
                required: true,
                type: 'resourceLocator',
                default: '',
                modes: [
                  {
                    displayName: 'List',
                    name: 'list',
                    type: 'list',
                    typeOptions: {
                      searchListMethod: 'searchCustomFields',
                      searchable: true,
                    },
                  },
                  {
                    displayName: 'ID',
                    name: 'id',
                    type: 'string',
                    placeholder: 'Enter Custom Field ID',
                  },
                ],
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
        displayName: 'Do Not Disturb',
        name: 'dnd',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        placeholder: 'name@email.com',
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
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: 'e.g. John Deo',
      },
      {
        displayName: 'Phone',
        name: 'phone',
        type: 'string',
        default: '',
        placeholder: '+491234567890',
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
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Timezone',
        name: 'timezone',
        placeholder: 'Select Timezone',
        type: 'resourceLocator',
        default: '',
        modes: [
          {
            displayName: 'List',
            name: 'list',
            type: 'list',
            typeOptions: {
              searchListMethod: 'searchTimezones',
              searchable: true,
            },
          },
          {
            displayName: 'ID',
            name: 'id',
            type: 'string',
            placeholder: 'Enter Timezone ID',
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
    required: true,
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['delete'],
      },
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
        operation: ['get'],
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
    },
    default: 50,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Order',
        name: 'order',
        type: 'options',
        options: [
          {
            name: 'Descending',
            value: 'desc',
          },
          {
            name: 'Ascending',
            value: 'asc',
          },
        ],
        default: 'desc',
      },
      {
        displayName: 'Sort By',
        name: 'sortBy',
        type: 'options',
        options: [
          {
            name: 'Date Added',
            value: 'date_added',
          },
          {
            name: 'Date Updated',
            value: 'date_updated',
          },
        ],
        default: 'date_added',
      },
    ],
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    displayOptions: {
      show: {
        resource: ['contact'],
        operation: ['lookup'],
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
        resource: ['contact'],
        operation: ['lookup'],
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
    default: 'create',
  },
  {
    displayName: 'Pipeline Name or ID',
    name: 'pipelineId',
    type: 'options',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getPipelines',
    },
    default: '',
  },
  {
    displayName: 'Contact Email or ID',
    name: 'contactId',
    required: true,
    type: 'options',
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['create'],
      },
    },
    typeOptions: {
      loadOptionsMethod: 'getContacts',
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
        resource: ['opportunity'],
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
        resource: ['opportunity'],
        operation: ['create'],
      },
    },
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
        name: 'Abandoned',
        value: 'abandoned',
      },
    ],
    default: 'open',
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
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Company Name',
        name: 'companyName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Monetary Value',
        name: 'monetaryValue',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Tags',
        name: 'tags',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stageId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsDependsOn: ['/pipelineId'],
          loadOptionsMethod: 'getPipelineStages',
        },
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['update'],
      },
    },
    default: '',
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
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Monetary Value',
        name: 'monetaryValue',
        type: 'number',
        default: '',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
        placeholder: 'e.g. John Deo',
      },
      {
        displayName: 'Pipeline Name or ID',
        name: 'pipelineId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPipelines',
        },
        default: '',
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stageId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsDependsOn: ['pipelineId'],
          loadOptionsMethod: 'getPipelineStages',
        },
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
            name: 'Abandoned',
            value: 'abandoned',
          },
        ],
        default: 'open',
      },
    ],
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Opportunity ID',
    name: 'opportunityId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['get'],
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
    default: 20,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['opportunity'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Campaign ID',
        name: 'campaignId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'End Date',
        name: 'endDate',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Pipeline Name or ID',
        name: 'pipelineId',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getPipelines',
        },
        default: '',
      },
      {
        displayName: 'Stage Name or ID',
        name: 'stageId',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsDependsOn: ['pipelineId'],
          loadOptionsMethod: 'getPipelineStages',
        },
      },
      {
        displayName: 'Start Date',
        name: 'startDate',
        type: 'dateTime',
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
            name: 'Abandoned',
            value: 'abandoned',
          },
        ],
        default: 'open',
      },
      {
        displayName: 'Query',
        name: 'query',
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
        name: 'Update',
        value: 'update',
        action: 'Update a task',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Contact Email or ID',
    name: 'contactId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getContacts',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Due Date',
    name: 'dueDate',
    type: 'dateTime',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Completed',
    name: 'completed',
    type: 'boolean',
    required: true,
    default: false,
    displayOptions: {
      show: {
        resource: ['task'],
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
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Contact Email or ID',
    name: 'contactId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getContacts',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['update'],
      },
    },
    default: '',
    required: true,
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
        displayName: 'Assigned To',
        name: 'assignedTo',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
        },
      },
      {
        displayName: 'Completed',
        name: 'completed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Body',
        name: 'body',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'dueDate',
        type: 'dateTime',
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
    displayName: 'Contact Email or ID',
    name: 'contactId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getContacts',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['delete'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['delete'],
      },
    },
    default: '',
  },
  {
    displayName: 'Contact Email or ID',
    name: 'contactId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getContacts',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
    default: '',
    required: true,
  },
  {
    displayName: 'Task ID',
    name: 'taskId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['get'],
      },
    },
    default: '',
  },
  {
    displayName: 'Contact Email or ID',
    name: 'contactId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getContacts',
    },
    displayOptions: {
      show: {
        resource: ['task'],
        operation: ['getAll'],
      },
    },
    default: '',
    required: true,
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
    default: 20,
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    displayOptions: {
      show: {
        resource: ['calendar'],
      },
    },
    options: [
      {
        name: 'Book Appointment',
        value: 'bookAppointment',
        action: 'Book appointment in a calendar',
      },
      {
        name: 'Get Free Slots',
        value: 'getFreeSlots',
        action: 'Get free slots of a calendar',
      },
    ],
    default: 'bookAppointment',
    noDataExpression: true,
  },
  {
    displayName: 'Calendar ID',
    name: 'calendarId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['bookAppointment'],
      },
    },
    default: '',
  },
  {
    displayName: 'Location ID',
    name: 'locationId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['bookAppointment'],
      },
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
        resource: ['calendar'],
        operation: ['bookAppointment'],
      },
    },
    default: '',
  },
  {
    displayName: 'Start Time',
    name: 'startTime',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['bookAppointment'],
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
        resource: ['calendar'],
        operation: ['bookAppointment'],
      },
    },
    options: [
      {
        displayName: 'End Time',
        name: 'endTime',
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
        displayName: 'Appointment Status',
        name: 'appointmentStatus',
        type: 'options',
        default: 'new',
        options: [
          {
            name: 'Cancelled',
            value: 'cancelled',
          },
          {
            name: 'Confirmed',
            value: 'confirmed',
          },
          {
            name: 'Invalid',
            value: 'invalid',
          },
          {
            name: 'New',
            value: 'new',
          },
          {
            name: 'No Show',
            value: 'noshow',
          },
          {
            name: 'Showed',
            value: 'showed',
          },
        ],
      },
      {
        displayName: 'Assigned User ID',
        name: 'assignedUserId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Address',
        name: 'address',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Ignore Date Range',
        name: 'ignoreDateRange',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Notify',
        name: 'toNotify',
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    displayName: 'Calendar ID',
    name: 'calendarId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['getFreeSlots'],
      },
    },
    default: '',
  },
  {
    displayName: 'Start Date',
    name: 'startDate',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['getFreeSlots'],
      },
    },
  },
  {
    displayName: 'End Date',
    name: 'endDate',
    type: 'number',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['calendar'],
        operation: ['getFreeSlots'],
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
        resource: ['calendar'],
        operation: ['getFreeSlots'],
      },
    },
    options: [
      {
        displayName: 'Timezone',
        name: 'timezone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'User ID',
        name: 'userId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'User IDs',
        name: 'userIds',
        type: 'collection',
        default: {},
        options: [
          {
            displayName: 'User IDs',
            name: 'userIds',
            type: 'string',
            default: '',
          },
        ],
      },
      {
        displayName: 'Apply Look Busy',
        name: 'enableLookBusy',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Request Options',
    name: 'requestOptions',
    type: 'collection',
    placeholder: 'Add Option',
    default: {},
    options: [
      {
        displayName: 'Batching',
        name: 'batching',
        placeholder: 'Add Batching',
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
        placeholder: 'e.g. http://myproxy:3128',
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
