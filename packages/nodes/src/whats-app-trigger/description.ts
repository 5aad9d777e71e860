/** WhatsApp Trigger 1's parameters (n8n's names, defaults and options; the texts are Weft's own). */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const properties: NodeProperty[] = [
  {
    displayName:
      'Meta lets one app have one webhook subscription: one active WhatsApp Trigger per app (test listening counts too)',
    name: 'whatsAppNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Trigger On',
    name: 'updates',
    type: 'multiOptions',
    required: true,
    default: [],
    options: [
      { name: 'Account Review Update', value: 'account_review_update' },
      { name: 'Account Update', value: 'account_update' },
      { name: 'Business Capability Update', value: 'business_capability_update' },
      { name: 'Message Template Quality Update', value: 'message_template_quality_update' },
      { name: 'Message Template Status Update', value: 'message_template_status_update' },
      { name: 'Messages', value: 'messages' },
      { name: 'Phone Number Name Update', value: 'phone_number_name_update' },
      { name: 'Phone Number Quality Update', value: 'phone_number_quality_update' },
      { name: 'Security', value: 'security' },
      { name: 'Template Category Update', value: 'template_category_update' },
    ],
    description: 'The kinds of change that start a run',
  },
  {
    displayName: 'Options',
    name: 'options',
    type: 'collection',
    default: {},
    placeholder: 'Add option',
    options: [
      {
        displayName: 'Receive Message Status Updates',
        name: 'messageStatusUpdates',
        type: 'multiOptions',
        default: ['all'],
        options: [
          { name: 'All', value: 'all' },
          { name: 'Deleted', value: 'deleted' },
          { name: 'Delivered', value: 'delivered' },
          { name: 'Failed', value: 'failed' },
          { name: 'Read', value: 'read' },
          { name: 'Sent', value: 'sent' },
        ],
        description: 'Which message status changes (sent, delivered, read…) start a run',
      },
    ],
  },
];

/** WhatsApp Trigger 1 (n8n's `n8n-nodes-base.whatsAppTrigger`). */
export const whatsAppTriggerDescription: NodeTypeDescription = {
  displayName: 'WhatsApp Trigger',
  name: 'weft.whatsAppTrigger',
  icon: 'file:whatsapp.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["event"]}}',
  description: 'Starts the workflow on WhatsApp Business events (messages, status changes, account updates)',
  defaults: { name: 'WhatsApp Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'whatsAppTriggerApi', required: true }],
  webhooks: [
    { name: 'setup', httpMethod: 'GET', responseMode: 'onReceived', path: 'webhook' },
    { name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
  ],
  properties,
  codex: { categories: ['Communication'] },
};
