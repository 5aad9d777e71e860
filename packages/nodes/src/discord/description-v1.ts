/**
 * Discord 1's parameters (n8n's names, defaults and options): a webhook URL on the node, the text,
 * and JSON options.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const properties: NodeProperty[] = [
  {
    displayName: 'A newer version of this node is available from the nodes panel',
    name: 'oldVersionNotice',
    type: 'notice',
    default: '',
  },
  {
    displayName: 'Webhook URL',
    name: 'webhookUri',
    type: 'string',
    required: true,
    default: '',
    placeholder: 'https://discord.com/api/webhooks/ID/TOKEN',
    description: 'The channel webhook URL Discord gives under Integrations → Webhooks',
  },
  {
    displayName: 'Content',
    name: 'text',
    type: 'string',
    typeOptions: { maxValue: 2000 },
    default: '',
    placeholder: 'Hello World!',
    description: 'The message text (up to 2000 characters)',
  },
  {
    displayName: 'Additional Fields',
    name: 'options',
    type: 'collection',
    placeholder: 'Add option',
    default: {},
    options: [
      {
        displayName: 'Allowed Mentions',
        name: 'allowedMentions',
        type: 'json',
        typeOptions: { alwaysOpenEditWindow: true },
        default: '',
        description: 'Which mentions notify people, as Discord’s allowed_mentions object',
      },
      {
        displayName: 'Attachments',
        name: 'attachments',
        type: 'json',
        typeOptions: { alwaysOpenEditWindow: true },
        default: '',
        description: 'Attachment objects as Discord’s API describes them',
      },
      {
        displayName: 'Avatar URL',
        name: 'avatarUrl',
        type: 'string',
        default: '',
        description: 'An image URL replacing the webhook’s avatar',
      },
      {
        displayName: 'Components',
        name: 'components',
        type: 'json',
        typeOptions: { alwaysOpenEditWindow: true },
        default: '',
        description: 'Message components (buttons, menus) as JSON',
      },
      {
        displayName: 'Embeds',
        name: 'embeds',
        type: 'json',
        typeOptions: { alwaysOpenEditWindow: true },
        default: '',
        description: 'A JSON array of embed objects',
      },
      {
        displayName: 'Flags',
        name: 'flags',
        type: 'number',
        default: '',
        description: 'Discord message flags as a number',
      },
      {
        displayName: 'JSON Payload',
        name: 'payloadJson',
        type: 'json',
        typeOptions: { alwaysOpenEditWindow: true },
        default: '',
        description: 'A JSON payload sent as payload_json',
      },
      {
        displayName: 'Username',
        name: 'username',
        type: 'string',
        default: '',
        placeholder: 'User',
        description: 'A name replacing the webhook’s name',
      },
      {
        displayName: 'TTS',
        name: 'tts',
        type: 'boolean',
        default: false,
        description: 'Whether Discord reads the message aloud',
      },
    ],
  },
];

/** Discord 1 (n8n's `n8n-nodes-base.discord` version 1). */
export const discordV1Description: NodeTypeDescription = {
  displayName: 'Discord',
  name: 'weft.discord',
  icon: 'file:discord.svg',
  group: ['output'],
  version: 1,
  defaultVersion: 2,
  description: 'Send messages to Discord',
  defaults: { name: 'Discord' },
  inputs: ['main'],
  outputs: ['main'],
  properties,
  codex: {
    categories: ['Communication', 'HITL'],
    subcategories: { HITL: ['Human in the Loop'] },
    alias: ['human', 'form', 'wait', 'hitl', 'approval'],
  },
};
