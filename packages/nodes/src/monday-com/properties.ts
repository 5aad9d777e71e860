/**
 * monday.com 1's parameters (n8n's `n8n-nodes-base.mondayCom`): boards, board columns, board groups
 * and board items. Names, types, defaults, options and display rules are n8n 1.123's, so workflows
 * saved by n8n's editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const mondayComProperties: NodeProperty[] = [
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'Access Token',
        value: 'accessToken',
      },
      {
        name: 'OAuth2',
        value: 'oAuth2',
      },
    ],
    default: 'accessToken',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Board',
        value: 'board',
      },
      {
        name: 'Board Column',
        value: 'boardColumn',
      },
      {
        name: 'Board Group',
        value: 'boardGroup',
      },
      {
        name: 'Board Item',
        value: 'boardItem',
      },
    ],
    default: 'board',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['board'],
      },
    },
    options: [
      {
        name: 'Archive',
        value: 'archive',
        action: 'Archive a board',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a board',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a board',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many boards',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['board'],
        operation: ['archive'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['board'],
      },
    },
    default: '',
  },
  {
    displayName: 'Kind',
    name: 'kind',
    type: 'options',
    options: [
      {
        name: 'Share',
        value: 'share',
      },
      {
        name: 'Public',
        value: 'public',
      },
      {
        name: 'Private',
        value: 'private',
      },
    ],
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['board'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['board'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Template ID',
        name: 'templateId',
        type: 'number',
        typeOptions: {
          minValue: 0,
        },
        default: 0,
      },
    ],
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['board'],
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
        resource: ['board'],
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
        resource: ['board'],
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
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['boardColumn'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a board column',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many board columns',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardColumn'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Title',
    name: 'title',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardColumn'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Column Type',
    name: 'columnType',
    type: 'options',
    default: '',
    options: [
      {
        name: 'Checkbox',
        value: 'checkbox',
      },
      {
        name: 'Country',
        value: 'country',
      },
      {
        name: 'Date',
        value: 'date',
      },
      {
        name: 'Dropdown',
        value: 'dropdown',
      },
      {
        name: 'Email',
        value: 'email',
      },
      {
        name: 'Hour',
        value: 'hour',
      },
      {
        name: 'Link',
        value: 'Link',
      },
      {
        name: 'Long Text',
        value: 'longText',
      },
      {
        name: 'Numbers',
        value: 'numbers',
      },
      {
        name: 'People',
        value: 'people',
      },
      {
        name: 'Person',
        value: 'person',
      },
      {
        name: 'Phone',
        value: 'phone',
      },
      {
        name: 'Rating',
        value: 'rating',
      },
      {
        name: 'Status',
        value: 'status',
      },
      {
        name: 'Tags',
        value: 'tags',
      },
      {
        name: 'Team',
        value: 'team',
      },
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'Timeline',
        value: 'timeline',
      },
      {
        name: 'Timezone',
        value: 'timezone',
      },
      {
        name: 'Week',
        value: 'week',
      },
      {
        name: 'World Clock',
        value: 'worldClock',
      },
    ],
    required: true,
    displayOptions: {
      show: {
        resource: ['boardColumn'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['boardColumn'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Defauls',
        name: 'defaults',
        type: 'json',
        typeOptions: {
          alwaysOpenEditWindow: true,
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardColumn'],
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
        resource: ['boardGroup'],
      },
    },
    options: [
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a board group',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a board group',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many board groups',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardGroup'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['boardGroup'],
      },
    },
    default: '',
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardGroup'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['boardId'],
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardGroup'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardGroup'],
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
        resource: ['boardItem'],
      },
    },
    options: [
      {
        name: 'Add Update',
        value: 'addUpdate',
        action: 'Add an update to an item',
      },
      {
        name: 'Change Column Value',
        value: 'changeColumnValue',
        action: 'Change a column value for a board item',
      },
      {
        name: 'Change Multiple Column Values',
        value: 'changeMultipleColumnValues',
        action: 'Change multiple column values for a board item',
      },
      {
        name: 'Create',
        value: 'create',
        action: "Create an item in a board's group",
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
        name: 'Get By Column Value',
        value: 'getByColumnValue',
        action: 'Get items item by column value',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many items',
      },
      {
        name: 'Move',
        value: 'move',
        action: 'Move an item to a group',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['addUpdate'],
      },
    },
  },
  {
    displayName: 'Update Text',
    name: 'value',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['addUpdate'],
      },
    },
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeColumnValue'],
      },
    },
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeColumnValue'],
      },
    },
  },
  {
    displayName: 'Column Name or ID',
    name: 'columnId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getColumns',
      loadOptionsDependsOn: ['boardId'],
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeColumnValue'],
      },
    },
  },
  {
    displayName: 'Value',
    name: 'value',
    type: 'json',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeColumnValue'],
      },
    },
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeMultipleColumnValues'],
      },
    },
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeMultipleColumnValues'],
      },
    },
  },
  {
    displayName: 'Column Values',
    name: 'columnValues',
    type: 'json',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['changeMultipleColumnValues'],
      },
    },
    typeOptions: {
      alwaysOpenEditWindow: true,
    },
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['boardId'],
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['boardItem'],
      },
    },
    default: '',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['boardItem'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Column Values',
        name: 'columnValues',
        type: 'json',
        typeOptions: {
          alwaysOpenEditWindow: true,
        },
        default: '',
      },
    ],
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['delete'],
      },
    },
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['get'],
      },
    },
  },
  {
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['getAll'],
      },
    },
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    default: '',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['boardId'],
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
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
        resource: ['boardItem'],
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
        resource: ['boardItem'],
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
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['getByColumnValue'],
      },
    },
  },
  {
    displayName: 'Column Name or ID',
    name: 'columnId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getColumns',
      loadOptionsDependsOn: ['boardId'],
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['getByColumnValue'],
      },
    },
  },
  {
    displayName: 'Column Value',
    name: 'columnValue',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['getByColumnValue'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['getByColumnValue'],
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
        resource: ['boardItem'],
        operation: ['getByColumnValue'],
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
    displayName: 'Board Name or ID',
    name: 'boardId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getBoards',
    },
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['move'],
      },
    },
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['boardItem'],
      },
    },
    default: '',
  },
  {
    displayName: 'Group Name or ID',
    name: 'groupId',
    type: 'options',
    default: '',
    typeOptions: {
      loadOptionsMethod: 'getGroups',
      loadOptionsDependsOn: ['boardId'],
    },
    required: true,
    displayOptions: {
      show: {
        resource: ['boardItem'],
        operation: ['move'],
      },
    },
  },
];
