/**
 * Gmail 2's "Send and Wait for Response": one HTML e-mail with the answer links to `sendTo` (a
 * single address, as n8n asks), then the execution waits for the answer or the time limit (the
 * shared send-and-wait machinery).
 */
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { composeRawMail } from '../../shared/mime/index.js';
import { sendAndWaitEmailHtml, sendAndWaitMessage, waitForAnswer } from '../../shared/send-and-wait/index.js';
import { gmailClient } from '../client.js';

/** Sends the message of item 0 through Gmail and waits (one message whatever the number of items). */
export async function gmailSendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const to = String(ctx.getNodeParameter('sendTo', 0, '') ?? '').trim();
  if (!to.includes('@') || (to.match(/@/g) ?? []).length > 1) {
    throw new NodeOperationError(ctx.getNode(), 'Invalid email address', {
      description: `The email address '${to}' in the 'To' field isn't valid or contains multiple addresses. Please provide only a single email address.`,
      itemIndex: 0,
    });
  }
  const message = sendAndWaitMessage(ctx);
  const raw = await composeRawMail({ to, subject: message.subject, html: sendAndWaitEmailHtml(message) });
  const client = gmailClient(ctx, String(ctx.getNodeParameter('authentication', 0, 'oAuth2')), 'message');
  await client.request('POST', '/gmail/v1/users/me/messages/send', { body: { raw }, itemIndex: 0 });
  return waitForAnswer(ctx);
}
