/** Gmail 2's reply (message and thread resources): answers a message in its thread. */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { composeRawMail, type MailAttachment } from '../shared/mime/index.js';
import type { GmailClient } from './client.js';
import { prepareEmailAttachments, prepareEmailBody, prepareEmailsInput } from './email.js';

type Header = { name: string; value: string };

/**
 * Replies to message `gmailId`: the subject and thread of the original, `In-Reply-To` and
 * `References` set to its Message-ID, sent to its sender (2.2: its Reply-To when it has one) and
 * its other recipients unless `replyToSenderOnly` / `replyToRecipientsOnly` narrow that.
 */
export async function replyToEmail(
  ctx: ExecuteContext,
  client: GmailClient,
  gmailId: string,
  options: Record<string, unknown>,
  itemIndex: number,
  nodeVersion: number,
): Promise<unknown> {
  if (options.replyToSenderOnly && options.replyToRecipientsOnly) {
    throw new NodeOperationError(
      ctx.getNode(),
      'Both "Reply to Sender Only" and "Reply to Recipient Only" cannot be enabled at the same time. Please select only one option.',
      { itemIndex },
    );
  }
  const cc = options.ccList ? prepareEmailsInput(ctx, String(options.ccList), 'CC', itemIndex) : '';
  const bcc = options.bccList ? prepareEmailsInput(ctx, String(options.bccList), 'BCC', itemIndex) : '';
  let attachments: MailAttachment[] = [];
  let qs: Record<string, unknown> = {};
  if (options.attachmentsUi) {
    attachments = await prepareEmailAttachments(ctx, options.attachmentsUi, itemIndex);
    if (attachments.length) qs = { userId: 'me', uploadType: 'media' };
  }
  const original = await client.request<{ payload?: { headers?: Header[] }; threadId?: string }>(
    'GET',
    `/gmail/v1/users/me/messages/${gmailId}`,
    { qs: { ...qs, format: 'metadata' }, itemIndex },
  );
  const headers = original.payload?.headers ?? [];
  const header = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value ?? '';
  const subject = header('subject');
  const messageIdGlobal = header('message-id');
  const { emailAddress = '' } = await client.request<{ emailAddress?: string }>('GET', '/gmail/v1/users/me/profile', {
    itemIndex,
  });

  const to: string[] = [];
  const bracket = (email: string) => (email.includes('<') && email.includes('>') ? email : `<${email}>`);
  const replyHeader =
    nodeVersion >= 2.2 && headers.some((h) => h.name.toLowerCase() === 'reply-to') ? 'reply-to' : 'from';
  for (const h of headers) {
    const name = (h.name || '').toLowerCase();
    if (name === replyHeader && !options.replyToRecipientsOnly) to.push(bracket(h.value));
    if (name === 'to' && !options.replyToSenderOnly) {
      for (const email of h.value.split(',')) if (!email.includes(emailAddress)) to.push(bracket(email));
    }
  }
  const raw = await composeRawMail({
    from: options.senderName ? `${String(options.senderName)} <${emailAddress}>` : '',
    to: [...new Set(to)].join(', '),
    cc,
    bcc,
    subject,
    attachments,
    inReplyTo: messageIdGlobal,
    references: messageIdGlobal,
    ...prepareEmailBody(ctx, itemIndex),
  });
  return client.request('POST', '/gmail/v1/users/me/messages/send', {
    body: { raw, threadId: original.threadId },
    qs,
    itemIndex,
  });
}
