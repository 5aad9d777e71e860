/**
 * Gmail 2, message resource: send, reply, get, getAll, delete, markAsRead, markAsUnread,
 * addLabels, removeLabels (sendAndWait is handled before the item loop).
 */
import type { Item } from '@weft/workflow';
import { composeRawMail, type MailAttachment } from '../../shared/mime/index.js';
import { prepareEmailAttachments, prepareEmailBody, prepareEmailsInput } from '../email.js';
import { messageFormat, parseRawMessage, simplifyMessages } from '../output.js';
import { prepareQuery } from '../query.js';
import { replyToEmail } from '../reply.js';
import type { GmailOperationArgs, GmailOperationResult } from './operation.js';

const ME = '/gmail/v1/users/me';

/** Runs a message operation for one item. */
export async function messageOperation(args: GmailOperationArgs): Promise<GmailOperationResult> {
  const { ctx, client, operation, itemIndex: i, nodeVersion } = args;
  const store = (bytes: Uint8Array, fileName?: string, mimeType?: string) =>
    ctx.helpers.prepareBinaryData(bytes, fileName, mimeType);
  const param = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);

  if (operation === 'send') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const to = prepareEmailsInput(ctx, String(param('sendTo', '')), 'To', i);
    const cc = options.ccList ? prepareEmailsInput(ctx, String(options.ccList), 'CC', i) : '';
    const bcc = options.bccList ? prepareEmailsInput(ctx, String(options.bccList), 'BCC', i) : '';
    const replyTo = options.replyTo ? prepareEmailsInput(ctx, String(options.replyTo), 'ReplyTo', i) : '';
    let attachments: MailAttachment[] = [];
    let qs: Record<string, unknown> = {};
    if (options.attachmentsUi) {
      attachments = await prepareEmailAttachments(ctx, options.attachmentsUi, i);
      if (attachments.length) qs = { userId: 'me', uploadType: 'media' };
    }
    let from = '';
    if (options.senderName) {
      const { emailAddress } = await client.request<{ emailAddress?: string }>('GET', `${ME}/profile`, {
        itemIndex: i,
      });
      from = `${String(options.senderName)} <${emailAddress ?? ''}>`;
    }
    // Unset, the attribution is on from 2.1.
    const appendAttribution =
      options.appendAttribution === undefined ? nodeVersion >= 2.1 : Boolean(options.appendAttribution);
    const raw = await composeRawMail({
      from,
      to,
      cc,
      bcc,
      replyTo,
      subject: String(param('subject', '')),
      ...prepareEmailBody(ctx, i, appendAttribution),
      attachments,
    });
    return client.request('POST', `${ME}/messages/send`, { body: { raw }, qs, itemIndex: i });
  }
  if (operation === 'reply') {
    return replyToEmail(
      ctx,
      client,
      String(param('messageId')),
      (param('options', {}) ?? {}) as Record<string, unknown>,
      i,
      nodeVersion,
    );
  }
  if (operation === 'get') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const simple = Boolean(param('simple', true));
    const message = await client.request('GET', `${ME}/messages/${String(param('messageId'))}`, {
      qs: messageFormat(simple),
      itemIndex: i,
    });
    if (simple) return (await simplifyMessages(client, [message], i)).map((json) => ({ json }));
    return [
      await parseRawMessage(
        message,
        String(options.dataPropertyAttachmentsPrefixName || 'attachment_'),
        Boolean(options.downloadAttachments),
        store,
      ),
    ];
  }
  if (operation === 'getAll') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const filters = (param('filters', {}) ?? {}) as Record<string, unknown>;
    const qs = prepareQuery(ctx.getNode(), filters, i);
    let list: Array<Record<string, unknown>>;
    if (param('returnAll', false)) {
      list = await client.requestAll('messages', `${ME}/messages`, qs, i);
    } else {
      const page = await client.request<{ messages?: Array<Record<string, unknown>> }>('GET', `${ME}/messages`, {
        qs: { ...qs, maxResults: param('limit', 50) },
        itemIndex: i,
      });
      list = page.messages ?? [];
    }
    const simple = Boolean(param('simple', true));
    const fetched: Array<Record<string, unknown>> = [];
    for (const entry of list) {
      fetched.push(
        await client.request('GET', `${ME}/messages/${String(entry.id)}`, { qs: messageFormat(simple), itemIndex: i }),
      );
    }
    if (simple) return (await simplifyMessages(client, fetched, i)).map((json) => ({ json }));
    const prefix = String(options.dataPropertyAttachmentsPrefixName || 'attachment_');
    const out: Item[] = [];
    for (const message of fetched)
      out.push(await parseRawMessage(message, prefix, Boolean(options.downloadAttachments), store));
    return out;
  }
  const id = () => String(param('messageId'));
  if (operation === 'delete') {
    await client.request('DELETE', `${ME}/messages/${id()}`, { itemIndex: i });
    return { success: true };
  }
  if (operation === 'markAsRead')
    return client.request('POST', `${ME}/messages/${id()}/modify`, {
      body: { removeLabelIds: ['UNREAD'] },
      itemIndex: i,
    });
  if (operation === 'markAsUnread')
    return client.request('POST', `${ME}/messages/${id()}/modify`, { body: { addLabelIds: ['UNREAD'] }, itemIndex: i });
  if (operation === 'addLabels')
    return client.request('POST', `${ME}/messages/${id()}/modify`, {
      body: { addLabelIds: param('labelIds', []) },
      itemIndex: i,
    });
  if (operation === 'removeLabels')
    return client.request('POST', `${ME}/messages/${id()}/modify`, {
      body: { removeLabelIds: param('labelIds', []) },
      itemIndex: i,
    });
  return undefined;
}
