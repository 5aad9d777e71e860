import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { SEND_AND_WAIT_WEBHOOKS, sendAndWaitProperties } from '../shared/send-and-wait/index.js';

const send = { resource: ['email'], operation: ['send'] };
const sendAndWait = { resource: ['email'], operation: ['sendAndWait'] };

const formatOptions = [
  { name: 'Text', value: 'text', description: 'A plain-text body' },
  { name: 'HTML', value: 'html', description: 'An HTML body' },
  { name: 'Both', value: 'both', description: "Both bodies; the recipient's mail program shows one of them" },
];

/** The "Send" operation's parameters (n8n's names and defaults; "Email Format" defaults to text in 2, HTML in 2.1). */
const sendProperties: NodeProperty[] = [
  {
    displayName: 'From Email',
    name: 'fromEmail',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'admin@example.com',
    description: 'The sender address, optionally with a name: Jane Doe <jane@example.com>',
    displayOptions: { show: send },
  },
  {
    displayName: 'To Email',
    name: 'toEmail',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'info@example.com',
    description: 'The recipients, separated by commas, each optionally with a name',
    displayOptions: { show: send },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    placeholder: 'My subject line',
    description: 'The subject line',
    displayOptions: { show: send },
  },
  {
    displayName: 'Email Format',
    name: 'emailFormat',
    type: 'options',
    options: formatOptions,
    default: 'html',
    displayOptions: { hide: { '@version': [2] }, show: send },
  },
  {
    displayName: 'Email Format',
    name: 'emailFormat',
    type: 'options',
    options: formatOptions.map(({ name, value }) => ({ name, value })),
    default: 'text',
    displayOptions: { show: { '@version': [2], ...send } },
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    typeOptions: { rows: 5 },
    default: '',
    description: 'The plain-text body',
    displayOptions: { show: { emailFormat: ['text', 'both'], ...send } },
  },
  {
    displayName: 'HTML',
    name: 'html',
    type: 'string',
    typeOptions: { rows: 5 },
    default: '',
    description: 'The HTML body',
    displayOptions: { show: { emailFormat: ['html', 'both'], ...send } },
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Append Weft Attribution',
        name: 'appendAttribution',
        type: 'boolean',
        default: true,
        description:
          'Whether to end the email with a line saying it was sent automatically with Weft (on by default from version 2.1)',
      },
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'string',
        default: '',
        description:
          'Binary properties of the item to attach, separated by commas. The HTML can show one inline by its property name, e.g. <img src="cid:image_1">',
      },
      {
        displayName: 'CC Email',
        name: 'ccEmail',
        type: 'string',
        default: '',
        placeholder: 'cc@example.com',
        description: 'Recipients in copy, separated by commas',
      },
      {
        displayName: 'BCC Email',
        name: 'bccEmail',
        type: 'string',
        default: '',
        placeholder: 'bcc@example.com',
        description: 'Hidden recipients, separated by commas',
      },
      {
        displayName: 'Ignore SSL Issues (Insecure)',
        name: 'allowUnauthorizedCerts',
        type: 'boolean',
        default: false,
        description: "Whether to send even when the server's TLS certificate cannot be verified",
      },
      {
        displayName: 'Reply To',
        name: 'replyTo',
        type: 'string',
        default: '',
        placeholder: 'info@example.com',
        description: 'The address replies go to',
      },
    ],
    displayOptions: { show: send },
  },
];

/** The "Send and Wait for Response" operation's own parameters, before the shared send-and-wait ones. */
const sendAndWaitOwnProperties: NodeProperty[] = [
  {
    displayName: 'From Email',
    name: 'fromEmail',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'admin@example.com',
    description: 'The sender address, optionally with a name: Jane Doe <jane@example.com>',
    displayOptions: { show: sendAndWait },
  },
  {
    displayName: 'To Email',
    name: 'toEmail',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'info@example.com',
    description: 'Who is asked to respond, optionally with a name',
    displayOptions: { show: sendAndWait },
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
    required: true,
    placeholder: 'e.g. Approval required',
    displayOptions: { show: sendAndWait },
  },
  {
    displayName: 'Message',
    name: 'message',
    type: 'string',
    default: '',
    required: true,
    typeOptions: { rows: 4 },
    displayOptions: { show: sendAndWait },
  },
];

/** Description of Send Email 2 and 2.1 (n8n's `n8n-nodes-base.emailSend`): send, or send and wait for a response. */
export const emailSendV2Description: NodeTypeDescription = {
  name: 'weft.emailSend',
  displayName: 'Send Email',
  description: 'Sends an email over SMTP',
  icon: 'fa:envelope',
  group: ['output'],
  version: [2, 2.1],
  defaultVersion: 2.1,
  defaults: { name: 'Send Email', color: '#00bb88' },
  inputs: ['main'],
  outputs: ['main'],
  usableAsTool: true,
  credentials: [{ name: 'smtp', required: true }],
  webhooks: SEND_AND_WAIT_WEBHOOKS,
  properties: [
    {
      displayName: 'Resource',
      name: 'resource',
      type: 'hidden',
      noDataExpression: true,
      default: 'email',
      options: [{ name: 'Email', value: 'email' }],
    },
    {
      displayName: 'Operation',
      name: 'operation',
      type: 'options',
      noDataExpression: true,
      default: 'send',
      options: [
        { name: 'Send', value: 'send', action: 'Send an Email' },
        { name: 'Send and Wait for Response', value: 'sendAndWait', action: 'Send message and wait for response' },
      ],
    },
    ...sendProperties,
    ...sendAndWaitOwnProperties,
    ...sendAndWaitProperties(sendAndWait),
  ],
  codex: {
    categories: ['Communication', 'HITL', 'Core Nodes'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['SMTP', 'email', 'human', 'form', 'wait', 'hitl', 'approval'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.sendemail/',
};
