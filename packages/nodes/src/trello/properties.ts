/**
 * Trello 1's parameters (n8n's `n8n-nodes-base.trello`): attachments, boards, board members, cards,
 * card comments, checklists, labels and lists. Names, types, defaults, options, display rules and
 * resource locator modes are n8n 1.123's, so workflows saved by n8n's editor mean the same here;
 * descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const trelloProperties: NodeProperty[] = [
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
        name: 'Board',
        value: 'board',
      },
      {
        name: 'Board Member',
        value: 'boardMember',
      },
      {
        name: 'Card',
        value: 'card',
      },
      {
        name: 'Card Comment',
        value: 'cardComment',
      },
      {
        name: 'Checklist',
        value: 'checklist',
      },
      {
        name: 'Label',
        value: 'label',
      },
      {
        name: 'List',
        value: 'list',
      },
    ],
    default: 'card',
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
    ],
    default: 'getAll',
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
        name: 'Create',
        value: 'create',
        action: 'Create a board',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a board',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a board',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a board',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['boardMember'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
        action: 'Add a board member',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many board members',
      },
      {
        name: 'Invite',
        value: 'invite',
        action: 'Invite a board member',
      },
      {
        name: 'Remove',
        value: 'remove',
        action: 'Remove a board member',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['card'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a card',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a card',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a card',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a card',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['cardComment'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a card comment',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a card comment',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a card comment',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['checklist'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a checklist',
      },
      {
        name: 'Create Checklist Item',
        value: 'createCheckItem',
        action: 'Create checklist item',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a checklist',
      },
      {
        name: 'Delete Checklist Item',
        value: 'deleteCheckItem',
        action: 'Delete a checklist item',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a checklist',
      },
      {
        name: 'Get Checklist Items',
        value: 'getCheckItem',
        action: 'Get checklist items',
      },
      {
        name: 'Get Completed Checklist Items',
        value: 'completedCheckItems',
        action: 'Get completed checklist items',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many checklists',
      },
      {
        name: 'Update Checklist Item',
        value: 'updateCheckItem',
        action: 'Update a checklist item',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['label'],
      },
    },
    options: [
      {
        name: 'Add to Card',
        value: 'addLabel',
        action: 'Add a label to a card',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a label',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a label',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a label',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many labels',
      },
      {
        name: 'Remove From Card',
        value: 'removeLabel',
        action: 'Remove a label from a card',
      },
      {
        name: 'Update',
        value: 'update',
        action: 'Update a label',
      },
    ],
    default: 'getAll',
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
        name: 'Archive',
        value: 'archive',
        action: 'Archive/unarchive a list',
      },
      {
        name: 'Create',
        value: 'create',
        action: 'Create a list',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a list',
      },
      {
        name: 'Get Cards',
        value: 'getCards',
        action: 'Get all cards in a list',
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
    displayName: 'Card ID',
    name: 'cardId',
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
        placeholder: 'Select a Card...',
        typeOptions: {
          searchListMethod: 'searchCards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/c/e123456/card-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/c/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Card URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/c/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Card ID',
            },
          },
        ],
        placeholder: 'wiIaGwqE',
        url: '=https://trello.com/c/{{$value}}',
      },
    ],
    displayOptions: {
      show: {
        operation: ['delete', 'create', 'get', 'getAll'],
        resource: ['attachment'],
      },
    },
  },
  {
    displayName: 'Source URL',
    name: 'url',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['attachment'],
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
        operation: ['create'],
        resource: ['attachment'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'MIME Type',
        name: 'mimeType',
        type: 'string',
        default: '',
        placeholder: 'image/png',
      },
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Attachment ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['attachment'],
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
        operation: ['getAll'],
        resource: ['attachment'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Attachment ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['attachment'],
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
        operation: ['get'],
        resource: ['attachment'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'My board',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['board'],
      },
    },
  },
  {
    displayName: 'Description',
    name: 'description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['board'],
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
        operation: ['create'],
        resource: ['board'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Aging',
        name: 'prefs_cardAging',
        type: 'options',
        options: [
          {
            name: 'Pirate',
            value: 'pirate',
          },
          {
            name: 'Regular',
            value: 'regular',
          },
        ],
        default: 'regular',
      },
      {
        displayName: 'Background',
        name: 'prefs_background',
        type: 'string',
        default: 'blue',
      },
      {
        displayName: 'Comments',
        name: 'prefs_comments',
        type: 'options',
        options: [
          {
            name: 'Disabled',
            value: 'disabled',
          },
          {
            name: 'Members',
            value: 'members',
          },
          {
            name: 'Observers',
            value: 'observers',
          },
          {
            name: 'Organization',
            value: 'org',
          },
          {
            name: 'Public',
            value: 'public',
          },
        ],
        default: 'members',
      },
      {
        displayName: 'Covers',
        name: 'prefs_cardCovers',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Invitations',
        name: 'prefs_invitations',
        type: 'options',
        options: [
          {
            name: 'Admins',
            value: 'admins',
          },
          {
            name: 'Members',
            value: 'members',
          },
        ],
        default: 'members',
      },
      {
        displayName: 'Keep From Source',
        name: 'keepFromSource',
        type: 'string',
        default: 'none',
      },
      {
        displayName: 'Labels',
        name: 'defaultLabels',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Lists',
        name: 'defaultLists',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Organization ID',
        name: 'idOrganization',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Permission Level',
        name: 'prefs_permissionLevel',
        type: 'options',
        options: [
          {
            name: 'Organization',
            value: 'org',
          },
          {
            name: 'Private',
            value: 'private',
          },
          {
            name: 'Public',
            value: 'public',
          },
        ],
        default: 'private',
      },
      {
        displayName: 'Power Ups',
        name: 'powerUps',
        type: 'options',
        options: [
          {
            name: 'All',
            value: 'all',
          },
          {
            name: 'Calendar',
            value: 'calendar',
          },
          {
            name: 'Card Aging',
            value: 'cardAging',
          },
          {
            name: 'Recap',
            value: 'recap',
          },
          {
            name: 'Voting',
            value: 'voting',
          },
        ],
        default: 'all',
      },
      {
        displayName: 'Self Join',
        name: 'prefs_selfJoin',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Source IDs',
        name: 'idBoardSource',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Voting',
        name: 'prefs_voting',
        type: 'options',
        options: [
          {
            name: 'Disabled',
            value: 'disabled',
          },
          {
            name: 'Members',
            value: 'members',
          },
          {
            name: 'Observers',
            value: 'observers',
          },
          {
            name: 'Organization',
            value: 'org',
          },
          {
            name: 'Public',
            value: 'public',
          },
        ],
        default: 'disabled',
      },
    ],
  },
  {
    displayName: 'Board',
    name: 'id',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['get', 'delete', 'update'],
        resource: ['board'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Board...',
        initType: 'board',
        typeOptions: {
          searchListMethod: 'searchBoards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/b/e123456/board-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/b/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Board URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/b/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Board ID',
            },
          },
        ],
        placeholder: 'KdEAAdde',
        url: '=https://trello.com/b/{{$value}}',
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['board'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
      {
        displayName: 'Plugin Data',
        name: 'pluginData',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['board'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Closed',
        name: 'closed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Description',
        name: 'desc',
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
        displayName: 'Organization ID',
        name: 'idOrganization',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Subscribed',
        name: 'subscribed',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Board ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['boardMember'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 20,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['boardMember'],
        returnAll: [false],
      },
    },
  },
  {
    displayName: 'Board ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'Member ID',
    name: 'idMember',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    required: true,
    default: 'normal',
    displayOptions: {
      show: {
        operation: ['add'],
        resource: ['boardMember'],
      },
    },
    options: [
      {
        name: 'Normal',
        value: 'normal',
      },
      {
        name: 'Admin',
        value: 'admin',
      },
      {
        name: 'Observer',
        value: 'observer',
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
        operation: ['add'],
        resource: ['boardMember'],
      },
    },
    options: [
      {
        displayName: 'Allow Billable Guest',
        name: 'allowBillableGuest',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Board ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['invite'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    placeholder: 'name@email.com',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['invite'],
        resource: ['boardMember'],
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
        operation: ['invite'],
        resource: ['boardMember'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Type',
        name: 'type',
        type: 'options',
        default: 'normal',
        options: [
          {
            name: 'Normal',
            value: 'normal',
          },
          {
            name: 'Admin',
            value: 'admin',
          },
          {
            name: 'Observer',
            value: 'observer',
          },
        ],
      },
      {
        displayName: 'Full Name',
        name: 'fullName',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Board ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'Member ID',
    name: 'idMember',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['remove'],
        resource: ['boardMember'],
      },
    },
  },
  {
    displayName: 'List ID',
    name: 'listId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['card'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'My card',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['card'],
      },
    },
  },
  {
    displayName: 'Description',
    name: 'description',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['card'],
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
        operation: ['create'],
        resource: ['card'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Due Date',
        name: 'due',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Complete',
        name: 'dueComplete',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: 'bottom',
      },
      {
        displayName: 'Member IDs',
        name: 'idMembers',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Label IDs',
        name: 'idLabels',
        type: 'string',
        default: '',
      },
      {
        displayName: 'URL Source',
        name: 'urlSource',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Source ID',
        name: 'idCardSource',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Keep From Source',
        name: 'keepFromSource',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Card',
    name: 'id',
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
        placeholder: 'Select a Card...',
        typeOptions: {
          searchListMethod: 'searchCards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/c/e123456/card-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/c/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Card URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/c/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Card ID',
            },
          },
        ],
        placeholder: 'wiIaGwqE',
        url: '=https://trello.com/c/{{$value}}',
      },
    ],
    displayOptions: {
      show: {
        operation: ['get', 'delete', 'update'],
        resource: ['card'],
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
        operation: ['get'],
        resource: ['card'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
      {
        displayName: 'Board',
        name: 'board',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Board Fields',
        name: 'board_fields',
        type: 'string',
        default: 'all',
      },
      {
        displayName: 'Custom Field Items',
        name: 'customFieldItems',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Members',
        name: 'members',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Member Fields',
        name: 'member_fields',
        type: 'string',
        default: 'all',
      },
      {
        displayName: 'Plugin Data',
        name: 'pluginData',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Stickers',
        name: 'stickers',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Sticker Fields',
        name: 'sticker_fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['card'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachment Cover',
        name: 'idAttachmentCover',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Board ID',
        name: 'idBoard',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Closed',
        name: 'closed',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Description',
        name: 'desc',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Due Date',
        name: 'due',
        type: 'dateTime',
        default: '',
      },
      {
        displayName: 'Due Complete',
        name: 'dueComplete',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Label IDs',
        name: 'idLabels',
        type: 'string',
        default: '',
      },
      {
        displayName: 'List ID',
        name: 'idList',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Member IDs',
        name: 'idMembers',
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
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: 'bottom',
      },
      {
        displayName: 'Subscribed',
        name: 'subscribed',
        type: 'boolean',
        default: false,
      },
    ],
  },
  {
    displayName: 'Card',
    name: 'cardId',
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
        placeholder: 'Select a Card...',
        typeOptions: {
          searchListMethod: 'searchCards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/c/e123456/card-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/c/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Card URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/c/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Card ID',
            },
          },
        ],
        placeholder: 'wiIaGwqE',
        url: '=https://trello.com/c/{{$value}}',
      },
    ],
    displayOptions: {
      show: {
        operation: ['update', 'delete', 'create'],
        resource: ['cardComment'],
      },
    },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['cardComment'],
      },
    },
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['cardComment'],
      },
    },
  },
  {
    displayName: 'Comment ID',
    name: 'commentId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['cardComment'],
      },
    },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['cardComment'],
      },
    },
  },
  {
    displayName: 'Card',
    name: 'cardId',
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
        placeholder: 'Select a Card...',
        typeOptions: {
          searchListMethod: 'searchCards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/c/e123456/card-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/c/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Card URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/c/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Card ID',
            },
          },
        ],
        placeholder: 'wiIaGwqE',
        url: '=https://trello.com/c/{{$value}}',
      },
    ],
    displayOptions: {
      show: {
        operation: [
          'delete',
          'create',
          'getAll',
          'deleteCheckItem',
          'getCheckItem',
          'updateCheckItem',
          'completeCheckItems',
        ],
        resource: ['checklist'],
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
        operation: ['create'],
        resource: ['checklist'],
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
        operation: ['create'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'ID Of Checklist Source',
        name: 'idChecklistSource',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Checklist ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['checklist'],
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
        operation: ['getAll'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Checklist ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['checklist'],
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
        operation: ['get'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Checklist ID',
    name: 'checklistId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['createCheckItem'],
        resource: ['checklist'],
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
        operation: ['createCheckItem'],
        resource: ['checklist'],
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
        operation: ['createCheckItem'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Checked',
        name: 'checked',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'CheckItem ID',
    name: 'checkItemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['deleteCheckItem'],
        resource: ['checklist'],
      },
    },
  },
  {
    displayName: 'CheckItem ID',
    name: 'checkItemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getCheckItem'],
        resource: ['checklist'],
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
        operation: ['getCheckItem'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'CheckItem ID',
    name: 'checkItemId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['updateCheckItem'],
        resource: ['checklist'],
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
        operation: ['updateCheckItem'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'State',
        name: 'state',
        type: 'options',
        options: [
          {
            name: 'Complete',
            value: 'complete',
          },
          {
            name: 'Incomplete',
            value: 'incomplete',
          },
        ],
        default: 'complete',
      },
      {
        displayName: 'Checklist ID',
        name: 'checklistId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['completedCheckItems'],
        resource: ['checklist'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Board',
    name: 'boardId',
    type: 'resourceLocator',
    default: {
      mode: 'list',
      value: '',
    },
    required: true,
    displayOptions: {
      show: {
        operation: ['create', 'getAll'],
        resource: ['label'],
      },
    },
    modes: [
      {
        displayName: 'From List',
        name: 'list',
        type: 'list',
        placeholder: 'Select a Board...',
        initType: 'board',
        typeOptions: {
          searchListMethod: 'searchBoards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/b/e123456/board-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/b/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Board URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/b/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Board ID',
            },
          },
        ],
        placeholder: 'KdEAAdde',
        url: '=https://trello.com/b/{{$value}}',
      },
    ],
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['label'],
      },
    },
  },
  {
    displayName: 'Color',
    name: 'color',
    type: 'options',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['label'],
      },
    },
    options: [
      {
        name: 'Black',
        value: 'black',
      },
      {
        name: 'Blue',
        value: 'blue',
      },
      {
        name: 'Green',
        value: 'green',
      },
      {
        name: 'Lime',
        value: 'lime',
      },
      {
        name: 'Null',
        value: 'null',
      },
      {
        name: 'Orange',
        value: 'orange',
      },
      {
        name: 'Pink',
        value: 'pink',
      },
      {
        name: 'Purple',
        value: 'purple',
      },
      {
        name: 'Red',
        value: 'red',
      },
      {
        name: 'Sky',
        value: 'sky',
      },
      {
        name: 'Yellow',
        value: 'yellow',
      },
    ],
    default: 'null',
  },
  {
    displayName: 'Label ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['label'],
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
        operation: ['getAll'],
        resource: ['label'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Label ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['label'],
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
        operation: ['get'],
        resource: ['label'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Card ID',
    name: 'cardId',
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
        placeholder: 'Choose...',
        typeOptions: {
          searchListMethod: 'searchCards',
          searchFilterRequired: true,
          searchable: true,
        },
      },
      {
        displayName: 'By URL',
        name: 'url',
        type: 'string',
        placeholder: 'https://trello.com/c/e123456/card-name',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: 'http(s)?://trello.com/c/([a-zA-Z0-9]{2,})/.*',
              errorMessage: 'Not a valid Trello Card URL',
            },
          },
        ],
        extractValue: {
          type: 'regex',
          regex: 'https://trello.com/c/([a-zA-Z0-9]{2,})',
        },
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        validation: [
          {
            type: 'regex',
            properties: {
              regex: '[a-zA-Z0-9]{2,}',
              errorMessage: 'Not a valid Trello Card ID',
            },
          },
        ],
        placeholder: 'wiIaGwqE',
        url: '=https://trello.com/c/{{$value}}',
      },
    ],
    displayOptions: {
      show: {
        operation: ['addLabel', 'removeLabel'],
        resource: ['label'],
      },
    },
  },
  {
    displayName: 'Label ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['addLabel'],
        resource: ['label'],
      },
    },
  },
  {
    displayName: 'Label ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['removeLabel'],
        resource: ['label'],
      },
    },
  },
  {
    displayName: 'Label ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['label'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['label'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Name',
        name: 'name',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Color',
        name: 'color',
        type: 'options',
        options: [
          {
            name: 'Black',
            value: 'black',
          },
          {
            name: 'Blue',
            value: 'blue',
          },
          {
            name: 'Green',
            value: 'green',
          },
          {
            name: 'Lime',
            value: 'lime',
          },
          {
            name: 'Null',
            value: 'null',
          },
          {
            name: 'Orange',
            value: 'orange',
          },
          {
            name: 'Pink',
            value: 'pink',
          },
          {
            name: 'Purple',
            value: 'purple',
          },
          {
            name: 'Red',
            value: 'red',
          },
          {
            name: 'Sky',
            value: 'sky',
          },
          {
            name: 'Yellow',
            value: 'yellow',
          },
        ],
        default: 'null',
      },
    ],
  },
  {
    displayName: 'List ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['archive'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'Archive',
    name: 'archive',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        operation: ['archive'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'Board ID',
    name: 'idBoard',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    placeholder: 'My list',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['list'],
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
        operation: ['create'],
        resource: ['list'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'List Source',
        name: 'idListSource',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: 'bottom',
      },
    ],
  },
  {
    displayName: 'List ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getCards'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getCards'],
      },
    },
    default: false,
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    typeOptions: {
      minValue: 1,
    },
    default: 20,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getCards'],
        returnAll: [false],
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
        operation: ['getCards'],
        resource: ['list'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'List ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['list'],
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
        operation: ['get'],
        resource: ['list'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'Board ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['list'],
      },
    },
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
    typeOptions: {
      minValue: 1,
    },
    default: 20,
    displayOptions: {
      show: {
        resource: ['list'],
        operation: ['getAll'],
        returnAll: [false],
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
        operation: ['getAll'],
        resource: ['list'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: 'all',
      },
    ],
  },
  {
    displayName: 'List ID',
    name: 'id',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['list'],
      },
    },
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        operation: ['update'],
        resource: ['list'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Board ID',
        name: 'idBoard',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Closed',
        name: 'closed',
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
        displayName: 'Position',
        name: 'pos',
        type: 'string',
        default: 'bottom',
      },
      {
        displayName: 'Subscribed',
        name: 'subscribed',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
