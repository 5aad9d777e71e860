/**
 * Send Email (n8n's `n8n-nodes-base.emailSend`) at versions 1, 2 and 2.1, over SMTP with the
 * `smtp` credential. Version 1 sends text and HTML side by side; 2 and 2.1 choose the format,
 * keep cc, bcc, reply-to and attachments among the options, append an attribution line by default
 * from 2.1, and can send a message and wait for the recipient's answer.
 */
import type { ExecuteContext, NodeOutput, NodeType } from '@weft/workflow';
import { emailSendV1Description } from './description-v1.js';
import { emailSendV2Description } from './description-v2.js';
import { executeSend } from './execute.js';
import { executeSendAndWait } from './send-and-wait.js';

export { smtpCredential } from './credential.js';
export { EMAIL_ATTRIBUTION } from './attribution.js';

function executeV2(ctx: ExecuteContext): Promise<NodeOutput> {
  return ctx.getNodeParameter('operation', 0, 'send') === 'sendAndWait' ? executeSendAndWait(ctx) : executeSend(ctx);
}

/** Send Email, one entry per description (1; 2 and 2.1). */
export const emailSendNode: NodeType[] = [
  { description: emailSendV1Description, execute: executeSend },
  { description: emailSendV2Description, execute: executeV2 },
];
