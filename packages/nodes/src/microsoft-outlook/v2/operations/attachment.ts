/** Outlook 2's message attachment operations: add (large files through an upload session), download, get, get many. */
import { NodeApiError, NodeOperationError, type Item } from '@weft/workflow';
import { listOf, locatorId, SUCCESS, type OutlookOperations } from './types.js';

const ATTACHMENT_SELECT = 'id,lastModifiedDateTime,name,contentType,size,isInline';
/** Above this size an attachment goes through an upload session, as n8n does. */
const INLINE_LIMIT = 3_000_000;
const CHUNK = 4_000_000;

function selectOf(options: Record<string, unknown>): string {
  const fields = options.fields;
  const list = Array.isArray(fields) ? fields : typeof fields === 'string' && fields ? fields.split(',') : [];
  return list.length ? list.map((f) => String(f).trim()).join(',') : ATTACHMENT_SELECT;
}

export const attachmentOperations: OutlookOperations = {
  async add(args) {
    const { ctx, client, itemIndex } = args;
    const node = client.node;
    const messageId = locatorId(ctx, 'messageId', itemIndex);
    const property = String(ctx.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const item = ctx.getInputData()[itemIndex];
    if (!item?.binary) throw new NodeOperationError(node, 'No binary data exists on item!', { itemIndex });
    const binary = item.binary[property];
    if (!binary) throw new NodeOperationError(node, `The item has no binary property "${property}"`, { itemIndex });
    const bytes = await ctx.helpers.getBinaryDataBuffer(itemIndex, property);
    const name = options.fileName === undefined ? binary.fileName : String(options.fileName);
    if (!name)
      throw new NodeOperationError(
        node,
        'The attachment needs a file name: set "File Name" or use binary data that has one',
        { itemIndex },
      );
    if (bytes.length <= INLINE_LIMIT) {
      await client.request('POST', `/messages/${messageId}/attachments`, {
        body: {
          '@odata.type': '#microsoft.graph.fileAttachment',
          name,
          contentBytes: Buffer.from(bytes).toString('base64'),
        },
        itemIndex,
      });
      return SUCCESS;
    }
    const session = await client.request<{ uploadUrl?: string }>(
      'POST',
      `/messages/${messageId}/attachments/createUploadSession`,
      {
        body: { AttachmentItem: { attachmentType: 'file', name, size: bytes.length } },
        itemIndex,
      },
    );
    if (!session.uploadUrl)
      throw new NodeApiError(
        node,
        { message: 'Microsoft Graph did not open an upload session for the attachment', body: session },
        { itemIndex },
      );
    for (let from = 0; from < bytes.length; from += CHUNK) {
      const to = Math.min(from + CHUNK, bytes.length);
      const response = await ctx.helpers.httpRequest({
        method: 'PUT',
        url: session.uploadUrl,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${from}-${to - 1}/${bytes.length}`,
        },
        body: bytes.subarray(from, to),
        ignoreHttpStatusErrors: true,
      });
      if (response.statusCode >= 400)
        throw new NodeApiError(
          node,
          {
            message: `The attachment upload failed (${response.statusCode})`,
            httpCode: response.statusCode,
            body: response.body,
          },
          { itemIndex },
        );
    }
    return SUCCESS;
  },

  async download(args) {
    const { ctx, client, itemIndex } = args;
    const messageId = locatorId(ctx, 'messageId', itemIndex);
    const attachmentId = locatorId(ctx, 'attachmentId', itemIndex);
    const property = String(ctx.getNodeParameter('binaryPropertyName', itemIndex, 'data'));
    const details = await client.request<{ name?: string; contentType?: string }>(
      'GET',
      `/messages/${messageId}/attachments/${attachmentId}`,
      { qs: { $select: 'id,name,contentType' }, itemIndex },
    );
    const response = await client.download(`/messages/${messageId}/attachments/${attachmentId}/$value`, itemIndex);
    const input = ctx.getInputData()[itemIndex]!;
    const item: Item = {
      json: input.json,
      binary: {
        ...input.binary,
        [property]: await ctx.helpers.prepareBinaryData(
          response.body as Uint8Array,
          details.name,
          details.contentType || undefined,
        ),
      },
    };
    return [item];
  },

  async get(args) {
    const { ctx, client, itemIndex } = args;
    const options = (ctx.getNodeParameter('options', itemIndex, {}) ?? {}) as Record<string, unknown>;
    return client.request(
      'GET',
      `/messages/${locatorId(ctx, 'messageId', itemIndex)}/attachments/${locatorId(ctx, 'attachmentId', itemIndex)}`,
      { qs: { $select: selectOf(options) }, itemIndex },
    );
  },

  async getAll(args) {
    const options = (args.ctx.getNodeParameter('options', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
    return listOf(args, `/messages/${locatorId(args.ctx, 'messageId', args.itemIndex)}/attachments`, {
      $select: selectOf(options),
    });
  },
};
