import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Outlook 1's parameters (messages, drafts, folders, attachments).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const outlookV1Properties: NodeProperty[] = [
  {
    displayName: 'A newer version of this node exists: add it again from the nodes panel to get it',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Resource',
    name: 'resource',
    type: 'options',
    noDataExpression: true,
    default: 'message',
    options: [
      {
        name: 'Draft',
        value: 'draft',
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
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['delete', 'get', 'send', 'update'],
      },
    },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    type: 'string',
    default: '',
  },
  {
    displayName: 'Body Content',
    name: 'bodyContent',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['draft'],
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
        resource: ['draft'],
        operation: ['create'],
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
                displayName: 'Binary Property Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
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
        displayName: 'Body Content Type',
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
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
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
        default: 'Low',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Recipients',
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
        resource: ['draft'],
        operation: ['send'],
      },
    },
    options: [
      {
        displayName: 'Recipients',
        name: 'recipients',
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
        name: 'Get MIME Content',
        value: 'getMime',
        action: 'Get MIME Content of a message',
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
        name: 'Update',
        value: 'update',
        action: 'Update a message',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['addAttachment', 'delete', 'get', 'getAttachment', 'getMime', 'move', 'update', 'reply'],
      },
    },
  },
  {
    displayName: 'Reply Type',
    name: 'replyType',
    type: 'options',
    options: [
      {
        name: 'Reply',
        value: 'reply',
      },
      {
        name: 'Reply All',
        value: 'replyAll',
      },
    ],
    default: 'reply',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
  },
  {
    displayName: 'Comment',
    name: 'comment',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
    type: 'string',
    default: '',
  },
  {
    displayName: 'Send',
    name: 'send',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
    type: 'boolean',
    default: true,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
        replyType: ['reply'],
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
                displayName: 'Binary Property Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
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
        displayName: 'Body Content',
        name: 'bodyContent',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Body Content Type',
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
        default: 'Low',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Recipients',
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
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['message'],
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
        resource: ['message'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Subject',
    name: 'subject',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['create', 'send'],
      },
    },
    type: 'string',
    default: '',
  },
  {
    displayName: 'Body Content',
    name: 'bodyContent',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['create', 'send'],
      },
    },
    default: '',
  },
  {
    displayName: 'Recipients',
    name: 'toRecipients',
    type: 'string',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send'],
      },
    },
    required: true,
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
        resource: ['message'],
        operation: ['send'],
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
                displayName: 'Binary Property Name',
                name: 'binaryPropertyName',
                type: 'string',
                default: '',
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
        displayName: 'Body Content Type',
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
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
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
        default: 'Low',
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Recipients',
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
        displayName: 'Save To Sent Items',
        name: 'saveToSentItems',
        type: 'boolean',
        default: true,
      },
    ],
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['getMime'],
      },
    },
  },
  {
    displayName: 'Folder ID',
    name: 'folderId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['move'],
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
        action: 'Add a message attachment',
      },
      {
        name: 'Download',
        value: 'download',
        action: 'Download a message attachment',
      },
      {
        name: 'Get',
        value: 'get',
        action: 'Get a message attachment',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many message attachments',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['add', 'download', 'get', 'getAll'],
      },
    },
  },
  {
    displayName: 'Attachment ID',
    name: 'attachmentId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['download', 'get'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
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
        resource: ['messageAttachment'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Put Output File in Field',
    name: 'binaryPropertyName',
    type: 'string',
    required: true,
    default: 'data',
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['add', 'download'],
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
        resource: ['messageAttachment'],
        operation: ['add'],
      },
    },
    options: [
      {
        displayName: 'File Name',
        name: 'fileName',
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
    default: {},
    displayOptions: {
      show: {
        resource: ['messageAttachment'],
        operation: ['get', 'getAll'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Filter',
        name: 'filter',
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
        name: 'Get Children',
        value: 'getChildren',
        action: 'Get items in a folder',
      },
      {
        name: 'Get Many',
        value: 'getAll',
        action: 'Get many folders',
      },
    ],
    default: 'create',
  },
  {
    displayName: 'Folder ID',
    name: 'folderId',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['delete', 'get', 'getChildren', 'update'],
      },
    },
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['getAll', 'getChildren'],
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
        resource: ['folder'],
        operation: ['getAll', 'getChildren'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Type',
    name: 'folderType',
    type: 'options',
    options: [
      {
        name: 'Folder',
        value: 'folder',
      },
      {
        name: 'Search Folder',
        value: 'searchFolder',
      },
    ],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
    default: 'folder',
  },
  {
    displayName: 'Display Name',
    name: 'displayName',
    type: 'string',
    required: true,
    default: '',
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Include Nested Folders',
    name: 'includeNestedFolders',
    type: 'boolean',
    default: false,
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
        folderType: ['searchFolder'],
      },
    },
  },
  {
    displayName: 'Source Folder IDs',
    name: 'sourceFolderIds',
    type: 'string',
    typeOptions: {
      multipleValues: true,
    },
    default: [],
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
        folderType: ['searchFolder'],
      },
    },
  },
  {
    displayName: 'Filter Query',
    name: 'filterQuery',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['create'],
        folderType: ['searchFolder'],
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
        resource: ['folder'],
        operation: ['get', 'getAll', 'getChildren'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Filter',
        name: 'filter',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    default: {},
    displayOptions: {
      show: {
        resource: ['folder'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'Display Name',
        name: 'displayName',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Filter Query',
        name: 'filterQuery',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Include Nested Folders',
        name: 'includeNestedFolders',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Source Folder IDs',
        name: 'sourceFolderIds',
        type: 'string',
        typeOptions: {
          multipleValues: true,
        },
        default: [],
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
    default: 'create',
  },
  {
    displayName: 'Folder ID',
    name: 'folderId',
    type: 'string',
    required: true,
    default: '',
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
    displayOptions: {
      show: {
        resource: ['folderMessage'],
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
        resource: ['folderMessage'],
        operation: ['getAll'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 100,
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['folderMessage'],
        operation: ['getAll'],
      },
    },
    options: [
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Filter',
        name: 'filter',
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
    default: {},
    displayOptions: {
      show: {
        resource: ['draft', 'message'],
        operation: ['get', 'getAll'],
      },
    },
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Fields',
        name: 'fields',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Filter',
        name: 'filter',
        type: 'string',
        default: '',
        placeholder: 'isRead eq false',
      },
    ],
  },
  {
    displayName: 'Update Fields',
    name: 'updateFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        resource: ['draft', 'message'],
        operation: ['update'],
      },
    },
    options: [
      {
        displayName: 'BCC Recipients',
        name: 'bccRecipients',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Body Content',
        name: 'bodyContent',
        type: 'string',
        default: '',
      },
      {
        displayName: 'Body Content Type',
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
        displayName: 'Category Names or IDs',
        name: 'categories',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getCategories',
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
        default: 'Low',
      },
      {
        displayName: 'Is Read',
        name: 'isRead',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Read Receipt Requested',
        name: 'isReadReceiptRequested',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Recipients',
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
];
