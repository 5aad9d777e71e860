import type { NodeTypeDescription } from '@weft/workflow';

/** Description of MQTT Trigger 1 (n8n's `n8n-nodes-base.mqttTrigger`). */
export const mqttTriggerDescription: NodeTypeDescription = {
  name: 'weft.mqttTrigger',
  displayName: 'MQTT Trigger',
  description: 'Starts the workflow for each message on MQTT topics',
  icon: 'file:mqtt.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'MQTT Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'mqtt', required: true }],
  properties: [
    {
      displayName: 'Topics',
      name: 'topics',
      type: 'string',
      default: '',
      description:
        'Topics to subscribe to, separated by commas; + matches one level and # any levels. Each is subscribed with QoS 0 unless a QoS follows a colon, e.g. sensors/+/temp:1,alerts/#:2',
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
          description: 'Whether the item holds the message alone, without its topic',
        },
        {
          displayName: 'Parallel Processing',
          name: 'parallelProcessing',
          type: 'boolean',
          default: true,
          description: 'Whether messages start runs at once, or one run after the other in the order they came',
        },
      ],
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.mqtttrigger/',
};
