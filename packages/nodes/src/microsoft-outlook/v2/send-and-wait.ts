/**
 * Outlook 2's "Send and Wait for Response": one HTML e-mail with the answer links to the To
 * addresses (sent with /sendMail), then the execution waits for the answer or the time limit.
 */
import type { ExecuteContext, NodeOutput } from '@weft/workflow';
import { sendAndWaitEmailHtml, sendAndWaitMessage, waitForAnswer } from '../../shared/send-and-wait/index.js';
import { outlookClient } from '../client.js';
import { createMessage } from '../messages.js';

/** Sends the message of item 0 and waits (one message whatever the number of items). */
export async function outlookSendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const client = outlookClient(ctx);
  const m = sendAndWaitMessage(ctx);
  const message = createMessage(
    client.node,
    {
      subject: m.subject,
      bodyContent: sendAndWaitEmailHtml(m),
      bodyContentType: 'html',
      toRecipients: ctx.getNodeParameter('toRecipients', 0, ''),
    },
    0,
  );
  await client.request('POST', '/sendMail', { body: { message }, itemIndex: 0 });
  return waitForAnswer(ctx);
}
