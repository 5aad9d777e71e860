import type { NodeType } from '@weft/workflow';
import { sendInBlueDescription } from './description.js';
import { executeSendInBlue } from './execute.js';

export { sendInBlueApiCredential } from './credentials.js';

/** Brevo 1 (n8n's `n8n-nodes-base.sendInBlue`): contacts, contact attributes, e-mail and senders. */
export const sendInBlueNode: NodeType[] = [{ description: sendInBlueDescription, execute: executeSendInBlue }];
