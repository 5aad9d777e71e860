import type { NodeTypeDescription } from '@weft/workflow';

/** Description of Redis Trigger 1 (n8n's `n8n-nodes-base.redisTrigger`). */
export const redisTriggerDescription: NodeTypeDescription = {
  name: 'weft.redisTrigger',
  displayName: 'Redis Trigger',
  description: 'Starts the workflow for each message published on Redis channels',
  icon: 'file:redis.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'Redis Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'redis', required: true }],
  properties: [
    {
      displayName: 'Channels',
      name: 'channels',
      type: 'string',
      default: '',
      required: true,
      description: 'Channels to subscribe to, separated by commas; * matches any text (e.g. orders:*)',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'JSON Parse Body',
          name: 'jsonParseBody',
          type: 'boolean',
          default: false,
          description: 'Whether to parse the message as JSON when it is JSON',
        },
        {
          displayName: 'Only Message',
          name: 'onlyMessage',
          type: 'boolean',
          default: false,
          description: 'Whether the item holds the message alone, without its channel',
        },
      ],
    },
  ],
  codex: { categories: ['Development', 'Data & Storage'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.redistrigger/',
};
