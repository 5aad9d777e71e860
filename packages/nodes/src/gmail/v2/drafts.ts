/** Gmail 2, draft resource: create, delete, get, getAll. */
import type { Item } from '@weft/workflow';
import { composeRawMail, type MailAttachment, type MailMessage } from '../../shared/mime/index.js';
import { prepareEmailAttachments, prepareEmailBody, prepareEmailsInput } from '../email.js';
import { parseRawMessage } from '../output.js';
import type { GmailOperationArgs, GmailOperationResult } from './operation.js';

const ME = '/gmail/v1/users/me';
type Thread = { messages?: Array<{ payload?: { headers?: Array<{ name: string; value: string }> } }> };

/** A parsed draft: the message's id moves to `messageId`, `id` is the draft's. */
async function draftItem(
  draft: { id?: string; message?: Record<string, unknown> },
  options: Record<string, unknown>,
  args: GmailOperationArgs,
): Promise<Item> {
  const store = (bytes: Uint8Array, fileName?: string, mimeType?: string) =>
    args.ctx.helpers.prepareBinaryData(bytes, fileName, mimeType);
  const item = await parseRawMessage(
    draft.message ?? {},
    String(options.dataPropertyAttachmentsPrefixName || 'attachment_'),
    Boolean(options.downloadAttachments),
    store,
  );
  item.json.messageId = item.json.id;
  item.json.id = draft.id;
  return item;
}

/** Runs a draft operation for one item. */
export async function draftOperation(args: GmailOperationArgs): Promise<GmailOperationResult> {
  const { ctx, client, operation, itemIndex: i } = args;
  const param = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
  if (operation === 'create') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const list = (key: string, field: string) =>
      options[key] ? prepareEmailsInput(ctx, String(options[key]), field, i) : '';
    const threadId = typeof options.threadId === 'string' && options.threadId ? options.threadId : undefined;
    let attachments: MailAttachment[] = [];
    let qs: Record<string, unknown> = {};
    if (options.attachmentsUi) {
      attachments = await prepareEmailAttachments(ctx, options.attachmentsUi, i);
      if (attachments.length) qs = { userId: 'me', uploadType: 'media' };
    }
    const email: MailMessage = {
      from: options.fromAlias ? String(options.fromAlias) : '',
      to: list('sendTo', 'To'),
      cc: list('ccList', 'CC'),
      bcc: list('bccList', 'BCC'),
      replyTo: list('replyTo', 'ReplyTo'),
      subject: String(param('subject', '')),
      ...prepareEmailBody(ctx, i),
      attachments,
    };
    if (threadId) {
      // In a thread, the draft answers the thread's last message.
      const thread = await client.request<Thread>('GET', `${ME}/threads/${threadId}`, {
        qs: { format: 'metadata', metadataHeaders: ['Message-ID'] },
        itemIndex: i,
      });
      const last = thread.messages?.[thread.messages.length - 1];
      const messageId = last?.payload?.headers?.find(
        (h) => h.name.toLowerCase().includes('message') && h.name.toLowerCase().includes('id'),
      )?.value;
      if (messageId) {
        email.inReplyTo = messageId;
        email.references = messageId;
      }
    }
    return client.request('POST', `${ME}/drafts`, {
      body: { message: { raw: await composeRawMail(email), threadId } },
      qs,
      itemIndex: i,
    });
  }
  if (operation === 'get') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const draft = await client.request<{ id?: string; message?: Record<string, unknown> }>(
      'GET',
      `${ME}/drafts/${String(param('messageId'))}`,
      { qs: { format: 'raw' }, itemIndex: i },
    );
    return [await draftItem(draft, options, args)];
  }
  if (operation === 'delete') {
    await client.request('DELETE', `${ME}/drafts/${String(param('messageId'))}`, { itemIndex: i });
    return { success: true };
  }
  if (operation === 'getAll') {
    const options = (param('options', {}) ?? {}) as Record<string, unknown>;
    const qs: Record<string, unknown> =
      options.includeSpamTrash !== undefined ? { includeSpamTrash: options.includeSpamTrash } : {};
    let list: Array<{ id?: string }>;
    if (param('returnAll', false)) list = await client.requestAll('drafts', `${ME}/drafts`, qs, i);
    else
      list =
        (
          await client.request<{ drafts?: Array<{ id?: string }> }>('GET', `${ME}/drafts`, {
            qs: { ...qs, maxResults: param('limit', 50) },
            itemIndex: i,
          })
        ).drafts ?? [];
    const out: Item[] = [];
    for (const entry of list) {
      const draft = await client.request<{ id?: string; message?: Record<string, unknown> }>(
        'GET',
        `${ME}/drafts/${String(entry.id)}`,
        { qs: { ...qs, format: 'raw' }, itemIndex: i },
      );
      out.push(await draftItem(draft, options, args));
    }
    return out;
  }
  return undefined;
}
