import type { NodeType } from '@weft/workflow';
import { whatsAppDescription } from './description.js';
import { executeWhatsApp } from './execute.js';
import { whatsAppMethods } from './methods.js';

export { whatsAppApiCredential } from './credential.js';

/** WhatsApp Business Cloud 1 and 1.1 (n8n's `n8n-nodes-base.whatsApp`): messages (with send and wait) and media. */
export const whatsAppNode: NodeType[] = [
  { description: whatsAppDescription, execute: executeWhatsApp, methods: whatsAppMethods },
];
