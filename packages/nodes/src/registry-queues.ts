import type { CredentialType, NodeType } from '@weft/workflow';
import { rabbitmqCredential, rabbitmqNode } from './rabbitmq/index.js';
import { rabbitmqTriggerNode } from './rabbitmq-trigger/index.js';
import { mqttCredential, mqttNode } from './mqtt/index.js';
import { mqttTriggerNode } from './mqtt-trigger/index.js';
import { redisTriggerNode } from './redis-trigger/index.js';
import { amqpCredential, amqpNode } from './amqp/index.js';
import { amqpTriggerNode } from './amqp-trigger/index.js';
import { buildToolVariants } from './ai-tool-variants/index.js';

/** Message-queue nodes and their triggers: RabbitMQ, MQTT, AMQP 1.0 and Redis pub/sub. */
export const queueNodeTypes: readonly NodeType[] = [
  ...rabbitmqNode,
  ...rabbitmqTriggerNode,
  ...mqttNode,
  ...mqttTriggerNode,
  ...redisTriggerNode,
  ...amqpNode,
  ...amqpTriggerNode,
  // n8n offers the senders to agents as tools (`rabbitmqTool`, `mqttTool`, `amqpTool`).
  ...buildToolVariants([...rabbitmqNode, ...mqttNode, ...amqpNode], { rabbitmq: [1, 1.1], mqtt: [1], amqp: [1] }),
];

/** Credential types of these nodes. */
export const queueCredentialTypes: readonly CredentialType[] = [rabbitmqCredential, mqttCredential, amqpCredential];
