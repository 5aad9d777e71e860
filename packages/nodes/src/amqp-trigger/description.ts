import type { NodeTypeDescription } from '@weft/workflow';

/** Description of AMQP Trigger 1 (n8n's `n8n-nodes-base.amqpTrigger`). */
export const amqpTriggerDescription: NodeTypeDescription = {
  name: 'weft.amqpTrigger',
  displayName: 'AMQP Trigger',
  description: 'Starts the workflow for each AMQP 1.0 message',
  icon: 'file:amqp.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'AMQP Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'amqp', required: true }],
  properties: [
    { displayName: 'Queue / Topic', name: 'sink', type: 'string', default: '', placeholder: 'topic://sourcename.something', description: 'The queue or topic to listen to' },
    { displayName: 'Clientname', name: 'clientname', type: 'string', default: '', placeholder: 'e.g. n8n', description: 'Empty for queues and non-durable topic subscriptions', hint: 'for durable/persistent topic subscriptions' },
    { displayName: 'Subscription', name: 'subscription', type: 'string', default: '', placeholder: 'e.g. order-worker', description: 'Empty for queues and non-durable topic subscriptions', hint: 'for durable/persistent topic subscriptions' },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        { displayName: 'Container ID', name: 'containerId', type: 'string', default: '', description: 'The container ID the connection announces' },
        { displayName: 'Convert Body To String', name: 'jsonConvertByteArrayToString', type: 'boolean', default: false, description: 'Whether a body of bytes (body.content) becomes text, as Azure Service Bus needs' },
        { displayName: 'JSON Parse Body', name: 'jsonParseBody', type: 'boolean', default: false, description: 'Whether the body is parsed as JSON' },
        { displayName: 'Messages per Cicle', name: 'pullMessagesNumber', type: 'number', default: 100, description: 'How many messages to ask the peer for at a time' },
        { displayName: 'Only Body', name: 'onlyBody', type: 'boolean', default: false, description: 'Whether the item is the body alone' },
        { displayName: 'Parallel Processing', name: 'parallelProcessing', type: 'boolean', default: true, description: 'Whether messages start runs at once, or one after the other' },
        { displayName: 'Reconnect', name: 'reconnect', type: 'boolean', default: true, description: 'Whether to reconnect when the connection drops' },
        { displayName: 'Reconnect Limit', name: 'reconnectLimit', type: 'number', default: 50, description: 'How many times to try reconnecting' },
        { displayName: 'Sleep Time', name: 'sleepTime', type: 'number', default: 10, description: 'Milliseconds to wait before asking for more messages' },
      ],
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.amqptrigger/',
};
