import type { NodeType } from '@weft/workflow';
import { twilioDescription } from './description.js';
import { executeTwilio } from './execute.js';

export { twilioApiCredential } from './credentials.js';

/** Twilio 1 (n8n's `n8n-nodes-base.twilio`): SMS, MMS and WhatsApp messages, and calls. */
export const twilioNode: NodeType[] = [{ description: twilioDescription, execute: executeTwilio }];
