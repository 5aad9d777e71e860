/**
 * The Telegram node against the loopback Bot API fake (`test-fake/telegram-fake.mjs`), in workflows written as
 * n8n stores them: each operation's request (method, path, body) and the items it answers, uploads
 * as multipart, file downloads, Telegram's refusals as node errors, and 429 retries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { FakeBotApi } from './test-fake/telegram-fake.mjs';
import { TELEGRAM_ATTRIBUTION } from './fields.js';

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
const fake = new FakeBotApi();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => fake.stop());
beforeEach(() => fake.reset());

interface RunOptions {
  items?: Item[];
  version?: number;
  onError?: string;
  token?: string;
  /** Lets the run be resumed by links (send and wait): the resume URL base and a signer. */
  resumable?: boolean;
}

async function run(parameters: Record<string, unknown>, options: RunOptions = {}) {
  const workflow = importN8nWorkflow({
    name: 'telegram test',
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Telegram',
        type: 'n8n-nodes-base.telegram',
        typeVersion: options.version ?? 1.2,
        position: [400, 0],
        parameters,
        credentials: { telegramApi: { id: 'tg', name: 'Telegram account' } },
        ...(options.onError ? { onError: options.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Telegram', type: 'main', index: 0 }]] },
    },
    pinData: { Data: options.items ?? [{ json: {} }] },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    ...(options.resumable ? { resumeUrl: 'https://weft.example/webhook-waiting' } : {}),
    services: {
      getCredentials: async (_node, type) =>
        type === 'telegramApi' ? fake.credential(options.token) : Promise.reject(new Error(`no ${type}`)),
      ...(options.resumable
        ? { signResumeUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}signature=sig` }
        : {}),
    },
  });
  const items = result.data.resultData.runData.Telegram?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error,
    status: result.status,
    waitTill: result.waitTill,
  };
}

const path = (method: string) => `/bot${fake.token}/${method}`;

describe('Telegram node', () => {
  it('registers n8n’s versions, the Tool variant and the telegramApi credential with n8n’s fields', () => {
    expect(nodeTypes.versions?.('n8n-nodes-base.telegram')).toEqual([1, 1.1, 1.2]);
    expect(nodeTypes.versions?.('n8n-nodes-base.telegramTool')).toEqual([1, 1.1, 1.2]);
    const credential = builtinCredentialTypes.find((c) => c.name === 'telegramApi');
    expect(credential?.properties.map((p) => [p.name, p.default])).toEqual([
      ['accessToken', ''],
      ['baseUrl', 'https://api.telegram.org'],
    ]);
  });

  it('sends a text message (1.2): Markdown, the attribution, no link preview, and Telegram’s answer as the item', async () => {
    const r = await run(
      { chatId: '42', text: 'Hello **there**', additionalFields: {} },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(r.error).toBeUndefined();
    const [call] = fake.calls('sendMessage');
    expect(call!.httpMethod).toBe('POST');
    expect(call!.path).toBe(path('sendMessage'));
    expect(call!.contentType).toMatch(/^application\/json/);
    expect(call!.params).toEqual({
      chat_id: '42',
      text: `Hello **there**\n\n_${TELEGRAM_ATTRIBUTION}_`,
      parse_mode: 'Markdown',
      disable_web_page_preview: true,
    });
    expect(fake.calls('sendMessage')).toHaveLength(2);
    expect(r.json[0]).toEqual({
      ok: true,
      result: expect.objectContaining({
        chat: { id: 42, type: 'private' },
        text: expect.stringContaining('Hello'),
        message_id: expect.any(Number),
      }),
    });
    expect(r.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
  });

  it('version 1 appends nothing and keeps link previews for text with a link; HTML gets the attribution in <em> from 1.1', async () => {
    await run({ chatId: '42', text: 'See https://example.com', additionalFields: {} }, { version: 1 });
    expect(fake.calls('sendMessage')[0]!.params).toEqual({
      chat_id: '42',
      text: 'See https://example.com',
      parse_mode: 'Markdown',
    });
    fake.reset();
    await run(
      { chatId: '42', text: 'plain', additionalFields: { parse_mode: 'HTML', disable_web_page_preview: false } },
      { version: 1.1 },
    );
    expect(fake.calls('sendMessage')[0]!.params).toEqual({
      chat_id: '42',
      text: `plain\n\n<em>${TELEGRAM_ATTRIBUTION}</em>`,
      parse_mode: 'HTML',
      disable_web_page_preview: false,
    });
    fake.reset();
    await run({
      chatId: '42',
      text: 'no line',
      additionalFields: { appendAttribution: false, reply_to_message_id: 7, message_thread_id: 3 },
    });
    expect(fake.calls('sendMessage')[0]!.params).toEqual({
      chat_id: '42',
      text: 'no line',
      parse_mode: 'Markdown',
      disable_web_page_preview: true,
      reply_to_message_id: 7,
      message_thread_id: 3,
    });
  });

  it('builds inline keyboards, reply keyboards with their options, force reply and keyboard removal', async () => {
    const buttons = (list: Array<Record<string, unknown>>) => ({ rows: [{ row: { buttons: list } }] });
    await run({
      chatId: '42',
      text: 'Pick',
      replyMarkup: 'inlineKeyboard',
      inlineKeyboard: buttons([
        { text: 'Yes', additionalFields: { callback_data: 'y' } },
        { text: 'Docs', additionalFields: { url: 'https://example.com' } },
      ]),
      additionalFields: { appendAttribution: false },
    });
    expect(fake.calls('sendMessage')[0]!.params.reply_markup).toEqual({
      inline_keyboard: [
        [
          { text: 'Yes', callback_data: 'y' },
          { text: 'Docs', url: 'https://example.com' },
        ],
      ],
    });
    fake.reset();
    await run({
      chatId: '42',
      text: 'Share',
      replyMarkup: 'replyKeyboard',
      replyKeyboard: buttons([{ text: 'Phone', additionalFields: { request_contact: true } }]),
      replyKeyboardOptions: { resize_keyboard: true, one_time_keyboard: true },
      additionalFields: {},
    });
    expect(fake.calls('sendMessage')[0]!.params.reply_markup).toEqual({
      keyboard: [[{ text: 'Phone', request_contact: true }]],
      resize_keyboard: true,
      one_time_keyboard: true,
    });
    fake.reset();
    await run({
      chatId: '42',
      text: 'Answer me',
      replyMarkup: 'forceReply',
      forceReply: { force_reply: true },
      additionalFields: {},
    });
    await run({
      chatId: '42',
      text: 'Bye keyboard',
      replyMarkup: 'replyKeyboardRemove',
      replyKeyboardRemove: { remove_keyboard: true, selective: true },
      additionalFields: {},
    });
    expect(fake.calls('sendMessage').map((c) => c.params.reply_markup)).toEqual([
      { force_reply: true },
      { remove_keyboard: true, selective: true },
    ]);
  });

  it('sends photos, documents, audio, video, animations and stickers by file id or URL, with their fields', async () => {
    for (const [operation, field] of [
      ['sendPhoto', 'photo'],
      ['sendDocument', 'document'],
      ['sendAudio', 'audio'],
      ['sendVideo', 'video'],
      ['sendAnimation', 'animation'],
      ['sendSticker', 'sticker'],
    ] as const) {
      const r = await run({
        operation,
        chatId: '42',
        file: `https://example.com/${field}`,
        additionalFields: operation === 'sendSticker' ? {} : { caption: 'look', disable_notification: true },
      });
      expect(r.error).toBeUndefined();
      const call = fake.calls(operation)[0]!;
      expect(call.path).toBe(path(operation));
      expect(call.params).toEqual({
        chat_id: '42',
        [field]: `https://example.com/${field}`,
        ...(operation === 'sendSticker' ? {} : { caption: 'look', disable_notification: true }),
      });
      expect(r.json[0]).toEqual({ ok: true, result: expect.objectContaining({ chat: { id: 42, type: 'private' } }) });
    }
  });

  it('uploads a binary file as multipart form data, with the file name, type and the other fields as text', async () => {
    const bytes = Buffer.from('fake-jpeg-bytes');
    const item: Item = {
      json: {},
      binary: { data: { data: bytes.toString('base64'), mimeType: 'image/jpeg', fileName: 'cat.jpg' } },
    };
    const r = await run(
      {
        operation: 'sendPhoto',
        chatId: '42',
        binaryData: true,
        binaryPropertyName: 'data',
        replyMarkup: 'inlineKeyboard',
        inlineKeyboard: {
          rows: [{ row: { buttons: [{ text: 'Like', additionalFields: { callback_data: 'like' } }] } }],
        },
        additionalFields: { caption: 'A cat' },
      },
      { items: [item] },
    );
    expect(r.error).toBeUndefined();
    const call = fake.calls('sendPhoto')[0]!;
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.params).toEqual({
      chat_id: '42',
      caption: 'A cat',
      disable_notification: 'false',
      reply_markup: JSON.stringify({ inline_keyboard: [[{ text: 'Like', callback_data: 'like' }]] }),
    });
    expect(call.files).toHaveLength(1);
    expect(call.files[0]).toMatchObject({ field: 'photo', fileName: 'cat.jpg', mimeType: 'image/jpeg' });
    expect(call.files[0]!.bytes.equals(bytes)).toBe(true);
    expect(r.json[0]).toEqual({
      ok: true,
      result: expect.objectContaining({ photo: [expect.objectContaining({ file_id: 'uploaded-photo' })] }),
    });

    fake.reset();
    await run(
      { operation: 'sendDocument', chatId: '42', binaryData: true, additionalFields: { fileName: 'report.txt' } },
      { items: [{ json: {}, binary: { data: { data: bytes.toString('base64'), mimeType: 'text/plain' } } }] },
    );
    expect(fake.calls('sendDocument')[0]!.files[0]).toMatchObject({
      field: 'document',
      fileName: 'report.txt',
      mimeType: 'text/plain',
    });

    const missing = await run({
      operation: 'sendDocument',
      chatId: '42',
      binaryData: true,
      binaryPropertyName: 'nope',
      additionalFields: {},
    });
    expect(missing.error?.message).toBe('The item has no binary field "nope" to send');
    const unnamed = await run(
      { operation: 'sendDocument', chatId: '42', binaryData: true, additionalFields: {} },
      { items: [{ json: {}, binary: { data: { data: 'AA==', mimeType: 'text/plain' } } }] },
    );
    expect(unnamed.error?.message).toBe('A file name is needed to sendDocument');
  });

  it('edits, deletes, pins and unpins messages, sends chat actions, locations and media groups', async () => {
    await run({
      operation: 'editMessageText',
      chatId: '42',
      messageId: '7',
      text: 'fixed',
      additionalFields: { parse_mode: 'HTML' },
    });
    await run({
      operation: 'editMessageText',
      messageType: 'inlineMessage',
      inlineMessageId: 'in-1',
      text: 'fixed',
      replyMarkup: 'inlineKeyboard',
      inlineKeyboard: { rows: [{ row: { buttons: [{ text: 'Ok' }] } }] },
      additionalFields: {},
    });
    expect(fake.calls('editMessageText').map((c) => c.params)).toEqual([
      { chat_id: '42', message_id: '7', text: 'fixed', parse_mode: 'HTML' },
      { inline_message_id: 'in-1', text: 'fixed', reply_markup: { inline_keyboard: [[{ text: 'Ok' }]] } },
    ]);
    const del = await run({ operation: 'deleteMessage', chatId: '42', messageId: '7' });
    expect(del.json).toEqual([{ ok: true, result: true }]);
    await run({
      operation: 'pinChatMessage',
      chatId: '42',
      messageId: '7',
      additionalFields: { disable_notification: true },
    });
    await run({ operation: 'unpinChatMessage', chatId: '42', messageId: '7' });
    await run({ operation: 'sendChatAction', chatId: '42', action: 'upload_photo' });
    await run({ operation: 'sendLocation', chatId: '42', latitude: 52.52, longitude: 13.405, additionalFields: {} });
    expect(
      [
        fake.calls('deleteMessage'),
        fake.calls('pinChatMessage'),
        fake.calls('unpinChatMessage'),
        fake.calls('sendChatAction'),
        fake.calls('sendLocation'),
      ].map((c) => [c[0]!.path, c[0]!.params]),
    ).toEqual([
      [path('deleteMessage'), { chat_id: '42', message_id: '7' }],
      [path('pinChatMessage'), { chat_id: '42', message_id: '7', disable_notification: true }],
      [path('unpinChatMessage'), { chat_id: '42', message_id: '7' }],
      [path('sendChatAction'), { chat_id: '42', action: 'upload_photo' }],
      [path('sendLocation'), { chat_id: '42', latitude: 52.52, longitude: 13.405 }],
    ]);
    const group = await run({
      operation: 'sendMediaGroup',
      chatId: '42',
      additionalFields: { disable_notification: true },
      media: {
        media: [
          { type: 'photo', media: 'https://example.com/a.jpg', additionalFields: { caption: 'A', parse_mode: 'HTML' } },
          { type: 'video', media: 'vid-1' },
        ],
      },
    });
    expect(fake.calls('sendMediaGroup')[0]!.params).toEqual({
      chat_id: '42',
      disable_notification: true,
      media: [
        { type: 'photo', media: 'https://example.com/a.jpg', caption: 'A', parse_mode: 'HTML' },
        { type: 'video', media: 'vid-1' },
      ],
    });
    expect(group.json).toHaveLength(1);
    expect((group.json[0]!.result as unknown[]).length).toBe(2);
  });

  it('reads chats, their administrators (one item each) and members; leaves and sets title and description', async () => {
    const chat = await run({ resource: 'chat', operation: 'get', chatId: '-100' });
    expect(chat.json).toEqual([{ ok: true, result: { id: -100, type: 'group', title: 'Weft testers' } }]);
    const admins = await run(
      { resource: 'chat', operation: 'administrators', chatId: '-100' },
      { items: [{ json: {} }, { json: {} }] },
    );
    expect(admins.json.map((j) => (j.user as { first_name: string }).first_name)).toEqual([
      'Ada',
      'Grace',
      'Ada',
      'Grace',
    ]);
    expect(admins.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 1 }, { item: 1 }]);
    const member = await run({ resource: 'chat', operation: 'member', chatId: '-100', userId: '9' });
    expect(member.json[0]).toEqual({
      ok: true,
      result: { status: 'member', user: { id: 9, is_bot: false, first_name: 'Linus' } },
    });
    await run({ resource: 'chat', operation: 'leave', chatId: '-100' });
    await run({ resource: 'chat', operation: 'setTitle', chatId: '-100', title: 'New title' });
    await run({ resource: 'chat', operation: 'setDescription', chatId: '-100', description: 'About us' });
    expect(
      ['getChat', 'getChatAdministrators', 'getChatMember', 'leaveChat', 'setChatTitle', 'setChatDescription'].map(
        (m) => fake.calls(m)[0]?.params,
      ),
    ).toEqual([
      { chat_id: '-100' },
      { chat_id: '-100' },
      { chat_id: '-100', user_id: '9' },
      { chat_id: '-100' },
      { chat_id: '-100', title: 'New title' },
      { chat_id: '-100', description: 'About us' },
    ]);
  });

  it('answers callback and inline queries', async () => {
    const r = await run({
      resource: 'callback',
      operation: 'answerQuery',
      queryId: 'q1',
      additionalFields: { text: 'Done', show_alert: true, cache_time: 5 },
    });
    expect(r.json).toEqual([{ ok: true, result: true }]);
    await run({
      resource: 'callback',
      operation: 'answerInlineQuery',
      queryId: 'iq1',
      results: '[{"type":"article","id":"1","title":"A","input_message_content":{"message_text":"a"}}]',
      additionalFields: { cache_time: 0 },
    });
    expect(fake.calls('answerCallbackQuery')[0]!.params).toEqual({
      callback_query_id: 'q1',
      text: 'Done',
      show_alert: true,
      cache_time: 5,
    });
    expect(fake.calls('answerInlineQuery')[0]!.params).toEqual({
      inline_query_id: 'iq1',
      results: '[{"type":"article","id":"1","title":"A","input_message_content":{"message_text":"a"}}]',
      cache_time: 0,
    });
  });

  it('gets a file and downloads it into the binary field "data" (type from its name or as given), or only its details', async () => {
    fake.files.set('photos/file_abc.jpg', Buffer.from('JPEGDATA'));
    const r = await run({ resource: 'file', operation: 'get', fileId: 'abc' });
    expect(r.error).toBeUndefined();
    expect(fake.calls('getFile')[0]!.params).toEqual({ file_id: 'abc' });
    expect(fake.calls('file')[0]).toMatchObject({
      httpMethod: 'GET',
      path: `/file/bot${fake.token}/photos/file_abc.jpg`,
    });
    expect(r.json[0]).toEqual({
      ok: true,
      result: { file_id: 'abc', file_unique_id: 'uabc', file_size: 8, file_path: 'photos/file_abc.jpg' },
    });
    const data = r.items[0]!.binary!.data!;
    expect(data).toMatchObject({ mimeType: 'image/jpeg', fileName: 'file_abc.jpg', fileExtension: 'jpg' });
    expect(Buffer.from(data.data, 'base64').toString()).toBe('JPEGDATA');
    const typed = await run({
      resource: 'file',
      operation: 'get',
      fileId: 'abc',
      additionalFields: { mimeType: 'image/x-custom' },
    });
    expect(typed.items[0]!.binary!.data!.mimeType).toBe('image/x-custom');
    const details = await run({ resource: 'file', operation: 'get', fileId: 'abc', download: false });
    expect(details.items[0]!.binary).toBeUndefined();
    const gone = await run({ resource: 'file', operation: 'get', fileId: 'missing' });
    expect(gone.error?.message).toMatch(/Telegram refused "file download" \(404\): Not Found/);
  });

  it('fails with Telegram’s description naming the item, or outputs it as the item’s error on continue', async () => {
    const r = await run({ chatId: '404', text: 'hi', additionalFields: {} }, { items: [{ json: {} }] });
    expect(r.error?.message).toBe('Telegram refused "sendMessage" (400): Bad Request: chat not found');
    expect(r.error?.description).toBe('Bad Request: chat not found');
    expect((r.error as { context?: { itemIndex?: number } }).context?.itemIndex).toBe(0);
    expect(r.error?.node?.name).toBe('Telegram');
    const going = await run(
      { chatId: '={{ $json.chat }}', text: 'hi', additionalFields: {} },
      { items: [{ json: { chat: '42' } }, { json: { chat: '404' } }], onError: 'continueRegularOutput' },
    );
    expect(going.json[0]).toMatchObject({ ok: true });
    expect(going.json[1]).toEqual({ error: 'Bad Request: chat not found' });
    const badToken = await run({ chatId: '42', text: 'hi', additionalFields: {} }, { token: 'wrong' });
    expect(badToken.error?.message).toBe('Telegram refused "sendMessage" (401): Unauthorized');
    expect(badToken.error?.description).toMatch(/Access Token/);
  });

  it('waits the retry_after of a 429 answer and sends again', async () => {
    fake.fail('sendMessage', 429, 'Too Many Requests: retry after 1', { retryAfter: 1 });
    const started = Date.now();
    const r = await run({ chatId: '42', text: 'patient', additionalFields: {} });
    expect(r.error).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.calls('sendMessage')).toHaveLength(2);
    fake.reset();
    fake.fail('sendMessage', 429, 'Too Many Requests: retry after 3600', { retryAfter: 3600 });
    const tooLong = await run({ chatId: '42', text: 'impatient', additionalFields: {} });
    expect(tooLong.error?.message).toBe('Telegram refused "sendMessage" (429): Too Many Requests: retry after 3600');
  });

  it('Send and Wait for Response sends one Markdown message with link buttons that answer the run, then waits', async () => {
    const r = await run(
      {
        operation: 'sendAndWait',
        chatId: '42',
        message: 'Pay invoice 7?',
        approvalOptions: { values: { approvalType: 'double' } },
        options: {
          limitWaitTime: { values: { limitType: 'afterTimeInterval', resumeAmount: 2, resumeUnit: 'hours' } },
        },
      },
      { resumable: true, items: [{ json: { n: 1 } }, { json: { n: 2 } }] },
    );
    expect(r.error).toBeUndefined();
    expect(r.status).toBe('waiting');
    expect(new Date(String(r.waitTill)).getTime()).toBeGreaterThan(Date.now() + 7_000_000);
    const calls = fake.calls('sendMessage');
    expect(calls).toHaveLength(1);
    const params = calls[0]!.params as {
      reply_markup: { inline_keyboard: Array<Array<{ text: string; url: string }>> };
    } & Record<string, unknown>;
    expect({ ...params, reply_markup: undefined }).toEqual({
      chat_id: '42',
      text: `Pay invoice 7?\n\n_${TELEGRAM_ATTRIBUTION}_`,
      disable_web_page_preview: true,
      parse_mode: 'Markdown',
      reply_markup: undefined,
    });
    const buttons = params.reply_markup.inline_keyboard;
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.map((b) => b.text)).toEqual(['❌ Decline', '✅ Approve']);
    expect(buttons[0]![0]!.url).toMatch(
      /^https:\/\/weft\.example\/webhook-waiting\/[^/]+\/3\?approved=false&signature=sig$/,
    );
    expect(buttons[0]![1]!.url).toMatch(
      /^https:\/\/weft\.example\/webhook-waiting\/[^/]+\/3\?approved=true&signature=sig$/,
    );

    const free = await run(
      {
        operation: 'sendAndWait',
        chatId: '42',
        message: 'Why?',
        responseType: 'freeText',
        options: { appendAttribution: false },
      },
      { resumable: true },
    );
    expect(free.status).toBe('waiting');
    const freeCall = fake.calls('sendMessage')[1]!.params as {
      text: string;
      reply_markup: { inline_keyboard: Array<Array<{ text: string }>> };
    };
    expect(freeCall.text).toBe('Why?');
    expect(freeCall.reply_markup.inline_keyboard[0]!.map((b) => b.text)).toEqual(['Respond']);
  });
});
