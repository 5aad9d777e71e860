/**
 * The Telegram node: one Bot API call per item, answered as n8n answers it (Telegram's whole
 * `{ ok, result }` answer as the item; Get Administrators one item per administrator; File Get
 * with the file downloaded into the binary field `data`). Files from a binary field are uploaded
 * as multipart form data. Send and Wait for Response sends one message and waits for the answer.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { mimeTypeOf } from '../shared/mime-types.js';
import { telegramDownload, telegramRequest } from './api.js';
import { addAdditionalFields } from './fields.js';
import { SEND_AND_WAIT_ATTRIBUTION, sendAndWaitMessage, waitForAnswer } from '../shared/send-and-wait/index.js';

type Body = Record<string, unknown>;

/** The Bot API method and body of item `i`'s call. */
function buildCall(
  ctx: ExecuteContext,
  resource: string,
  operation: string,
  i: number,
  version: number,
): { method: string; body: Body } {
  const p = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as unknown;
  const chat = (): Body => ({ chat_id: p('chatId') });
  const extra = (): Body => ({ ...((p('additionalFields', {}) ?? {}) as Body) });
  if (resource === 'callback') {
    if (operation === 'answerQuery')
      return { method: 'answerCallbackQuery', body: { callback_query_id: p('queryId'), ...extra() } };
    if (operation === 'answerInlineQuery')
      return {
        method: 'answerInlineQuery',
        body: { inline_query_id: p('queryId'), results: p('results'), ...extra() },
      };
  } else if (resource === 'chat') {
    const chatMethods: Record<string, string> = {
      get: 'getChat',
      administrators: 'getChatAdministrators',
      leave: 'leaveChat',
    };
    if (chatMethods[operation]) return { method: chatMethods[operation], body: chat() };
    if (operation === 'member') return { method: 'getChatMember', body: { ...chat(), user_id: p('userId') } };
    if (operation === 'setDescription')
      return { method: 'setChatDescription', body: { ...chat(), description: p('description') } };
    if (operation === 'setTitle') return { method: 'setChatTitle', body: { ...chat(), title: p('title') } };
  } else if (resource === 'file') {
    if (operation === 'get') return { method: 'getFile', body: { file_id: p('fileId') } };
  } else if (resource === 'message') {
    const withFields = (body: Body, version?: number) => (addAdditionalFields(ctx, body, i, operation, version), body);
    switch (operation) {
      case 'editMessageText': {
        const target: Body =
          p('messageType') === 'inlineMessage'
            ? { inline_message_id: p('inlineMessageId') }
            : { ...chat(), message_id: p('messageId') };
        return { method: 'editMessageText', body: withFields({ ...target, text: p('text') }) };
      }
      case 'deleteMessage':
      case 'unpinChatMessage':
        return { method: operation, body: { ...chat(), message_id: p('messageId') } };
      case 'pinChatMessage': {
        const body: Body = { ...chat(), message_id: p('messageId') };
        if ((extra() as { disable_notification?: boolean }).disable_notification) body.disable_notification = true;
        return { method: 'pinChatMessage', body };
      }
      case 'sendAnimation':
      case 'sendAudio':
      case 'sendDocument':
      case 'sendPhoto':
      case 'sendSticker':
      case 'sendVideo':
        return { method: operation, body: withFields({ ...chat(), [fileField(operation)]: p('file', '') }) };
      case 'sendChatAction':
        return { method: 'sendChatAction', body: { ...chat(), action: p('action') } };
      case 'sendLocation':
        return {
          method: 'sendLocation',
          body: withFields({ ...chat(), latitude: p('latitude'), longitude: p('longitude') }),
        };
      case 'sendMessage':
        return { method: 'sendMessage', body: withFields({ ...chat(), text: p('text') }, version) };
      case 'sendMediaGroup': {
        const body: Body = { ...chat(), ...extra() };
        const media = ((p('media', {}) ?? {}) as { media?: Array<Record<string, unknown>> }).media ?? [];
        body.media = media.map(({ additionalFields, ...entry }) => ({
          ...entry,
          ...((additionalFields ?? {}) as Body),
        }));
        return { method: 'sendMediaGroup', body };
      }
      default:
        break;
    }
  } else {
    throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
  }
  throw new NodeOperationError(
    ctx.getNode(),
    `The operation "${operation}" is not known for the resource "${resource}"!`,
    { itemIndex: i },
  );
}

/** The body field a send operation's file goes in (`sendPhoto` → `photo`). */
function fileField(operation: string): string {
  return operation.replace('send', '').toLowerCase();
}

/** The multipart body of an upload: the fields as text (objects as JSON) and the file under its field. */
async function uploadForm(ctx: ExecuteContext, body: Body, operation: string, i: number): Promise<FormData> {
  const property = String(ctx.getNodeParameter('binaryPropertyName', i, 'data'));
  const binary = ctx.getInputData()[i]?.binary?.[property];
  if (!binary)
    throw new NodeOperationError(ctx.getNode(), `The item has no binary field "${property}" to send`, {
      itemIndex: i,
      description: 'Set "Input Binary Field" to the name of the field that holds the file.',
    });
  const fileName = String(ctx.getNodeParameter('additionalFields.fileName', i, '') ?? '') || binary.fileName;
  if (!fileName) {
    throw new NodeOperationError(ctx.getNode(), `A file name is needed to ${operation}`, {
      itemIndex: i,
      description: 'The binary field has no file name: set one under Additional Fields → File Name.',
    });
  }
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
  const fields: Body = { ...body, disable_notification: body.disable_notification?.toString() || 'false' };
  delete fields[fileField(operation)];
  delete fields.fileName;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append(
    fileField(operation),
    new Blob([new Uint8Array(bytes)], { type: binary.mimeType || 'application/octet-stream' }),
    fileName,
  );
  return form;
}

/**
 * Send and Wait for Response: one Markdown message (item 0's parameters, as n8n) whose link buttons
 * answer the waiting execution, then the wait (the shared send-and-wait machinery).
 */
async function sendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const m = sendAndWaitMessage(ctx);
  const text = m.appendAttribution ? `${m.message}\n\n_${SEND_AND_WAIT_ATTRIBUTION}_` : m.message;
  if (String(ctx.getNodeParameter('responseType', 0, 'approval')) === 'approval') {
    // Telegram's own default labels, for approval buttons whose label is not set.
    const approval = (ctx.getNodeParameter('approvalOptions.values', 0, {}) ?? {}) as {
      approveLabel?: string;
      disapproveLabel?: string;
    };
    for (const b of m.buttons) {
      const declines = new URL(b.url).searchParams.get('approved') === 'false';
      b.label = declines ? approval.disapproveLabel || '❌ Decline' : approval.approveLabel || '✅ Approve';
    }
  }
  await telegramRequest(
    ctx,
    'sendMessage',
    {
      chat_id: ctx.getNodeParameter('chatId', 0),
      text,
      disable_web_page_preview: true,
      parse_mode: 'Markdown',
      reply_markup: { inline_keyboard: [m.buttons.map((b) => ({ text: b.label, url: b.url }))] },
    },
    0,
  );
  return waitForAnswer(ctx);
}

/** Runs the node over its items (see the module comment). */
export async function executeTelegram(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, 'sendMessage'));
  if (resource === 'message' && operation === 'sendAndWait') return sendAndWait(ctx);
  const binaryData = resource === 'message' && !!ctx.getNodeParameter('binaryData', 0, false);
  const version = ctx.getNode().typeVersion;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const { method, body } = buildCall(ctx, resource, operation, i, version);
      if (!binaryData) delete body.fileName;
      const payload = binaryData && fileField(operation) in body ? await uploadForm(ctx, body, operation, i) : body;
      const answer = await telegramRequest(ctx, method, payload, i);
      if (resource === 'file' && operation === 'get' && ctx.getNodeParameter('download', i, true)) {
        const filePath = String((answer.result as { file_path?: unknown } | undefined)?.file_path ?? '');
        if (!filePath)
          throw new NodeOperationError(
            ctx.getNode(),
            'Telegram gave no file_path for this file, so it cannot be downloaded',
            { itemIndex: i },
          );
        const bytes = await telegramDownload(ctx, filePath, i);
        const fileName = filePath.split('/').pop() ?? filePath;
        const given = ((ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as { mimeType?: string }).mimeType;
        const data = await ctx.helpers.prepareBinaryData(bytes, fileName, given || mimeTypeOf(fileName));
        out.push({ json: answer, binary: { data }, pairedItem: { item: i } });
        continue;
      }
      const result = resource === 'chat' && operation === 'administrators' ? answer.result : answer;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(result), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      const e = error as { description?: unknown; message?: string };
      out.push({
        json: { error: (typeof e.description === 'string' && e.description) || e.message || String(error) },
        pairedItem: { item: i },
      });
    }
  }
  return [out];
}
