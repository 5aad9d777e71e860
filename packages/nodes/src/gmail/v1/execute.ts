/**
 * Gmail 1 (n8n's GmailV1): draft, label, message and messageLabel operations with their old
 * parameters (`toList` arrays, `includeHtml`, `additionalFields.format`: resolved, full, metadata,
 * minimal, raw, ids).
 */
import { NodeOperationError, WeftError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { composeRawMail, type MailAttachment, type MailMessage } from '../../shared/mime/index.js';
import { gmailClient, type GmailClient } from '../client.js';
import { parseRawMessage } from '../output.js';

const ME = '/gmail/v1/users/me';

/** A list of addresses (an array, or one string) as header text, each in `<…>`. */
function addressList(value: unknown): string {
  const list = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
  return list.map((email) => `<${String(email)}>, `).join('');
}

/** The attachments of `additionalFields.attachmentsUi` (binary field names, comma-separated). */
async function attachmentsOf(
  ctx: ExecuteContext,
  additionalFields: Record<string, unknown>,
  i: number,
): Promise<{ attachments: MailAttachment[]; qs: Record<string, unknown> }> {
  const ui = additionalFields.attachmentsUi as { attachmentsBinary?: Array<{ property?: string }> } | undefined;
  if (!ui || Object.keys(ui).length === 0) return { attachments: [], qs: {} };
  const attachments: MailAttachment[] = [];
  const item = ctx.getInputData()[i];
  if (Array.isArray(ui.attachmentsBinary) && ui.attachmentsBinary.length && item?.binary) {
    for (const { property } of ui.attachmentsBinary) {
      for (const name of String(property ?? '').split(',')) {
        const binary = item.binary[name];
        if (!binary)
          throw new NodeOperationError(ctx.getNode(), `This item has no binary field '${name}'`, { itemIndex: i });
        attachments.push({
          name: binary.fileName || 'unknown',
          content: await ctx.helpers.getBinaryDataBuffer(i, name),
          type: binary.mimeType,
        });
      }
    }
  }
  return { attachments, qs: { userId: 'me', uploadType: 'media' } };
}

/** The message of a send, reply or draft from the version 1 parameters. */
function messageOf(
  ctx: ExecuteContext,
  i: number,
  fields: Record<string, unknown>,
  to: string,
  attachments: MailAttachment[],
  subject: string,
): MailMessage {
  const email: MailMessage = {
    from: String(fields.senderName ?? ''),
    to,
    cc: addressList(fields.ccList),
    bcc: addressList(fields.bccList),
    subject,
    text: String(ctx.getNodeParameter('message', i, '') ?? ''),
    attachments,
  };
  if (ctx.getNodeParameter('includeHtml', i, false))
    email.html = String(ctx.getNodeParameter('htmlMessage', i, '') ?? '');
  return email;
}

type Format = 'resolved' | 'full' | 'metadata' | 'minimal' | 'raw' | 'ids';

async function runItem(
  ctx: ExecuteContext,
  client: GmailClient,
  resource: string,
  operation: string,
  i: number,
): Promise<unknown> {
  const param = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback);
  const fields = () => (param('additionalFields', {}) ?? {}) as Record<string, unknown>;
  // Version 1 never downloads attachments (its parameters have no such option).
  const store = (bytes: Uint8Array, fileName?: string, mimeType?: string) =>
    ctx.helpers.prepareBinaryData(bytes, fileName, mimeType);
  if (resource === 'label') {
    if (operation === 'create') {
      const body = {
        labelListVisibility: param('labelListVisibility', 'labelShow'),
        messageListVisibility: param('messageListVisibility', 'show'),
        name: param('name'),
      };
      return client.request('POST', `${ME}/labels`, { body, itemIndex: i });
    }
    if (operation === 'delete') {
      await client.request('DELETE', `${ME}/labels/${String(param('labelId'))}`, { itemIndex: i });
      return { success: true };
    }
    if (operation === 'get') return client.request('GET', `${ME}/labels/${String(param('labelId'))}`, { itemIndex: i });
    if (operation === 'getAll') {
      const { labels = [] } = await client.request<{ labels?: unknown[] }>('GET', `${ME}/labels`, { itemIndex: i });
      return param('returnAll', false) ? labels : labels.slice(0, Number(param('limit', 50)));
    }
  }
  if (resource === 'messageLabel') {
    const key = operation === 'remove' ? 'removeLabelIds' : 'addLabelIds';
    return client.request('POST', `${ME}/messages/${String(param('messageId'))}/modify`, {
      body: { [key]: param('labelIds', []) },
      itemIndex: i,
    });
  }
  if (resource === 'message') {
    if (operation === 'send') {
      const f = fields();
      const { attachments, qs } = await attachmentsOf(ctx, f, i);
      const raw = await composeRawMail(
        messageOf(ctx, i, f, addressList(param('toList', [])), attachments, String(param('subject', ''))),
      );
      return client.request('POST', `${ME}/messages/send`, { body: { raw }, qs, itemIndex: i });
    }
    if (operation === 'reply') {
      const id = String(param('messageId'));
      const f = fields();
      const { attachments, qs } = await attachmentsOf(ctx, f, i);
      let to = addressList(param('toList', []));
      const { payload } = await client.request<{ payload?: { headers?: Array<{ name: string; value: string }> } }>(
        'GET',
        `${ME}/messages/${id}`,
        { qs: { ...qs, format: 'metadata' }, itemIndex: i },
      );
      const headers = payload?.headers ?? [];
      if (to === '') {
        const from = headers.find((h) => h.name === 'From')?.value;
        if (from !== undefined) to = `<${from.includes('<') ? from.split('<')[1]!.slice(0, -1) : from}>,`;
      }
      const email = messageOf(ctx, i, f, to, attachments, headers.find((h) => h.name === 'Subject')?.value ?? '');
      email.inReplyTo = id;
      email.references = headers.find((h) => h.name === 'References')?.value ?? '';
      return client.request('POST', `${ME}/messages/send`, {
        body: { raw: await composeRawMail(email), threadId: param('threadId') },
        qs,
        itemIndex: i,
      });
    }
    if (operation === 'get' || operation === 'getAll')
      return fetchMessages(ctx, client, 'messages', operation, i, store);
    if (operation === 'delete') {
      await client.request('DELETE', `${ME}/messages/${String(param('messageId'))}`, { itemIndex: i });
      return { success: true };
    }
  }
  if (resource === 'draft') {
    if (operation === 'create') {
      const f = fields();
      const { attachments, qs } = await attachmentsOf(ctx, f, i);
      const raw = await composeRawMail(
        messageOf(ctx, i, f, addressList(f.toList), attachments, String(param('subject', ''))),
      );
      return client.request('POST', `${ME}/drafts`, { body: { message: { raw } }, qs, itemIndex: i });
    }
    if (operation === 'get' || operation === 'getAll') return fetchMessages(ctx, client, 'drafts', operation, i, store);
    if (operation === 'delete') {
      await client.request('DELETE', `${ME}/drafts/${String(param('messageId'))}`, { itemIndex: i });
      return { success: true };
    }
  }
  return undefined;
}

/** get and getAll of messages or drafts in the chosen `format` (resolved: parsed raw e-mail). */
async function fetchMessages(
  ctx: ExecuteContext,
  client: GmailClient,
  kind: 'messages' | 'drafts',
  operation: string,
  i: number,
  store: Parameters<typeof parseRawMessage>[3],
): Promise<unknown> {
  const fields = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Record<string, unknown>;
  const format = (fields.format || 'resolved') as Format;
  const prefix = String(fields.dataPropertyAttachmentsPrefixName || 'attachment_');
  const resolve = async (answer: Record<string, unknown>): Promise<Item | Record<string, unknown>> => {
    if (format !== 'resolved') return answer;
    if (kind === 'messages') return parseRawMessage(answer, prefix, false, store);
    const item = await parseRawMessage((answer.message ?? {}) as Record<string, unknown>, prefix, false, store);
    item.json.messageId = item.json.id;
    item.json.id = answer.id;
    return item;
  };
  const formatQs = { format: format === 'resolved' ? 'raw' : format };
  if (operation === 'get') {
    return resolve(
      await client.request('GET', `${ME}/${kind}/${String(ctx.getNodeParameter('messageId', i))}`, {
        qs: formatQs,
        itemIndex: i,
      }),
    );
  }
  // The list query: every additional field as Gmail's query parameter, as n8n 1 sends them.
  const qs: Record<string, unknown> = {};
  for (const key of ['includeSpamTrash', 'labelIds', 'q'])
    if (fields[key] !== undefined && fields[key] !== '') qs[key] = fields[key];
  if (Array.isArray(qs.labelIds) && qs.labelIds.length === 0) delete qs.labelIds;
  let list: Array<Record<string, unknown>>;
  if (ctx.getNodeParameter('returnAll', i, false)) list = await client.requestAll(kind, `${ME}/${kind}`, qs, i);
  else
    list = ((
      await client.request('GET', `${ME}/${kind}`, {
        qs: { ...qs, maxResults: ctx.getNodeParameter('limit', i, 10) },
        itemIndex: i,
      })
    )[kind] ?? []) as Array<Record<string, unknown>>;
  if (format === 'ids') return list;
  const out: Array<Item | Record<string, unknown>> = [];
  for (const entry of list)
    out.push(
      await resolve(
        await client.request('GET', `${ME}/${kind}/${String(entry.id)}`, { qs: { ...qs, ...formatQs }, itemIndex: i }),
      ),
    );
  return out;
}

/** Runs Gmail 1 over the input items. */
export async function executeGmailV1(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'draft'));
  const operation = String(ctx.getNodeParameter('operation', 0, ''));
  const client = gmailClient(ctx, String(ctx.getNodeParameter('authentication', 0, 'oAuth2')), resource);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const result = await runItem(ctx, client, resource, operation, i);
      if (result === undefined) continue;
      const list = (Array.isArray(result) ? result : [result]).map((e) =>
        e && typeof e === 'object' && 'json' in e ? (e as Item) : { json: e },
      );
      out.push(...ctx.helpers.constructExecutionMetaData(list, { itemData: { item: i } }));
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
        continue;
      }
      if (error instanceof WeftError) {
        error.context.itemIndex ??= i;
        throw error;
      }
      throw new NodeOperationError(ctx.getNode(), error as Error, { itemIndex: i });
    }
  }
  return [out];
}
