/**
 * Dropbox 1's parameters (n8n's `n8n-nodes-base.dropbox`): files, folders and search.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const dropboxProperties: NodeProperty[] = [
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
        name: 'Search',
        value: 'search',
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
        resource: ['search'],
      },
    },
    options: [
      {
        name: 'Query',
        value: 'query',
        action: 'Query',
      },
    ],
    default: 'query',
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
    placeholder: '/invoices/original.txt',
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
    placeholder: '/invoices/copy.txt',
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
    placeholder: '/invoices/2019/invoice_1.pdf',
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
    placeholder: '/invoices/old_name.txt',
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
    placeholder: '/invoices/new_name.txt',
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
    placeholder: '/invoices/2019/invoice_1.pdf',
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
    placeholder: '/invoices/2019/invoice_1.pdf',
  },
  {
    displayName: 'Binary File',
    name: 'binaryData',
    type: 'boolean',
    default: false,
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
        operation: ['upload'],
        resource: ['file'],
        binaryData: [false],
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
        operation: ['upload'],
        resource: ['file'],
        binaryData: [true],
      },
    },
    placeholder: '',
  },
  {
    displayName: 'Query',
    name: 'query',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        operation: ['query'],
        resource: ['search'],
      },
    },
  },
  {
    displayName: 'File Status',
    name: 'fileStatus',
    type: 'options',
    options: [
      {
        name: 'Active',
        value: 'active',
      },
      {
        name: 'Deleted',
        value: 'deleted',
      },
    ],
    default: 'active',
    displayOptions: {
      show: {
        operation: ['query'],
        resource: ['search'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['query'],
        resource: ['search'],
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
    displayOptions: {
      show: {
        resource: ['search'],
        operation: ['query'],
        returnAll: [false],
      },
    },
    default: 100,
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['query'],
        resource: ['search'],
      },
    },
    default: true,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['search'],
        operation: ['query'],
      },
    },
    options: [
      {
        displayName: 'File Categories',
        name: 'file_categories',
        type: 'multiOptions',
        options: [
          {
            name: 'Audio (mp3, qav, mid, etc.)',
            value: 'audio',
          },
          {
            name: 'Document (doc, docx, txt, etc.)',
            value: 'document',
          },
          {
            name: 'Dropbox Paper',
            value: 'paper',
          },
          {
            name: 'Folder',
            value: 'folder',
          },
          {
            name: 'Image (jpg, png, gif, etc.)',
            value: 'image',
          },
          {
            name: 'Other',
            value: 'other',
          },
          {
            name: 'PDF',
            value: 'pdf',
          },
          {
            name: 'Presentation (ppt, pptx, key, etc.)',
            value: 'presentation',
          },
          {
            name: 'Spreadsheet (xlsx, xls, csv, etc.)',
            value: 'spreadsheet',
          },
          {
            name: 'Video (avi, wmv, mp4, etc.)',
            value: 'video',
          },
        ],
        default: [],
      },
      {
        displayName: 'File Extensions',
        name: 'file_extensions',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Folder',
        name: 'path',
        type: 'string',
        default: '',
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
    placeholder: '/invoices/2019',
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
    placeholder: '/invoices/2019/',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['list'],
        resource: ['folder'],
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
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['list'],
        returnAll: [false],
      },
    },
    default: 100,
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['list'],
      },
    },
    options: [
      {
        displayName: 'Include Deleted',
        name: 'include_deleted',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Include Shared Members',
        name: 'include_has_explicit_shared_members',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Include Mounted Folders',
        name: 'include_mounted_folders',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Include Non Downloadable Files',
        name: 'include_non_downloadable_files',
        type: 'boolean',
        default: true,
      },
      {
        displayName: 'Recursive',
        name: 'recursive',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
