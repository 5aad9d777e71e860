import type { NodeTypeDescription } from '@weft/workflow';

/** Description of MQTT 1 (n8n's `n8n-nodes-base.mqtt`). */
export const mqttDescription: NodeTypeDescription = {
  name: 'weft.mqtt',
  displayName: 'MQTT',
  description: 'Publishes messages to an MQTT broker',
  icon: 'file:mqtt.svg',
  group: ['input'],
  version: 1,
  defaults: { name: 'MQTT' },
  usableAsTool: true,
  inputs: ['main'],
  outputs: ['main'],
  credentials: [{ name: 'mqtt', required: true }],
  properties: [
    {
      displayName: 'Topic',
      name: 'topic',
      type: 'string',
      required: true,
      default: '',
      description: 'The topic to publish to',
    },
    {
      displayName: 'Send Input Data',
      name: 'sendInputData',
      type: 'boolean',
      default: true,
      description: 'Whether each message is the item’s JSON',
    },
    {
      displayName: 'Message',
      name: 'message',
      type: 'string',
      required: true,
      displayOptions: { show: { sendInputData: [false] } },
      default: '',
      description: 'The message to publish',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add option',
      default: {},
      options: [
        {
          displayName: 'QoS',
          name: 'qos',
          type: 'options',
          options: [
            { name: 'Received at Most Once', value: 0 },
            { name: 'Received at Least Once', value: 1 },
            { name: 'Exactly Once', value: 2 },
          ],
          default: 0,
          description: 'The delivery guarantee of the messages',
        },
        {
          displayName: 'Retain',
          name: 'retain',
          type: 'boolean',
          default: false,
          description: 'Whether the broker keeps the message as the topic’s last one, for subscribers that come later',
        },
      ],
    },
  ],
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/app-nodes/n8n-nodes-base.mqtt/',
};
