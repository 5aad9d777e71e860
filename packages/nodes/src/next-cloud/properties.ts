/**
 * Nextcloud 1's parameters (n8n's `n8n-nodes-base.nextCloud`). Names, types, defaults, options and
 * display rules are n8n 1.123's, so workflows saved by n8n's editor mean the same here; descriptions
 * and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const nextCloudProperties: NodeProperty[] = [
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
        name: 'File',
        value: 'file',
      },
      {
        name: 'Folder',
        value: 'folder',
      },
      {
        name: 'User',
        value: 'user',
      },
    ],
    default: 'file',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['file'],
      },
    },
    options: [
      {
        name: 'Copy',
        value: 'copy',
        action: 'Copy a file',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a file',
      },
      {
        name: 'Download',
        value: 'download',
        action: 'Download a file',
      },
      {
        name: 'Move',
        value: 'move',
        action: 'Move a file',
      },
      {
        name: 'Share',
        value: 'share',
        action: 'Share a file',
      },
      {
        name: 'Upload',
        value: 'upload',
        action: 'Upload a file',
      },
    ],
    default: 'upload',
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
        name: 'Copy',
        value: 'copy',
        action: 'Copy a folder',
      },
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
        name: 'List',
        value: 'list',
        action: 'List a folder',
      },
      {
        name: 'Move',
        value: 'move',
        action: 'Move a folder',
      },
      {
        name: 'Share',
        value: 'share',
        action: 'Share a folder',
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
        resource: ['user'],
      },
    },
    options: [
      {
        name: 'Create',
        value: 'create',
        action: 'Create a user',
      },
      {
        name: 'Delete',
        value: 'delete',
        action: 'Delete a user',
      },
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
      {
        name: 'Update',
        value: 'update',
        action: 'Update a user',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'From Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['copy'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'To Path',
    name: 'toPath',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['copy'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'Delete Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'From Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'To Path',
    name: 'toPath',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['move'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'File Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'Binary File',
    name: 'binaryDataUpload',
    type: 'boolean',
    default: false,
    required: true,
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File Content',
    name: 'fileContent',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        binaryDataUpload: [false],
        operation: ['upload'],
        resource: ['file'],
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
        binaryDataUpload: [true],
        operation: ['upload'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File Path',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['file', 'folder'],
      },
    },
  },
  {
    displayName: 'Share Type',
    name: 'shareType',
    type: 'options',
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['file', 'folder'],
      },
    },
    options: [
      {
        name: 'Circle',
        value: 7,
      },
      {
        name: 'Email',
        value: 4,
      },
      {
        name: 'Group',
        value: 1,
      },
      {
        name: 'Public Link',
        value: 3,
      },
      {
        name: 'User',
        value: 0,
      },
    ],
    default: 0,
  },
  {
    displayName: 'Circle ID',
    name: 'circleId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['file', 'folder'],
        operation: ['share'],
        shareType: [7],
      },
    },
    default: '',
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['file', 'folder'],
        operation: ['share'],
        shareType: [4],
      },
    },
    default: '',
  },
  {
    displayName: 'Group ID',
    name: 'groupId',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['file', 'folder'],
        operation: ['share'],
        shareType: [1],
      },
    },
    default: '',
  },
  {
    displayName: 'User',
    name: 'user',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['file', 'folder'],
        operation: ['share'],
        shareType: [0],
      },
    },
    default: '',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['file', 'folder'],
        operation: ['share'],
      },
    },
    options: [
      {
        displayName: 'Password',
        name: 'password',
        type: 'string',
        typeOptions: {
          password: true,
        },
        displayOptions: {
          show: {
            '/resource': ['file', 'folder'],
            '/operation': ['share'],
            '/shareType': [3],
          },
        },
        default: '',
      },
      {
        displayName: 'Permissions',
        name: 'permissions',
        type: 'options',
        options: [
          {
            name: 'All',
            value: 31,
          },
          {
            name: 'Create',
            value: 4,
          },
          {
            name: 'Delete',
            value: 8,
          },
          {
            name: 'Read',
            value: 1,
          },
          {
            name: 'Update',
            value: 2,
          },
        ],
        default: 1,
      },
    ],
  },
  {
    displayName: 'Folder',
    name: 'path',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['folder'],
      },
    },
  },
  {
    displayName: 'Folder Path',
    name: 'path',
    type: 'string',
    default: '',
    displayOptions: {
      show: {
        operation: ['list'],
        resource: ['folder'],
      },
    },
  },
  {
    displayName: 'Username',
    name: 'userId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Email',
    name: 'email',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['create'],
      },
    },
    options: [
      {
        displayName: 'Display Name',
        name: 'displayName',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Username',
    name: 'userId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['delete', 'get', 'update'],
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
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Search',
        name: 'search',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Offset',
        name: 'offset',
        type: 'number',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'fixedCollection',
    typeOptions: {
      multipleValues: false,
    },
    default: {},
    displayOptions: {
      show: {
        resource: ['user'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'field',
        values: [
          {
            displayName: 'Key',
            name: 'key',
            type: 'options',
            default: 'email',
            options: [
              {
                name: 'Address',
                value: 'address',
              },
              {
                name: 'Display Name',
                value: 'displayname',
              },
              {
                name: 'Email',
                value: 'email',
              },
              {
                name: 'Password',
                value: 'password',
              },
              {
                name: 'Twitter',
                value: 'twitter',
              },
              {
                name: 'Website',
                value: 'website',
              },
            ],
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
