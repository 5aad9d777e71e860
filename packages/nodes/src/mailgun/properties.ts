/**
 * Mailgun's parameters (n8n's `n8n-nodes-base.mailgun` 1). Names, types, defaults, options,
 * display rules and type options are n8n 1.123's, so workflows saved by n8n's editor mean the same
 * here; descriptions, hints and placeholders are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter of Mailgun 1, in n8n's order. */
export const mailgunProperties: NodeProperty[] = [
  {
    displayName: 'From Email',
    name: 'fromEmail',
    type: 'string',
    default: '',
    required: true,
  },
  {
    displayName: 'To Email',
    name: 'toEmail',
    type: 'string',
    default: '',
    required: true,
  },
  {
    displayName: 'Cc Email',
    name: 'ccEmail',
    type: 'string',
    default: '',
  },
  {
    displayName: 'Bcc Email',
    name: 'bccEmail',
    type: 'string',
    default: '',
  },
  {
    displayName: 'Subject',
    name: 'subject',
    type: 'string',
    default: '',
  },
  {
    displayName: 'Text',
    name: 'text',
    type: 'string',
    typeOptions: {
      rows: 5,
    },
    default: '',
  },
  {
    displayName: 'HTML',
    name: 'html',
    type: 'string',
    typeOptions: {
      rows: 5,
      editor: 'htmlEditor',
    },
    default: '',
  },
  {
    displayName: 'Attachments',
    name: 'attachments',
    type: 'string',
    default: '',
  },
];
