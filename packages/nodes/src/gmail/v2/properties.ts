import type { NodeProperty } from '@weft/workflow';

/**
 * Gmail 2–2.2's parameters (resources message, label, draft and thread; send and wait: its own To, Subject and Message; the shared send-and-wait parameters are added in description.ts).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the descriptions are Weft's own.
 */
export const gmailV2Properties: NodeProperty[] = [
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
        name: 'Message',
        value: 'message',
      },
      {
        name: 'Label',
        value: 'label',
      },
      {
        name: 'Draft',
        value: 'draft',
      },
      {
        name: 'Thread',
        value: 'thread',
      },
    ],
    default: 'message',
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
    displayName: 'To make the draft part of a thread, set its thread ID in the options.',
    name: 'threadNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
  },
  {
    displayName: 'Email Type',
    name: 'emailType',
    type: 'options',
    default: 'text',
    required: true,
    noDataExpression: true,
    options: [
      {
        name: 'HTML',
        value: 'html',
      },
      {
        name: 'Text',
        value: 'text',
      },
    ],
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    description: 'Whether the body is sent as plain text or as HTML',
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
    description: 'The body of the e-mail',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        resource: ['draft'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachments',
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
        displayName: 'BCC',
        name: 'bccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a hidden copy',
      },
      {
        displayName: 'CC',
        name: 'ccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a copy',
      },
      {
        displayName: 'From Alias Name or ID',
        name: 'fromAlias',
        type: 'options',
        default: '',
        typeOptions: {
          loadOptionsMethod: 'getGmailAliases',
        },
        description: 'The send-as alias the draft is from',
      },
      {
        displayName: 'Send Replies To',
        name: 'replyTo',
        type: 'string',
        placeholder: 'reply@example.com',
        default: '',
        description: 'The address replies should go to',
      },
      {
        displayName: 'Thread ID',
        name: 'threadId',
        type: 'string',
        placeholder: '18cc573e2431878f',
        default: '',
        description: 'The ID of the thread',
      },
      {
        displayName: 'To Email',
        name: 'sendTo',
        type: 'string',
        default: '',
        placeholder: 'info@example.com',
        description: 'Recipients, separated by commas; a name may go with an address as "Name <address>"',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
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
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
        description: "Whether the e-mail's attachments are downloaded into binary fields",
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
    default: 50,
    description: 'The most results to answer',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
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
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
        description: "Whether the e-mail's attachments are downloaded into binary fields",
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
    default: 'getAll',
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        resource: ['label'],
        operation: ['create'],
      },
    },
    default: {},
    options: [
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
        description: 'Whether messages with this label show in the message list',
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
        name: 'Add Label',
        value: 'addLabels',
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
        name: 'Mark as Read',
        value: 'markAsRead',
      },
      {
        name: 'Mark as Unread',
        value: 'markAsUnread',
      },
      {
        name: 'Remove Label',
        value: 'removeLabels',
      },
      {
        name: 'Reply',
        value: 'reply',
      },
      {
        name: 'Send',
        value: 'send',
      },
      {
        name: 'Send and Wait for Response',
        value: 'sendAndWait',
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
        operation: ['get', 'delete', 'markAsRead', 'markAsUnread'],
      },
    },
    placeholder: '172ce2c4a72cc243',
    description: 'The ID of the message',
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
    placeholder: '172ce2c4a72cc243',
    description: 'The ID of the message',
  },
  {
    displayName: 'To',
    name: 'sendTo',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send'],
      },
    },
    placeholder: 'info@example.com',
    description: 'Recipients, separated by commas; a name may go with an address as "Name <address>"',
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
        operation: ['send'],
      },
    },
    placeholder: 'Hello World!',
    description: 'The subject line of the e-mail',
  },
  {
    displayName: 'Email Type',
    name: 'emailType',
    type: 'options',
    default: 'html',
    required: true,
    noDataExpression: true,
    options: [
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'HTML',
        value: 'html',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send', 'reply'],
      },
      hide: {
        '@version': [2],
      },
    },
    description: 'Whether the body is sent as plain text or as HTML',
  },
  {
    displayName: 'Email Type',
    name: 'emailType',
    type: 'options',
    default: 'html',
    required: true,
    noDataExpression: true,
    options: [
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'HTML',
        value: 'html',
      },
    ],
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send', 'reply'],
        '@version': [2],
      },
    },
    description: 'Whether the body is sent as plain text or as HTML',
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
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['send', 'reply'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Append Weft Attribution',
        name: 'appendAttribution',
        type: 'boolean',
        default: true,
        description: 'Whether a line saying the e-mail was sent by an automation is added at the end',
      },
      {
        displayName: 'Attachments',
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
                displayName: 'Attachment Field Name',
                name: 'property',
                type: 'string',
                default: 'data',
                description: 'Names of the binary fields to attach, separated by commas',
              },
            ],
          },
        ],
        default: {},
        description: 'Files from the input item to attach',
      },
      {
        displayName: 'BCC',
        name: 'bccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a hidden copy',
      },
      {
        displayName: 'CC',
        name: 'ccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a copy',
      },
      {
        displayName: 'Sender Name',
        name: 'senderName',
        type: 'string',
        placeholder: 'e.g. Nathan',
        default: '',
        description: 'The name shown as the sender',
      },
      {
        displayName: 'Send Replies To',
        name: 'replyTo',
        type: 'string',
        placeholder: 'reply@example.com',
        default: '',
        displayOptions: {
          hide: {
            '/operation': ['reply'],
          },
        },
        description: 'The address replies should go to',
      },
      {
        displayName: 'Reply to Sender Only',
        name: 'replyToSenderOnly',
        type: 'boolean',
        default: false,
        description: 'Whether the reply goes to the sender only, not to the other recipients',
      },
    ],
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['message'],
      },
    },
    default: true,
    description:
      'Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['get'],
      },
      hide: {
        simple: [true],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
        description: "Whether the e-mail's attachments are downloaded into binary fields",
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
    default: 50,
    description: 'The most results to answer',
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['message'],
      },
    },
    default: true,
    description:
      'Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail',
  },
  {
    displayName: 'Fetching every message of a large mailbox can take a long time; narrow it down with the filters.',
    name: 'filtersNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['message'],
        returnAll: [true],
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
        operation: ['getAll'],
        resource: ['message'],
      },
    },
    options: [
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
        displayName: 'Search',
        name: 'q',
        type: 'string',
        default: '',
        placeholder: 'has:attachment',
        description: 'A Gmail search, as typed in the Gmail search box',
      },
      {
        displayName: 'Read Status',
        name: 'readStatus',
        type: 'options',
        default: 'unread',
        options: [
          {
            name: 'Unread and read emails',
            value: 'both',
          },
          {
            name: 'Unread emails only',
            value: 'unread',
          },
          {
            name: 'Read emails only',
            value: 'read',
          },
        ],
        description: 'Whether to answer unread messages, read ones or both',
      },
      {
        displayName: 'Received After',
        name: 'receivedAfter',
        type: 'dateTime',
        default: '',
        description: 'Only messages received after this date and time',
      },
      {
        displayName: 'Received Before',
        name: 'receivedBefore',
        type: 'dateTime',
        default: '',
        description: 'Only messages received before this date and time',
      },
      {
        displayName: 'Sender',
        name: 'sender',
        type: 'string',
        default: '',
        description: 'Only messages from this sender (an address or part of a name)',
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
        operation: ['getAll'],
        resource: ['message'],
      },
      hide: {
        simple: [true],
      },
    },
    options: [
      {
        displayName: 'Attachment Prefix',
        name: 'dataPropertyAttachmentsPrefixName',
        type: 'string',
        default: 'attachment_',
        description:
          'Attachments go into binary fields named with this prefix and their index (attachment_0, attachment_1 …)',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
        description: "Whether the e-mail's attachments are downloaded into binary fields",
      },
    ],
  },
  {
    displayName: 'Message ID',
    name: 'messageId',
    type: 'string',
    default: '',
    required: true,
    placeholder: '172ce2c4a72cc243',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['addLabels', 'removeLabels'],
      },
    },
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
        resource: ['message'],
        operation: ['addLabels', 'removeLabels'],
      },
    },
    description: 'The labels, by ID',
  },
  {
    displayName: 'To',
    name: 'sendTo',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. info@example.com',
    displayOptions: {
      show: {
        resource: ['message'],
        operation: ['sendAndWait'],
      },
    },
    description: 'Recipients, separated by commas; a name may go with an address as "Name <address>"',
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
    description: 'The subject line of the e-mail',
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
    description: 'The body of the e-mail',
  },
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    displayOptions: {
      show: {
        resource: ['thread'],
      },
    },
    options: [
      {
        name: 'Add Label',
        value: 'addLabels',
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
        name: 'Remove Label',
        value: 'removeLabels',
      },
      {
        name: 'Reply',
        value: 'reply',
      },
      {
        name: 'Trash',
        value: 'trash',
      },
      {
        name: 'Untrash',
        value: 'untrash',
      },
    ],
    default: 'getAll',
  },
  {
    displayName: 'Thread ID',
    name: 'threadId',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['get', 'delete', 'reply', 'trash', 'untrash'],
      },
    },
    description: 'The ID of the thread',
  },
  {
    displayName: 'Message Snippet or ID',
    name: 'messageId',
    type: 'options',
    typeOptions: {
      loadOptionsMethod: 'getThreadMessages',
      loadOptionsDependsOn: ['threadId'],
    },
    default: '',
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['reply'],
      },
    },
    description: 'The ID of the message',
  },
  {
    displayName: 'Email Type',
    name: 'emailType',
    type: 'options',
    default: 'text',
    required: true,
    noDataExpression: true,
    options: [
      {
        name: 'Text',
        value: 'text',
      },
      {
        name: 'HTML',
        value: 'html',
      },
    ],
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['reply'],
      },
    },
    description: 'Whether the body is sent as plain text or as HTML',
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['reply'],
      },
    },
    description: 'The body of the e-mail',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['reply'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Attachments',
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
                displayName: 'Attachment Field Name',
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
        displayName: 'BCC',
        name: 'bccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a hidden copy',
      },
      {
        displayName: 'CC',
        name: 'ccList',
        type: 'string',
        placeholder: 'info@example.com',
        default: '',
        description: 'Addresses that get a copy',
      },
      {
        displayName: 'Sender Name',
        name: 'senderName',
        type: 'string',
        placeholder: 'e.g. Nathan',
        default: '',
        description: 'The name shown as the sender',
      },
      {
        displayName: 'Reply to Sender Only',
        name: 'replyToSenderOnly',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            replyToRecipientsOnly: [true],
          },
        },
        description: 'Whether the reply goes to the sender only, not to the other recipients',
      },
      {
        displayName: 'Reply to Recipients Only',
        name: 'replyToRecipientsOnly',
        type: 'boolean',
        default: false,
        displayOptions: {
          hide: {
            replyToSenderOnly: [true],
          },
        },
        description: 'Whether the reply goes to the recipients only, not to the sender',
      },
    ],
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    displayOptions: {
      show: {
        operation: ['get'],
        resource: ['thread'],
      },
    },
    default: true,
    description:
      'Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add Field',
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['get'],
      },
    },
    default: {},
    options: [
      {
        displayName: 'Return Only Messages',
        name: 'returnOnlyMessages',
        type: 'boolean',
        default: true,
        description: 'Whether to answer only the messages of the thread, one item each',
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
        resource: ['thread'],
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
        resource: ['thread'],
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
    displayName: 'Fetching every message of a large mailbox can take a long time; narrow it down with the filters.',
    name: 'filtersNotice',
    type: 'notice',
    default: '',
    displayOptions: {
      show: {
        operation: ['getAll'],
        resource: ['thread'],
        returnAll: [true],
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
        operation: ['getAll'],
        resource: ['thread'],
      },
    },
    options: [
      {
        displayName: 'Include Spam and Trash',
        name: 'includeSpamTrash',
        type: 'boolean',
        default: false,
        description: 'Whether messages in Spam and Trash are included',
      },
      {
        displayName: 'Label ID Names or IDs',
        name: 'labelIds',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getLabels',
        },
        default: [],
        description: 'The labels, by ID',
      },
      {
        displayName: 'Search',
        name: 'q',
        type: 'string',
        default: '',
        placeholder: 'has:attachment',
        description: 'A Gmail search, as typed in the Gmail search box',
      },
      {
        displayName: 'Read Status',
        name: 'readStatus',
        type: 'options',
        default: 'unread',
        options: [
          {
            name: 'Unread and read emails',
            value: 'both',
          },
          {
            name: 'Unread emails only',
            value: 'unread',
          },
          {
            name: 'Read emails only',
            value: 'read',
          },
        ],
        description: 'Whether to answer unread messages, read ones or both',
      },
      {
        displayName: 'Received After',
        name: 'receivedAfter',
        type: 'dateTime',
        default: '',
        description: 'Only messages received after this date and time',
      },
      {
        displayName: 'Received Before',
        name: 'receivedBefore',
        type: 'dateTime',
        default: '',
        description: 'Only messages received before this date and time',
      },
    ],
  },
  {
    displayName: 'Thread ID',
    name: 'threadId',
    type: 'string',
    default: '',
    required: true,
    placeholder: '172ce2c4a72cc243',
    displayOptions: {
      show: {
        resource: ['thread'],
        operation: ['addLabels', 'removeLabels'],
      },
    },
    description: 'The ID of the thread',
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
        resource: ['thread'],
        operation: ['addLabels', 'removeLabels'],
      },
    },
    description: 'The labels, by ID',
  },
] as NodeProperty[];
