/**
 * Outlook 1 (n8n's MicrosoftOutlookV1): messages, drafts, message attachments, folders and the
 * messages of a folder, with plain-text IDs and the `additionalFields` of the first version.
 */
import { NodeApiError, NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { outlookClient, type OutlookClient } from '../client.js';
import { createMessage, fileAttachment, makeRecipient, withAttachments } from '../messages.js';
import { runPerItem } from '../v2/execute.js';

type Fields = Record<string, unknown>;
type Run = (ctx: ExecuteContext, client: OutlookClient, i: number) => Promise<unknown>;

const param = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown) =>
  ctx.getNodeParameter(name, i, fallback);
const fieldsOf = (ctx: ExecuteContext, name: string, i: number) => ({
  ...((ctx.getNodeParameter(name, i, {}) ?? {}) as Fields),
});

/** `$select`/`$filter` of `additionalFields.fields` and `.filter`. */
function selectAndFilter(fields: Fields): Fields {
  const qs: Fields = {};
  if (fields.fields) qs.$select = fields.fields;
  if (fields.filter) qs.$filter = fields.filter;
  return qs;
}

async function list(
  ctx: ExecuteContext,
  client: OutlookClient,
  i: number,
  resource: string,
  qs: Fields,
): Promise<Fields[]> {
  if (param(ctx, 'returnAll', i, false) === true) return client.requestAll(resource, qs, i);
  const page = await client.request<{ value?: Fields[] }>('GET', resource, {
    qs: { ...qs, $top: param(ctx, 'limit', i, 100) },
    itemIndex: i,
  });
  return page.value ?? [];
}

async function attachmentsOf(ctx: ExecuteContext, i: number, fields: Fields): Promise<Fields[]> {
  const entries =
    (fields.attachments as { attachments?: Array<{ binaryPropertyName?: string }> } | undefined)?.attachments ?? [];
  const out: Fields[] = [];
  for (const a of entries) out.push(await fileAttachment(ctx, i, String(a.binaryPropertyName ?? 'data')));
  return out;
}

/** The input item with one more binary property. */
async function withBinary(
  ctx: ExecuteContext,
  i: number,
  property: string,
  bytes: Uint8Array,
  fileName?: string,
  mimeType?: string,
): Promise<Item> {
  const input = ctx.getInputData()[i]!;
  return {
    json: input.json,
    binary: { ...input.binary, [property]: await ctx.helpers.prepareBinaryData(bytes, fileName, mimeType) },
  };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const messageCommon: Record<string, Run> = {
  async delete(ctx, client, i) {
    await client.request('DELETE', `/messages/${param(ctx, 'messageId', i)}`, { itemIndex: i });
    return { success: true };
  },
  async get(ctx, client, i) {
    const fields = fieldsOf(ctx, 'additionalFields', i);
    const message = await client.request('GET', `/messages/${param(ctx, 'messageId', i)}`, {
      qs: selectAndFilter(fields),
      itemIndex: i,
    });
    return fields.dataPropertyAttachmentsPrefixName
      ? withAttachments(ctx, client, [message], String(fields.dataPropertyAttachmentsPrefixName), i)
      : message;
  },
  async update(ctx, client, i) {
    return client.request('PATCH', `/messages/${param(ctx, 'messageId', i)}`, {
      body: createMessage(client.node, fieldsOf(ctx, 'updateFields', i), i),
      itemIndex: i,
    });
  },
};

const OPERATIONS: Record<string, Record<string, Run>> = {
  draft: {
    ...messageCommon,
    async create(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      fields.subject = param(ctx, 'subject', i, '');
      fields.bodyContent = param(ctx, 'bodyContent', i, '') || ' ';
      const attachments = fields.attachments ? await attachmentsOf(ctx, i, fields) : undefined;
      delete fields.attachments;
      const body = createMessage(client.node, fields, i);
      if (attachments) body.attachments = attachments;
      return client.request('POST', '/messages', { body, itemIndex: i });
    },
    async send(ctx, client, i) {
      const messageId = param(ctx, 'messageId', i);
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const recipients = String(fields.recipients ?? '')
        .split(',')
        .filter(Boolean);
      if (recipients.length)
        await client.request('PATCH', `/messages/${messageId}`, {
          body: { toRecipients: recipients.map(makeRecipient) },
          itemIndex: i,
        });
      await client.request('POST', `/messages/${messageId}/send`, { itemIndex: i });
      return { success: true };
    },
  },
  message: {
    ...messageCommon,
    async reply(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const comment = param(ctx, 'comment', i, '');
      const replyAll = param(ctx, 'replyType', i, 'reply') === 'replyAll';
      const attachments = fields.attachments ? await attachmentsOf(ctx, i, fields) : [];
      const body: Fields = { comment };
      if (!replyAll) {
        const rest = { ...fields };
        delete rest.attachments;
        body.message = createMessage(client.node, rest, i);
      }
      const draft = await client.request<Fields>(
        'POST',
        `/messages/${param(ctx, 'messageId', i)}/${replyAll ? 'createReplyAll' : 'createReply'}`,
        { body, itemIndex: i },
      );
      for (const attachment of attachments)
        await client.request('POST', `/messages/${draft.id}/attachments`, { body: attachment, itemIndex: i });
      if (param(ctx, 'send', i, false) === true)
        await client.request('POST', `/messages/${draft.id}/send`, { itemIndex: i });
      return draft;
    },
    async getMime(ctx, client, i) {
      const messageId = String(param(ctx, 'messageId', i));
      const response = await client.download(`/messages/${messageId}/$value`, i);
      return [
        await withBinary(
          ctx,
          i,
          String(param(ctx, 'binaryPropertyName', i, 'data')),
          response.body as Uint8Array,
          `${messageId}.eml`,
          header(response.headers['content-type']),
        ),
      ];
    },
    async getAll(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const messages = await list(ctx, client, i, '/messages', selectAndFilter(fields));
      return fields.dataPropertyAttachmentsPrefixName
        ? withAttachments(ctx, client, messages, String(fields.dataPropertyAttachmentsPrefixName), i)
        : messages;
    },
    async move(ctx, client, i) {
      await client.request('POST', `/messages/${param(ctx, 'messageId', i)}/move`, {
        body: { destinationId: param(ctx, 'folderId', i) },
        itemIndex: i,
      });
      return { success: true };
    },
    async send(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      fields.subject = param(ctx, 'subject', i, '');
      fields.bodyContent = param(ctx, 'bodyContent', i, '') || ' ';
      fields.toRecipients = param(ctx, 'toRecipients', i, '');
      const saveToSentItems = fields.saveToSentItems === undefined ? true : fields.saveToSentItems;
      delete fields.saveToSentItems;
      const attachments = fields.attachments ? await attachmentsOf(ctx, i, fields) : undefined;
      delete fields.attachments;
      const message = createMessage(client.node, fields, i);
      if (attachments) message.attachments = attachments;
      await client.request('POST', '/sendMail', { body: { message, saveToSentItems }, itemIndex: i });
      return { success: true };
    },
  },
  messageAttachment: {
    async add(ctx, client, i) {
      const property = String(param(ctx, 'binaryPropertyName', i, 'data'));
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const attachment = await fileAttachment(
        ctx,
        i,
        property,
        fields.fileName === undefined ? undefined : String(fields.fileName),
      );
      if (!attachment.name)
        throw new NodeOperationError(
          client.node,
          'The attachment needs a file name: set "File Name" or use binary data that has one',
          { itemIndex: i },
        );
      const bytes = Buffer.from(String(attachment.contentBytes), 'base64');
      const messageId = param(ctx, 'messageId', i);
      if (bytes.length <= 3_000_000) {
        await client.request('POST', `/messages/${messageId}/attachments`, { body: attachment, itemIndex: i });
        return { success: true };
      }
      const session = await client.request<{ uploadUrl?: string }>(
        'POST',
        `/messages/${messageId}/attachments/createUploadSession`,
        {
          body: { AttachmentItem: { attachmentType: 'file', name: attachment.name, size: bytes.length } },
          itemIndex: i,
        },
      );
      if (!session.uploadUrl)
        throw new NodeApiError(
          client.node,
          { message: 'Microsoft Graph did not open an upload session for the attachment', body: session },
          { itemIndex: i },
        );
      for (let from = 0; from < bytes.length; from += 4_000_000) {
        const to = Math.min(from + 4_000_000, bytes.length);
        const response = await ctx.helpers.httpRequest({
          method: 'PUT',
          url: session.uploadUrl,
          body: bytes.subarray(from, to),
          ignoreHttpStatusErrors: true,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Range': `bytes ${from}-${to - 1}/${bytes.length}`,
          },
        });
        if (response.statusCode >= 400)
          throw new NodeApiError(
            client.node,
            {
              message: `The attachment upload failed (${response.statusCode})`,
              httpCode: response.statusCode,
              body: response.body,
            },
            { itemIndex: i },
          );
      }
      return { success: true };
    },
    async download(ctx, client, i) {
      const base = `/messages/${param(ctx, 'messageId', i)}/attachments/${param(ctx, 'attachmentId', i)}`;
      const details = await client.request<{ name?: string; contentType?: string }>('GET', base, {
        qs: { $select: 'id,name,contentType' },
        itemIndex: i,
      });
      const response = await client.download(`${base}/$value`, i);
      return [
        await withBinary(
          ctx,
          i,
          String(param(ctx, 'binaryPropertyName', i, 'data')),
          response.body as Uint8Array,
          details.name,
          details.contentType || undefined,
        ),
      ];
    },
    async get(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const $select = fields.fields || 'id,lastModifiedDateTime,name,contentType,size,isInline';
      return client.request(
        'GET',
        `/messages/${param(ctx, 'messageId', i)}/attachments/${param(ctx, 'attachmentId', i)}`,
        { qs: { $select }, itemIndex: i },
      );
    },
    async getAll(ctx, client, i) {
      const fields = fieldsOf(ctx, 'additionalFields', i);
      const qs = {
        $select: fields.fields || 'id,lastModifiedDateTime,name,contentType,size,isInline',
        ...(fields.filter ? { $filter: fields.filter } : {}),
      };
      return list(ctx, client, i, `/messages/${param(ctx, 'messageId', i)}/attachments`, qs);
    },
  },
  folder: {
    async create(ctx, client, i) {
      const body: Fields = { displayName: param(ctx, 'displayName', i, '') };
      let endpoint = '/mailFolders';
      if (param(ctx, 'folderType', i, 'folder') === 'searchFolder') {
        endpoint = '/mailFolders/searchfolders/childFolders';
        Object.assign(body, {
          '@odata.type': 'microsoft.graph.mailSearchFolder',
          includeNestedFolders: param(ctx, 'includeNestedFolders', i, false),
          sourceFolderIds: param(ctx, 'sourceFolderIds', i, []),
          filterQuery: param(ctx, 'filterQuery', i, ''),
        });
      }
      return client.request('POST', endpoint, { body, itemIndex: i });
    },
    async delete(ctx, client, i) {
      await client.request('DELETE', `/mailFolders/${param(ctx, 'folderId', i)}`, { itemIndex: i });
      return { success: true };
    },
    async get(ctx, client, i) {
      return client.request('GET', `/mailFolders/${param(ctx, 'folderId', i)}`, {
        qs: selectAndFilter(fieldsOf(ctx, 'additionalFields', i)),
        itemIndex: i,
      });
    },
    async getAll(ctx, client, i) {
      return list(ctx, client, i, '/mailFolders', selectAndFilter(fieldsOf(ctx, 'additionalFields', i)));
    },
    async getChildren(ctx, client, i) {
      return list(
        ctx,
        client,
        i,
        `/mailFolders/${param(ctx, 'folderId', i)}/childFolders`,
        selectAndFilter(fieldsOf(ctx, 'additionalFields', i)),
      );
    },
    async update(ctx, client, i) {
      return client.request('PATCH', `/mailFolders/${param(ctx, 'folderId', i)}`, {
        body: fieldsOf(ctx, 'updateFields', i),
        itemIndex: i,
      });
    },
  },
  folderMessage: {
    async getAll(ctx, client, i) {
      return list(
        ctx,
        client,
        i,
        `/mailFolders/${param(ctx, 'folderId', i)}/messages`,
        selectAndFilter(fieldsOf(ctx, 'additionalFields', i)),
      );
    },
  },
};

/** Runs Outlook 1 over the input items. */
export async function executeOutlookV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const node = ctx.getNode();
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const run = OPERATIONS[resource]?.[operation];
  if (!run)
    throw new NodeOperationError(node, `The operation "${operation}" is not supported for resource "${resource}"`);
  const client = outlookClient(ctx);
  return [await runPerItem(ctx, (i) => run(ctx, client, i))];
}
