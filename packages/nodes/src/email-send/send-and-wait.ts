/**
 * Send Email's "Send and Wait for Response": an HTML message with answer links to `toEmail`, then
 * the execution waits for the answer or the time limit (the shared send-and-wait machinery).
 */
import { NodeApiError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { toMailString } from '../shared/email/mail-string.js';
import { sendAndWaitEmailHtml, sendAndWaitMessage, waitForAnswer } from '../shared/send-and-wait/index.js';
import { smtpTransport } from './transport.js';

/** Sends the message of item 0 and waits (n8n sends one message whatever the number of items). */
export async function executeSendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const message = sendAndWaitMessage(ctx);
  const credentials = await ctx.getCredentials('smtp');
  const transport = await smtpTransport(ctx, credentials, {});
  try {
    await transport.sendMail({
      from: toMailString(ctx.getNodeParameter('fromEmail', 0)),
      to: toMailString(ctx.getNodeParameter('toEmail', 0)),
      subject: message.subject,
      html: sendAndWaitEmailHtml(message),
    });
  } catch (error) {
    const e = error as { message?: string; responseCode?: number };
    throw new NodeApiError(
      ctx.getNode(),
      { message: e.message ?? String(error), httpCode: e.responseCode ?? null },
      { itemIndex: 0 },
    );
  } finally {
    transport.close();
  }
  return waitForAnswer(ctx);
}
