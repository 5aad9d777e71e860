import type { CredentialType, NodeType } from '@weft/workflow';

/** Message-queue nodes and their triggers: RabbitMQ, MQTT, AMQP 1.0 and Redis pub/sub. */
export const queueNodeTypes: readonly NodeType[] = [];

/** Credential types of these nodes. */
export const queueCredentialTypes: readonly CredentialType[] = [];
