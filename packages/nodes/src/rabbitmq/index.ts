import type { NodeType } from '@weft/workflow';
import { rabbitmqDescription } from './description.js';
import { executeRabbitmq } from './execute.js';

export { rabbitmqCredential } from './credential.js';

/** RabbitMQ, versions 1 and 1.1 (n8n's `n8n-nodes-base.rabbitmq`). */
export const rabbitmqNode: NodeType[] = [{ description: rabbitmqDescription, execute: executeRabbitmq }];
