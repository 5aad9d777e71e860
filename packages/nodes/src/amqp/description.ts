import type { NodeTypeDescription } from '@weft/workflow';

/** Description of AMQP Sender 1 (n8n's `n8n-nodes-base.amqp`). */
export const amqpDescription: NodeTypeDescription = {
  name: 'weft.amqp',
  displayName: 'AMQP Sender',
  description: 'Sends each item as a message over AMQP 1.0',
  icon: 'file:amqp.svg',
  group: ['transform'],
  version: 1,
  defaults: { name: 'AMQP Sender' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'amqp', required: true }],
  properties: [
    {
      displayName: 'Queue / Topic',
      name: 'sink',
      type: 'string',
      default: '',
      placeholder: 'e.g. topic://sourcename.something',
      description: 'The queue or topic to send to',
    },
    {
      displayName: 'Headers',
      name: 'headerParametersJson',
      type: 'json',
      default: '',
      description: 'Headers as a flat JSON object, sent as the message’s application properties',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'Container ID',
          name: 'containerId',
          type: 'string',
          default: '',
          description: 'The container ID the connection announces',
        },
        {
          displayName: 'Data as Object',
          name: 'dataAsObject',
          type: 'boolean',
          default: false,
          description: 'Whether the body is sent as an AMQP map rather than JSON text',
        },
        {
          displayName: 'Reconnect',
          name: 'reconnect',
          type: 'boolean',
          default: true,
          description: 'Whether to reconnect when the connection drops',
        },
        {
          displayName: 'Reconnect Limit',
          name: 'reconnectLimit',
          type: 'number',
          default: 50,
          description: 'How many times to try reconnecting',
        },
        {
          displayName: 'Send Property',
          name: 'sendOnlyProperty',
          type: 'string',
          default: '',
          description: 'The one property of the item to send; empty sends the whole item',
        },
      ],
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.amqp/',
};
