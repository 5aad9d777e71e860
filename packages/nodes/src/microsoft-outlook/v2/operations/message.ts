/** Outlook 2's message operations: delete, get, get many, move, reply, send, update. */
import { NodeOperationError } from '@weft/workflow';
import {
  createMessage,
  fileAttachment,
  makeRecipient,
  mimeContent,
  prepareFilterString,
  SIMPLE_MESSAGE_SELECT,
  simplifyMessages,
  withAttachments,
  decodeOutlookId,
} from '../../messages.js';
import { listOf, locatorId, SUCCESS, type OutlookArgs, type OutlookOperations } from './types.js';

/** The `$select` of an `output` choice (simple, raw, fields). */
export function messageSelect(args: OutlookArgs, options: Record<string, unknown>): string | undefined {
  const { ctx, itemIndex } = args;
  const output = ctx.getNodeParameter('output', itemIndex, 'simple');
  if (output === 'fields') {
    const fields = [...((ctx.getNodeParameter('fields', itemIndex, []) as string[]) ?? [])];
    if (options.downloadAttachments) fields.push('hasAttachments');
    return fields.join(',');
  }
  return output === 'simple' ? SIMPLE_MESSAGE_SELECT : undefined;
}

/** Messages as items: simplified when asked, with attachments when asked. */
export async function messageItems(
  args: OutlookArgs,
  messages: Array<Record<string, unknown>>,
  options: Record<string, unknown>,
) {
  const { ctx, itemIndex, client } = args;
  const shaped =
    ctx.getNodeParameter('output', itemIndex, 'simple') === 'simple' ? simplifyMessages(messages) : messages;
  if (options.downloadAttachments)
    return withAttachments(ctx, client, shaped, String(options.attachmentsPrefix || 'attachment_'), itemIndex);
  return shaped;
}

/** `$search`/`$filter` of the "Filters" parameter. */
export function messageQuery(args: OutlookArgs): Record<string, unknown> {
  const filters = (args.ctx.getNodeParameter('filtersUI.values', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
  const qs: Record<string, unknown> = {};
  if (filters.filterBy === 'search' && filters.search) qs.$search = `"${filters.search}"`;
  if (filters.filterBy === 'filters') {
    const filter = prepareFilterString(filters);
    if (filter) qs.$filter = filter;
  }
  return qs;
}

/** Graph file attachments of the `attachments` fixed collection. */
export async function attachmentsOf(args: OutlookArgs, fields: Record<string, unknown>) {
  const list =
    (fields.attachments as { attachments?: Array<{ binaryPropertyName?: string }> } | undefined)?.attachments ?? [];
  const out: Array<Record<string, unknown>> = [];
  for (const a of list)
    out.push(await fileAttachment(args.ctx, args.itemIndex, String(a.binaryPropertyName ?? 'data')));
  return out;
}

export const messageOperations: OutlookOperations = {
  async delete(args) {
    await args.client.request('DELETE', `/messages/${locatorId(args.ctx, 'messageId', args.itemIndex)}`, {
      itemIndex: args.itemIndex,
    });
    return SUCCESS;
  },

  async get(args) {
    const { ctx, client, itemIndex } = args;
    const messageId = locatorId(ctx, 'messageId', itemIndex);
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const select = messageSelect(args, options);
    const message = await client.request('GET', `/messages/${messageId}`, {
      qs: select ? { $select: select } : undefined,
      itemIndex,
    });
    const items = await messageItems(args, [message], options);
    const mime = (
      options.getMimeContent as { values?: { binaryPropertyName?: string; outputFileName?: string } } | undefined
    )?.values;
    if (!mime) return items;
    const first = items[0]!;
    const item = 'json' in first && typeof first.json === 'object' ? first : { json: first };
    item.binary = {
      ...(item.binary as object),
      ...(await mimeContent(
        ctx,
        client,
        messageId,
        String(mime.binaryPropertyName || 'data'),
        mime.outputFileName,
        itemIndex,
      )),
    };
    return [item, ...items.slice(1)] as never;
  },

  async getAll(args) {
    const options = (args.ctx.getNodeParameter('options', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
    const select = messageSelect(args, options);
    const messages = await listOf(args, '/messages', { ...(select ? { $select: select } : {}), ...messageQuery(args) });
    return messageItems(args, messages, options);
  },

  async move(args) {
    const { ctx, client, itemIndex } = args;
    const destinationId = locatorId(ctx, 'folderId', itemIndex);
    await client.request('POST', `/messages/${locatorId(ctx, 'messageId', itemIndex)}/move`, {
      body: { destinationId },
      itemIndex,
    });
    return SUCCESS;
  },

  async reply(args) {
    const { ctx, client, itemIndex } = args;
    const messageId = locatorId(ctx, 'messageId', itemIndex);
    const senderOnly = ctx.getNodeParameter('replyToSenderOnly', itemIndex, false) === true;
    const text = ctx.getNodeParameter('message', itemIndex, '');
    const saveAsDraft = ctx.getNodeParameter('options.saveAsDraft', itemIndex, false) === true;
    const fields = { ...((ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>) };
    const attachments = fields.attachments ? await attachmentsOf(args, fields) : [];
    let body: Record<string, unknown>;
    if (senderOnly) {
      const message = createMessage(client.node, { ...fields, bodyContent: text }, itemIndex);
      delete message.attachments;
      body = { message };
    } else {
      body = { comment: text };
    }
    const draft = await client.request(
      'POST',
      `/messages/${messageId}/${senderOnly ? 'createReply' : 'createReplyAll'}`,
      { body, itemIndex },
    );
    for (const attachment of attachments)
      await client.request('POST', `/messages/${draft.id}/attachments`, { body: attachment, itemIndex });
    if (!saveAsDraft) await client.request('POST', `/messages/${draft.id}/send`, { itemIndex });
    return draft;
  },

  async send(args) {
    const { ctx, client, itemIndex } = args;
    const fields = { ...((ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>) };
    fields.subject = ctx.getNodeParameter('subject', itemIndex, '');
    fields.bodyContent = ctx.getNodeParameter('bodyContent', itemIndex, '') || ' ';
    fields.toRecipients = ctx.getNodeParameter('toRecipients', itemIndex, '');
    const saveToSentItems = fields.saveToSentItems === undefined ? true : fields.saveToSentItems;
    delete fields.saveToSentItems;
    const attachments = fields.attachments ? await attachmentsOf(args, fields) : undefined;
    delete fields.attachments;
    const message = createMessage(client.node, fields, itemIndex);
    if (attachments) message.attachments = attachments;
    await client.request('POST', '/sendMail', { body: { message, saveToSentItems }, itemIndex });
    return SUCCESS;
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const messageId = locatorId(ctx, 'messageId', itemIndex);
    const fields = { ...((ctx.getNodeParameter('updateFields', itemIndex, {}) ?? {}) as Record<string, unknown>) };
    const folderId = fields.folderId ? decodeOutlookId(locatorId(ctx, 'updateFields.folderId', itemIndex, '')) : '';
    if (folderId) {
      const moved = await client.request('POST', `/messages/${messageId}/move`, {
        body: { destinationId: folderId },
        itemIndex,
      });
      delete fields.folderId;
      if (!Object.keys(fields).length) return moved;
    }
    delete fields.folderId;
    const body = createMessage(client.node, fields, itemIndex);
    if (!Object.keys(body).length)
      throw new NodeOperationError(client.node, 'No fields to update got specified', { itemIndex });
    return client.request('PATCH', `/messages/${messageId}`, { body, itemIndex });
  },
};

export { makeRecipient };
