import type { NodeTypeDescription } from '@weft/workflow';
import { keyValueCollection } from '../rabbitmq/description.js';

/** Description of RabbitMQ Trigger 1 (n8n's `n8n-nodes-base.rabbitmqTrigger`). */
export const rabbitmqTriggerDescription: NodeTypeDescription = {
  name: 'weft.rabbitmqTrigger',
  displayName: 'RabbitMQ Trigger',
  description: 'Starts the workflow for each message of a RabbitMQ queue',
  icon: 'file:rabbitmq.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'RabbitMQ Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'rabbitmq', required: true }],
  properties: [
    { displayName: 'Queue / Topic', name: 'queue', type: 'string', default: '', placeholder: 'queue-name', description: 'The queue to read from' },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      default: {},
      placeholder: 'Add option',
      options: [
        keyValueCollection('Arguments', 'arguments', 'argument', 'Argument', 'Arguments of the queue declaration'),
        { displayName: 'Assert Exchange', name: 'assertExchange', type: 'boolean', default: true, description: 'Whether to declare the exchange rather than only check it exists' },
        { displayName: 'Assert Queue', name: 'assertQueue', type: 'boolean', default: true, description: 'Whether to declare the queue (with these options) rather than only check it exists' },
        { displayName: 'Auto Delete Queue', name: 'autoDelete', type: 'boolean', default: false, description: 'Whether the queue goes once its last consumer leaves' },
        {
          displayName: 'Binding',
          name: 'binding',
          placeholder: 'Add Binding',
          description: 'Exchanges (and routing keys) to bind the queue to',
          type: 'fixedCollection',
          typeOptions: { multipleValues: true },
          default: {},
          options: [
            {
              name: 'bindings',
              displayName: 'Binding',
              values: [
                { displayName: 'Exchange', name: 'exchange', type: 'string', default: '', placeholder: 'exchange' },
                { displayName: 'RoutingKey', name: 'routingKey', type: 'string', default: '', placeholder: 'routing-key' },
              ],
            },
          ],
        },
        { displayName: 'Content Is Binary', name: 'contentIsBinary', type: 'boolean', default: false, description: 'Whether the content becomes binary data rather than text' },
        {
          displayName: 'Delete From Queue When',
          name: 'acknowledge',
          type: 'options',
          options: [
            { name: 'Execution Finishes', value: 'executionFinishes', description: 'Once the run has ended, successful or not' },
            { name: 'Execution Finishes Successfully', value: 'executionFinishesSuccessfully', description: 'Once the run has ended successfully; a failed run puts the message back' },
            { name: 'Immediately', value: 'immediately', description: 'As soon as the message arrives' },
            { name: 'Specified Later in Workflow', value: 'laterMessageNode', description: 'When a RabbitMQ node of the run deletes it' },
          ],
          default: 'immediately',
          description: 'When the message is acknowledged',
        },
        { displayName: 'Durable', name: 'durable', type: 'boolean', default: true, description: 'Whether the queue survives a broker restart' },
        { displayName: 'Exclusive', name: 'exclusive', type: 'boolean', default: false, description: 'Whether the queue belongs to this connection only' },
        keyValueCollection('Headers', 'headers', 'header', 'Header', 'Headers to add'),
        { displayName: 'JSON Parse Body', name: 'jsonParseBody', type: 'boolean', displayOptions: { hide: { contentIsBinary: [true] } }, default: false, description: 'Whether the content is parsed as JSON' },
        { displayName: 'Only Content', name: 'onlyContent', type: 'boolean', displayOptions: { hide: { contentIsBinary: [true] } }, default: false, description: 'Whether the item is the content alone' },
        {
          displayName: 'Parallel Message Processing Limit',
          name: 'parallelMessages',
          type: 'number',
          default: -1,
          displayOptions: { hide: { acknowledge: ['immediately'] } },
          description: 'How many runs may go on at once; -1 for no limit',
        },
      ],
    },
    {
      displayName: "To delete an item from the queue, insert a RabbitMQ node later in the workflow and use the 'Delete from queue' operation",
      name: 'laterMessageNode',
      type: 'notice',
      displayOptions: { show: { '/options.acknowledge': ['laterMessageNode'] } },
      default: '',
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.rabbitmqtrigger/',
};
