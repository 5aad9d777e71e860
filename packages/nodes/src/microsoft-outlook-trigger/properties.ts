import type { NodeProperty } from '@weft/workflow';

/**
 * Microsoft Outlook Trigger 1's parameters (poll times are added by the polling description).
 * Names, types, defaults, options and display rules are n8n 1.123's (workflows depend on them);
 * n8n's descriptions are left out and notice texts are Weft's own.
 */
export const outlookTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Trigger On',
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
    displayName: 'Output',
    name: 'output',
    type: 'options',
    default: 'simple',
    options: [
      {
        name: 'Simplified',
        value: 'simple',
      },
      {
        name: 'Raw',
        value: 'raw',
      },
      {
        name: 'Select Included Fields',
        value: 'fields',
      },
    ],
  },
  {
    displayName: 'Fields',
    name: 'fields',
    type: 'multiOptions',
    displayOptions: {
      show: {
        output: ['fields'],
      },
    },
    options: [
      {
        name: 'bccRecipients',
        value: 'bccRecipients',
      },
      {
        name: 'body',
        value: 'body',
      },
      {
        name: 'bodyPreview',
        value: 'bodyPreview',
      },
      {
        name: 'categories',
        value: 'categories',
      },
      {
        name: 'ccRecipients',
        value: 'ccRecipients',
      },
      {
        name: 'changeKey',
        value: 'changeKey',
      },
      {
        name: 'conversationId',
        value: 'conversationId',
      },
      {
        name: 'createdDateTime',
        value: 'createdDateTime',
      },
      {
        name: 'flag',
        value: 'flag',
      },
      {
        name: 'from',
        value: 'from',
      },
      {
        name: 'hasAttachments',
        value: 'hasAttachments',
      },
      {
        name: 'importance',
        value: 'importance',
      },
      {
        name: 'inferenceClassification',
        value: 'inferenceClassification',
      },
      {
        name: 'internetMessageId',
        value: 'internetMessageId',
      },
      {
        name: 'isDeliveryReceiptRequested',
        value: 'isDeliveryReceiptRequested',
      },
      {
        name: 'isDraft',
        value: 'isDraft',
      },
      {
        name: 'isRead',
        value: 'isRead',
      },
      {
        name: 'isReadReceiptRequested',
        value: 'isReadReceiptRequested',
      },
      {
        name: 'lastModifiedDateTime',
        value: 'lastModifiedDateTime',
      },
      {
        name: 'parentFolderId',
        value: 'parentFolderId',
      },
      {
        name: 'receivedDateTime',
        value: 'receivedDateTime',
      },
      {
        name: 'replyTo',
        value: 'replyTo',
      },
      {
        name: 'sender',
        value: 'sender',
      },
      {
        name: 'sentDateTime',
        value: 'sentDateTime',
      },
      {
        name: 'subject',
        value: 'subject',
      },
      {
        name: 'toRecipients',
        value: 'toRecipients',
      },
      {
        name: 'webLink',
        value: 'webLink',
      },
    ],
    default: [],
  },
  {
    displayName: 'Filters',
    name: 'filters',
    type: 'collection',
    placeholder: 'Add Filter',
    default: {},
    options: [
      {
        displayName: 'Filter Query',
        name: 'custom',
        type: 'string',
        default: '',
        placeholder: 'e.g. isRead eq false',
      },
      {
        displayName: 'Has Attachments',
        name: 'hasAttachments',
        type: 'boolean',
        default: false,
      },
      {
        displayName: 'Folders to Exclude',
        name: 'foldersToExclude',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getFolders',
        },
        default: [],
      },
      {
        displayName: 'Folders to Include',
        name: 'foldersToInclude',
        type: 'multiOptions',
        typeOptions: {
          loadOptionsMethod: 'getFolders',
        },
        default: [],
      },
      {
        displayName: 'Read Status',
        name: 'readStatus',
        type: 'options',
        default: 'unread',
        options: [
          {
            name: 'Unread and read messages',
            value: 'both',
          },
          {
            name: 'Unread messages only',
            value: 'unread',
          },
          {
            name: 'Read messages only',
            value: 'read',
          },
        ],
      },
      {
        displayName: 'Sender',
        name: 'sender',
        type: 'string',
        default: '',
      },
    ],
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Attachments Prefix',
        name: 'attachmentsPrefix',
        type: 'string',
        default: 'attachment_',
      },
      {
        displayName: 'Download Attachments',
        name: 'downloadAttachments',
        type: 'boolean',
        default: false,
      },
    ],
  },
];
