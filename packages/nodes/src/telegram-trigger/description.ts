/** The Telegram Trigger's parameters (n8n's `n8n-nodes-base.telegramTrigger` 1, 1.1 and 1.2). */
import type { NodeTypeDescription } from '@weft/workflow';

/** Telegram Trigger 1–1.2: one description; the chat and user filters show from 1.1 (and apply from 1.2, as in n8n). */
export const telegramTriggerDescription: NodeTypeDescription = {
  displayName: 'Telegram Trigger',
  name: 'weft.telegramTrigger',
  icon: 'file:telegram.svg',
  group: ['trigger'],
  version: [1, 1.1, 1.2],
  defaultVersion: 1.2,
  subtitle: '=Updates: {{$parameter["updates"].join(", ")}}',
  description: 'Starts the workflow when the bot gets an update from Telegram',
  defaults: { name: 'Telegram Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'telegramApi', required: true }],
  // Served at <webhookId>/webhook (isFullPath false is n8n's meaning of leaving it out; the editor reads it).
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook', isFullPath: false }],
  properties: [
    {
      displayName:
        'Telegram sends a bot’s updates to one webhook only, so only one Telegram Trigger per bot can listen at a time',
      name: 'telegramTriggerNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Trigger On',
      name: 'updates',
      type: 'multiOptions',
      options: [
        { name: '*', value: '*', description: 'Every kind of update' },
        { name: 'Callback Query', value: 'callback_query', description: 'A button of an inline keyboard was pressed' },
        { name: 'Channel Post', value: 'channel_post', description: 'A new post in a channel the bot is in' },
        {
          name: 'Edited Channel Post',
          value: 'edited_channel_post',
          description: 'A channel post the bot knows was edited',
        },
        { name: 'Edited Message', value: 'edited_message', description: 'A message the bot knows was edited' },
        { name: 'Inline Query', value: 'inline_query', description: 'A new inline query' },
        { name: 'Message', value: 'message', description: 'A new message of any kind: text, photo, sticker…' },
        {
          name: 'Poll',
          value: 'poll',
          action: 'On Poll Change',
          description: 'A poll changed (only stopped polls and polls the bot sent)',
        },
        {
          name: 'Pre-Checkout Query',
          value: 'pre_checkout_query',
          description: 'A new pre-checkout query, with the whole checkout',
        },
        {
          name: 'Shipping Query',
          value: 'shipping_query',
          description: 'A new shipping query (invoices with a flexible price)',
        },
      ],
      required: true,
      default: [],
      description: 'The kinds of update Telegram sends to the workflow',
    },
    {
      displayName:
        'Each attachment starts its own run, even when sent as a group; <code>media_group_id</code> tells which belong together.',
      name: 'attachmentNotice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Additional Fields',
      name: 'additionalFields',
      type: 'collection',
      placeholder: 'Add Field',
      default: {},
      options: [
        {
          displayName: 'Download Images/Files',
          name: 'download',
          type: 'boolean',
          default: false,
          description:
            'Whether to download the photo, video or document of a message into the binary field "data" (for photos, the size set in Image Size)',
        },
        {
          displayName: 'Image Size',
          name: 'imageSize',
          type: 'options',
          displayOptions: { show: { download: [true] } },
          options: [
            { name: 'Small', value: 'small' },
            { name: 'Medium', value: 'medium' },
            { name: 'Large', value: 'large' },
            { name: 'Extra Large', value: 'extraLarge' },
          ],
          default: 'large',
          description:
            'Which of the sizes Telegram keeps of a photo to download (the only one there is when the photo was not resized)',
        },
        {
          displayName: 'Restrict to Chat IDs',
          name: 'chatIds',
          type: 'string',
          default: '',
          description: 'Only messages from these chats start the workflow (IDs separated by commas)',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
        {
          displayName: 'Restrict to User IDs',
          name: 'userIds',
          type: 'string',
          default: '',
          description: 'Only messages from these users start the workflow (IDs separated by commas)',
          displayOptions: { show: { '@version': [{ _cnd: { gte: 1.1 } }] } },
        },
      ],
    },
  ],
};
