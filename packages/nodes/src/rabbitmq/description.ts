import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';

const operations = [
  { name: 'Send a Message to RabbitMQ', value: 'sendMessage', action: 'Send a Message to RabbitMQ' },
  { name: 'Delete From Queue', value: 'deleteMessage', action: 'Delete From Queue' },
];

/** A `key`/`value` fixedCollection (arguments, headers). */
export function keyValueCollection(displayName: string, name: string, group: string, groupName: string, description: string): NodeProperty {
  return {
    displayName,
    name,
    placeholder: `Add ${groupName}`,
    description,
    type: 'fixedCollection',
    typeOptions: { multipleValues: true },
    default: {},
    options: [
      {
        name: group,
        displayName: groupName,
        values: [
          { displayName: 'Key', name: 'key', type: 'string', default: '' },
          { displayName: 'Value', name: 'value', type: 'string', default: '' },
        ],
      },
    ],
  };
}

/** Description of RabbitMQ 1 and 1.1 (1.1 shows the operation, adding "Delete From Queue"). */
export const rabbitmqDescription: NodeTypeDescription = {
  name: 'weft.rabbitmq',
  displayName: 'RabbitMQ',
  description: 'Sends messages to a RabbitMQ queue or exchange',
  icon: 'file:rabbitmq.svg',
  group: ['transform'],
  version: [1, 1.1],
  defaults: { name: 'RabbitMQ' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'rabbitmq', required: true }],
  properties: [
    { displayName: 'Operation', name: 'operation', type: 'hidden', noDataExpression: true, default: 'sendMessage', displayOptions: { show: { '@version': [1] } }, options: operations },
    { displayName: 'Operation', name: 'operation', type: 'options', noDataExpression: true, default: 'sendMessage', displayOptions: { show: { '@version': [1.1] } }, options: operations },
    {
      displayName: 'Will delete an item from the queue triggered earlier in the workflow by a RabbitMQ Trigger node',
      name: 'deleteMessage',
      type: 'notice',
      default: '',
      displayOptions: { show: { operation: ['deleteMessage'] } },
    },
    {
      displayName: 'Mode',
      name: 'mode',
      type: 'options',
      displayOptions: { hide: { operation: ['deleteMessage'] } },
      options: [
        { name: 'Queue', value: 'queue', description: 'Send to a queue' },
        { name: 'Exchange', value: 'exchange', description: 'Publish to an exchange' },
      ],
      default: 'queue',
      description: 'Where the messages go',
    },
    {
      displayName: 'Queue / Topic',
      name: 'queue',
      type: 'string',
      displayOptions: { show: { mode: ['queue'] }, hide: { operation: ['deleteMessage'] } },
      default: '',
      placeholder: 'queue-name',
      description: 'The queue to send to',
    },
    { displayName: 'Exchange', name: 'exchange', type: 'string', displayOptions: { show: { mode: ['exchange'] } }, default: '', placeholder: 'exchange-name', description: 'The exchange to publish to' },
    {
      displayName: 'Type',
      name: 'exchangeType',
      type: 'options',
      displayOptions: { show: { mode: ['exchange'] } },
      options: [
        { name: 'Direct', value: 'direct', description: 'Routes by exact routing key' },
        { name: 'Topic', value: 'topic', description: 'Routes by routing-key pattern' },
        { name: 'Headers', value: 'headers', description: 'Routes by message headers' },
        { name: 'Fanout', value: 'fanout', description: 'Copies to every bound queue' },
      ],
      default: 'fanout',
      description: 'The type of the exchange',
    },
    { displayName: 'Routing Key', name: 'routingKey', type: 'string', displayOptions: { show: { mode: ['exchange'] } }, default: '', placeholder: 'routing-key', description: 'The routing key of each message' },
    {
      displayName: 'Send Input Data',
      name: 'sendInputData',
      type: 'boolean',
      displayOptions: { show: { operation: ['sendMessage'] } },
      default: true,
      description: 'Whether each message is the item’s JSON',
    },
    { displayName: 'Message', name: 'message', type: 'string', displayOptions: { show: { sendInputData: [false] } }, default: '', description: 'The message to send' },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      displayOptions: { show: { operation: ['sendMessage'] } },
      placeholder: 'Add option',
      options: [
        {
          displayName: 'Alternate Exchange',
          name: 'alternateExchange',
          type: 'string',
          displayOptions: { show: { '/mode': ['exchange'] } },
          default: '',
          description: 'Where the exchange sends what it cannot route to a queue',
        },
        keyValueCollection('Arguments', 'arguments', 'argument', 'Argument', 'Publish options by name (amqplib’s publish options, e.g. expiration, priority)'),
        { displayName: 'Auto Delete Queue', name: 'autoDelete', type: 'boolean', default: false, description: 'Whether the queue goes once its last consumer leaves' },
        { displayName: 'Durable', name: 'durable', type: 'boolean', default: true, description: 'Whether the queue survives a broker restart' },
        { displayName: 'Exclusive', name: 'exclusive', type: 'boolean', displayOptions: { show: { '/mode': ['queue'] } }, default: false, description: 'Whether the queue belongs to this connection only' },
        keyValueCollection('Headers', 'headers', 'header', 'Header', 'Headers of each message'),
      ],
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.rabbitmq/',
};
