/**
 * ServiceNow's parameters (n8n's `n8n-nodes-base.serviceNow` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of ServiceNow 1, in n8n's order. */
export const serviceNowProperties: NodeProperty[] = [
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
        name: 'OAuth2',
        value: 'oAuth2',
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
        name: 'Attachment',
        value: 'attachment',
      },
      {
        name: 'Business Service',
        value: 'businessService',
      },
      {
        name: 'Configuration Item',
        value: 'configurationItems',
      },
      {
        name: 'Department',
        value: 'department',
      },
      {
        name: 'Dictionary',
        value: 'dictionary',
      },
      {
        name: 'Incident',
        value: 'incident',
      },
      {
        name: 'Table Record',
        value: 'tableRecord',
      },
      {
        name: 'User',
        value: 'user',
      },
      {
        name: 'User Group',
        value: 'userGroup',
      },
      {
        name: 'User Role',
        value: 'userRole',
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
        resource: ['attachment'],
      },
    },
    options: [
      {
        name: 'Upload',
        value: 'upload',
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
    default: 'upload',
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['upload', 'getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Table Record ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['upload'],
      },
    },
    required: true,
  },
  {
    displayName: 'Input Data Field Name',
    name: 'inputDataFieldName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['upload'],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['upload'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'File Name for the Attachment',
        name: 'file_name',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['get'],
      },
    },
    required: true,
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
      maxValue: 500,
    },
    default: 50,
  },
  {
    displayName: 'Download Attachments',
    name: 'download',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['get', 'getAll'],
      },
    },
  },
  {
    displayName: 'Output Field',
    name: 'outputField',
    type: 'string',
    default: 'data',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['get', 'getAll'],
        download: [true],
      },
    },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['attachment'],
        operation: ['get', 'getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Filter',
        name: 'queryFilter',
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
        resource: ['businessService'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['businessService'],
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
        resource: ['businessService'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['businessService'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
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
        resource: ['configurationItems'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['configurationItems'],
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
        resource: ['configurationItems'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['configurationItems'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
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
        resource: ['department'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['department'],
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
        resource: ['department'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['department'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
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
        resource: ['dictionary'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['dictionary'],
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
        resource: ['dictionary'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['dictionary'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
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
        resource: ['incident'],
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
    default: 'get',
  },
  {
    displayName: 'Short Description',
    name: 'short_description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Assignee Name or ID',
        name: 'assigned_to',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
          loadOptionsDependsOn: ['additionalFields.assignment_group'],
        },
        default: '',
      },
      {
        displayName: 'Assignment Group Name or ID',
        name: 'assignment_group',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAssignmentGroups',
        },
        default: '',
      },
      {
        displayName: 'Business Service Name or ID',
        name: 'business_service',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getBusinessServices',
        },
        default: '',
      },
      {
        displayName: 'Caller ID',
        name: 'caller_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Category Name or ID',
        name: 'category',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentCategories',
        },
        default: '',
      },
      {
        displayName: 'Close Notes',
        name: 'close_notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Configuration Item Names or IDs',
        name: 'cmdb_ci',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getConfigurationItems',
        },
        default: [],
      },
      {
        displayName: 'Contact Type',
        name: 'contact_type',
        type: 'options',
        options: [
          {
            name: 'Email',
            value: 'email',
          },
          {
            name: 'Phone',
            value: 'phone',
          },
          {
            name: 'Self Service',
            value: 'self-service',
          },
          {
            name: 'Walk In',
            value: 'walk-in',
          },
        ],
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Impact',
        name: 'impact',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 3,
          },
          {
            name: 'Medium',
            value: 2,
          },
          {
            name: 'High',
            value: 1,
          },
        ],
        default: 1,
      },
      {
        displayName: 'Resolution Code Name or ID',
        name: 'close_code',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentResolutionCodes',
        },
        default: '',
      },
      {
        displayName: 'State Name or ID',
        name: 'state',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentStates',
        },
        default: '',
      },
      {
        displayName: 'Subcategory Name or ID',
        name: 'subcategory',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentSubcategories',
          loadOptionsDependsOn: ['additionalFields.category'],
        },
        default: '',
      },
      {
        displayName: 'Urgency',
        name: 'urgency',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 3,
          },
          {
            name: 'Medium',
            value: 2,
          },
          {
            name: 'High',
            value: 1,
          },
        ],
        default: 1,
      },
    ],
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['incident'],
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
        resource: ['incident'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'Incident ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['delete', 'get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'Incident ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['incident'],
        operation: ['update'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Assigned To Name or ID',
        name: 'assigned_to',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getUsers',
          loadOptionsDependsOn: ['additionalFields.assignment_group'],
        },
        default: '',
      },
      {
        displayName: 'Assignment Group Name or ID',
        name: 'assignment_group',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getAssignmentGroups',
        },
        default: '',
      },
      {
        displayName: 'Business Service Name or ID',
        name: 'business_service',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getBusinessServices',
        },
        default: '',
      },
      {
        displayName: 'Caller ID',
        name: 'caller_id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Category Name or ID',
        name: 'category',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentCategories',
        },
        default: '',
      },
      {
        displayName: 'Close Notes',
        name: 'close_notes',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Configuration Item Names or IDs',
        name: 'cmdb_ci',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getConfigurationItems',
        },
        default: [],
      },
      {
        displayName: 'Contact Type',
        name: 'contact_type',
        type: 'options',
        options: [
          {
            name: 'Email',
            value: 'email',
          },
          {
            name: 'Phone',
            value: 'phone',
          },
          {
            name: 'Self Service',
            value: 'self-service',
          },
          {
            name: 'Walk In',
            value: 'walk-in',
          },
        ],
        default: '',
      },
      {
        displayName: 'Description',
        name: 'description',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Impact',
        name: 'impact',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 3,
          },
          {
            name: 'Medium',
            value: 2,
          },
          {
            name: 'High',
            value: 1,
          },
        ],
        default: 1,
      },
      {
        displayName: 'Resolution Code Name or ID',
        name: 'close_code',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentResolutionCodes',
        },
        default: '',
      },
      {
        displayName: 'On Hold Reason Name or ID',
        name: 'hold_reason',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentHoldReasons',
        },
        default: '',
      },
      {
        displayName: 'State Name or ID',
        name: 'state',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentStates',
        },
        default: '',
      },
      {
        displayName: 'Subcategory Name or ID',
        name: 'subcategory',
        type: 'options',
        typeOptions: {
          loadOptionsMethod: 'getIncidentSubcategories',
          loadOptionsDependsOn: ['additionalFields.category'],
        },
        default: '',
      },
      {
        displayName: 'Urgency',
        name: 'urgency',
        type: 'options',
        options: [
          {
            name: 'Low',
            value: 3,
          },
          {
            name: 'Medium',
            value: 2,
          },
          {
            name: 'High',
            value: 1,
          },
        ],
        default: 1,
      },
      {
        displayName: 'Work Notes',
        name: 'work_notes',
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
        resource: ['tableRecord'],
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
    default: 'get',
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['create'],
      },
    },
    required: true,
  },
  {
    displayName: 'Data to Send',
    name: 'dataToSend',
    type: 'options',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'mapInput',
      },
      {
        name: 'Define Below for Each Column',
        value: 'columns',
      },
      {
        name: 'Nothing',
        value: 'nothing',
      },
    ],
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['create'],
      },
    },
    default: 'columns',
  },
  {
    displayName: 'Inputs to Ignore',
    name: 'inputsToIgnore',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['create'],
        dataToSend: ['mapInput'],
      },
    },
    default: '',
  },
  {
    displayName: 'Fields to Send',
    name: 'fieldsToSend',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['create'],
        dataToSend: ['columns'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Field',
        name: 'field',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'column',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getColumns',
              loadOptionsDependsOn: ['tableName'],
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
    displayName: 'Table Name or ID',
    name: 'tableName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['getAll'],
      },
    },
    required: true,
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['tableRecord'],
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
        resource: ['tableRecord'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
          loadOptionsDependsOn: ['tableName'],
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['delete', 'get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Table Record ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['delete', 'get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
          loadOptionsDependsOn: ['tableName'],
        },
        default: [],
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'Table Name or ID',
    name: 'tableName',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getTables',
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Table Record ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Data to Send',
    name: 'dataToSend',
    type: 'options',
    options: [
      {
        name: 'Auto-Map Input Data to Columns',
        value: 'mapInput',
      },
      {
        name: 'Define Below for Each Column',
        value: 'columns',
      },
      {
        name: 'Nothing',
        value: 'nothing',
      },
    ],
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['update'],
      },
    },
    default: 'columns',
  },
  {
    displayName: 'Inputs to Ignore',
    name: 'inputsToIgnore',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['update'],
        dataToSend: ['mapInput'],
      },
    },
    default: '',
  },
  {
    displayName: 'Fields to Send',
    name: 'fieldsToSend',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: true,
    },
    displayOptions: {
      show: {
        resource: ['tableRecord'],
        operation: ['update'],
        dataToSend: ['columns'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Field',
        name: 'field',
        values: [
          {
            displayName: 'Field Name or ID',
            name: 'column',
            type: 'options',
            typeOptions: {
              loadOptionsMethod: 'getColumns',
              loadOptionsDependsOn: ['tableName'],
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
        name: 'Update',
        value: 'update',
      },
    ],
    default: 'get',
  },
  {
    displayName: 'Short Description',
    name: 'short_description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    required: true,
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
        default: false,
      },
      {
        displayName: 'Building',
        name: 'building',
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
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Gender',
        name: 'gender',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Phone',
        name: 'home_phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Location',
        name: 'location',
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
        name: 'middle_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobile_phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Password',
        name: 'user_password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        default: '',
      },
      {
        displayName: 'Password Needs Reset',
        name: 'password_needs_reset',
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
        displayName: 'Role Names or IDs',
        name: 'roles',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getUserRoles',
        },
        default: [],
      },
      {
        displayName: 'Source',
        name: 'source',
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
      {
        displayName: 'Username',
        name: 'user_name',
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
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['user'],
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
        resource: ['user'],
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
    displayName: 'Options',
    name: 'options',
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
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
          loadOptionsDependsOn: ['operation'],
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'Retrieve Identifier',
    name: 'getOption',
    type: 'options',
    default: 'id',
    options: [
      {
        name: 'ID',
        value: 'id',
      },
      {
        name: 'Username',
        value: 'user_name',
      },
    ],
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
    required: true,
  },
  {
    displayName: 'Username',
    name: 'user_name',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
        getOption: ['user_name'],
      },
    },
    required: true,
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
        getOption: ['id'],
      },
    },
    required: true,
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['delete'],
      },
    },
    required: true,
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
          loadOptionsDependsOn: ['operation'],
        },
        default: [],
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
  {
    displayName: 'User ID',
    name: 'id',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['update'],
      },
    },
    required: true,
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['update'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Active',
        name: 'active',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Building',
        name: 'building',
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
        displayName: 'Department',
        name: 'department',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Email',
        name: 'email',
        type: 'string',
        default: '',
      },
      {
        displayName: 'First Name',
        name: 'first_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Gender',
        name: 'gender',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Home Phone',
        name: 'home_phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Last Name',
        name: 'last_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Location',
        name: 'location',
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
        name: 'middle_name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Mobile Phone',
        name: 'mobile_phone',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Password',
        name: 'user_password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        default: '',
      },
      {
        displayName: 'Password Needs Reset',
        name: 'password_needs_reset',
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
        displayName: 'Role Names or IDs',
        name: 'roles',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getUserRoles',
        },
        default: [],
      },
      {
        displayName: 'Source',
        name: 'source',
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
      {
        displayName: 'Username',
        name: 'user_name',
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
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['userGroup'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['userGroup'],
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
        resource: ['userGroup'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['userGroup'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
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
        resource: ['userRole'],
      },
    },
    options: [
      {
        name: 'Get Many',
        value: 'getAll',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['userRole'],
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
        resource: ['userRole'],
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    displayOptions: {
      show: {
        resource: ['userRole'],
        operation: ['getAll'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Exclude Reference Link',
        name: 'sysparm_exclude_reference_link',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Field Names or IDs',
        name: 'sysparm_fields',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getColumns',
        },
        default: [],
      },
      {
        displayName: 'Filter',
        name: 'sysparm_query',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Return Values',
        name: 'sysparm_display_value',
        type: 'options',
        options: [
          {
            name: 'Actual Values',
            value: 'false',
          },
          {
            name: 'Both',
            value: 'all',
          },
          {
            name: 'Display Values',
            value: 'true',
          },
        ],
        default: 'false',
      },
    ],
  },
];
