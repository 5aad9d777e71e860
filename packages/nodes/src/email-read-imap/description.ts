import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const common: Omit<NodeTypeDescription, 'version' | 'properties'> = {
  name: 'weft.emailReadImap',
  displayName: 'Email Trigger (IMAP)',
  description: 'Starts the workflow when an email arrives in an IMAP mailbox',
  icon: 'fa:inbox',
  group: ['trigger'],
  defaultVersion: 2.1,
  defaults: { name: 'Email Trigger (IMAP)', color: '#44AA22' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'imap', required: true }],
  codex: { categories: ['Communication', 'Core Nodes'], subcategories: { 'Core Nodes': ['Other Trigger Nodes'] } },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.emailimap/',
};

const prefixDescription =
  'Start of the binary property names the attachments are put in, each followed by its index from 0 (attachment_0, attachment_1…)';

/** The parameters both versions share, in n8n's order. */
const mainProperties: NodeProperty[] = [
  { displayName: 'Mailbox Name', name: 'mailbox', type: 'string', default: 'INBOX' },
  {
    displayName: 'Action',
    name: 'postProcessAction',
    type: 'options',
    options: [
      { name: 'Mark as Read', value: 'read' },
      { name: 'Nothing', value: 'nothing' },
    ],
    default: 'read',
    description:
      'What to do with an email once it started a run. With "Nothing" and the default rules, an email still unread can start runs again',
  },
  {
    displayName: 'Download Attachments',
    name: 'downloadAttachments',
    type: 'boolean',
    default: false,
    displayOptions: { show: { format: ['simple'] } },
    description: 'Whether to put the attachments in binary properties (slower for large emails)',
  },
  {
    displayName: 'Format',
    name: 'format',
    type: 'options',
    options: [
      { name: 'RAW', value: 'raw', description: 'The body of the message as received, in `raw`' },
      { name: 'Resolved', value: 'resolved', description: 'The whole email parsed, every attachment as binary data' },
      {
        name: 'Simple',
        value: 'simple',
        description: 'The headers and the text and HTML bodies; inline attachments are left out',
      },
    ],
    default: 'simple',
    description: 'The shape of the items',
  },
  {
    displayName: 'Property Prefix Name',
    name: 'dataPropertyAttachmentsPrefixName',
    type: 'string',
    default: 'attachment_',
    displayOptions: { show: { format: ['resolved'] } },
    description: prefixDescription,
  },
  {
    displayName: 'Property Prefix Name',
    name: 'dataPropertyAttachmentsPrefixName',
    type: 'string',
    default: 'attachment_',
    displayOptions: { show: { format: ['simple'], downloadAttachments: [true] } },
    description: prefixDescription,
  },
];

const customEmailConfig: NodeProperty = {
  displayName: 'Custom Email Rules',
  name: 'customEmailConfig',
  type: 'string',
  default: '["UNSEEN"]',
  description:
    'IMAP search criteria as JSON, in node-imap\'s notation: e.g. ["UNSEEN", ["FROM", "boss@example.com"]] or [["SINCE", "May 20, 2024"]]',
};

/** Email Trigger (IMAP) 1: certificate checks are an option of the node. */
export const emailReadImapV1Description: NodeTypeDescription = {
  ...common,
  version: 1,
  properties: [
    ...mainProperties,
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        customEmailConfig,
        {
          displayName: 'Ignore SSL Issues (Insecure)',
          name: 'allowUnauthorizedCerts',
          type: 'boolean',
          default: false,
          description: "Whether to connect even when the server's TLS certificate cannot be verified",
        },
        {
          displayName: 'Force Reconnect',
          name: 'forceReconnect',
          type: 'number',
          default: 60,
          description: 'Minutes after which the connection is renewed',
        },
      ],
    },
  ],
};

/** Email Trigger (IMAP) 2 and 2.1: certificate checks move to the credential; 2.1 fetches only mail newer than the last one seen. */
export const emailReadImapV2Description: NodeTypeDescription = {
  ...common,
  version: [2, 2.1],
  usableAsTool: true,
  properties: [
    ...mainProperties,
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        customEmailConfig,
        {
          displayName: 'Force Reconnect Every Minutes',
          name: 'forceReconnect',
          type: 'number',
          default: 60,
          description: 'Minutes after which the connection is renewed',
        },
        {
          displayName: 'Fetch Only New Emails',
          name: 'trackLastMessageId',
          type: 'boolean',
          default: true,
          description:
            'Whether to take only emails newer than the last one seen (from the day of activation on), or every email the rules match',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 2.1 } }] } },
        },
      ],
    },
  ],
};
