import type { NodeProperty } from '@weft/workflow';

/**
 * Gmail 1's parameters (resources draft, label, message and messageLabel).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the descriptions are Weft's own.
 */
export const gmailV1Properties: NodeProperty[] = [
  {
    displayName: 'A newer version of this node exists, with more operations.',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Authentication',
    name: 'authentication',
    type: 'options',
    options: [
      {
        name: 'OAuth2 (recommended)',
        value: 'oAuth2',
      },
      {
        name: 'Service Account',
        value: 'serviceAccount',
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
        name: 'Draft',
        value: 'draft',
      },
      {
        name: 'Label',
        value: 'label',
      },
      {
        name: 'Message',
        value: 'message',
      },
      {
        name: 'Message Label',
        value: 'messageLabel',
      },
    ],
    default: 'draft',
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
    default: 'create',
  },
  {
    displayName: 'Draft ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['delete', 'get'],
      },
    },
    placeholder: 'r-3254521568507167962',
    description: 'The ID of the message',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    placeholder: 'Hello World!',
    description: 'The subject line of the e-mail',
  },
  {
    displayName: 'HTML',
    name: 'includeHtml',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    default: false,
    description: 'Whether to send an HTML body too',
  },
  {
    displayName: 'HTML Message',
    name: 'htmlMessage',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        includeHtml: [true],
        resource: ['draft'],
        operation: ['create'],
      },
    },
    description: 'The HTML body of the e-mail',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    placeholder: 'Hello World!',
    description: 'The body of the e-mail',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'To Email',
        name: 'toList',
        type: 'string',
        default: [],
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add To Email',
        },
        placeholder: 'info@example.com',
        description: 'Addresses of the recipients',
      },
      {
        displayName: 'CC Email',
        name: 'ccList',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add CC Email',
        },
        placeholder: 'info@example.com',
        default: [],
        description: 'Addresses that get a copy',
      },
      {
        displayName: 'BCC Email',
        name: 'bccList',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add BCC Email',
        },
        placeholder: 'info@example.com',
        default: [],
        description: 'Addresses that get a hidden copy',
      },
      {
        displayName: 'Attachment',
        name: 'attachmentsUi',
        placeholder: 'Add Attachment',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attachmentsBinary',
            displayName: 'Attachment Binary',
            values: [
              {
                displayName: 'Attachment Field Name (in Input)',
                name: 'property',
                type: 'string',
                default: '',
                description: 'Names of the binary fields to attach, separated by commas',
              },
            ],
          },
        ],
        default: {},
        description: 'Files from the input item to attach',
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
        resource: ['draft'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        displayOptions: {
          hide: {
            format: ['full', 'metadata', 'minimal', 'raw'],
          },
        },
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        options: [
          {
            name: 'Full',
            value: 'full',
          },
          {
            name: 'Metadata',
            value: 'metadata',
          },
          {
            name: 'Minimal',
            value: 'minimal',
          },
          {
            name: 'RAW',
            value: 'raw',
          },
          {
            name: 'Resolved',
            value: 'resolved',
          },
        ],
        default: 'resolved',
        description: 'How much of each message to answer',
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
        resource: ['draft'],
      },
    },
    default: false,
    description: 'Whether to answer every result, or only up to the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['draft'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 10,
    description: 'The most results to answer',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['draft'],
      },
    },
    options: [
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        displayOptions: {
          hide: {
            format: ['full', 'ids', 'metadata', 'minimal', 'raw'],
          },
        },
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        options: [
          {
            name: 'Full',
            value: 'full',
          },
          {
            name: 'IDs',
            value: 'ids',
          },
          {
            name: 'Metadata',
            value: 'metadata',
          },
          {
            name: 'Minimal',
            value: 'minimal',
          },
          {
            name: 'RAW',
            value: 'raw',
          },
          {
            name: 'Resolved',
            value: 'resolved',
          },
        ],
        default: 'resolved',
        description: 'How much of each message to answer',
      },
      {
        displayName: 'Include Spam and Trash',
        name: 'includeSpamTrash',
        type: 'boolean',
        default: false,
        description: 'Whether messages in Spam and Trash are included',
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
        resource: ['label'],
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
    ],
    default: 'create',
  },
  {
    displayName: 'Name',
    name: 'name',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
    placeholder: 'invoices',
    description: 'The name of the label',
  },
  {
    displayName: 'Label ID',
    name: 'labelId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['get', 'delete'],
      },
    },
    description: 'The ID of the label',
  },
  {
    displayName: 'Label List Visibility',
    name: 'labelListVisibility',
    type: 'options',
    options: [
      {
        name: 'Hide',
        value: 'labelHide',
      },
      {
        name: 'Show',
        value: 'labelShow',
      },
      {
        name: 'Show If Unread',
        value: 'labelShowIfUnread',
      },
    ],
    default: 'labelShow',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
    description: 'Whether the label shows in the label list',
  },
  {
    displayName: 'Message List Visibility',
    name: 'messageListVisibility',
    type: 'options',
    options: [
      {
        name: 'Hide',
        value: 'hide',
      },
      {
        name: 'Show',
        value: 'show',
      },
    ],
    default: 'show',
    required: true,
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
    description: 'Whether messages with this label show in the message list',
  },
  {
    displayName: 'Return All',
    name: 'returnAll',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['label'],
      },
    },
    default: false,
    description: 'Whether to answer every result, or only up to the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['label'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 50,
    description: 'The most results to answer',
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
        name: 'Reply',
        value: 'reply',
      },
      {
        name: 'Send',
        value: 'send',
      },
    ],
    default: 'send',
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['get', 'delete'],
      },
    },
    placeholder: '172ce2c4a72cc243',
    description: 'The ID of the message',
  },
  {
    displayName: 'Thread ID',
    name: 'threadId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
    placeholder: '172ce2c4a72cc243',
    description: 'The ID of the thread',
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply'],
      },
    },
    placeholder: 'CAHNQoFsC6JMMbOBJgtjsqN0eEc+gDg2a=SQj-tWUebQeHMDgqQ@mail.gmail.com',
    description: 'The ID of the message',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply', 'send'],
      },
    },
    placeholder: 'Hello World!',
    description: 'The subject line of the e-mail',
  },
  {
    displayName: 'HTML',
    name: 'includeHtml',
    type: 'boolean',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send', 'reply'],
      },
    },
    default: false,
    description: 'Whether to send an HTML body too',
  },
  {
    displayName: 'HTML Message',
    name: 'htmlMessage',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        includeHtml: [true],
        resource: ['message'],
        operation: ['reply', 'send'],
      },
    },
    description: 'The HTML body of the e-mail',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply', 'send'],
      },
    },
    description: 'The body of the e-mail',
  },
  {
    displayName: 'To Email',
    name: 'toList',
    type: 'string',
    default: [],
    required: true,
    typeOptions: {
      multipleValues: true,
      multipleValueButtonText: 'Add To Email',
    },
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['reply', 'send'],
      },
    },
    placeholder: 'info@example.com',
    description: 'Addresses of the recipients',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send', 'reply'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachment',
        name: 'attachmentsUi',
        placeholder: 'Add Attachment',
        type: 'fixedCollection',
        typeOptions: {
          multipleValues: true,
        },
        options: [
          {
            name: 'attachmentsBinary',
            displayName: 'Attachment Binary',
            values: [
              {
                displayName: 'Attachment Field Name (in Input)',
                name: 'property',
                type: 'string',
                default: '',
                description: 'Names of the binary fields to attach, separated by commas',
              },
            ],
          },
        ],
        default: {},
        description: 'Files from the input item to attach',
      },
      {
        displayName: 'BCC Email',
        name: 'bccList',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add BCC Email',
        },
        placeholder: 'info@example.com',
        default: [],
        description: 'Addresses that get a hidden copy',
      },
      {
        displayName: 'CC Email',
        name: 'ccList',
        type: 'string',
        typeOptions: {
          multipleValues: true,
          multipleValueButtonText: 'Add CC Email',
        },
        placeholder: 'info@example.com',
        default: [],
        description: 'Addresses that get a copy',
      },
      {
        displayName: 'Override Sender Name',
        name: 'senderName',
        type: 'string',
        placeholder: 'Name <test@gmail.com>',
        default: '',
        description: 'The name shown as the sender',
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
        resource: ['message'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        options: [
          {
            name: 'Full',
            value: 'full',
          },
          {
            name: 'Metadata',
            value: 'metadata',
          },
          {
            name: 'Minimal',
            value: 'minimal',
          },
          {
            name: 'RAW',
            value: 'raw',
          },
          {
            name: 'Resolved',
            value: 'resolved',
          },
        ],
        default: 'resolved',
        description: 'How much of each message to answer',
      },
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        displayOptions: {
          hide: {
            format: ['full', 'metadata', 'minimal', 'raw'],
          },
        },
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
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
        resource: ['message'],
      },
    },
    default: false,
    description: 'Whether to answer every result, or only up to the limit',
  },
  {
    displayName: 'Limit',
    name: 'limit',
    type: 'number',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['message'],
        returnAll: [false],
      },
    },
    typeOptions: {
      minValue: 1,
      maxValue: 500,
    },
    default: 10,
    description: 'The most results to answer',
  },
  {
    displayName: 'Additional Fields',
    name: 'additionalFields',
    type: 'collection',
    placeholder: 'Add Field',
    default: {},
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['message'],
      },
    },
    options: [
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        displayOptions: {
          hide: {
            format: ['full', 'ids', 'metadata', 'minimal', 'raw'],
          },
        },
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Format',
        name: 'format',
        type: 'options',
        options: [
          {
            name: 'Full',
            value: 'full',
          },
          {
            name: 'IDs',
            value: 'ids',
          },
          {
            name: 'Metadata',
            value: 'metadata',
          },
          {
            name: 'Minimal',
            value: 'minimal',
          },
          {
            name: 'RAW',
            value: 'raw',
          },
          {
            name: 'Resolved',
            value: 'resolved',
          },
        ],
        default: 'resolved',
        description: 'How much of each message to answer',
      },
      {
        displayName: 'Include Spam and Trash',
        name: 'includeSpamTrash',
        type: 'boolean',
        default: false,
        description: 'Whether messages in Spam and Trash are included',
      },
      {
        displayName: 'Label Names or IDs',
        name: 'labelIds',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: [],
        description: 'The labels, by ID',
      },
      {
        displayName: 'Query',
        name: 'q',
        type: 'string',
        default: '',
        description: 'A Gmail search, as typed in the Gmail search box',
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
        resource: ['messageLabel'],
      },
    },
    options: [
      {
        name: 'Add',
        value: 'add',
      },
      {
        name: 'Remove',
        value: 'remove',
      },
    ],
    default: 'add',
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['messageLabel'],
        operation: ['add', 'remove'],
      },
    },
    placeholder: '172ce2c4a72cc243',
    description: 'The ID of the message',
  },
  {
    displayName: 'Label Names or IDs',
    name: 'labelIds',
    type: 'multiOptions',
    typeOptions: {
      loadOptionsMethod: 'getLabels',
    },
    default: [],
    required: true,
    displayOptions: {
      show: {
        resource: ['messageLabel'],
        operation: ['add', 'remove'],
      },
    },
    description: 'The labels, by ID',
  },
] as NodeProperty[];
