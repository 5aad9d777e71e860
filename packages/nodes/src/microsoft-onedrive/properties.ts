import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft OneDrive 1's parameters (files and folders).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const oneDriveProperties: NodeProperty[] = [
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
        name: 'Get',
        value: 'get',
        action: 'Get a file',
      },
      {
        name: 'Rename',
        value: 'rename',
        action: 'Rename a file',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a file',
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
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['copy'],
        resource: ['file'],
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
        operation: ['copy'],
        resource: ['file'],
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
    ],
  },
  {
    displayName: 'Parent Reference',
    name: 'parentReference',
    type: 'collection',
    placeholder: 'Add Parent Reference',
    displayOptions: {
      show: {
        operation: ['copy'],
        resource: ['file'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Drive ID',
        name: 'driveId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Drive Type',
        name: 'driveType',
        type: 'string',
        default: '',
      },
      {
        displayName: 'ID',
        name: 'id',
        type: 'string',
        default: '',
      },
      {
        displayName: 'List ID',
        name: 'listId',
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
        displayName: 'Path',
        name: 'path',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Share ID',
        name: 'shareId',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Site ID',
        name: 'siteId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        operation: ['download'],
        resource: ['file'],
      },
    },
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['rename'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'New Name',
    name: 'newName',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['rename'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'File ID',
    name: 'fileId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    options: [
      {
        name: 'View',
        value: 'view',
      },
      {
        name: 'Edit',
        value: 'edit',
      },
      {
        name: 'Embed',
        value: 'embed',
      },
    ],
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Scope',
    name: 'scope',
    type: 'options',
    options: [
      {
        name: 'Anonymous',
        value: 'anonymous',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
    ],
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'File Name',
    name: 'fileName',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Parent ID',
    name: 'parentId',
    required: true,
    type: 'string',
    displayOptions: {
      show: {
        operation: ['upload'],
        resource: ['file'],
      },
    },
    default: '',
  },
  {
    displayName: 'Binary File',
    name: 'binaryData',
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
    required: true,
    displayOptions: {
      show: {
        binaryData: [false],
        operation: ['upload'],
        resource: ['file'],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Input Binary Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    required: true,
    displayOptions: {
      show: {
        binaryData: [true],
        operation: ['upload'],
        resource: ['file'],
      },
    },
    placeholder: '',
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
        name: 'Get Children',
        value: 'getChildren',
        action: 'Get items in a folder',
      },
      {
        name: 'Rename',
        value: 'rename',
        action: 'Rename a folder',
      },
      {
        name: 'Search',
        value: 'search',
        action: 'Search a folder',
      },
      {
        name: 'Share',
        value: 'share',
        action: 'Share a folder',
      },
    ],
    default: 'getChildren',
  },
  {
    displayName: 'Name',
    name: 'name',
    required: true,
    type: 'string',
    placeholder: '/Pictures/2021',
    displayOptions: {
      show: {
        operation: ['create'],
        resource: ['folder'],
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
        operation: ['create'],
        resource: ['folder'],
      },
    },
    default: {},
    placeholder: 'Add Field',
    options: [
      {
        displayName: 'Parent Folder ID',
        name: 'parentFolderId',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Folder ID',
    name: 'folderId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['delete', 'getChildren'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'Item ID',
    name: 'itemId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['rename'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'New Name',
    name: 'newName',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['rename'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['search'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'Folder ID',
    name: 'folderId',
    type: 'string',
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'Type',
    name: 'type',
    type: 'options',
    options: [
      {
        name: 'View',
        value: 'view',
      },
      {
        name: 'Edit',
        value: 'edit',
      },
      {
        name: 'Embed',
        value: 'embed',
      },
    ],
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['folder'],
      },
    },
    default: '',
  },
  {
    displayName: 'Scope',
    name: 'scope',
    type: 'options',
    options: [
      {
        name: 'Anonymous',
        value: 'anonymous',
      },
      {
        name: 'Organization',
        value: 'organization',
      },
    ],
    displayOptions: {
      show: {
        operation: ['share'],
        resource: ['folder'],
      },
    },
    default: '',
  },
];
