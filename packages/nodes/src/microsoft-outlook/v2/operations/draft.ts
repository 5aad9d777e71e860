/** Outlook 2's draft operations: create, delete, get, send, update. */
import { createMessage, makeRecipient } from '../../messages.js';
import { attachmentsOf, messageItems, messageSelect } from './message.js';
import { locatorId, SUCCESS, type OutlookOperations } from './types.js';

export const draftOperations: OutlookOperations = {
  async create(args) {
    const { ctx, client, itemIndex } = args;
    const fields = { ...((ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>) };
    fields.subject = ctx.getNodeParameter('subject', itemIndex, '');
    fields.bodyContent = ctx.getNodeParameter('bodyContent', itemIndex, '') || ' ';
    const attachments = fields.attachments ? await attachmentsOf(args, fields) : undefined;
    delete fields.attachments;
    const body = createMessage(client.node, fields, itemIndex);
    if (attachments) body.attachments = attachments;
    return client.request('POST', '/messages', { body, itemIndex });
  },

  async delete(args) {
    await args.client.request('DELETE', `/messages/${locatorId(args.ctx, 'draftId', args.itemIndex)}`, {
      itemIndex: args.itemIndex,
    });
    return SUCCESS;
  },

  async get(args) {
    const { ctx, client, itemIndex } = args;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const select = messageSelect(args, options);
    const draft = await client.request('GET', `/messages/${locatorId(ctx, 'draftId', itemIndex)}`, {
      qs: select ? { $select: select } : undefined,
      itemIndex,
    });
    return messageItems(args, [draft], options);
  },

  async send(args) {
    const { ctx, client, itemIndex } = args;
    const draftId = locatorId(ctx, 'draftId', itemIndex);
    const to = String(ctx.getNodeParameter('to', itemIndex, '') ?? '');
    const recipients = to
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (recipients.length)
      await client.request('PATCH', `/messages/${draftId}`, {
        body: { toRecipients: recipients.map(makeRecipient) },
        itemIndex,
      });
    await client.request('POST', `/messages/${draftId}/send`, { itemIndex });
    return SUCCESS;
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const fields = (ctx.getNodeParameter('updateFields', itemIndex, {}) ?? {}) as Record<string, unknown>;
    return client.request('PATCH', `/messages/${locatorId(ctx, 'draftId', itemIndex)}`, {
      body: createMessage(client.node, fields, itemIndex),
      itemIndex,
    });
  },
};
