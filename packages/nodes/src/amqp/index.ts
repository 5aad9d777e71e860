import type { NodeType } from '@weft/workflow';
import { amqpDescription } from './description.js';
import { executeAmqp } from './execute.js';

export { amqpCredential } from './credential.js';

/** AMQP Sender, version 1 (n8n's `n8n-nodes-base.amqp`). */
export const amqpNode: NodeType[] = [{ description: amqpDescription, execute: executeAmqp }];
