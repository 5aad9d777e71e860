import type { NodeType } from '@weft/workflow';
import { mqttDescription } from './description.js';
import { executeMqtt } from './execute.js';

export { mqttCredential } from './credential.js';

/** MQTT, version 1 (n8n's `n8n-nodes-base.mqtt`). */
export const mqttNode: NodeType[] = [{ description: mqttDescription, execute: executeMqtt }];
