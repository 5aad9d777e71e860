import type { NodeProperty } from '@weft/workflow';

/**
 * Gmail Trigger 1–1.3's parameters (after n8n's pollTimes).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * the descriptions are Weft's own.
 */
export const gmailTriggerProperties: NodeProperty[] = [
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
    displayName: 'Event',
    name: 'event',
    type: 'options',
    default: 'messageReceived',
    options: [
      {
        name: 'Message Received',
        value: 'messageReceived',
      },
    ],
  },
  {
    displayName: 'Simplify',
    name: 'simple',
    type: 'boolean',
    default: true,
    description:
      'Whether to answer a short form of each message (headers as fields, labels by name) instead of the full parsed e-mail',
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Include Spam and Trash',
        name: 'includeSpamTrash',
        type: 'boolean',
        default: false,
        description: 'Whether messages in Spam and Trash are included',
      },
      {
        displayName: 'Include Drafts',
        name: 'includeDrafts',
        type: 'boolean',
        default: false,
        description: 'Whether drafts are included',
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
] as NodeProperty[];
