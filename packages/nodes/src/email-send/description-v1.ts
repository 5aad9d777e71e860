import type { NodeTypeDescription } from '@weft/workflow';

/** Description of Send Email 1 (n8n's `n8n-nodes-base.emailSend` version 1): text and HTML side by side. */
export const emailSendV1Description: NodeTypeDescription = {
  name: 'weft.emailSend',
  displayName: 'Send Email',
  description: 'Sends an email over SMTP',
  icon: 'fa:envelope',
  group: ['output'],
  version: 1,
  defaultVersion: 2.1,
  defaults: { name: 'Send Email', color: '#00bb88' },
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'smtp', required: true }],
  properties: [
    { displayName: 'From Email', name: 'fromEmail', type: 'string', default: '', required: true, placeholder: 'admin@example.com', description: 'The sender address, optionally with a name: Jane Doe <jane@example.com>' },
    { displayName: 'To Email', name: 'toEmail', type: 'string', default: '', required: true, placeholder: 'info@example.com', description: 'The recipients, separated by commas' },
    { displayName: 'CC Email', name: 'ccEmail', type: 'string', default: '', placeholder: 'cc@example.com', description: 'Recipients in copy, separated by commas' },
    { displayName: 'BCC Email', name: 'bccEmail', type: 'string', default: '', placeholder: 'bcc@example.com', description: 'Hidden recipients, separated by commas' },
    { displayName: 'Subject', name: 'subject', type: 'string', default: '', placeholder: 'My subject line', description: 'The subject line' },
    { displayName: 'Text', name: 'text', type: 'string', typeOptions: { rows: 5 }, default: '', description: 'The plain-text body' },
    { displayName: 'HTML', name: 'html', type: 'string', typeOptions: { rows: 5 }, default: '', description: 'The HTML body' },
    { displayName: 'Attachments', name: 'attachments', type: 'string', default: '', description: "Binary properties of the item to attach, separated by commas (e.g. data,invoice)" },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: "Whether to send even when the server's TLS certificate cannot be verified" },
        { displayName: 'Reply To', name: 'replyTo', type: 'string', default: '', placeholder: 'info@example.com', description: 'The address replies go to' },
      ],
    },
  ],
  codex: {
    categories: ['Communication', 'HITL', 'Core Nodes'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['SMTP', 'email', 'human', 'form', 'wait', 'hitl', 'approval'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.sendemail/',
};
